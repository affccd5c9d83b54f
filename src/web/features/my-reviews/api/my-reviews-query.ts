import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TReviewItem } from '../../../../shared/schemas/rating.ts';
import { ratingKeys } from '../../../entities/rating/api/rating-keys.ts';
import { apiJson } from '../../../lib/api.ts';
import { reviewsQueryString, type ReviewFilters } from './review-filters.ts';

export const myReviewsKey = (filters: ReviewFilters) =>
  [...ratingKeys.reviews, 'my-reviews', reviewsQueryString(filters)] as const;

/** GET /api/reviews/my-reviews: the user's reviews (recipe, rating, comment), filtered and sorted by the server. */
export function fetchMyReviews(filters: ReviewFilters, signal?: AbortSignal): Promise<TReviewItem[]> {
  return apiJson<TReviewItem[]>('GET', `/api/reviews/my-reviews?${reviewsQueryString(filters)}`, undefined, { signal });
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
