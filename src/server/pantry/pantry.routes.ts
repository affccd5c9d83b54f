import { z } from 'zod';
import {
  ZPantryItem,
  ZPantryItemCreate,
  ZPantryItemUpdate,
  ZPantryMatches,
  ZPantryMatchesQuery,
  ZShoppingFromPlan,
  ZShoppingFromPlanResult,
  ZStaples,
  ZUsePantryResult,
} from '../../shared/schemas/pantry.ts';
import { ZId } from '../../shared/schemas/id.ts';
import { ZNoContent } from '../../shared/schemas/no-content.ts';
import { requireUser, type App } from '../http/context.ts';
import { presentPantryItem } from './pantry.presenter.ts';
import { pantryService } from './pantry.service.ts';

const tags = ['pantry'];

export async function pantryRoutes(app: App): Promise<void> {
  const service = () =>
    pantryService(
      app.ctx.database.db,
      (householdId, topic) => app.ctx.services.live.publish(householdId, topic),
      app.ctx.services.webhooks,
    );

  app.get('/api/pantry-items', { schema: { tags, response: { 200: z.array(ZPantryItem) } } }, async (req) => {
    return (await service().list(requireUser(req))).map(presentPantryItem);
  });

  app.post(
    '/api/pantry-items',
    { schema: { tags, body: ZPantryItemCreate, response: { 201: ZPantryItem } } },
    async (req, reply) => {
      return reply.code(201).send(presentPantryItem(await service().create(requireUser(req), req.body)));
    },
  );

  app.patch(
    '/api/pantry-items/:id',
    { schema: { tags, params: ZId, body: ZPantryItemUpdate, response: { 200: ZPantryItem } } },
    async (req) => {
      return presentPantryItem(await service().update(requireUser(req), req.params.id, req.body));
    },
  );

  app.delete(
    '/api/pantry-items/:id',
    { schema: { tags, params: ZId, response: { 204: ZNoContent } } },
    async (req, reply) => {
      await service().remove(requireUser(req), req.params.id);
      return reply.code(204).send();
    },
  );

  app.get('/api/pantry/staples', { schema: { tags, response: { 200: ZStaples } } }, async (req) => {
    return { staples: await service().staples(requireUser(req)) };
  });

  app.put('/api/pantry/staples', { schema: { tags, body: ZStaples, response: { 200: ZStaples } } }, async (req) => {
    return { staples: await service().saveStaples(requireUser(req), req.body.staples) };
  });

  app.get(
    '/api/pantry/matches',
    { schema: { tags, querystring: ZPantryMatchesQuery, response: { 200: ZPantryMatches } } },
    async (req) => {
      return { matches: await service().matches(requireUser(req), req.query) };
    },
  );

  app.post(
    '/api/shopping-list-items/from-plan',
    {
      schema: { tags: [...tags, 'shopping-list'], body: ZShoppingFromPlan, response: { 200: ZShoppingFromPlanResult } },
    },
    async (req) => service().shoppingFromPlan(requireUser(req), req.body.startDate, req.body.endDate),
  );

  app.post(
    '/api/meal-plan-items/:id/use-pantry',
    { schema: { tags: [...tags, 'meal-plans'], params: ZId, response: { 200: ZUsePantryResult } } },
    async (req) => {
      return { removed: await service().useForMeal(requireUser(req), req.params.id) };
    },
  );
}
