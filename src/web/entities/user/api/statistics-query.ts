/**
 * GET /api/user/statistics (totalRecipes, favoriteRecipes). The query lives with the recipe entity's
 * keys, so every recipe change (which invalidates recipe data) refreshes the counts too.
 */
export { fetchUserStatistics, userStatisticsQueryOptions, useUserStatistics } from '../../recipe/api/get-statistics.ts';
export type { TUserStatistics } from '../../recipe/api/types.ts';
