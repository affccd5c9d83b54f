import { amountJoiner } from '../../shared/amounts/joiner.ts';
import { matchLanguage } from '../../shared/i18n/languages.ts';
import { acceptableImageUrl } from '../../shared/image-url.ts';
import { LIMITS } from '../../shared/constants.ts';
import { ZRecipeContent, type TRecipeContent } from '../../shared/schemas/recipe.ts';
import type { ImportedRecipe } from './types.ts';

/**
 * The recipe as the import-html command prints it (the shape the import scorer reads). Each
 * ingredient also carries `line`, the line as the recipe shows it: amount and name joined the way
 * the app joins them in the recipe's language ("2 xícaras (chá)" + "açúcar" → "2 xícaras (chá) de
 * açúcar").
 */
export function toCliJson(r: ImportedRecipe): Record<string, unknown> {
  const lang = r.language && matchLanguage(r.language) === 'pt-BR' ? 'pt-BR' : 'en';
  return {
    title: r.title,
    description: r.description,
    ingredients: r.ingredients.map((i) => ({
      amount: i.amount,
      name: i.name,
      line: [i.amount, amountJoiner(i.amount, i.name, lang), i.name].filter(Boolean).join(' '),
    })),
    instructions: r.instructions,
    prepTime: r.prepTime,
    cookTime: r.cookTime,
    totalTime: r.totalTime,
    servings: r.servings,
    imageUrl: r.imageUrl,
    sourceUrl: r.sourceUrl,
    yield: r.yieldText,
    tags: r.tags,
    author: r.author,
    language: r.language,
    source: r.source,
  };
}

const cut = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);
const minutes = (m: number | null) => (m === null ? 0 : Math.min(LIMITS.minutes, Math.max(0, Math.round(m))));

/**
 * An imported recipe as recipe content the API accepts (ZRecipeContent), within every limit:
 * long texts are cut, missing numbers get the spec's defaults, prep + cook stand for the total
 * (without a cook time, what the total adds beyond the preparation).
 */
export function toRecipeContent(r: ImportedRecipe, language: 'en' | 'pt-BR' = 'en'): TRecipeContent {
  const fallbackTitle = language === 'pt-BR' ? 'Receita importada' : 'Imported recipe';
  const prepTime = minutes(r.prepTime);
  let cookTime = minutes(r.cookTime);
  // prep + cook stand for the total: with no cook time given, what the total adds beyond the
  // preparation (baking, simmering) is cook time. Only a total known is not preparation either:
  // nobody chops for 75 minutes (a Mealie total used to arrive as prep time). Given both, they
  // stay as written: a longer total is waiting (rising dough) the recipe has no field for.
  const total = r.totalTime === null ? 0 : minutes(r.totalTime);
  if (cookTime === 0 && total > prepTime) cookTime = total - prepTime;
  const sourceUrl =
    r.sourceUrl && /^https?:\/\//i.test(r.sourceUrl) && r.sourceUrl.length <= LIMITS.url ? r.sourceUrl : null;
  const imageUrl = acceptableImageUrl(r.imageUrl);
  return ZRecipeContent.parse({
    title: cut(r.title.trim() || fallbackTitle, LIMITS.title),
    description: cut(r.description, LIMITS.description),
    prepTime,
    cookTime,
    servings: Math.min(LIMITS.servings, Math.max(1, Math.round(r.servings ?? 1))),
    ingredients: r.ingredients
      .filter((i) => i.name.trim() !== '')
      .slice(0, LIMITS.ingredients)
      .map((i) => ({ amount: cut(i.amount, LIMITS.ingredientAmount), name: cut(i.name, LIMITS.ingredientName) })),
    instructions: r.instructions.slice(0, LIMITS.instructions).map((s) => cut(s, LIMITS.instruction)),
    tags: r.tags.filter((t) => t.length <= LIMITS.tag).slice(0, LIMITS.tags),
    tips: r.tips.slice(0, LIMITS.tips).map((t) => cut(t, LIMITS.tip)),
    imageUrl,
    sourceUrl,
  });
}
