import { normalizeLanguage } from '../../../../shared/constants.ts';
import { scaleIngredient } from '../../../../shared/amounts/countables.ts';
import type { TMealPlanItem } from '../../../entities/meal-plan/index.ts';
import type { TShoppingItemInput } from '../../../entities/shopping-list/index.ts';

export type PlanShoppingList =
  { kind: 'no-meals' } | { kind: 'no-ingredients' } | { kind: 'items'; items: TShoppingItemInput[] };

/** How much of a recipe a meal cooks: its servings over the recipe's (1 when either is unknown). */
export function servingsFactor(mealServings: number, recipeServings: number): number {
  if (!(mealServings > 0) || !(recipeServings > 0)) return 1;
  return mealServings / recipeServings;
}

/**
 * The shopping list of a week's meals (spec section 5): one item per ingredient of every planned
 * meal, its amount scaled to the meal's servings, tagged with the recipe it is for.
 */
export function shoppingListFromMeals(meals: readonly TMealPlanItem[]): PlanShoppingList {
  if (meals.length === 0) return { kind: 'no-meals' };
  const items: TShoppingItemInput[] = [];
  for (const meal of meals) {
    const { recipe } = meal;
    const factor = servingsFactor(meal.servings, recipe.servings);
    const lang = normalizeLanguage(recipe.language);
    const foods = recipe.foods?.length === recipe.ingredients.length ? recipe.foods : undefined;
    for (const [i, ingredient] of recipe.ingredients.entries()) {
      const name = ingredient.name.trim();
      if (!name) continue;
      const amount = ingredient.amount.trim();
      // Whole things stay whole: half a recipe of 3 eggs buys 2 eggs (and 1 ½ onions).
      const halves = foods?.[i]?.halves ?? false;
      const scaled = amount ? scaleIngredient(amount, name, factor, lang, lang, halves) : { amount: '', name };
      items.push({ name: scaled.name, amount: scaled.amount, recipeTitle: recipe.title, recipeId: recipe.id });
    }
  }
  return items.length === 0 ? { kind: 'no-ingredients' } : { kind: 'items', items };
}
