import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api.ts';
import { ratingKeys } from './rating-keys.ts';

export interface TMyRating {
  rating: number;
  comment: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/recipes/{id}/rating/me: the signed-in user's rating of a recipe, or null. */
export function fetchMyRating(recipeId: string, signal?: AbortSignal): Promise<TMyRating | null> {
  return apiJson<TMyRating | null>('GET', `/api/recipes/${encodeURIComponent(recipeId)}/rating/me`, undefined, {
    signal,
  }).then((r) => r ?? null);
}

export function myRatingQueryOptions(recipeId: string) {
  return queryOptions({
    queryKey: ratingKeys.mine(recipeId),
    queryFn: ({ signal }) => fetchMyRating(recipeId, signal),
  });
}

/** Only asked when signed in (spec section 7); pass enabled: false for a visitor. */
export function useMyRating(recipeId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...myRatingQueryOptions(recipeId), enabled: options.enabled ?? true });
}
