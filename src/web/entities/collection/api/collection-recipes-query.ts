import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRecipeCard } from '../../../../shared/schemas/recipe-card.ts';
import { api, dataOf } from '../../../lib/api/client.ts';
import { collectionKey } from './collection-query.ts';

export const collectionRecipesKey = (id: string) => [...collectionKey(id), 'recipes'] as const;

/** GET /api/collections/{id}/recipes: the recipes in a collection, in the order they were added. */
export function fetchCollectionRecipes(id: string, signal?: AbortSignal): Promise<TRecipeCard[]> {
  return dataOf(api.GET('/api/collections/{id}/recipes', { params: { path: { id } }, signal }));
}

export function collectionRecipesQueryOptions(id: string) {
  return queryOptions({
    queryKey: collectionRecipesKey(id),
    queryFn: ({ signal }) => fetchCollectionRecipes(id, signal),
  });
}

export function useCollectionRecipes(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...collectionRecipesQueryOptions(id), enabled: options.enabled ?? true });
}
