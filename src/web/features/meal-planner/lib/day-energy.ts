import type { TMealPlanItem } from '../../../entities/meal-plan/index.ts';

export interface DayEnergy {
  /** kcal one person eats that day: one serving of each planned meal. */
  kcal: number;
  /** False when an ingredient that carries energy could not be counted: the figure is then a lower bound. */
  complete: boolean;
}

/**
 * The energy of each planned day per person, by "yyyy-MM-dd": the per-serving kcal of each meal's
 * recipe (USDA SR24, as on the recipe page: the server counts it), one serving each. The servings
 * planned say how many eat, not how much one person does: summing them gave "16,630 kcal" for a
 * family's day. A recipe the server sent no nutrition for adds nothing and leaves the day incomplete.
 */
export function energyByDay(meals: readonly TMealPlanItem[]): Map<string, DayEnergy> {
  const perRecipe = new Map<string, { kcal: number; complete: boolean }>();
  const days = new Map<string, DayEnergy>();
  for (const meal of meals) {
    const { recipe } = meal;
    let n = perRecipe.get(recipe.id);
    if (!n) {
      const r = recipe.nutrition;
      n = r ? { kcal: r.perServing.kcal, complete: r.complete } : { kcal: 0, complete: false };
      perRecipe.set(recipe.id, n);
    }
    const key = meal.mealDate.slice(0, 10);
    const day = days.get(key) ?? { kcal: 0, complete: true };
    days.set(key, { kcal: day.kcal + n.kcal, complete: day.complete && n.complete });
  }
  return days;
}
