import { notFound } from '../http/errors.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { RecipeRow } from './recipes.repository.ts';

/**
 * Who may do what with a recipe. Anything you may not see answers 404, as if it did not exist.
 */
export const recipePolicy = {
  canRead(user: UserRow | null, recipe: Pick<RecipeRow, 'isPublic' | 'userId'>): boolean {
    return recipe.isPublic || (user !== null && recipe.userId === user.id);
  },
  canManage(user: UserRow | null, recipe: RecipeRow): boolean {
    return user !== null && recipe.userId === user.id;
  },
  /** Copy your own recipes and public ones. */
  canCopy(user: UserRow | null, recipe: RecipeRow): boolean {
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
