import type { TShoppingItem } from '../../../entities/shopping-list/index.ts';

export interface ShoppingGroup {
  /** The recipe title, or null for the 'other items' group. */
  recipeTitle: string | null;
  items: TShoppingItem[];
  checked: number;
}

/**
 * Items grouped by recipeTitle (spec section 2), groups in the order their first item was added,
 * and one 'other items' group, last, for items without a recipe.
 */
export function groupByRecipe(items: readonly TShoppingItem[]): ShoppingGroup[] {
  const groups = new Map<string, ShoppingGroup>();
  let other: ShoppingGroup | null = null;
  for (const item of items) {
    const title = item.recipeTitle?.trim() || null;
    let group: ShoppingGroup | undefined;
    if (title === null) group = other ??= { recipeTitle: null, items: [], checked: 0 };
    else {
      group = groups.get(title);
      if (!group) groups.set(title, (group = { recipeTitle: title, items: [], checked: 0 }));
    }
    group.items.push(item);
    if (item.checked) group.checked += 1;
  }
  return other ? [...groups.values(), other] : [...groups.values()];
}

/** The counters of spec section 2: checked items and all items. */
export function countItems(items: readonly Pick<TShoppingItem, 'checked'>[]): { checked: number; total: number } {
  return { checked: items.filter((item) => item.checked).length, total: items.length };
}
