import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { recipeKeys } from './keys.ts';
import { fetchRecipePage } from './request.ts';
import type { RecipeListParams, RecipePage } from './types.ts';

/** GET /api/recipes: the user's recipes, searched, sorted and paged in SQL. */
export function fetchRecipes(params: RecipeListParams, signal?: AbortSignal): Promise<RecipePage> {
  return fetchRecipePage('/api/recipes', params, signal);
}

export function recipesQueryOptions(params: RecipeListParams) {
  return queryOptions({
    queryKey: recipeKeys.list(params),
    queryFn: ({ signal }) => fetchRecipes(params, signal),
  });
}

/** A page of recipes; the previous page stays on screen while the next one loads. */
export function useRecipes(params: RecipeListParams) {
  return useQuery({ ...recipesQueryOptions(params), placeholderData: keepPreviousData });
}
