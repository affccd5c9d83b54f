import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TReviewItem } from '../../../../shared/schemas/rating.ts';
import { ratingKeys } from '../../../entities/rating/api/rating-keys.ts';
import { apiJson } from '../../../lib/api.ts';

export interface TReviewStatistics {
  totalReviews: number;
  averageRating: number;
  /** Reviews per star count, keyed '1' to '5'. */
  ratingsDistribution: Record<string, number>;
  topRatedRecipes: TReviewItem[];
  recentReviews: TReviewItem[];
}

export const reviewStatisticsKey = [...ratingKeys.reviews, 'statistics'] as const;

/** GET /api/reviews/statistics: totals, average, distribution, top-rated and recent reviews. */
export function fetchReviewStatistics(signal?: AbortSignal): Promise<TReviewStatistics> {
  return apiJson<TReviewStatistics>('GET', '/api/reviews/statistics', undefined, { signal });
}

export const reviewStatisticsQueryOptions = queryOptions({
  queryKey: reviewStatisticsKey,
  queryFn: ({ signal }) => fetchReviewStatistics(signal),
});

export function useReviewStatistics(options: { enabled?: boolean } = {}) {
  return useQuery({ ...reviewStatisticsQueryOptions, enabled: options.enabled ?? true });
}
