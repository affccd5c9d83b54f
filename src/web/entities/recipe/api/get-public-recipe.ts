import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api/client.ts';
import { recipeKeys } from './keys.ts';
import type { TPublicRecipe } from './types.ts';

/** GET /api/public/recipes/:id: a public recipe, readable signed out; 404 when private or gone. */
export function fetchPublicRecipe(id: string, signal?: AbortSignal): Promise<TPublicRecipe> {
  return dataOf(api.GET('/api/public/recipes/{id}', { params: { path: { id } }, signal }));
}

export function publicRecipeQueryOptions(id: string) {
  return queryOptions({
    queryKey: recipeKeys.publicRecipe(id),
    queryFn: ({ signal }) => fetchPublicRecipe(id, signal),
  });
}

export function usePublicRecipe(id: string) {
  return useQuery(publicRecipeQueryOptions(id));
}
