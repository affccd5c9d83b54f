import { sql, type SQL } from 'drizzle-orm';
import type { TRecipe } from '../../shared/schemas/recipe.ts';
import { recipes } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { TRecipeCard } from '../../shared/schemas/recipe-card.ts';
import { presentRecipeCard, type RecipeCardRow } from './recipe-cards.ts';
import { presentRecipe } from './recipes.presenter.ts';
import type { RecipeRow } from './recipes.repository.ts';

export { recipeVisibility, type RecipeVisibility } from './recipe-cards.ts';

/**
 * Who may see a recipe: the owner, anyone when public, and the members of the owner's household when
 * shared with the household. recipe.householdId always follows the owner's household (set when the
 * owner joins or leaves), so a member who leaves loses the household's recipes on the next request.
 */
export type RecipeViewer = Pick<UserRow, 'id' | 'householdId'>;
type Viewer = RecipeViewer | null;

/** The fields the rule reads: full rows and card rows both have them. */
type Visible = Pick<RecipeRow, 'isPublic' | 'userId' | 'sharedWithHousehold' | 'householdId'>;

function isVisibleTo(user: Viewer, recipe: Visible): boolean {
  if (recipe.isPublic) return true;
  if (user === null) return false;
  if (recipe.userId === user.id) return true;
  return recipe.sharedWithHousehold && recipe.householdId !== null && recipe.householdId === user.householdId;
}

/**
 * The same rule as a SQL condition on `recipes`, for queries that list recipes nested in something
 * else (plans, reviews, collections).
 */
export function recipeVisibleTo(user: RecipeViewer): SQL {
  const household = user.householdId
    ? sql` OR (${recipes.sharedWithHousehold} AND ${recipes.householdId} = ${user.householdId})`
    : sql``;
  return sql`(${recipes.userId} = ${user.id} OR ${recipes.isPublic}${household})`;
}

/**
 * Who may do what with a recipe. Anything you may not see answers 404, as if it did not exist.
 * canRead is THE visibility rule (isVisibleTo above, and recipeVisibleTo in SQL), and every response
 * that shows a recipe follows it through presentRecipeFor.
 */
export const recipePolicy = {
  canRead(user: Viewer, recipe: Visible): boolean {
    return isVisibleTo(user, recipe);
  },
  canManage(user: Viewer, recipe: Pick<RecipeRow, 'userId'>): boolean {
    return user !== null && recipe.userId === user.id;
  },
  /** Copy your own recipes, public ones and those your household shares. */
  canCopy(user: Viewer, recipe: RecipeRow): boolean {
    return user !== null && isVisibleTo(user, recipe);
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
