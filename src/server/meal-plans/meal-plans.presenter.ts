import type { TMealPlanItem } from '../../shared/schemas/meal-plan.ts';
import { presentRecipeFor } from '../recipes/recipes.presenter.ts';
import type { Readable, RecipeRow } from '../recipes/recipes.repository.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { MealPlanItemRow, MealPlanRow } from './meal-plans.repository.ts';

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
/** Only items whose recipe the viewer may read reach here (the repository reads them under the rule). */
export function presentMealPlanItem(
  viewer: UserRow,
  row: { item: MealPlanItemRow; recipe: Readable<RecipeRow>; addedBy?: string | null },
): TMealPlanItem {
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
    recipe: presentRecipeFor(viewer, row.recipe),
    addedBy: row.addedBy ?? null,
  };
}
