import type { TMealPlanCreate, TMealPlanItemCreate } from '../../shared/schemas/meal-plan.ts';
import type { Db } from '../db/client.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { recipePolicy } from '../recipes/recipes.policy.ts';
import { recipesRepository } from '../recipes/recipes.repository.ts';
import type { UserRow } from '../users/users.repository.ts';
import { mealPlansRepository, type MealPlanRow } from './meal-plans.repository.ts';

export function mealPlansService(db: Db) {
  const repo = mealPlansRepository(db);
  return {
    /** Creating the same plan again (same name and week) returns the existing one. */
    async create(user: UserRow, input: TMealPlanCreate): Promise<{ plan: MealPlanRow; created: boolean }> {
      const existing = await repo.findSame(user.id, input.name, input.startDate, input.endDate);
      if (existing) return { plan: existing, created: false };
      const plan = await repo.insert({ ...input, userId: user.id });
      return { plan, created: true };
    },
    list: (user: UserRow, startDate: string, endDate: string) => repo.listOverlapping(user.id, startDate, endDate),
    async addItem(user: UserRow, planId: string, input: TMealPlanItemCreate) {
      const plan = await repo.findOwned(planId, user.id);
      if (!plan) throw notFound('Meal plan');
      if (input.mealDate < plan.startDate || input.mealDate > plan.endDate) {
        throw badRequest(`mealDate must be between ${plan.startDate} and ${plan.endDate}`, 'mealDate');
      }
      // Only your own or public recipes can be planned.
      const recipe = recipePolicy.assertRead(user, await recipesRepository(db).findById(input.recipeId));
      const item = await repo.insertItem({
        mealPlanId: plan.id,
        userId: user.id,
        recipeId: recipe.id,
        mealDate: input.mealDate,
        mealType: input.mealType,
        servings: input.servings,
        notes: input.notes || null,
      });
      return { item, recipe };
    },
    /** Items whose recipe you may still read (a recipe made private since is left out). */
    async items(user: UserRow, startDate: string, endDate: string) {
      if (endDate < startDate) throw badRequest('endDate must not be before startDate', 'endDate');
      const rows = await repo.itemsInRange(user.id, startDate, endDate);
      return rows.filter((row) => recipePolicy.canRead(user, row.recipe));
    },
    /** An item whose recipe you may no longer read answers 404 and is not changed (it can still be deleted). */
    async toggle(user: UserRow, id: string) {
      const current = await repo.itemWithRecipe(id, user.id);
      if (!current || !recipePolicy.canRead(user, current.recipe)) throw notFound('Meal plan item');
      const item = await repo.toggleItem(id, user.id);
      if (!item) throw notFound('Meal plan item');
      return { item, recipe: current.recipe };
    },
    async removeItem(user: UserRow, id: string): Promise<void> {
      if (!(await repo.deleteItem(id, user.id))) throw notFound('Meal plan item');
    },
  };
}
