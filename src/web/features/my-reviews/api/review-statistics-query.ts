import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TReviewStatistics } from '../../../../shared/schemas/rating.ts';
import { ratingKeys } from '../../../entities/rating/api/rating-keys.ts';
import { api, dataOf } from '../../../lib/api/client.ts';

/** Totals, average, reviews per star count (keyed '1' to '5'), top-rated and recent reviews. */
export type { TReviewStatistics };

export const reviewStatisticsKey = [...ratingKeys.reviews, 'statistics'] as const;

/** GET /api/reviews/statistics: totals, average, distribution, top-rated and recent reviews. */
export function fetchReviewStatistics(signal?: AbortSignal): Promise<TReviewStatistics> {
  return dataOf(api.GET('/api/reviews/statistics', { signal }));
}

export const reviewStatisticsQueryOptions = queryOptions({
  queryKey: reviewStatisticsKey,
  queryFn: ({ signal }) => fetchReviewStatistics(signal),
});

export function useReviewStatistics(options: { enabled?: boolean } = {}) {
  return useQuery({ ...reviewStatisticsQueryOptions, enabled: options.enabled ?? true });
}
