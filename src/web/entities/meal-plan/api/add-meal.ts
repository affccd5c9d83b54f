import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMealType } from '../../../../shared/constants.ts';
import { api, dataOf } from '../../../lib/api/client.ts';
import { mealPlanName, parseIsoDate, weekRange, weekStartOf } from '../model/week.ts';
import { ensureMealPlan } from './ensure-meal-plan.ts';
import { invalidateMealPlans } from './keys.ts';
import type { TMealPlanItem, TMealPlanItemInput } from './types.ts';

/** POST /api/meal-plans/:planId/items → 201 with the item and its recipe. */
export function addMealPlanItem(planId: string, input: TMealPlanItemInput): Promise<TMealPlanItem> {
  return dataOf(api.POST('/api/meal-plans/{planId}/items', { params: { path: { planId } }, body: input }));
}

export interface AddMealInput {
  recipeId: string;
  /** "yyyy-MM-dd" */
  mealDate: string;
  mealType: TMealType;
  servings: number;
  notes?: string | null;
}

/**
 * Adds a meal to the week holding its date: the week's plan ('Week of MMM d') is created or reused
 * first. Throws MealPlanUnavailableError when there is no plan to add to.
 */
export async function addMealToWeek(input: AddMealInput): Promise<TMealPlanItem> {
  const day = parseIsoDate(input.mealDate);
  if (!day) throw new RangeError(`Not a calendar date: ${input.mealDate}`);
  const sunday = weekStartOf(day);
  const planId = await ensureMealPlan({ name: mealPlanName(sunday), ...weekRange(sunday) });
  const notes = input.notes?.trim();
  return addMealPlanItem(planId, {
    recipeId: input.recipeId,
    mealDate: input.mealDate,
    mealType: input.mealType,
    servings: input.servings,
    ...(notes ? { notes } : {}),
  });
}

/** The mutation behind both meal dialogs; callers show their own toasts (the texts differ). */
export function useAddMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMealToWeek,
    onSuccess: () => invalidateMealPlans(queryClient),
  });
}
