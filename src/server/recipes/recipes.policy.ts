import { notFound } from '../http/errors.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { RecipeRow, RecipeViewer } from './recipes.repository.ts';

export { recipeVisibility, type RecipeVisibility } from './recipe-cards.ts';

/**
 * Who may see a recipe: the owner, anyone when public, and the members of the owner's household when
 * shared with the household. recipe.householdId always follows the owner's household (set when the
 * owner joins or leaves), so a member who leaves loses the household's recipes on the next request.
 */
export type Viewer = RecipeViewer | null;

/** The fields the rule reads: full rows and card rows both have them. */
export type Visible = Pick<RecipeRow, 'isPublic' | 'userId' | 'sharedWithHousehold' | 'householdId'>;

function isVisibleTo(user: Viewer, recipe: Visible): boolean {
  if (recipe.isPublic) return true;
  if (user === null) return false;
  if (recipe.userId === user.id) return true;
  return recipe.sharedWithHousehold && recipe.householdId !== null && recipe.householdId === user.householdId;
}

/**
 * Who may do what with a recipe. Anything you may not see answers 404, as if it did not exist.
 * canRead is THE visibility rule (isVisibleTo above, and recipeVisibleTo in recipes.repository.ts
 * in SQL), and every response that shows a recipe follows it through presentRecipeFor
 * (recipes.presenter.ts).
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
