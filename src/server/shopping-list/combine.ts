import { normalizeIngredientName, parseAmount, sumAmounts } from '../../shared/amounts/index.ts';
import { inflectName } from '../../shared/amounts/inflect.ts';
import type { TLanguage } from '../../shared/constants.ts';
import type { TCombinedShoppingItem } from '../../shared/schemas/shopping-list.ts';

interface Item {
  id: string;
  name: string;
  amount: string;
  checked: boolean;
  recipeTitle: string | null;
}

/** Adds up a food's masses and volumes by its weight ("1 cup" + "200 g" flour → "325 g"), or null. */
export type WeightSum = (amounts: readonly string[], name: string, lang: TLanguage) => string | null;

/** The knowledge room's food a name means, in either language ("cebola" and "onion": onion), or null. */
export type FoodKeyOf = (name: string, lang: TLanguage) => string | null;

/**
 * Merges the same ingredient across recipes (the same food of the knowledge room, `foodKeyOf`,
 * whichever language names it; else the same normalised name) and sums compatible amounts with
 * unit conversion; a mass and a volume of a known food add up by its weight (`byWeight`, from
 * src/shared/food/sum-weight.ts, passed in so the food table loads only when a list is combined);
 * what still cannot be added is listed side by side. Different names never merge.
 */
export function combineShoppingItems(
  items: readonly Item[],
  lang: TLanguage = 'en',
  byWeight?: WeightSum,
  foodKeyOf?: FoodKeyOf,
): TCombinedShoppingItem[] {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const food = foodKeyOf?.(item.name, lang);
    const key = food ? `food:${food}` : normalizeIngredientName(item.name) || item.name.trim().toLowerCase();
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  const out: TCombinedShoppingItem[] = [];
  for (const group of groups.values()) {
    const amounts = group.map((g) => g.amount.trim()).filter(Boolean);
    let amount = '';
    if (amounts.length === 1) amount = amounts[0]!;
    else if (amounts.length > 1)
      amount = sumAmounts(amounts, lang) ?? byWeight?.(amounts, group[0]!.name, lang) ?? sumCompatible(amounts, lang);
    // A sum of counted things names them in the right number ("1 egg" + "2 eggs" → "3 eggs").
    const counted = group.length > 1 ? parseAmount(amount) : null;
    const countable = counted && !counted.unit && counted.quantity > 0 && !counted.rest;
    out.push({
      name: countable ? inflectName(group[0]!.name, counted.quantity, lang) : group[0]!.name,
      amount,
      checked: group.every((g) => g.checked),
      itemIds: group.map((g) => g.id),
      recipeTitles: [...new Set(group.map((g) => g.recipeTitle).filter((t): t is string => Boolean(t)))],
    });
  }
  return out;
}

/** Adds up the amounts that are compatible with each other and joins the rest with " + ". */
function sumCompatible(amounts: string[], lang: TLanguage): string {
  const buckets: string[][] = [];
  for (const a of amounts) {
    const bucket = buckets.find((b) => sumAmounts([...b, a], lang) !== null);
    if (bucket) bucket.push(a);
    else buckets.push([a]);
  }
  return buckets.map((b) => (b.length === 1 ? b[0]! : sumAmounts(b, lang)!)).join(' + ');
}
