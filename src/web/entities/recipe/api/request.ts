import { apiRequest } from '../../../lib/api.ts';
import type { RecipeListParams, RecipePage, TRecipeCard } from './types.ts';

/** The query string for a list call; empty values are left out. */
export function listQueryString(params: RecipeListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params) as [string, string | number | undefined][]) {
    if (value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GETs a recipe list and reads its total from X-Total-Count (the list length without it). */
export async function fetchRecipePage(
  path: string,
  params: RecipeListParams,
  signal?: AbortSignal,
): Promise<RecipePage> {
  const res = await apiRequest('GET', `${path}${listQueryString(params)}`, undefined, { signal });
  const recipes = (await res.json()) as TRecipeCard[];
  const header = Number(res.headers.get('X-Total-Count'));
  const total = res.headers.has('X-Total-Count') && Number.isFinite(header) ? header : recipes.length;
  return { recipes, total };
}
