import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api/client.ts';
import { recipeKeys } from './keys.ts';
import type { TUserStatistics } from '../../../../shared/schemas/user.ts';

/** GET /api/user/statistics: totalRecipes and favoriteRecipes. */
export function fetchUserStatistics(signal?: AbortSignal): Promise<TUserStatistics> {
  return dataOf(api.GET('/api/user/statistics', { signal }));
}

export const userStatisticsQueryOptions = queryOptions({
  queryKey: recipeKeys.statistics(),
  queryFn: ({ signal }) => fetchUserStatistics(signal),
});

export function useUserStatistics() {
  return useQuery(userStatisticsQueryOptions);
}
