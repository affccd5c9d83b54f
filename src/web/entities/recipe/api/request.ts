import { api } from '../../../lib/api/client.ts';
import { totalCount } from '../../../lib/api/total-count.ts';
import type { RecipeListParams, RecipePage } from './types.ts';

/** The two recipe lists; both take the same query and report their total in X-Total-Count. */
export type RecipeListPath = '/api/recipes' | '/api/recipes/favorites';

/** GETs a recipe list and reads its total from X-Total-Count (the list length without it). */
export async function fetchRecipePage(
  path: RecipeListPath,
  params: RecipeListParams,
  signal?: AbortSignal,
): Promise<RecipePage> {
  const { data, response } = await api.GET(path, { params: { query: withoutEmpty(params) }, signal });
  const recipes = data ?? [];
  return { recipes, total: totalCount(response, recipes.length) };
}

/** Empty values are left out of the query string. */
function withoutEmpty(params: RecipeListParams): RecipeListParams {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));
}
