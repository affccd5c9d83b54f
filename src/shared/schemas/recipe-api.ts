import { z } from 'zod';
import { numberInput } from './number-input.ts';
import { FAVORITE_SORTS, HISTORY_SORTS, MAX_PAGE_SIZE } from '../constants.ts';
import { ZRecipeContent, ZRecipeFields } from './recipe.ts';

/** GET /api/recipes and /api/recipes/favorites. Paged lists report the total in X-Total-Count. */
export const ZRecipeListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  /** Matches title, tags or description (meal planner and collection pickers). */
  q: z.string().trim().max(200).optional(),
  tag: z.string().trim().max(100).optional(),
  sort: z.enum([...new Set([...HISTORY_SORTS, ...FAVORITE_SORTS])] as [string, ...string[]]).default('newest'),
  page: numberInput(z.number().int().min(1).max(100000)).optional(),
  pageSize: numberInput(z.number().int().min(1).max(MAX_PAGE_SIZE)).optional(),
});
export type TRecipeListQuery = z.infer<typeof ZRecipeListQuery>;

export const ZRecipeCreate = ZRecipeContent;
export const ZRecipeUpdate = ZRecipeFields.partial();
export type TRecipeUpdate = z.infer<typeof ZRecipeUpdate>;

export const ZRecipeCopy = ZRecipeFields.partial().extend({
  /** Save the copy straight into favourites (the public page's save flow). */
  isFavorite: z.boolean().optional(),
});
export type TRecipeCopy = z.infer<typeof ZRecipeCopy>;
