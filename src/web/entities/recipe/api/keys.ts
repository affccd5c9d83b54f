import type { QueryClient } from '@tanstack/react-query';
import type { RecipeListParams } from './types.ts';

/**
 * Query keys of the recipe entity. Every key starts with the API path it reads, like the rest of
 * the app (lib/query-client.ts), so other features can find and invalidate them.
 */
export const recipeKeys = {
  /** Every query under /api/recipes: lists and single recipes. */
  all: ['/api/recipes'] as const,
  lists: () => ['/api/recipes', 'list'] as const,
  list: (params: RecipeListParams) => ['/api/recipes', 'list', params] as const,
  detail: (id: string) => ['/api/recipes', 'detail', id] as const,
  /** All of the user's favourites (one cached list; pages filter and sort it). */
  favorites: () => ['/api/recipes/favorites'] as const,
  publicRecipe: (id: string) => ['/api/public/recipes', id] as const,
  statistics: () => ['/api/user/statistics'] as const,
};

/**
 * Data that shows recipes and goes out of date when one changes (spec section 7: "successful
 * changes invalidate the cached recipe, favourites and collections data"). Matched by the first
 * key segment so that keys of other entities (/api/recipes/:id/collections, /api/collections,
 * /api/reviews/my-reviews, meal-plan items with nested recipes) are reached too.
 */
const RECIPE_DATA_PREFIXES = [
  '/api/recipes',
  '/api/public/recipes',
  '/api/collections',
  '/api/user/statistics',
  '/api/reviews',
  '/api/meal-plan',
] as const;

export function isRecipeDataKey(queryKey: readonly unknown[]): boolean {
  const head = queryKey[0];
  return typeof head === 'string' && RECIPE_DATA_PREFIXES.some((prefix) => head.startsWith(prefix));
}

/**
 * Marks recipe, favourites and collections data stale; what is on screen refetches. `freshId` is a
 * recipe whose detail entry was just written from the server's answer and needs no refetch.
 */
export function invalidateRecipeData(queryClient: QueryClient, freshId?: string): Promise<void> {
  const fresh = freshId === undefined ? null : JSON.stringify(recipeKeys.detail(freshId));
  return queryClient.invalidateQueries({
    predicate: (query) => isRecipeDataKey(query.queryKey) && JSON.stringify(query.queryKey) !== fresh,
  });
}
