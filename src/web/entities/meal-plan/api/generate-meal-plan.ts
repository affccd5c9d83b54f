import { CHEF_META_HEADER, decodeChefMeta } from '../../../../shared/chef-meta-header.ts';
import type { TChefMeta } from '../../../../shared/schemas/chef.ts';
import { api } from '../../../lib/api/client.ts';
import type { TMealPlanGenerateInput, TMealSuggestion } from './types.ts';

/**
 * POST /api/meal-plans/generate: the AI's suggestions for the range (nothing is saved yet), and
 * the chef's meta with its honest note (the x-chef-meta header) when the server sent it.
 */
export async function generateMealPlan(
  input: TMealPlanGenerateInput,
  signal?: AbortSignal,
): Promise<{ suggestions: TMealSuggestion[]; meta: TChefMeta | undefined }> {
  const { data, response } = await api.POST('/api/meal-plans/generate', { body: input, signal });
  return { suggestions: data ?? [], meta: decodeChefMeta(response.headers.get(CHEF_META_HEADER)) };
}
