import { notFound } from '../http/errors.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { Readable, RecipeRow, RecipeViewer } from './recipes.repository.ts';

export { recipeVisibility, type RecipeVisibility } from './recipe-cards.ts';

/**
 * Who may see a recipe is ONE rule, recipeVisibleTo in recipes.repository.ts: the owner, anyone
 * when public, and the members of the owner's household for what the household shares (the
 * recipes shared with it, and those in its plan, list or collections; docs/households.md). It is
 * applied in SQL by every query that reads a recipe, top-level or nested, and such rows come typed
 * `Readable`; what is left here decides what a reader may do with a recipe they can read.
 */
export type Viewer = RecipeViewer | null;

/**
 * Who may do what with a recipe. Anything you may not see answers 404, as if it did not exist.
 */
export const recipePolicy = {
  canManage(user: Viewer, recipe: Pick<RecipeRow, 'userId'>): boolean {
    return user !== null && recipe.userId === user.id;
  },
  /** A recipe read under the rule, or 404. */
  assertRead<R>(recipe: Readable<R> | undefined): Readable<R> {
    if (!recipe) throw notFound('Recipe');
    return recipe;
  },
  assertManage(user: UserRow | null, recipe: RecipeRow | undefined): RecipeRow {
    if (!recipe || !this.canManage(user, recipe)) throw notFound('Recipe');
    return recipe;
  },
  /** Copy your own recipes and any you may read (public ones, your household's): signed in only. */
  assertCopy(user: UserRow | null, recipe: Readable<RecipeRow> | undefined): Readable<RecipeRow> {
    if (!user || !recipe) throw notFound('Recipe');
    return recipe;
  },
};
