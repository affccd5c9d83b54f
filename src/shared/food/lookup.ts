/**
 * Finding the USDA food an ingredient name means, in English or Brazilian Portuguese: "Farinha de
 * trigo peneirada", "2 large eggs" names, "unsalted butter, softened". Pure (no Node or DOM APIs);
 * the index is built on the first lookup, not when the module loads.
 */
import { normalizeIngredientName } from '../amounts/names.ts';
import { CATALOG, type FoodMeasureBy } from './catalog.ts';
import type { MeasureKey, NutrientKey } from './sr24-transform.ts';
import { NUTRIENT_KEYS } from './sr24-transform.ts';
import { SR24_FOODS } from './usda-sr24.generated.ts';

export type FoodLang = 'en' | 'pt';

export interface Food {
  /** USDA NDB number. */
  id: string;
  /** USDA's description ("Wheat flour, white, all-purpose, enriched, bleached"). */
  usdaName: string;
  by: FoodMeasureBy;
  /** Half of one is a usual amount ("½ onion"). */
  halves: boolean;
  /** The measure one counted item weighs when no size is written. */
  each: 'large' | 'medium' | 'small' | null;
  /** Per 100 g; null where SR24 gives no figure. */
  per100g: Record<NutrientKey, number | null>;
  /** Grams of one household measure ("cup", "tbsp", "large", "clove"…). */
  measures: Partial<Record<MeasureKey, number>>;
}

interface Index {
  byLang: Record<FoodLang, Map<string, Food>>;
  longest: number;
}

let index: Index | null = null;
const foods = new Map<string, Food>();

function foodOf(id: string, by: FoodMeasureBy, halves: boolean, each: Food['each']): Food {
  const known = foods.get(id);
  if (known) return known;
  const row = SR24_FOODS[id];
  if (!row) throw new Error(`food ${id} is not in the USDA table: run npm run data:nutrition`);
  const per100g = {} as Record<NutrientKey, number | null>;
  NUTRIENT_KEYS.forEach((k, i) => (per100g[k] = row[1][i] ?? null));
  const food: Food = { id, usdaName: row[0], by, halves, each, per100g, measures: row[2] };
  foods.set(id, food);
  return food;
}

/** The matching key of a name: folded, singular, punctuation as spaces. */
export function foodKey(name: string): string {
  return normalizeIngredientName(name.replace(/[(),;:.!?/*"“”]+/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

function buildIndex(): Index {
  const byLang: Index['byLang'] = { en: new Map(), pt: new Map() };
  let longest = 1;
  for (const entry of CATALOG) {
    const food = foodOf(entry.id, entry.by, entry.halves ?? false, entry.each ?? null);
    for (const lang of ['en', 'pt'] as const) {
      for (const name of entry[lang]) {
        const key = foodKey(name);
        if (!byLang[lang].has(key)) byLang[lang].set(key, food);
        longest = Math.max(longest, key.split(' ').length);
      }
    }
  }
  return { byLang, longest };
}

/** The longest run of words of `words` that names a food in `map`. */
function longestMatch(words: string[], map: Map<string, Food>, longest: number): { food: Food; len: number } | null {
  let best: { food: Food; len: number } | null = null;
  for (let i = 0; i < words.length; i++) {
    for (let len = Math.min(longest, words.length - i); len > (best?.len ?? 0); len--) {
      const food = map.get(words.slice(i, i + len).join(' '));
      if (food) {
        best = { food, len };
        break;
      }
    }
  }
  return best;
}

/**
 * The food an ingredient name means, or null. The longest known name inside it wins ("coconut
 * milk" over "milk", "farinha de trigo integral" over "farinha de trigo"); the reader's language
 * first, so "salsa" is parsley in Portuguese and the sauce in English.
 */
export function findFood(name: string, lang: FoodLang = 'en'): Food | null {
  index ??= buildIndex();
  const words = foodKey(name).split(' ').filter(Boolean);
  if (words.length === 0) return null;
  const own = longestMatch(words, index.byLang[lang], index.longest);
  const other = longestMatch(words, index.byLang[lang === 'en' ? 'pt' : 'en'], index.longest);
  if (own && (!other || own.len >= other.len)) return own.food;
  return other?.food ?? null;
}

/**
 * Grams per millilitre for an amount of `ml`: the cup weight for cup-sized amounts, the spoon
 * weights for spoon-sized ones when USDA gives them; null when it gives no volume measure.
 */
export function gramsPerMl(food: Food, ml: number): number | null {
  const { cup, tbsp, tsp } = food.measures;
  if (ml < 60) {
    if (tbsp) return tbsp / 15;
    if (tsp) return tsp / 5;
  }
  if (cup) return cup / 240;
  if (tbsp) return tbsp / 15;
  if (tsp) return tsp / 5;
  return null;
}
