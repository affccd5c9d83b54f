import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTagsResult } from '../../../../../shared/schemas/chef.ts';
import type { TLanguage } from '../../../../../shared/constants.ts';
import { api, dataOf } from '../../../../lib/api/client.ts';
import { AI_TAG_CACHE_MS, aiKeys } from './keys.ts';

/** POST /api/recipes/:id/ai-tags → `{tags, meta}` for the recipe as saved. */
export function fetchAiTags(recipeId: string, language: TLanguage, signal?: AbortSignal): Promise<TTagsResult> {
  return dataOf(
    api.POST('/api/recipes/{id}/ai-tags', { params: { path: { id: recipeId } }, body: { language }, signal }),
  );
}

/** Suggestions per recipe (and language), fresh for 5 minutes and then forgotten (spec section 4). */
export function aiTagsQueryOptions(recipeId: string, language: TLanguage) {
  return queryOptions({
    queryKey: aiKeys.tags(recipeId, language),
    queryFn: ({ signal }) => fetchAiTags(recipeId, language, signal),
    staleTime: AI_TAG_CACHE_MS,
    gcTime: AI_TAG_CACHE_MS,
  });
}

/**
 * Asks for tag suggestions when the cook presses the button: within 5 minutes the same recipe's
 * suggestions come from memory without a new AI call. A mutation (not an observed query), so a
 * change to some other recipe never starts an AI call by itself.
 */
export function useSuggestTags(recipeId: string | undefined, language: TLanguage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      if (!recipeId) return Promise.reject(new MissingRecipeIdError());
      return queryClient.fetchQuery(aiTagsQueryOptions(recipeId, language));
    },
  });
}

/** The button was pressed for a recipe that has no id yet (spec: 'Recipe ID is required'). */
export class MissingRecipeIdError extends Error {
  constructor() {
    super('Recipe ID is required');
    this.name = 'MissingRecipeIdError';
  }
}
