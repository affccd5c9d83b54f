import { z } from 'zod';
import { COLLECTION_COLORS, COLLECTION_ICONS, MAX_PAGE_SIZE } from '../constants.ts';
import { numberInput } from './number-input.ts';

export const ZCollectionInput = z.object({
  name: z.string().trim().min(1, 'Please enter a name for your collection.').max(100),
  description: z.string().trim().max(500).nullish(),
  color: z.enum(COLLECTION_COLORS).default(COLLECTION_COLORS[0]),
  icon: z.enum(COLLECTION_ICONS).default('FolderOpen'),
});
export type TCollectionInput = z.infer<typeof ZCollectionInput>;
export const ZCollectionUpdate = ZCollectionInput.partial();
export type TCollectionUpdate = z.infer<typeof ZCollectionUpdate>;

export const ZCollection = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  icon: z.string(),
  recipeCount: z.number(),
  /** Ids of the recipes in it, so cards can show their badges without one call per card. */
  recipeIds: z.array(z.string()),
  createdAt: z.string(),
  /** First name of the household member who made it. */
  addedBy: z.string().nullable().optional(),
});
export type TCollection = z.infer<typeof ZCollection>;

export const ZAddToCollection = z.object({ recipeId: z.string().max(100) });

/**
 * GET /api/collections/:id/recipes: with `page`, one page of cards in the order they were added
 * (the number of recipes that match in X-Total-Count); without it, every recipe that matches.
 * `q` keeps the recipes whose title, description or a tag contains it.
 */
export const ZCollectionRecipesQuery = z.object({
  q: z.string().trim().max(200).optional(),
  page: numberInput(z.number().int().min(1).max(100000)).optional(),
  pageSize: numberInput(z.number().int().min(1).max(MAX_PAGE_SIZE)).optional(),
});
export type TCollectionRecipesQuery = z.infer<typeof ZCollectionRecipesQuery>;
/** 201 when the recipe was added, 200 when it was already there. */
export const ZAddToCollectionResult = z.object({ added: z.boolean() });
