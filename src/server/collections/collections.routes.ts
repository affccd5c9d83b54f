import { z } from 'zod';
import {
  ZAddToCollection,
  ZAddToCollectionResult,
  ZCollection,
  ZCollectionInput,
  ZCollectionRecipesQuery,
  ZCollectionUpdate,
} from '../../shared/schemas/collection.ts';
import { ZRecipeCard } from '../../shared/schemas/recipe-card.ts';
import { ZId } from '../../shared/schemas/id.ts';
import { ZNoContent } from '../../shared/schemas/no-content.ts';
import { requireUser, type App } from '../http/context.ts';
import { presentRecipeCardFor } from '../recipes/recipes.presenter.ts';
import { presentCollection } from './collections.presenter.ts';
import { collectionsService } from './collections.service.ts';

const tags = ['collections'];

export async function collectionsRoutes(app: App): Promise<void> {
  const service = () => collectionsService(app.ctx.database.db);

  app.get('/api/collections', { schema: { tags, response: { 200: z.array(ZCollection) } } }, async (req) => {
    return (await service().list(requireUser(req))).map(presentCollection);
  });
  app.post(
    '/api/collections',
    { schema: { tags, body: ZCollectionInput, response: { 201: ZCollection } } },
    async (req, reply) => {
      return reply.code(201).send(presentCollection(await service().create(requireUser(req), req.body)));
    },
  );
  app.get('/api/collections/:id', { schema: { tags, params: ZId, response: { 200: ZCollection } } }, async (req) => {
    return presentCollection(await service().get(requireUser(req), req.params.id));
  });
  app.patch(
    '/api/collections/:id',
    { schema: { tags, params: ZId, body: ZCollectionUpdate, response: { 200: ZCollection } } },
    async (req) => {
      return presentCollection(await service().update(requireUser(req), req.params.id, req.body));
    },
  );
  app.delete(
    '/api/collections/:id',
    { schema: { tags, params: ZId, response: { 204: ZNoContent } } },
    async (req, reply) => {
      await service().remove(requireUser(req), req.params.id);
      return reply.code(204).send();
    },
  );
  app.get(
    '/api/collections/:id/recipes',
    { schema: { tags, params: ZId, querystring: ZCollectionRecipesQuery, response: { 200: z.array(ZRecipeCard) } } },
    async (req, reply) => {
      const user = requireUser(req);
      const { q, page, pageSize } = req.query;
      const { rows, total } = await service().recipes(user, req.params.id, {
        q: q || undefined,
        paging: page ? { page, pageSize: pageSize ?? 50 } : undefined,
      });
      reply.header('X-Total-Count', String(total));
      // The repository read only recipes the user may read; the presenter hides another owner's id
      // and favourite flag.
      return rows.map((r) => presentRecipeCardFor(user, r));
    },
  );
  app.post(
    '/api/collections/:collectionId/recipes',
    {
      schema: {
        tags,
        params: z.object({ collectionId: z.string().max(100) }),
        body: ZAddToCollection,
        response: { 200: ZAddToCollectionResult, 201: ZAddToCollectionResult },
      },
    },
    async (req, reply) => {
      const added = await service().addRecipe(requireUser(req), req.params.collectionId, req.body.recipeId);
      return reply.code(added ? 201 : 200).send({ added });
    },
  );
  app.delete(
    '/api/collections/:collectionId/recipes/:recipeId',
    {
      schema: {
        tags,
        params: z.object({ collectionId: z.string().max(100), recipeId: z.string().max(100) }),
        response: { 204: ZNoContent },
      },
    },
    async (req, reply) => {
      await service().removeRecipe(requireUser(req), req.params.collectionId, req.params.recipeId);
      return reply.code(204).send();
    },
  );
  app.get(
    '/api/recipes/:id/collections',
    { schema: { tags, params: ZId, response: { 200: z.array(ZCollection) } } },
    async (req) => {
      return (await service().forRecipe(requireUser(req), req.params.id)).map(presentCollection);
    },
  );
}
