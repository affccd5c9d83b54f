import { useMutation } from '@tanstack/react-query';
import type { TTipsResult } from '../../../../../shared/schemas/chef.ts';
import type { TLanguage } from '../../../../../shared/constants.ts';
import { api, dataOf } from '../../../../lib/api/client.ts';
import { MissingRecipeIdError } from './ai-tags.ts';

/** POST /api/recipes/:id/ai-tips → `{tips, meta}` for the recipe as saved. */
export function fetchAiTips(recipeId: string, language: TLanguage): Promise<TTipsResult> {
  return dataOf(api.POST('/api/recipes/{id}/ai-tips', { params: { path: { id: recipeId } }, body: { language } }));
}

export function useSuggestTips(recipeId: string | undefined, language: TLanguage) {
  return useMutation({
    mutationFn: () => (recipeId ? fetchAiTips(recipeId, language) : Promise.reject(new MissingRecipeIdError())),
  });
}
