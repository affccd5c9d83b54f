import { z } from 'zod';
import {
  ZDateRange,
  ZMealPlan,
  ZMealPlanCreate,
  ZMealPlanItem,
  ZMealPlanItemCreate,
} from '../../shared/schemas/meal-plan.ts';
import { ZId } from '../../shared/schemas/id.ts';
import { ZNoContent } from '../../shared/schemas/no-content.ts';
import { requireUser, type App } from '../http/context.ts';
import { announce } from '../households/household-scope.ts';
import { presentMealPlan, presentMealPlanItem } from './meal-plans.presenter.ts';
import { mealPlansService } from './meal-plans.service.ts';

const tags = ['meal-plans'];

export async function mealPlansRoutes(app: App): Promise<void> {
  const service = () =>
    mealPlansService(
      app.ctx.database.db,
      (householdId) => announce(app, householdId, 'meal-plan'),
      app.ctx.services.webhooks,
    );

  app.post(
    '/api/meal-plans',
    { schema: { tags, body: ZMealPlanCreate, response: { 200: ZMealPlan, 201: ZMealPlan } } },
    async (req, reply) => {
      const { plan, created } = await service().create(requireUser(req), req.body);
      return reply.code(created ? 201 : 200).send(presentMealPlan(plan));
    },
  );

  app.get(
    '/api/meal-plans',
    { schema: { tags, querystring: ZDateRange, response: { 200: z.array(ZMealPlan) } } },
    async (req) => {
      return (await service().list(requireUser(req), req.query.startDate, req.query.endDate)).map(presentMealPlan);
    },
  );

  app.post(
    '/api/meal-plans/:planId/items',
    {
      schema: {
        tags,
        params: z.object({ planId: z.string().max(100) }),
        body: ZMealPlanItemCreate,
        response: { 201: ZMealPlanItem },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const created = await service().addItem(user, req.params.planId, req.body);
      return reply.code(201).send(presentMealPlanItem(user, created));
    },
  );

  app.get(
    '/api/meal-plan-items',
    { schema: { tags, querystring: ZDateRange, response: { 200: z.array(ZMealPlanItem) } } },
    async (req) => {
      const user = requireUser(req);
      return (await service().items(user, req.query.startDate, req.query.endDate)).map((row) =>
        presentMealPlanItem(user, row),
      );
    },
  );

  app.patch(
    '/api/meal-plan-items/:id/toggle',
    { schema: { tags, params: ZId, response: { 200: ZMealPlanItem } } },
    async (req) => {
      const user = requireUser(req);
      return presentMealPlanItem(user, await service().toggle(user, req.params.id));
    },
  );

  app.delete(
    '/api/meal-plan-items/:id',
    { schema: { tags, params: ZId, response: { 204: ZNoContent } } },
    async (req, reply) => {
      await service().removeItem(requireUser(req), req.params.id);
      return reply.code(204).send();
    },
  );
}
