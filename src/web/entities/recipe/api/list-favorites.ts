import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../../../shared/constants.ts';
import { recipeKeys } from './keys.ts';
import { fetchRecipePage } from './request.ts';
import type { TRecipeCard } from './types.ts';

/**
 * GET /api/recipes/favorites, every page: all of the user's favourites, newest first. One list is
 * cached (and kept for offline use); Favorites and Home search, filter and sort it in the browser.
 */
export async function fetchFavorites(signal?: AbortSignal): Promise<TRecipeCard[]> {
  const all: TRecipeCard[] = [];
  for (let page = 1; ; page += 1) {
    const { recipes, total } = await fetchRecipePage(
      '/api/recipes/favorites',
      { sort: 'newest', page, pageSize: MAX_PAGE_SIZE },
      signal,
    );
    all.push(...recipes);
    if (recipes.length < MAX_PAGE_SIZE || all.length >= total) return all;
  }
}

export const favoritesQueryOptions = queryOptions({
  queryKey: recipeKeys.favorites(),
  queryFn: ({ signal }) => fetchFavorites(signal),
});

export function useFavorites() {
  return useQuery(favoritesQueryOptions);
}
