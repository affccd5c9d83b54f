import { apiJson } from '../../../lib/api.ts';
import type { WeekRange } from '../model/week.ts';
import type { TMealPlan } from './types.ts';

/** GET /api/meal-plans?startDate&endDate: the user's plans overlapping the range. */
export function fetchMealPlans(range: WeekRange, signal?: AbortSignal): Promise<TMealPlan[]> {
  const query = new URLSearchParams({ startDate: range.startDate, endDate: range.endDate });
  return apiJson<TMealPlan[]>('GET', `/api/meal-plans?${query.toString()}`, undefined, { signal });
}
