import { z } from 'zod';
import { ZId } from '../../shared/schemas/id.ts';
import { ZNoContent } from '../../shared/schemas/no-content.ts';
import {
  ZCombinedShoppingItem,
  ZShoppingItem,
  ZShoppingItemAdded,
  ZShoppingItemCreate,
  ZShoppingItemUpdate,
  ZShoppingListCleared,
} from '../../shared/schemas/shopping-list.ts';
import { requireUser, type App } from '../http/context.ts';
import { presentShoppingItem } from './shopping-list.presenter.ts';
import { shoppingListService } from './shopping-list.service.ts';

const tags = ['shopping-list'];

export async function shoppingListRoutes(app: App): Promise<void> {
  const service = () =>
    shoppingListService(
      app.ctx.database.db,
      (householdId, topic) => app.ctx.services.live.publish(householdId, topic),
      app.ctx.services.webhooks,
    );

  app.get('/api/shopping-list-items', { schema: { tags, response: { 200: z.array(ZShoppingItem) } } }, async (req) => {
    return (await service().list(requireUser(req))).map(presentShoppingItem);
  });

  app.get(
    '/api/shopping-list-items/combined',
    { schema: { tags, response: { 200: z.array(ZCombinedShoppingItem) } } },
    async (req) => {
      return service().combined(requireUser(req));
    },
  );

  app.post(
    '/api/shopping-list-items',
    { schema: { tags, body: ZShoppingItemCreate, response: { 201: ZShoppingItemAdded } } },
    async (req, reply) => {
      const item = await service().add(requireUser(req), req.body);
      return reply.code(201).send({ ...presentShoppingItem(item), merged: item.merged });
    },
  );

  app.patch(
    '/api/shopping-list-items/:id',
    { schema: { tags, params: ZId, body: ZShoppingItemUpdate, response: { 200: ZShoppingItem } } },
    async (req) => {
      const item = await service().update(requireUser(req), req.params.id, req.body);
      return presentShoppingItem(item);
    },
  );

  app.delete(
    '/api/shopping-list-items/:id',
    { schema: { tags, params: ZId, response: { 204: ZNoContent } } },
    async (req, reply) => {
      await service().remove(requireUser(req), req.params.id);
      return reply.code(204).send();
    },
  );

  app.delete('/api/shopping-list-items', { schema: { tags, response: { 200: ZShoppingListCleared } } }, async (req) => {
    return { deleted: await service().clear(requireUser(req)) };
  });
}
