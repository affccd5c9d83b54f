import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api.ts';
import { recipeKeys } from './keys.ts';
import type { TUserStatistics } from './types.ts';

/** GET /api/user/statistics: totalRecipes and favoriteRecipes. */
export function fetchUserStatistics(signal?: AbortSignal): Promise<TUserStatistics> {
  return apiJson<TUserStatistics>('GET', '/api/user/statistics', undefined, { signal });
}

export const userStatisticsQueryOptions = queryOptions({
  queryKey: recipeKeys.statistics(),
  queryFn: ({ signal }) => fetchUserStatistics(signal),
});

export function useUserStatistics() {
  return useQuery(userStatisticsQueryOptions);
}
