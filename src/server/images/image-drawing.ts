// A new picture for a recipe: from the configured image model, else (or when it fails) the
// built-in illustration, with the message that tells the cook which one it is.
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TLanguage } from '../../shared/constants.ts';
import { normalizeLanguage } from '../../shared/constants.ts';
import type { Config } from '../config.ts';
import type { RecipeRow } from '../recipes/recipes.repository.ts';
import type { UserRow } from '../users/users.repository.ts';
import { drawWithModel, imagePrompt } from './ai-image.ts';
import { processUpload, renditionsFromSvg, type Rendition } from './image-pipeline.ts';
import type { ImagesRepo } from './image-store.ts';
import { buildIllustrationSvg } from './illustration.ts';

const MESSAGES: Record<'illustration' | 'ai' | 'fallback', Record<TLanguage, string>> = {
  illustration: {
    en: 'An illustration was drawn from the recipe.',
    'pt-BR': 'Uma ilustração foi desenhada a partir da receita.',
  },
  ai: {
    en: 'A new image was generated.',
    'pt-BR': 'Uma nova imagem foi gerada.',
  },
  fallback: {
    en: 'The image generator is unavailable right now, so an illustration was drawn from the recipe instead.',
    'pt-BR':
      'O gerador de imagens está indisponível no momento, então uma ilustração foi desenhada a partir da receita.',
  },
};

export interface Drawn {
  renditions: Rendition[];
  source: 'ai' | 'illustration';
  message: string;
}

export function imageDrawing(config: Config, log: FastifyBaseLogger, repo: ImagesRepo) {
  return async function draw(user: UserRow, recipe: RecipeRow, title: string, ingredients: string[]): Promise<Drawn> {
    const lang = normalizeLanguage(user.language);
    let message = MESSAGES.illustration[lang];
    if (config.aiImage) {
      try {
        const bytes = await drawWithModel(config.aiImage, imagePrompt(title, ingredients), config.aiImage.timeoutMs);
        return { renditions: await processUpload(bytes), source: 'ai', message: MESSAGES.ai[lang] };
      } catch (err) {
        log.warn({ err }, 'image model failed; drawing the built-in illustration instead');
        message = MESSAGES.fallback[lang];
      }
    }
    // The recipe's first picture is its stable one; later ones ("generate another") vary.
    const variation = (await repo.countForRecipe(recipe.id)) === 0 ? 0 : crypto.randomInt(1, 2 ** 31);
    const renditions = await renditionsFromSvg(buildIllustrationSvg({ title, ingredients, variation }));
    return { renditions, source: 'illustration', message };
  };
}
