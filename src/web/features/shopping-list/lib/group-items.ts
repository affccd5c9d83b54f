import type { TShoppingItem } from '../../../entities/shopping-list/index.ts';
import type { Lang } from '../../../../shared/amounts/index.ts';
import { shopAmount } from '../../../../shared/shopping/shop-amount.ts';

/**
 * An item as the list shows it: what to buy, what the recipe needs when that is less, and, for a
 * cooked food bought raw, the line as the recipe wrote it ("2 cups cooked rice").
 */
export type ShopItem = TShoppingItem & { needed?: string | null; cooked?: string | null };

/** A cooked food's line as the raw food to buy (src/shared/food/shop-measure.ts, boughtAs). */
export type BoughtAs = (name: string, amount: string, lang: Lang) => { name: string; amount: string } | null;

export interface ShoppingGroup {
  /** The recipe title, or null for the 'other items' group. */
  recipeTitle: string | null;
  items: ShopItem[];
  checked: number;
}

/**
 * An item as a shop sells it ("1 3/8" eggs → buy 2, the recipes need 1 3/8), both amounts in the
 * reader's units (`display`, given the food's name). A cooked food made from a raw one is bought
 * as the raw food (`bought`: "2 cups cooked rice" → "2/3 cup white rice", made into 2 cups
 * cooked), as the combined view buys it. The stored item keeps the exact amount and name.
 */
export function toShopItem(
  item: TShoppingItem,
  display: (amount: string, name: string) => string,
  lang: Lang,
  bought: BoughtAs | null = null,
): ShopItem {
  const raw = bought?.(item.name, item.amount, lang) ?? null;
  const name = raw?.name ?? item.name;
  const shop = shopAmount(raw?.amount ?? item.amount, lang);
  const cooked = raw ? `${display(item.amount, item.name)} ${item.name}`.trim() : null;
  return {
    ...item,
    name,
    amount: display(shop.amount, name),
    needed: shop.needed === null ? null : display(shop.needed, name),
    cooked,
  };
}

/**
 * Items grouped by recipeTitle (spec section 2), groups in the order their first item was added,
 * and one 'other items' group, last, for items without a recipe; in each, staples last.
 */
export function groupByRecipe(items: readonly ShopItem[]): ShoppingGroup[] {
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
  const all = other ? [...groups.values(), other] : [...groups.values()];
  // Staples ("check you have") come after what there is to buy.
  for (const group of all) group.items.sort((a, b) => Number(a.staple === true) - Number(b.staple === true));
  return all;
}

/** The counters of spec section 2: checked items and all items. */
export function countItems(items: readonly Pick<TShoppingItem, 'checked'>[]): { checked: number; total: number } {
  return { checked: items.filter((item) => item.checked).length, total: items.length };
}
