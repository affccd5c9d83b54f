import type { TRecipe } from '../../shared/schemas/recipe.ts';
import { presentRecipeCard } from './recipe-cards.ts';
import type { RecipeRow } from './recipes.repository.ts';

/** The whole recipe: the card's fields plus what only the detail carries. */
export function presentRecipe(row: RecipeRow): TRecipe {
  return {
    ...presentRecipeCard(row),
    tips: row.tips,
    ingredients: row.ingredients,
    instructions: row.instructions,
  };
}

/** A public recipe for anonymous visitors: no owner id or e-mail, only the author's first name. */
export function presentPublicRecipe(row: RecipeRow, authorName: string | null) {
  const { userId: _userId, ...rest } = presentRecipe(row);
  return { ...rest, authorName };
}
