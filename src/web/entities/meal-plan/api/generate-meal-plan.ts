import { apiJson } from '../../../lib/api.ts';
import type { TMealPlanGenerateInput, TMealSuggestion } from './types.ts';

/** POST /api/meal-plans/generate: the AI's suggestions for the range (nothing is saved yet). */
export function generateMealPlan(input: TMealPlanGenerateInput, signal?: AbortSignal): Promise<TMealSuggestion[]> {
  return apiJson<TMealSuggestion[]>('POST', '/api/meal-plans/generate', input, { signal });
}
