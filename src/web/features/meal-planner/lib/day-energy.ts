import type { TMealPlanItem } from '../../../entities/meal-plan/index.ts';

export interface DayEnergy {
  /** kcal of the day's meals at their planned servings. */
  kcal: number;
  /** False when some ingredient line could not be counted: the figure is then a lower bound. */
  complete: boolean;
}

/**
 * The energy each planned day adds up to, by "yyyy-MM-dd": per-serving kcal of each meal's recipe
 * (USDA SR24, as on the recipe page: the server counts it) times the servings planned for it. A
 * recipe the server sent no nutrition for adds nothing and leaves the day incomplete.
 */
export function energyByDay(meals: readonly TMealPlanItem[]): Map<string, DayEnergy> {
  const perRecipe = new Map<string, { kcal: number; complete: boolean }>();
  const days = new Map<string, DayEnergy>();
  for (const meal of meals) {
    const { recipe } = meal;
    let n = perRecipe.get(recipe.id);
    if (!n) {
      const r = recipe.nutrition;
      n = r ? { kcal: r.perServing.kcal, complete: r.counted === r.lines } : { kcal: 0, complete: false };
      perRecipe.set(recipe.id, n);
    }
    const key = meal.mealDate.slice(0, 10);
    const day = days.get(key) ?? { kcal: 0, complete: true };
    days.set(key, { kcal: day.kcal + n.kcal * meal.servings, complete: day.complete && n.complete });
  }
  return days;
}
