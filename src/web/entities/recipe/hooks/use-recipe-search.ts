import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useRecipes } from '../api/list-recipes.ts';

/** How many of the user's recipes a picker lists at once; a search narrows the rest. */
export const RECIPE_PICKER_PAGE_SIZE = 50;

/**
 * The user's recipes searched on the server (title, tags or description) as the user types: the
 * request waits until typing pauses, so a word sends one search, not one per key.
 */
export function useRecipeSearch(pageSize = RECIPE_PICKER_PAGE_SIZE) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const recipes = useRecipes({ q: q || undefined, pageSize });
  return {
    /** What the search box shows. */
    search,
    setSearch,
    /** The settled search the list answers (empty: no search). */
    q,
    recipes,
    list: recipes.data?.recipes ?? [],
    total: recipes.data?.total ?? 0,
  };
}
