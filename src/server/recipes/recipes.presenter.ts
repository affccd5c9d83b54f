import type { TRecipe } from '../../shared/schemas/recipe.ts';
import type { TRecipeCard } from '../../shared/schemas/recipe-card.ts';
import { foodFactsOf, nutritionNow } from './nutrition.ts';
import { presentRecipeCard, type RecipeCardRow } from './recipe-cards.ts';
import { recipePolicy, type Viewer } from './recipes.policy.ts';
import type { Readable, RecipeRow } from './recipes.repository.ts';

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
    sourceRating: row.sourceRating ?? null,
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
 * What a reader sees of a recipe they may read (a row read under recipeVisibleTo), whatever its
 * presentation (whole or card): for someone else's recipe, without the owner's id and the owner's
 * favourite flag (favourites are the owner's; a reader has none on a recipe that is not theirs).
 */
function presentFor<R extends Pick<RecipeRow, 'userId'>, T extends { userId?: string; isFavorite: boolean }>(
  viewer: Viewer,
  row: Readable<R>,
  present: (row: R) => T,
): T {
  const presented = present(row);
  if (recipePolicy.canManage(viewer, row)) return presented;
  const { userId: _ownerId, ...rest } = presented;
  return { ...rest, isFavorite: false } as T;
}

/** The one function every response goes through to show a recipe, top-level or nested (a plan item, a review). */
export function presentRecipeFor(viewer: Viewer, row: Readable<RecipeRow>): TRecipe {
  return presentFor(viewer, row, presentRecipe);
}

/** The card form of presentRecipeFor, for lists that nest recipes (a collection's recipes). */
export function presentRecipeCardFor(viewer: Viewer, row: Readable<RecipeCardRow>): TRecipeCard {
  return presentFor(viewer, row, presentRecipeCard);
}
