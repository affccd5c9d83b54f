import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api/client.ts';
import type { TRatingSummary } from '../../../../shared/schemas/rating.ts';
import { ratingKeys } from './rating-keys.ts';

export type { TRatingSummary };

/** GET /api/recipes/{id}/rating/summary: average and count; anyone who may read the recipe may ask. */
export function fetchRatingSummary(recipeId: string, signal?: AbortSignal): Promise<TRatingSummary> {
  return dataOf(api.GET('/api/recipes/{id}/rating/summary', { params: { path: { id: recipeId } }, signal }));
}

export function ratingSummaryQueryOptions(recipeId: string) {
  return queryOptions({
    queryKey: ratingKeys.summary(recipeId),
    queryFn: ({ signal }) => fetchRatingSummary(recipeId, signal),
  });
}

export function useRatingSummary(recipeId: string) {
  return useQuery(ratingSummaryQueryOptions(recipeId));
}
