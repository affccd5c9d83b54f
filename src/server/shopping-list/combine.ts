import { parseAmount, sumAmounts } from '../../shared/amounts/index.ts';
import { inflectName } from '../../shared/amounts/inflect.ts';
import { measuresSpelledOneWay } from '../../shared/amounts/unit-spelling.ts';
import type { TLanguage } from '../../shared/constants.ts';
import type { TCombinedShoppingItem } from '../../shared/schemas/shopping-list.ts';
import {
  foodNameIn,
  isStapleFood,
  shopFood,
  shopName,
  writtenIn,
  type FoodLang,
} from '../../shared/shopping/food-identity.ts';
import { countOf, shopAmount } from '../../shared/shopping/shop-amount.ts';
import type { ShopMeasure } from '../../shared/food/shop-measure.ts';

interface Item {
  id: string;
  name: string;
  amount: string;
  checked: boolean;
  recipeTitle: string | null;
}

/** Adds up a food's masses and volumes by its weight ("1 cup" + "200 g" flour → "325 g"), or null. */
export type WeightSum = (amounts: readonly string[], name: string, lang: TLanguage) => string | null;

/** One food's amounts as one measure to buy (src/shared/food/shop-measure.ts). */
export type MeasureLine = (amounts: readonly string[], name: string, lang: TLanguage) => ShopMeasure;

export interface CombineOptions {
  /** From src/shared/food/sum-weight.ts, passed in so the food table loads only when a list is combined. */
  byWeight?: WeightSum;
  /**
   * From src/shared/food/shop-measure.ts (passed in for the same reason): each line in one measure
   * a shop sells, what cannot be converted kept apart. Without it amounts are summed as written.
   */
  measure?: MeasureLine;
  /**
   * From src/shared/food/shop-measure.ts (boughtAs): a line of a cooked food made from a raw one
   * ("2 cups cooked rice") as the raw food to buy ("2/3 cup white rice"), or null to keep it.
   */
  bought?: (name: string, amount: string, lang: TLanguage) => { name: string; amount: string } | null;
  /** The reader's staples as food keys (stapleFoodKeys): those lines ask "check you have". */
  staples?: ReadonlySet<string>;
}

export const foodLang = (lang: TLanguage): FoodLang => (lang === 'pt-BR' ? 'pt' : 'en');

/**
 * The amounts of one food added up: the same measure summed with unit conversion, a mass and a
 * volume by the food's weight, and what still cannot be added listed side by side (" + ").
 */
export function addUpAmounts(amounts: readonly string[], name: string, lang: TLanguage, byWeight?: WeightSum): string {
  const written = amounts.map((a) => a.trim()).filter(Boolean);
  if (written.length <= 1) return written[0] ?? '';
  return sumAmounts(written, lang) ?? byWeight?.(written, name, lang) ?? sumCompatible(written, lang);
}

/** A name in the number its amount asks for ("1 egg" + "2 eggs" → "eggs"); other amounts leave it alone. */
export function nameForAmount(name: string, amount: string, lang: TLanguage): string {
  const counted = parseAmount(amount);
  const countable = counted && !counted.unit && counted.quantity > 0 && !counted.rest;
  return countable ? inflectName(name, counted.quantity, lang) : name;
}

/**
 * The list as a shop sees it: one line per food whatever its wording or language ("onion,
 * chopped", "yellow onions" and "cebola" are one line; see food-identity.ts), its amounts summed,
 * counts rounded up to whole things with what the recipes need noted, and staples marked. Lines
 * already bought stay apart from the ones still to buy. The line is named in the reader's language
 * when one of its items is written in it.
 */
export function combineShoppingItems(
  items: readonly Item[],
  lang: TLanguage = 'en',
  options: CombineOptions = {},
): TCombinedShoppingItem[] {
  const fl = foodLang(lang);
  const groups = new Map<string, Item[]>();
  // The parts of split lines: a line of the food's own is the better name ("pimenta-do-reino").
  const split = new Set<Item>();
  for (const line of items) {
    // Cooked rice is bought as rice: it joins the rice line of other recipes.
    const raw = options.bought?.(line.name, line.amount, lang);
    const item = raw ? { ...line, ...raw } : line;
    for (const name of foodsOf(item.name, fl, options.staples)) {
      const key = `${item.checked ? 1 : 0}${shopFood(name, fl).key}`;
      const part = name === item.name ? item : { ...item, name };
      if (part !== item) split.add(part);
      const list = groups.get(key);
      if (list) list.push(part);
      else groups.set(key, [part]);
    }
  }
  const out: TCombinedShoppingItem[] = [];
  for (const group of groups.values()) {
    // Named in the reader's language: one of its lines, else the food's own name ("arroz" → "rice").
    const named = group.find((g) => !split.has(g) && writtenIn(g.name, fl)) ?? group.find((g) => writtenIn(g.name, fl));
    const other = fl === 'en' ? 'pt' : 'en';
    const name = named ? shopName(named.name) : (foodNameIn(group[0]!.name, other, fl) ?? shopName(group[0]!.name));
    const amounts = group.map((g) => g.amount);
    const sum = options.measure ? null : addUpAmounts(amounts, name, lang, options.byWeight);
    const shop = options.measure ? options.measure(amounts, name, lang) : { ...shopAmount(sum!, lang), apart: [] };
    const count = countOf(shop.amount);
    out.push({
      name:
        count !== null
          ? inflectName(name, count, lang)
          : group.length > 1
            ? nameForAmount(name, sum ?? shop.amount, lang)
            : name,
      // Spoons and cups spelled one way on the whole list ("colher (sopa)" and "colher de sopa").
      amount: measuresSpelledOneWay(shop.amount, lang),
      needed: shop.needed === null ? null : measuresSpelledOneWay(shop.needed, lang),
      apart: shop.apart.map((a) => measuresSpelledOneWay(a, lang)),
      staple: options.staples ? isStapleFood(name, fl, options.staples) : false,
      checked: group.every((g) => g.checked),
      itemIds: group.map((g) => g.id),
      recipeTitles: [...new Set(group.map((g) => g.recipeTitle).filter((t): t is string => Boolean(t)))],
    });
  }
  return out;
}

/**
 * The foods a line names: one, or each food of a staple line that names several ("Sal e pimenta",
 * "salt & pepper", "sal/pimenta"), so each joins its own food's line ("sal", "pimenta-do-reino").
 * Split only when every part is a known food and a staple: "macaroni and cheese" stays one.
 */
export function foodsOf(name: string, fl: FoodLang, staples: ReadonlySet<string> | undefined): string[] {
  if (!staples) return [name];
  const parts = shopName(name)
    .split(/\s+(?:and|e|&)\s+|\s*\/\s*|\s*,\s*/i)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return [name];
  const foods = parts.map((p) => shopFood(p, fl));
  if (!foods.every((f) => f.key.startsWith('food:') && staples.has(f.key))) return [name];
  // Each part is a food's name now, not the start of a sentence ("Sal e pimenta" → "sal", "pimenta").
  return parts.map((p) => p.toLocaleLowerCase(fl === 'pt' ? 'pt-BR' : 'en'));
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
