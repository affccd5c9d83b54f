/**
 * Nutrition of a recipe from its ingredient lines: each line's weight (grams.ts) times its food's
 * USDA figures per 100 g, summed, divided by the servings. Lines that cannot be counted (a food
 * the catalog does not know, "salt to taste", "1 bunch") are listed, never guessed, so a reader
 * sees "based on 9 of 10 ingredients" and which line is missing.
 */
import { findFood, type FoodLang } from './lookup.ts';
import { gramsOfAmount } from './grams.ts';
import { NUTRIENT_KEYS, type NutrientKey } from './sr24-transform.ts';

export type Nutrients = Record<NutrientKey, number>;

export interface UncountedLine {
  name: string;
  amount: string;
  /** 'unknown': no food for the name; 'unmeasured': the food is known, the amount has no weight. */
  reason: 'unknown' | 'unmeasured';
}

export interface RecipeNutrition {
  /** kcal, protein, carbohydrate, fibre, sugars, fat, saturated fat in g, sodium in mg. */
  perServing: Nutrients;
  servings: number;
  /** Ingredient lines with a name. */
  lines: number;
  /** Lines whose weight and food are known. */
  counted: number;
  uncounted: UncountedLine[];
}

function zero(): Nutrients {
  return Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, 0])) as Nutrients;
}

/** kcal and mg to the unit, grams to a tenth: more would claim a precision the data has not. */
export function roundNutrients(n: Nutrients): Nutrients {
  const out = zero();
  for (const k of NUTRIENT_KEYS)
    out[k] = k === 'kcal' || k === 'sodium' ? Math.round(n[k]) : Math.round(n[k] * 10) / 10;
  return out;
}

/** The nutrients of a weight of the food a name means, or null when either is unknown. */
export function lineNutrients(name: string, amount: string, lang: FoodLang = 'en'): Nutrients | null {
  const food = findFood(name, lang);
  const grams = food ? gramsOfAmount(food, amount) : null;
  if (!food || grams === null) return null;
  const out = zero();
  for (const k of NUTRIENT_KEYS) out[k] = ((food.per100g[k] ?? 0) * grams) / 100;
  return out;
}

/** Per-serving nutrition of ingredient lines (unrounded: round for display with roundNutrients). */
export function recipeNutrition(
  ingredients: readonly { name: string; amount: string }[],
  servings: number,
  lang: FoodLang = 'en',
): RecipeNutrition {
  const total = zero();
  const uncounted: UncountedLine[] = [];
  let lines = 0;
  for (const { name, amount } of ingredients) {
    if (name.trim() === '') continue;
    lines++;
    const n = lineNutrients(name, amount, lang);
    if (!n) {
      uncounted.push({ name, amount, reason: findFood(name, lang) ? 'unmeasured' : 'unknown' });
      continue;
    }
    for (const k of NUTRIENT_KEYS) total[k] += n[k];
  }
  const per = servings > 0 ? servings : 1;
  const perServing = zero();
  for (const k of NUTRIENT_KEYS) perServing[k] = total[k] / per;
  return { perServing, servings: per, lines, counted: lines - uncounted.length, uncounted };
}
