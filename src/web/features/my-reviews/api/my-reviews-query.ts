import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TReviewItem } from '../../../../shared/schemas/rating.ts';
import { ratingKeys } from '../../../entities/rating/api/rating-keys.ts';
import { api, dataOf } from '../../../lib/api/client.ts';
import { reviewsQuery, reviewsQueryString, type ReviewFilters } from './review-filters.ts';

export const myReviewsKey = (filters: ReviewFilters) =>
  [...ratingKeys.reviews, 'my-reviews', reviewsQueryString(filters)] as const;

/** GET /api/reviews/my-reviews: the user's reviews (recipe, rating, comment), filtered and sorted by the server. */
export function fetchMyReviews(filters: ReviewFilters, signal?: AbortSignal): Promise<TReviewItem[]> {
  return dataOf(api.GET('/api/reviews/my-reviews', { params: { query: reviewsQuery(filters) }, signal }));
}

export function myReviewsQueryOptions(filters: ReviewFilters) {
  return queryOptions({ queryKey: myReviewsKey(filters), queryFn: ({ signal }) => fetchMyReviews(filters, signal) });
}

/** The list stays on screen while a new search or filter loads. */
export function useMyReviews(filters: ReviewFilters, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...myReviewsQueryOptions(filters),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
