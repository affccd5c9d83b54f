import type { TCollection } from '../../../../shared/schemas/collection.ts';

/** Spec section 5: a collection needs a non-empty (trimmed) name, on create and on update. */
export function isValidCollectionName(name: string): boolean {
  return name.trim().length > 0;
}

/** Collections whose name or description contains the search text, case-insensitively. */
export function filterCollections<T extends Pick<TCollection, 'name' | 'description'>>(
  collections: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...collections];
  return collections.filter(
    (c) => c.name.toLocaleLowerCase().includes(needle) || (c.description ?? '').toLocaleLowerCase().includes(needle),
  );
}

/** The collections holding a recipe, read from the list's recipeIds (no call per card). */
export function collectionsOfRecipe<T extends Pick<TCollection, 'recipeIds'>>(
  collections: readonly T[],
  recipeId: string,
): T[] {
  return collections.filter((c) => c.recipeIds.includes(recipeId));
}

export const MAX_COLLECTION_BADGES = 3;

/** Spec section 2 (Recipe card): at most 3 badges, then '+N more' for the rest. */
export function splitBadges<T>(items: readonly T[], max: number = MAX_COLLECTION_BADGES): { shown: T[]; more: number } {
  const limit = Math.max(0, Math.floor(max));
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}
