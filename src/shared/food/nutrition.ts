/**
 * Nutrition of a recipe from its ingredient lines: each line's weight (grams.ts) times its food's
 * USDA figures per 100 g, summed, divided by the servings. Lines that cannot be counted are
 * listed, never guessed, so a reader sees "based on 9 of 10 ingredients" and which line is missing:
 * a name no food is written as ("unknown"), a food with no USDA figures ("no-data": almond milk,
 * garam masala), or an amount with no weight ("unmeasured": "salt to taste", "1 bunch").
 */
import { findFood, type Food, type FoodLang } from './lookup.ts';
import { amountQuantity, foodAsMeasured, gramsOfQuantity } from './grams.ts';
import { NUTRIENT_KEYS, type NutrientKey } from './sr24-transform.ts';

export type Nutrients = Record<NutrientKey, number>;

export interface UncountedLine {
  name: string;
  amount: string;
  /** 'unknown': no food for the name; 'no-data': no USDA figures for it; 'unmeasured': no weight for the amount. */
  reason: 'unknown' | 'no-data' | 'unmeasured';
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

type Line = { food: Food; grams: number } | { reason: UncountedLine['reason'] };

function lineOf(name: string, amount: string, lang: FoodLang): Line {
  const written = findFood(name, lang);
  if (!written) return { reason: 'unknown' };
  const a = amountQuantity(amount);
  const food = foodAsMeasured(written, a?.unit ?? null);
  if (!food.per100g) return { reason: 'no-data' };
  const grams = a ? gramsOfQuantity(food, a.quantity, a.unit) : null;
  return grams === null ? { reason: 'unmeasured' } : { food, grams };
}

/** The nutrients of a weight of the food a name means, or null when either is unknown. */
export function lineNutrients(name: string, amount: string, lang: FoodLang = 'en'): Nutrients | null {
  const line = lineOf(name, amount, lang);
  if ('reason' in line) return null;
  const out = zero();
  for (const k of NUTRIENT_KEYS) out[k] = ((line.food.per100g![k] ?? 0) * line.grams) / 100;
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
    const line = lineOf(name, amount, lang);
    if ('reason' in line) {
      uncounted.push({ name, amount, reason: line.reason });
      continue;
    }
    for (const k of NUTRIENT_KEYS) total[k] += ((line.food.per100g![k] ?? 0) * line.grams) / 100;
  }
  const per = servings > 0 ? servings : 1;
  const perServing = zero();
  for (const k of NUTRIENT_KEYS) perServing[k] = total[k] / per;
  return { perServing, servings: per, lines, counted: lines - uncounted.length, uncounted };
}
