/**
 * Nutrition of a recipe from its ingredient lines: each line's weight (grams.ts) times its food's
 * USDA figures per 100 g, summed, divided by the servings. Lines that cannot be counted are
 * listed, never guessed, so a reader sees "based on 9 of 10 ingredients" and which line is missing:
 * a name no food is written as ("unknown"), a food with no USDA figures ("no-data": almond milk,
 * garam masala), or an amount with no weight ("unmeasured": "salt to taste", "1 bunch").
 */
import { parseAmount } from '../amounts/parse.ts';
import { UNITS } from '../amounts/units.ts';
import { findFood, type Food, type FoodLang } from './lookup.ts';
import { amountQuantity, foodAsMeasured, gramsOfMeasured } from './grams.ts';
import { NUTRIENT_KEYS, type NutrientKey } from './sr24-transform.ts';

export type Nutrients = Record<NutrientKey, number>;

export interface UncountedLine {
  name: string;
  amount: string;
  /** 'unknown': no food for the name; 'no-data': no USDA figures for it; 'unmeasured': no weight for the amount. */
  reason: 'unknown' | 'no-data' | 'unmeasured';
  /**
   * Whether leaving it out makes the figures too low: a food with energy in a real amount ("3 cans
   * black beans", an unknown food or one without figures by the cup), not salt, water or a pinch.
   */
  matters: boolean;
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
  /** Every line that carries energy was counted: the figures are an estimate, not a lower bound. */
  complete: boolean;
}

/** Under this a food adds nothing a reader would notice whatever the amount (salt, water, tea). */
const NEGLIGIBLE_KCAL_PER_100G = 5;

/** Whether an ingredient that could not be counted would change the figures (see UncountedLine.matters). */
function uncountedMatters(amount: string, food: Food | null): boolean {
  // Water and ice are never bought and feed nobody; a food with figures may have next to no energy.
  if (food && !food.buy) return false;
  if (food?.per100g && (food.per100g.kcal ?? 0) < NEGLIGIBLE_KCAL_PER_100G) return false;
  const parsed = amount.trim() ? parseAmount(amount) : null;
  // "to taste", "a pinch", "a drizzle": a cook's touch, not a quantity that feeds anyone.
  if (parsed?.toTaste && parsed.quantity === 0) return false;
  if (parsed?.unit && UNITS[parsed.unit].kind === 'vague') return false;
  return true;
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

type Line = { food: Food; grams: number } | { reason: UncountedLine['reason']; food: Food | null };

function lineOf(name: string, amount: string, lang: FoodLang): Line {
  const written = findFood(name, lang);
  if (!written) return { reason: 'unknown', food: null };
  const a = amountQuantity(amount);
  const food = foodAsMeasured(written, a?.unit ?? null);
  if (!food.per100g) return { reason: 'no-data', food };
  const grams = a ? gramsOfMeasured(food, a) : null;
  return grams === null ? { reason: 'unmeasured', food } : { food, grams };
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
      uncounted.push({ name, amount, reason: line.reason, matters: uncountedMatters(amount, line.food) });
      continue;
    }
    for (const k of NUTRIENT_KEYS) total[k] += ((line.food.per100g![k] ?? 0) * line.grams) / 100;
  }
  const per = servings > 0 ? servings : 1;
  const perServing = zero();
  for (const k of NUTRIENT_KEYS) perServing[k] = total[k] / per;
  const counted = lines - uncounted.length;
  return {
    perServing,
    servings: per,
    lines,
    counted,
    uncounted,
    complete: counted > 0 && uncounted.every((u) => !u.matters),
  };
}
