import { z } from 'zod';
import { LANGUAGES, LIMITS } from '../../shared/constants.ts';
import { ZRecipe } from '../../shared/schemas/recipe.ts';
import { requireUser, type App } from '../http/context.ts';
import { IMPORT_RATE_LIMIT } from '../http/route-limits.ts';
import { routeRateLimit } from '../http/route-rate-limit.ts';
import { presentRecipe } from './recipes.presenter.ts';

const tags = ['import'];

const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

export const ZImportUrlBody = z.object({
  url: z
    .string({ error: 'Recipe URL is required' })
    .trim()
    .min(1, 'Recipe URL is required')
    .max(LIMITS.url, `The URL can have at most ${LIMITS.url} characters`)
    .refine(isHttpUrl, 'Please enter a valid recipe URL (an http or https address)'),
});

export const ZImportImageBody = z.object({
  /** The uploadURL of POST /api/recipes/image-upload-url, with or without its query string. */
  imageUrl: z.string({ error: 'imageUrl is required' }).trim().min(1, 'imageUrl is required').max(4096),
});

export const ZImportTextBody = z.object({
  text: z
    .string({ error: 'Please paste the text of a recipe' })
    .trim()
    .min(1, 'Please paste the text of a recipe')
    .max(50_000),
  /** The text's language when the cook knows it; detected otherwise. */
  language: z.enum(LANGUAGES).optional(),
});

/**
 * Recipe import (spec sections 5, 7 and 8): from a web address, from a photo uploaded through
 * /api/recipes/image-upload-url, and (beyond the spec) from pasted text. Each saves the recipe and
 * answers 201 with it; failures answer the importer's status with the spec's message.
 */
export async function importRoutes(app: App): Promise<void> {
  const limit = routeRateLimit(app, IMPORT_RATE_LIMIT);
  // 401 before the body is validated: an anonymous caller learns nothing about the route.
  const signedIn = async (req: Parameters<typeof requireUser>[0]) => {
    requireUser(req);
  };
  const service = () => app.ctx.services.recipeImport;

  app.post(
    '/api/recipes/import',
    { onRequest: signedIn, preHandler: limit, schema: { tags, body: ZImportUrlBody, response: { 201: ZRecipe } } },
    async (req, reply) => {
      const saved = await service().fromUrl(requireUser(req), req.body.url);
      return reply.code(201).send(presentRecipe(saved));
    },
  );

  app.post(
    '/api/recipes/import-from-image',
    { onRequest: signedIn, preHandler: limit, schema: { tags, body: ZImportImageBody, response: { 201: ZRecipe } } },
    async (req, reply) => {
      const saved = await service().fromImage(requireUser(req), req.body.imageUrl);
      return reply.code(201).send(presentRecipe(saved));
    },
  );

  app.post(
    '/api/recipes/import-text',
    { onRequest: signedIn, preHandler: limit, schema: { tags, body: ZImportTextBody, response: { 201: ZRecipe } } },
    async (req, reply) => {
      const saved = await service().fromText(requireUser(req), req.body.text, req.body.language);
      return reply.code(201).send(presentRecipe(saved));
    },
  );
}
