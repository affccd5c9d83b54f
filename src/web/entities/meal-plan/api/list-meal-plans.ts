import { api, dataOf } from '../../../lib/api/client.ts';
import type { WeekRange } from '../model/week.ts';
import type { TMealPlan } from './types.ts';

/** GET /api/meal-plans?startDate&endDate: the user's plans overlapping the range. */
export function fetchMealPlans(range: WeekRange, signal?: AbortSignal): Promise<TMealPlan[]> {
  const query = { startDate: range.startDate, endDate: range.endDate };
  return dataOf(api.GET('/api/meal-plans', { params: { query }, signal }));
}
