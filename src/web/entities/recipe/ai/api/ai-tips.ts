import { useMutation } from '@tanstack/react-query';
import type { TTipsResult } from '../../../../../shared/schemas/chef.ts';
import type { TLanguage } from '../../../../../shared/constants.ts';
import { apiJson } from '../../../../lib/api.ts';
import { MissingRecipeIdError } from './ai-tags.ts';

/** POST /api/recipes/:id/ai-tips → `{tips, meta}` for the recipe as saved. */
export function fetchAiTips(recipeId: string, language: TLanguage): Promise<TTipsResult> {
  return apiJson<TTipsResult>('POST', `/api/recipes/${encodeURIComponent(recipeId)}/ai-tips`, { language });
}

export function useSuggestTips(recipeId: string | undefined, language: TLanguage) {
  return useMutation({
    mutationFn: () => (recipeId ? fetchAiTips(recipeId, language) : Promise.reject(new MissingRecipeIdError())),
  });
}
