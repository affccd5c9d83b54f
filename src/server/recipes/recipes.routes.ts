import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../shared/constants.ts';
import { ZId } from '../../shared/schemas/id.ts';
import { ZRecipeNutrition } from '../../shared/schemas/nutrition.ts';
import { ZRecipe } from '../../shared/schemas/recipe.ts';
import { ZRecipeCard } from '../../shared/schemas/recipe-card.ts';
import { ZRecipeCopy, ZRecipeCreate, ZRecipeListQuery, ZRecipeUpdate } from '../../shared/schemas/recipe-api.ts';
import { ZRecipeVisibilityBody } from '../../shared/schemas/household.ts';
import { ZNoContent } from '../../shared/schemas/no-content.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TRecipeListQuery } from '../../shared/schemas/recipe-api.ts';
import { requireUser, type App } from '../http/context.ts';
import { nutritionOf } from './nutrition.ts';
import { registerPublicRecipeHead } from './public-head.ts';
import { registerSignedInPageData } from './signed-in-pages.ts';
import { presentRecipeCard } from './recipe-cards.ts';
import { recipeListCache } from './recipe-list-cache.ts';
import { presentPublicRecipe, presentRecipe, presentRecipeFor } from './recipes.presenter.ts';

const tags = ['recipes'];
/** What Fastify sends for a serialized JSON reply: a cached page goes out with the same header. */
const JSON_TYPE = 'application/json; charset=utf-8';

export async function recipesRoutes(app: App): Promise<void> {
  registerPublicRecipeHead(app);
  registerSignedInPageData(app);
  const service = () => app.ctx.services.recipes;

  /**
   * A page of the signed-in user's cards, the total in X-Total-Count. Unfiltered pages come from
   * the list cache when it is on (embedded database, see recipe-list-cache.ts) as the same bytes
   * the route's serializer wrote.
   */
  async function sendCardList(req: FastifyRequest, reply: FastifyReply, query: TRecipeListQuery, favorites: boolean) {
    const user = requireUser(req);
    const cache = query.q || query.search || query.tag ? undefined : await recipeListCache(app.ctx.database.db);
    const key = cache ? `${favorites ? 'favorites' : 'all'}|${JSON.stringify(query)}` : '';
    const hit = cache?.get(user.id, key);
    if (hit) {
      reply.header('X-Total-Count', String(hit.total));
      return reply.type(JSON_TYPE).send(hit.body);
    }
    // Read before the page: a page read under an older version is never kept (see the cache).
    const version = cache?.version(user.id) ?? 0;
    const { rows, total } = await service().list(user, query, favorites);
    reply.header('X-Total-Count', String(total));
    const cards = rows.map(presentRecipeCard);
    if (!cache) return cards;
    const body = Buffer.from(reply.serialize(cards) as string);
    cache.set(user.id, key, version, { body, total });
    return reply.type(JSON_TYPE).send(body);
  }

  app.get(
    '/api/recipes',
    { schema: { tags, querystring: ZRecipeListQuery, response: { 200: z.array(ZRecipeCard) } } },
    async (req, reply) => sendCardList(req, reply, req.query, false),
  );

  app.get(
    '/api/recipes/favorites',
    { schema: { tags, querystring: ZRecipeListQuery, response: { 200: z.array(ZRecipeCard) } } },
    async (req, reply) =>
      sendCardList(req, reply, { ...req.query, pageSize: req.query.pageSize ?? MAX_PAGE_SIZE }, true),
  );

  app.get('/api/recipes/:id', { schema: { tags, params: ZId, response: { 200: ZRecipe } } }, async (req) => {
    return presentRecipeFor(req.user, await service().get(req.user, req.params.id));
  });

  // Per serving from the USDA table; readable wherever the recipe is (a public one by anyone).
  app.get(
    '/api/recipes/:id/nutrition',
    { schema: { tags, params: ZId, response: { 200: ZRecipeNutrition } } },
    async (req) => {
      return nutritionOf(await service().get(req.user, req.params.id));
    },
  );

  app.post(
    '/api/recipes',
    { schema: { tags, body: ZRecipeCreate, response: { 201: ZRecipe } } },
    async (req, reply) => {
      const created = await service().create(requireUser(req), req.body);
      return reply.code(201).send(presentRecipe(created));
    },
  );

  app.patch(
    '/api/recipes/:id',
    { schema: { tags, params: ZId, body: ZRecipeUpdate, response: { 200: ZRecipe } } },
    async (req) => {
      return presentRecipe(await service().update(requireUser(req), req.params.id, req.body));
    },
  );

  app.delete(
    '/api/recipes/:id',
    { schema: { tags, params: ZId, response: { 204: ZNoContent } } },
    async (req, reply) => {
      await service().remove(requireUser(req), req.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/recipes/:id/copy',
    { schema: { tags, params: ZId, body: ZRecipeCopy.optional(), response: { 201: ZRecipe } } },
    async (req, reply) => {
      const copy = await service().copy(requireUser(req), req.params.id, req.body ?? {});
      return reply.code(201).send(presentRecipe(copy));
    },
  );

  app.patch('/api/recipes/:id/favorite', { schema: { tags, params: ZId, response: { 200: ZRecipe } } }, async (req) => {
    return presentRecipe(await service().toggle(requireUser(req), req.params.id, 'isFavorite'));
  });

  app.patch('/api/recipes/:id/public', { schema: { tags, params: ZId, response: { 200: ZRecipe } } }, async (req) => {
    return presentRecipe(await service().toggle(requireUser(req), req.params.id, 'isPublic'));
  });

  app.patch(
    '/api/recipes/:id/visibility',
    { schema: { tags, params: ZId, body: ZRecipeVisibilityBody, response: { 200: ZRecipe } } },
    async (req) => {
      return presentRecipe(await service().setVisibility(requireUser(req), req.params.id, req.body.visibility));
    },
  );

  app.get(
    '/api/public/recipes/:id',
    {
      schema: {
        tags: ['public'],
        params: ZId,
        response: { 200: ZRecipe.omit({ userId: true }).extend({ authorName: z.string().nullable() }) },
      },
    },
    async (req) => {
      const { recipe, authorName } = await service().getPublic(req.params.id);
      return presentPublicRecipe(recipe, authorName);
    },
  );
}
