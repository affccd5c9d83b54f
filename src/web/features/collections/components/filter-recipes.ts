import type { TRecipe } from '../../../../shared/schemas/recipe.ts';

/** The collection page's recipe search: title, tags or description, case-insensitive. */
export function filterRecipes<T extends Pick<TRecipe, 'title' | 'tags' | 'description'>>(
  recipes: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...recipes];
  return recipes.filter(
    (r) =>
      r.title.toLocaleLowerCase().includes(needle) ||
      r.tags.some((tag) => tag.toLocaleLowerCase().includes(needle)) ||
      (r.description ?? '').toLocaleLowerCase().includes(needle),
  );
}
