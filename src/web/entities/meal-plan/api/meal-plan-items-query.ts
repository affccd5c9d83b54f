import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api/client.ts';
import type { WeekRange } from '../model/week.ts';
import { mealPlanKeys } from './keys.ts';
import type { TMealPlanItem } from './types.ts';

/** GET /api/meal-plan-items?startDate&endDate: the week's meals, each with its recipe. */
export function fetchMealPlanItems(range: WeekRange, signal?: AbortSignal): Promise<TMealPlanItem[]> {
  const query = { startDate: range.startDate, endDate: range.endDate };
  return dataOf(api.GET('/api/meal-plan-items', { params: { query }, signal }));
}

export function mealPlanItemsQueryOptions(range: WeekRange) {
  return queryOptions({
    queryKey: mealPlanKeys.items(range),
    queryFn: ({ signal }) => fetchMealPlanItems(range, signal),
  });
}

export function useMealPlanItems(range: WeekRange) {
  return useQuery(mealPlanItemsQueryOptions(range));
}
