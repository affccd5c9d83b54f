import type { HISTORY_SORTS, FAVORITE_SORTS } from '../../../../shared/constants.ts';
import type { TRecipe } from '../../../../shared/schemas/recipe.ts';
import type { TRecipeCard } from '../../../../shared/schemas/recipe-card.ts';
import type { TUserStatistics } from '../../../../shared/schemas/user.ts';
import type { ApiQuery, ApiResponse } from '../../../lib/api/types.ts';

export type { TRecipe, TRecipeCard, TUserStatistics };

/** The sorts GET /api/recipes accepts (History's and Favorites' together). */
export type RecipeSort = (typeof HISTORY_SORTS)[number] | (typeof FAVORITE_SORTS)[number];

/** The query of GET /api/recipes (search, q, tag, sort, page, pageSize), with the sorts the UI offers. */
export type RecipeListParams = Omit<ApiQuery<'/api/recipes', 'get'>, 'sort'> & { sort?: RecipeSort };

/** A list answer with its total from the X-Total-Count header. */
export interface RecipePage {
  recipes: TRecipeCard[];
  total: number;
}

/** A public recipe as anyone may read it: no owner id, the author's first name instead. */
export type TPublicRecipe = ApiResponse<'/api/public/recipes/{id}', 'get'>;
