import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TRecipeCard } from '../../../../shared/schemas/recipe-card.ts';
import { api } from '../../../lib/api/client.ts';
import type { ApiQuery } from '../../../lib/api/types.ts';
import { totalCount } from '../../../lib/api/total-count.ts';
import { collectionKey } from './collection-query.ts';

/** One page of a collection's recipes, searched (`q`: title, tags or description) on the server. */
export type CollectionRecipesParams = Required<
  Pick<ApiQuery<'/api/collections/{id}/recipes', 'get'>, 'page' | 'pageSize'>
> & {
  q?: string;
};

/** A page of cards and how many recipes of the collection match (X-Total-Count). */
export interface CollectionRecipesPage {
  recipes: TRecipeCard[];
  total: number;
}

/** Under the collection's key, so invalidating the collections (any membership change) refetches every page. */
export const collectionRecipesKey = (id: string, params: CollectionRecipesParams) =>
  [...collectionKey(id), 'recipes', params] as const;

/** GET /api/collections/{id}/recipes?q&page&pageSize: a page of the recipes, in the order they were added. */
export async function fetchCollectionRecipes(
  id: string,
  params: CollectionRecipesParams,
  signal?: AbortSignal,
): Promise<CollectionRecipesPage> {
  const { q, page, pageSize } = params;
  const { data, response } = await api.GET('/api/collections/{id}/recipes', {
    params: { path: { id }, query: { ...(q ? { q } : {}), page, pageSize } },
    signal,
  });
  const recipes = data ?? [];
  return { recipes, total: totalCount(response, recipes.length) };
}

export function collectionRecipesQueryOptions(id: string, params: CollectionRecipesParams) {
  return queryOptions({
    queryKey: collectionRecipesKey(id, params),
    queryFn: ({ signal }) => fetchCollectionRecipes(id, params, signal),
  });
}

/** A page of the collection's recipes; the previous page stays on screen while the next one loads. */
export function useCollectionRecipes(id: string, params: CollectionRecipesParams) {
  return useQuery({ ...collectionRecipesQueryOptions(id, params), placeholderData: keepPreviousData });
}
