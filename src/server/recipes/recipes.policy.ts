import { sql, type SQL } from 'drizzle-orm';
import type { TRecipe } from '../../shared/schemas/recipe.ts';
import { recipes } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import type { UserRow } from '../users/users.repository.ts';
import { presentRecipe } from './recipes.presenter.ts';
import type { RecipeRow } from './recipes.repository.ts';

type Viewer = Pick<UserRow, 'id'> | null;

/**
 * Who may do what with a recipe. Anything you may not see answers 404, as if it did not exist.
 * canRead is THE visibility rule (a new visibility, e.g. household, is added here and in
 * readableRecipeSql below, and every response that shows a recipe follows).
 */
export const recipePolicy = {
  canRead(user: Viewer, recipe: RecipeRow): boolean {
    return recipe.isPublic || (user !== null && recipe.userId === user.id);
  },
  canManage(user: Viewer, recipe: RecipeRow): boolean {
    return user !== null && recipe.userId === user.id;
  },
  /** Copy your own recipes and public ones. */
  canCopy(user: Viewer, recipe: RecipeRow): boolean {
    return user !== null && (recipe.userId === user.id || recipe.isPublic);
  },
  assertRead(user: UserRow | null, recipe: RecipeRow | undefined): RecipeRow {
    if (!recipe || !this.canRead(user, recipe)) throw notFound('Recipe');
    return recipe;
  },
  assertManage(user: UserRow | null, recipe: RecipeRow | undefined): RecipeRow {
    if (!recipe || !this.canManage(user, recipe)) throw notFound('Recipe');
    return recipe;
  },
  assertCopy(user: UserRow | null, recipe: RecipeRow | undefined): RecipeRow {
    if (!recipe || !this.canCopy(user, recipe)) throw notFound('Recipe');
    return recipe;
  },
};

/** canRead as a SQL condition, for queries that list recipes nested in something else (plans, reviews). */
export function readableRecipeSql(viewerId: string): SQL {
  return sql`(${recipes.userId} = ${viewerId} OR ${recipes.isPublic})`;
}

/**
 * The one function every response goes through to show a recipe, top-level or nested (a plan
 * item, a collection, a review): null when the viewer may not read it; for someone else's
 * readable recipe, without the owner's id and the owner's favourite flag (favourites are the
 * owner's; a reader has none on a recipe that is not theirs).
 */
export function presentRecipeFor(viewer: Viewer, row: RecipeRow): TRecipe | null {
  if (!recipePolicy.canRead(viewer, row)) return null;
  const presented = presentRecipe(row);
  if (recipePolicy.canManage(viewer, row)) return presented;
  const { userId: _ownerId, ...rest } = presented;
  return { ...rest, isFavorite: false };
}

/** presentRecipeFor for a recipe the caller has already authorised (a 404 otherwise is a bug). */
export function presentReadableRecipe(viewer: Viewer, row: RecipeRow): TRecipe {
  const presented = presentRecipeFor(viewer, row);
  if (!presented) throw notFound('Recipe');
  return presented;
}
