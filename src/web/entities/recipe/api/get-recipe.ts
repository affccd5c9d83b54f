import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api/client.ts';
import { recipeKeys } from './keys.ts';
import type { TRecipe } from './types.ts';

/** GET /api/recipes/:id: one of your recipes (or a public one). */
export function fetchRecipe(id: string, signal?: AbortSignal): Promise<TRecipe> {
  return dataOf(api.GET('/api/recipes/{id}', { params: { path: { id } }, signal }));
}

export function recipeQueryOptions(id: string) {
  return queryOptions({
    queryKey: recipeKeys.detail(id),
    queryFn: ({ signal }) => fetchRecipe(id, signal),
  });
}

/**
 * One recipe. `initial` (the card's copy from a list) shows at once; changes made through the
 * mutations of this entity write the answer into this cache entry.
 */
export function useRecipe(id: string, options: { initial?: TRecipe; enabled?: boolean } = {}) {
  return useQuery({
    ...recipeQueryOptions(id),
    initialData: options.initial,
    enabled: options.enabled ?? true,
  });
}
