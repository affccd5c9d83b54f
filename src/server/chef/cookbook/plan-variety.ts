/**
 * Dish types spread over a week plan as cuisines are (issue 35: a week held Thai fried rice, egg
 * fried rice and nasi goreng). Each main is weighed by how often its dish type is already in the
 * week, a third time as far down as a recipe already used (so only when nothing else fits), and
 * by its family a little (fried rice and risotto are both rice dishes). The cook's saved recipes
 * count too: one that is a cookbook dish, or whose title names a dish type, is that dish type
 * (three fried rices generated and saved are still three fried rices).
 */
import type { TLanguage } from '../../../shared/constants.ts';
import type { TSavedRecipe } from '../../../shared/schemas/chef.ts';
import type { Cookbook } from './load.ts';
import { readWish } from './wish.ts';

/** The weight of a dish type already in the week, per time (it was the whole rule before). */
const DISH_AGAIN = 8;
/** A dish type this many times in a week is enough: one more weighs as a repeated recipe. */
const DISH_MAX = 2;
const DISH_OVER = 100;
/** The weight of a family (a parent dish type) already in the week, per time. */
const FAMILY_AGAIN = 3;

export interface DishVariety {
  /** What a main of these dish types (its own first, then its families) loses in the ranking. */
  penalty(dishes: readonly string[]): number;
  /** A main of these dish types went into the week. */
  add(dishes: readonly string[]): void;
}

export function dishVariety(): DishVariety {
  const dishCount = new Map<string, number>();
  const familyCount = new Map<string, number>();
  return {
    penalty(dishes) {
      const [dish, ...families] = dishes;
      if (dish === undefined) return 0;
      const n = dishCount.get(dish) ?? 0;
      let p = n * DISH_AGAIN + (n >= DISH_MAX ? DISH_OVER : 0);
      for (const f of families) p += (familyCount.get(f) ?? 0) * FAMILY_AGAIN;
      return p;
    },
    add(dishes) {
      const [dish, ...families] = dishes;
      if (dish === undefined) return;
      dishCount.set(dish, (dishCount.get(dish) ?? 0) + 1);
      for (const f of families) familyCount.set(f, (familyCount.get(f) ?? 0) + 1);
    },
  };
}

/** A dish type and its ancestors in the room's dish types ("fried-rice" → rice-dish). */
function lineage(book: Cookbook, dish: string): string[] {
  const out: string[] = [];
  for (let d: string | undefined = dish; d && !out.includes(d); d = book.room.vocab.dishTypes[d]?.parent) out.push(d);
  return out;
}

/**
 * The dish types of a saved recipe, read from its title: the cookbook dish it is named as (a
 * generated recipe keeps the dish's name), else the dish type its title names ("Kimchi fried
 * rice"), else its own (a dish of its own kind).
 */
export function savedDishes(book: Cookbook, saved: TSavedRecipe, lang: TLanguage): string[] {
  const wish = readWish(book, {
    dishType: saved.title,
    preferences: '',
    timeLimit: '',
    availableIngredients: [],
    language: lang,
  });
  const entry = wish.named.map((k) => book.byKey.get(k)).find((e) => e !== undefined);
  if (entry) return entry.dishes;
  if (wish.dishes.length) return lineage(book, wish.dishes[0]!);
  return [`saved:${saved.id}`];
}
