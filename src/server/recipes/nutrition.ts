import type { StoredIngredient } from '../db/schema.ts';
import type { TRecipeNutrition } from '../../shared/schemas/nutrition.ts';
import type { TFoodFacts } from '../../shared/schemas/food-facts.ts';
import { foodFacts } from '../../shared/food/facts.ts';
import { recipeNutrition, roundNutrients } from '../../shared/food/nutrition.ts';
import { languageWords } from '../../shared/i18n/languages.ts';

interface NutritionInput {
  ingredients: StoredIngredient[];
  servings: number;
  language: string;
}

/** A recipe's nutrition per serving, from the knowledge room's foods and their USDA figures. */
export function nutritionNow(recipe: NutritionInput): TRecipeNutrition {
  const n = recipeNutrition(recipe.ingredients, recipe.servings, languageWords(recipe.language));
  return { ...n, perServing: roundNutrients(n.perServing), source: 'USDA SR24' };
}

/** nutritionNow, for callers written against the asynchronous form. */
export async function nutritionOf(recipe: NutritionInput): Promise<TRecipeNutrition> {
  return nutritionNow(recipe);
}

/** The food of each ingredient line, for the page to convert and scale by (null: none known). */
export function foodFactsOf(recipe: Pick<NutritionInput, 'ingredients' | 'language'>): (TFoodFacts | null)[] {
  const lang = languageWords(recipe.language);
  return recipe.ingredients.map((i) => foodFacts(i.name, lang, i.amount));
}

/**
 * schema.org NutritionInformation, or undefined when it would be a guess: only when every
 * ingredient that carries energy was counted (salt to taste or water may be left out, three cans
 * of beans may not).
 */
export function nutritionJsonLd(n: TRecipeNutrition) {
  if (!n.complete) return undefined;
  const p = n.perServing;
  return {
    '@type': 'NutritionInformation',
    servingSize: '1 serving',
    calories: `${p.kcal} kcal`,
    proteinContent: `${p.protein} g`,
    carbohydrateContent: `${p.carbohydrate} g`,
    fiberContent: `${p.fiber} g`,
    sugarContent: `${p.sugars} g`,
    fatContent: `${p.fat} g`,
    saturatedFatContent: `${p.saturatedFat} g`,
    sodiumContent: `${p.sodium} mg`,
  };
}
