import type { TMealPlanCreate, TMealPlanItemCreate } from '../../shared/schemas/meal-plan.ts';
import type { Db } from '../db/client.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { householdsService } from '../households/households.service.ts';
import { recipePolicy } from '../recipes/recipes.policy.ts';
import { recipesRepository } from '../recipes/recipes.repository.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { WebhookEmitter } from '../integrations/webhooks.service.ts';
import { mealPlansRepository, type MealPlanRow } from './meal-plans.repository.ts';
import { presentMealPlanItem } from './meal-plans.presenter.ts';

/**
 * The plan belongs to the household: every member reads and changes it (and every member's
 * webhooks hear of a meal planned or removed).
 */
export function mealPlansService(db: Db, announce: (householdId: string) => void = () => {}, events?: WebhookEmitter) {
  const repo = mealPlansRepository(db);
  const scope = (user: UserRow) => householdsService(db).scopeOf(user);
  return {
    /** Creating the same plan again (same name and week) returns the existing one. */
    async create(user: UserRow, input: TMealPlanCreate): Promise<{ plan: MealPlanRow; created: boolean }> {
      const householdId = await scope(user);
      const existing = await repo.findSame(householdId, input.name, input.startDate, input.endDate);
      if (existing) return { plan: existing, created: false };
      const plan = await repo.insert({ ...input, userId: user.id, householdId });
      announce(householdId);
      return { plan, created: true };
    },
    list: async (user: UserRow, startDate: string, endDate: string) =>
      repo.listOverlapping(await scope(user), startDate, endDate),
    async addItem(user: UserRow, planId: string, input: TMealPlanItemCreate) {
      const householdId = await scope(user);
      const plan = await repo.findOwned(planId, householdId);
      if (!plan) throw notFound('Meal plan');
      if (input.mealDate < plan.startDate || input.mealDate > plan.endDate) {
        throw badRequest(`mealDate must be between ${plan.startDate} and ${plan.endDate}`, 'mealDate');
      }
      // Only recipes you can see (yours, your household's, public ones) can be planned.
      const recipe = recipePolicy.assertRead(await recipesRepository(db).findReadable(input.recipeId, user));
      const item = await repo.insertItem({
        mealPlanId: plan.id,
        userId: user.id,
        householdId,
        recipeId: recipe.id,
        mealDate: input.mealDate,
        mealType: input.mealType,
        servings: input.servings,
        notes: input.notes || null,
      });
      announce(householdId);
      const added = { item, recipe, addedBy: user.firstName };
      await events?.emit({
        type: 'meal_plan.item_added',
        actor: user,
        householdId,
        data: (viewer) => presentMealPlanItem(viewer, added),
      });
      return added;
    },
    items: async (user: UserRow, startDate: string, endDate: string) => {
      if (endDate < startDate) throw badRequest('endDate must not be before startDate', 'endDate');
      return repo.itemsInRange(await scope(user), user, startDate, endDate);
    },
    /** An item whose recipe you may no longer read answers 404 and is not changed (it can still be deleted). */
    async toggle(user: UserRow, id: string) {
      const householdId = await scope(user);
      // An item whose recipe you can no longer see (made private by a stranger) is not yours to change.
      const before = await repo.itemWithRecipe(id, householdId, user);
      if (!before) throw notFound('Meal plan item');
      const item = await repo.toggleItem(id, householdId);
      if (!item) throw notFound('Meal plan item');
      announce(householdId);
      return { ...before, item };
    },
    async removeItem(user: UserRow, id: string): Promise<void> {
      const householdId = await scope(user);
      if (!(await repo.deleteItem(id, householdId))) throw notFound('Meal plan item');
      announce(householdId);
      await events?.emit({ type: 'meal_plan.item_removed', actor: user, householdId, data: () => ({ id }) });
    },
  };
}
