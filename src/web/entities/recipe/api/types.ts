import type { HISTORY_SORTS, FAVORITE_SORTS } from '../../../../shared/constants.ts';
import type { TRecipe } from '../../../../shared/schemas/recipe.ts';
import type { TRecipeCard } from '../../../../shared/schemas/recipe-card.ts';

export type { TRecipe, TRecipeCard };

/** The sorts GET /api/recipes accepts (History's and Favorites' together). */
export type RecipeSort = (typeof HISTORY_SORTS)[number] | (typeof FAVORITE_SORTS)[number];

export interface RecipeListParams {
  /** Title search (History). */
  search?: string;
  /** Title, tags or description (pickers). */
  q?: string;
  tag?: string;
  sort?: RecipeSort;
  page?: number;
  pageSize?: number;
}

/** A list answer with its total from the X-Total-Count header. */
export interface RecipePage {
  recipes: TRecipeCard[];
  total: number;
}

/** A public recipe as anyone may read it: no owner id, the author's first name instead. */
export type TPublicRecipe = Omit<TRecipe, 'userId'> & { authorName: string | null };

export interface TUserStatistics {
  totalRecipes: number;
  favoriteRecipes: number;
}
