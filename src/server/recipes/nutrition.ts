import type { StoredIngredient } from '../db/schema.ts';
import type { TRecipeNutrition } from '../../shared/schemas/nutrition.ts';
import { languageWords } from '../../shared/i18n/languages.ts';

interface NutritionInput {
  ingredients: StoredIngredient[];
  servings: number;
  language: string;
}

/**
 * A recipe's nutrition per serving. The USDA table and the name index load on the first call,
 * not at start: a server that never shows nutrition never holds them.
 */
export async function nutritionOf(recipe: NutritionInput): Promise<TRecipeNutrition> {
  const { recipeNutrition, roundNutrients } = await import('../../shared/food/nutrition.ts');
  const lang = languageWords(recipe.language);
  const n = recipeNutrition(recipe.ingredients, recipe.servings, lang);
  return { ...n, perServing: roundNutrients(n.perServing), source: 'USDA SR24' };
}

/**
 * schema.org NutritionInformation, or undefined when it would be a guess: only when every line
 * was counted, or the only ones left out have no amount to weigh ("salt to taste").
 */
export function nutritionJsonLd(n: TRecipeNutrition) {
  if (n.counted === 0 || n.uncounted.some((u) => u.reason !== 'unmeasured')) return undefined;
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
