import type { TRecipe } from '../../shared/schemas/recipe.ts';
import type { TRecipeCard } from '../../shared/schemas/recipe-card.ts';
import { notFound } from '../http/errors.ts';
import { foodFactsOf, nutritionNow } from './nutrition.ts';
import { presentRecipeCard, type RecipeCardRow } from './recipe-cards.ts';
import { recipePolicy, type Viewer, type Visible } from './recipes.policy.ts';
import type { RecipeRow } from './recipes.repository.ts';

/**
 * The whole recipe: the card's fields plus what only the detail carries, with the food each line
 * names and the nutrition per serving, so a page converts, scales and counts without a food list.
 */
export function presentRecipe(row: RecipeRow): TRecipe {
  return {
    ...presentRecipeCard(row),
    tips: row.tips,
    ingredients: row.ingredients,
    instructions: row.instructions,
    foods: foodFactsOf(row),
    nutrition: nutritionNow(row),
  };
}

/** A public recipe for anonymous visitors: no owner id or e-mail, only the author's first name. */
export function presentPublicRecipe(row: RecipeRow, authorName: string | null) {
  const { userId: _userId, ...rest } = presentRecipe(row);
  return { ...rest, authorName };
}

/**
 * What another reader sees of a readable recipe, whatever its presentation (whole or card): null
 * when the viewer may not read it; for someone else's recipe, without the owner's id and the owner's
 * favourite flag (favourites are the owner's; a reader has none on a recipe that is not theirs).
 */
function presentFor<R extends Visible, T extends { userId?: string; isFavorite: boolean }>(
  viewer: Viewer,
  row: R,
  present: (row: R) => T,
): T | null {
  if (!recipePolicy.canRead(viewer, row)) return null;
  const presented = present(row);
  if (recipePolicy.canManage(viewer, row)) return presented;
  const { userId: _ownerId, ...rest } = presented;
  return { ...rest, isFavorite: false } as T;
}

/** The one function every response goes through to show a recipe, top-level or nested (a plan item, a review). */
export function presentRecipeFor(viewer: Viewer, row: RecipeRow): TRecipe | null {
  return presentFor(viewer, row, presentRecipe);
}

/** The card form of presentRecipeFor, for lists that nest recipes (a collection's recipes). */
export function presentRecipeCardFor(viewer: Viewer, row: RecipeCardRow): TRecipeCard | null {
  return presentFor(viewer, row, presentRecipeCard);
}

/** presentRecipeFor for a recipe the caller has already authorised (a 404 otherwise is a bug). */
export function presentReadableRecipe(viewer: Viewer, row: RecipeRow): TRecipe {
  const presented = presentRecipeFor(viewer, row);
  if (!presented) throw notFound('Recipe');
  return presented;
}
