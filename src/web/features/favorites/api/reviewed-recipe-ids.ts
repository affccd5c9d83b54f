import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TReviewItem } from '../../../../shared/schemas/rating.ts';
import { api, dataOf } from '../../../lib/api/client.ts';

/** GET /api/reviews/my-reviews: the user's reviews, each with its recipe. */
export function fetchMyReviews(signal?: AbortSignal): Promise<TReviewItem[]> {
  return dataOf(api.GET('/api/reviews/my-reviews', { signal }));
}

// The key is the API path, like every key of the app, so rating changes that invalidate
// /api/reviews data reach it.
export const myReviewsQueryOptions = queryOptions({
  queryKey: ['/api/reviews/my-reviews'] as const,
  queryFn: ({ signal }) => fetchMyReviews(signal),
});

function toIds(items: TReviewItem[]): ReadonlySet<string> {
  return new Set(items.map((item) => item.recipe.id));
}

/** The ids of the recipes the user has reviewed; fetched only while `enabled` (the toggle is on). */
export function useReviewedRecipeIds(enabled: boolean) {
  return useQuery({ ...myReviewsQueryOptions, select: toIds, enabled });
}
