import { api, dataOf } from '../../../lib/api/client.ts';
import { fetchMealPlans } from './list-meal-plans.ts';
import type { TMealPlan, TMealPlanCreateInput } from './types.ts';

/** No plan could be created or found for the week: the spec's 'Failed to create meal plan'. */
export class MealPlanUnavailableError extends Error {
  constructor() {
    super('Failed to create meal plan');
    this.name = 'MealPlanUnavailableError';
  }
}

/** POST /api/meal-plans: 201 with a new plan, or 200 with the existing plan of that name and week. */
export function createMealPlan(input: TMealPlanCreateInput): Promise<TMealPlan> {
  return dataOf(api.POST('/api/meal-plans', { body: input }));
}

/**
 * The id of the plan to add meals to (spec section 7): create it (the server hands back the same
 * plan for the same name and week); if that fails, the first plan of the week is used; with none,
 * MealPlanUnavailableError.
 */
export async function ensureMealPlan(input: TMealPlanCreateInput): Promise<string> {
  try {
    const plan = await createMealPlan(input);
    if (plan?.id) return plan.id;
  } catch {
    // The spec's fallback: look the week's plans up instead.
  }
  const plans: TMealPlan[] = await fetchMealPlans({ startDate: input.startDate, endDate: input.endDate }).catch(
    () => [],
  );
  // Prefer a plan that covers the whole week, so every day of it can take a meal.
  const covering = plans.find((p) => p.startDate <= input.startDate && p.endDate >= input.endDate);
  const id = (covering ?? plans[0])?.id;
  if (!id) throw new MealPlanUnavailableError();
  return id;
}
