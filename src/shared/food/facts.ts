/**
 * The facts a page needs about the food a name means (schemas/food-facts.ts), from findFood. The
 * server attaches them to each recipe it presents; code that shows names the server did not
 * present (the shopping list) loads this module on demand.
 */
import { parseAmount } from '../amounts/parse.ts';
import type { TFoodFacts } from '../schemas/food-facts.ts';
import { findFood, type Food, type FoodLang } from './lookup.ts';

export function factsOfFood(food: Food): TFoodFacts {
  const { cup, tbsp, tsp } = food.measures;
  return {
    food: food.id,
    by: food.by,
    ...(food.halves ? { halves: true } : {}),
    ...(cup ? { cup } : {}),
    ...(tbsp ? { tbsp } : {}),
    ...(tsp ? { tsp } : {}),
  };
}

/**
 * The facts of the food a name means, or null when no food is written so; the line's amount, when
 * given, tells a fresh herb from the dried one ("1 bunch" of coriander, "1 tsp").
 */
export function foodFacts(name: string, lang: FoodLang, amount = ''): TFoodFacts | null {
  const unit = amount.trim() ? (parseAmount(amount)?.unit ?? null) : null;
  const food = name.trim() ? findFood(name, lang, unit) : null;
  return food ? factsOfFood(food) : null;
}
