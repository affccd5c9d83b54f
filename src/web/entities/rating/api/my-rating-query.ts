import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api/client.ts';
import type { TRating } from '../../../../shared/schemas/rating.ts';
import { ratingKeys } from './rating-keys.ts';

/** The signed-in user's rating of a recipe. */
export type TMyRating = TRating;

/** GET /api/recipes/{id}/rating/me: the signed-in user's rating of a recipe, or null. */
export function fetchMyRating(recipeId: string, signal?: AbortSignal): Promise<TMyRating | null> {
  return dataOf(api.GET('/api/recipes/{id}/rating/me', { params: { path: { id: recipeId } }, signal })).then(
    (r) => r ?? null,
  );
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
