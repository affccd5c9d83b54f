/**
 * Nutrition of a recipe from its ingredient lines: each line's weight (grams.ts) times its food's
 * USDA figures per 100 g, summed, divided by the servings. Lines that cannot be counted are
 * listed, never guessed, so a reader sees "based on 9 of 10 ingredients" and which line is missing:
 * a name no food is written as ("unknown"), a food with no USDA figures ("no-data": almond milk,
 * garam masala), or an amount with no weight ("unmeasured": "salt to taste", "1 bunch").
 *
 * Oil a line says is for frying ("oil for deep-frying", "óleo, para fritar") is counted as what the
 * food takes up, not the pan's litre: FRYING_UPTAKE of the weight of the recipe's other solid
 * ingredients, at most the oil written (docs/food-knowledge.md, "Frying oil").
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

/** A counted line: the grams and figures of what is eaten (cooked bacon, drained ground beef). */
type Line =
  | { food: Food; grams: number; per100g: Record<NutrientKey, number | null> }
  | { reason: UncountedLine['reason']; food: Food | null };

/** The line names the food already cooked ("cooked ground beef", "bacon cozido"): as written. */
const COOKED = /\b(?:cooked|fried|crispy|crumbled|cozid[oa]s?|frit[oa]s?)\b/i;

/**
 * Share of the fried food's weight it takes up in oil. Fried foods take up 8–25% of their weight
 * (Saguy & Dana 2003, "Integrated approach to deep fat frying", J. Food Eng. 56; Fillion & Henry
 * 1998, "Nutrient losses and gains during frying: a review", Int. J. Food Sci. Nutr. 49): the low
 * end, since the weight counted is every solid ingredient of the recipe, sauces and garnish too.
 */
export const FRYING_UPTAKE = 0.1;

/** The line says its fat is for frying: "oil for deep-frying", "frying oil", "óleo, para fritar". */
const FOR_FRYING =
  /\b(?:for|to) (?:deep|shallow|pan)?[- ]?fry(?:ing)?\b|\b(?:deep[- ]?)?fr(?:y|ying) oil\b|\bpara (?:fritar|fritura)\b|\b(?:óleo|azeite) de fritura\b/i;
/** "2 tbsp oil, plus more for frying": the amount written is for something else, counted in full. */
const MORE_FOR_FRYING = /\b(?:plus|and|e|mais)\b[^,;()]*?\b(?:for|to|para)\s+(?:deep[- ]?|shallow[- ]?|pan[- ]?)?fr/i;

/** Whether a line is a fat used to fry in, most of which stays in the pan. */
function forFrying(name: string, food: Food | null): boolean {
  return food?.kind === 'fat' && FOR_FRYING.test(name) && !MORE_FOR_FRYING.test(name);
}

function lineOf(name: string, amount: string, lang: FoodLang): Line {
  // "1 large bunch" of coriander is the fresh herb, "1 tsp" the ground seed.
  const written = findFood(name, lang, amount.trim() ? (parseAmount(amount)?.unit ?? null) : null);
  if (!written) return { reason: 'unknown', food: null };
  const a = amountQuantity(amount);
  const food = foodAsMeasured(written, a?.unit ?? null);
  if (!food.per100g) return { reason: 'no-data', food };
  const grams = a ? gramsOfMeasured(food, a) : null;
  if (grams === null) return { reason: 'unmeasured', food };
  // Raw bacon and ground meat are eaten cooked and drained: their rendered fat stays in the pan.
  if (food.eaten && !COOKED.test(name)) return { food, grams: grams * food.eaten.yield, per100g: food.eaten.per100g };
  return { food, grams, per100g: food.per100g };
}

/** The nutrients of a weight of the food a name means, or null when either is unknown. */
export function lineNutrients(name: string, amount: string, lang: FoodLang = 'en'): Nutrients | null {
  const line = lineOf(name, amount, lang);
  if ('reason' in line) return null;
  const out = zero();
  for (const k of NUTRIENT_KEYS) out[k] = ((line.per100g[k] ?? 0) * line.grams) / 100;
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
  const add = (per100g: Record<NutrientKey, number | null>, grams: number) => {
    for (const k of NUTRIENT_KEYS) total[k] += ((per100g[k] ?? 0) * grams) / 100;
  };
  const frying: { food: Food; grams: number | null }[] = [];
  let solids = 0;
  let lines = 0;
  for (const { name, amount } of ingredients) {
    if (name.trim() === '') continue;
    lines++;
    const line = lineOf(name, amount, lang);
    const food = line.food;
    // Oil for frying with figures is counted by what the food takes up, even with no amount written.
    if (food?.per100g && forFrying(name, food) && (!('reason' in line) || line.reason === 'unmeasured')) {
      frying.push({ food, grams: 'reason' in line ? null : line.grams });
      continue;
    }
    if ('reason' in line) {
      uncounted.push({ name, amount, reason: line.reason, matters: uncountedMatters(amount, line.food) });
      continue;
    }
    add(line.per100g, line.grams);
    if (line.food.by !== 'liquid' && line.food.buy) solids += line.grams;
  }
  for (const { food, grams } of frying) {
    const taken = solids * FRYING_UPTAKE;
    add(food.per100g!, grams === null ? taken : Math.min(grams, taken));
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
