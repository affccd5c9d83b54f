/**
 * The facts a page needs about the food a name means (schemas/food-facts.ts), from findFood. The
 * server attaches them to each recipe it presents; code that shows names the server did not
 * present (the shopping list) loads this module on demand.
 */
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

/** The facts of the food a name means, or null when no food is written so. */
export function foodFacts(name: string, lang: FoodLang): TFoodFacts | null {
  const food = name.trim() ? findFood(name, lang) : null;
  return food ? factsOfFood(food) : null;
}
