import type { QueryClient } from '@tanstack/react-query';
import type { WeekRange } from '../model/week.ts';

/** Query keys of the meal-plan entity; each starts with the API path it reads. */
export const mealPlanKeys = {
  plans: (range: WeekRange) => ['/api/meal-plans', range] as const,
  /** Every week's items (invalidate this after any change). */
  allItems: ['/api/meal-plan-items'] as const,
  items: (range: WeekRange) => ['/api/meal-plan-items', range] as const,
};

/** Plans and items go out of date together: a new plan only matters through its items. */
export function invalidateMealPlans(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: mealPlanKeys.allItems }),
    queryClient.invalidateQueries({ queryKey: ['/api/meal-plans'] }),
  ]).then(() => undefined);
}
