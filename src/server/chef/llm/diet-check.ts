import { categoriesOf, dietViolations } from '../local/analyze.ts';
import { fromVocabulary } from '../local/kb/vocabulary.ts';
import type { Diet } from '../local/kb/vocabulary-schema.ts';

/** The parts of a model's recipe a reader sees: any of them can name meat. */
export interface DietCheckedRecipe {
  title: string;
  description?: string | null;
  ingredients: Array<{ name: string; amount?: string }>;
  instructions: string[];
}

// "no meat", "without bacon", "instead of chicken broth", "sem carne", "em vez de frango": a
// negated mention is not an ingredient (knowledge/vocabulary/diets.json).
const negations = fromVocabulary((v) => ({
  negated: new RegExp(v.diets.negated, 'giu'),
  meatFree: new RegExp(v.diets.meatFree, 'giu'),
}));

function affirmed(text: string): string {
  const { negated, meatFree } = negations();
  return text.replace(negated, ' ').replace(meatFree, ' ');
}

/**
 * Whether a recipe from the model keeps the diets: its ingredient names, and also its title,
 * description and steps ("Juicy garlic chicken thighs" in a description breaks a vegetarian
 * request as much as an ingredient does). Reads each text with the chef's ingredient vocabulary
 * (knowledge/vocabulary/ingredients.json).
 */
export function recipeFollowsDiets(recipe: DietCheckedRecipe, diets: readonly Diet[]): boolean {
  if (diets.length === 0) return true;
  const texts = [recipe.title, recipe.description ?? '', ...recipe.instructions]
    .map(affirmed)
    .filter((t) => t.trim() !== '');
  const names = [...recipe.ingredients.map((i) => i.name), ...texts];
  return names.every((name) => {
    const { cats, families } = categoriesOf([name]);
    return dietViolations(cats, families, diets).length === 0;
  });
}
