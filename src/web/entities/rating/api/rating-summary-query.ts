import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api.ts';
import { ratingKeys } from './rating-keys.ts';

export interface TRatingSummary {
  averageRating: number;
  totalRatings: number;
}

/** GET /api/recipes/{id}/rating/summary: average and count; anyone who may read the recipe may ask. */
export function fetchRatingSummary(recipeId: string, signal?: AbortSignal): Promise<TRatingSummary> {
  return apiJson<TRatingSummary>('GET', `/api/recipes/${encodeURIComponent(recipeId)}/rating/summary`, undefined, {
    signal,
  });
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
