import { z } from 'zod';
import {
  ZDateRange,
  ZMealPlan,
  ZMealPlanCreate,
  ZMealPlanItem,
  ZMealPlanItemCreate,
  type TMealPlanItem,
} from '../../shared/schemas/meal-plan.ts';
import { requireUser, type App } from '../http/context.ts';
import { presentReadableRecipe } from '../recipes/recipes.presenter.ts';
import type { RecipeRow } from '../recipes/recipes.repository.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { MealPlanItemRow, MealPlanRow } from './meal-plans.repository.ts';
import { announce } from '../households/household-scope.ts';
import { mealPlansService } from './meal-plans.service.ts';

const tags = ['meal-plans'];
const ZId = z.object({ id: z.string().max(100) });

export function presentMealPlan(p: MealPlanRow) {
  return {
    id: p.id,
    name: p.name,
    startDate: p.startDate,
    endDate: p.endDate,
    notes: p.notes,
    createdAt: p.createdAt.toISOString(),
  };
}
/** The services hand over only items whose recipe the viewer may read (see mealPlansService). */
export function presentMealPlanItem(viewer: UserRow, row: { item: MealPlanItemRow; recipe: RecipeRow; addedBy?: string | null }): TMealPlanItem {
  const { item } = row;
  return {
    id: item.id,
    mealPlanId: item.mealPlanId,
    recipeId: item.recipeId,
    mealDate: item.mealDate,
    mealType: item.mealType as TMealPlanItem['mealType'],
    servings: item.servings,
    notes: item.notes,
    completed: item.completed,
    recipe: presentReadableRecipe(viewer, row.recipe),
    addedBy: row.addedBy ?? null,
  };
}

export async function mealPlansRoutes(app: App): Promise<void> {
  const service = () => mealPlansService(app.ctx.database.db, (householdId) => announce(app, householdId, 'meal-plan'));

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

  app.get('/api/meal-plan-items', { schema: { tags, querystring: ZDateRange, response: { 200: z.array(ZMealPlanItem) } } }, async (req) => {
    const user = requireUser(req);
    return (await service().items(user, req.query.startDate, req.query.endDate)).map((row) => presentMealPlanItem(user, row));
  });

  app.patch('/api/meal-plan-items/:id/toggle', { schema: { tags, params: ZId, response: { 200: ZMealPlanItem } } }, async (req) => {
    const user = requireUser(req);
    return presentMealPlanItem(user, await service().toggle(user, req.params.id));
  });

  app.delete('/api/meal-plan-items/:id', { schema: { tags, params: ZId } }, async (req, reply) => {
    await service().removeItem(requireUser(req), req.params.id);
    return reply.code(204).send();
  });
}
