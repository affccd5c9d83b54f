import { z } from 'zod';

export const ZShoppingItemCreate = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  amount: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => v ?? ''),
  recipeTitle: z.string().trim().max(200).nullish(),
  recipeId: z.string().max(100).nullish(),
});
export type TShoppingItemCreate = z.infer<typeof ZShoppingItemCreate>;

export const ZShoppingItemUpdate = z
  .object({
    checked: z.boolean().optional(),
    /** When the change was made (an offline change is sent later): the last change made wins. */
    changedAt: z.string().datetime({ offset: true }).optional(),
    /** A new name or amount (a to-do list elsewhere, e.g. Home Assistant, renames items). */
    name: ZShoppingItemCreate.shape.name.optional(),
    amount: z.string().trim().max(100).optional(),
  })
  .refine((v) => v.checked !== undefined || v.name !== undefined || v.amount !== undefined, {
    message: 'Send checked, name or amount',
    path: ['checked'],
  });
export type TShoppingItemUpdate = z.infer<typeof ZShoppingItemUpdate>;

export const ZShoppingItem = z.object({
  id: z.string(),
  name: z.string(),
  amount: z.string(),
  checked: z.boolean(),
  recipeId: z.string().nullable(),
  recipeTitle: z.string().nullable(),
  createdAt: z.string(),
  /** First name of the household member who added it (null once they deleted their account). */
  addedBy: z.string().nullable().optional(),
  /** One of the reader's staples (salt, oil…): the list asks "check you have" rather than "buy". */
  staple: z.boolean().optional(),
});
export type TShoppingItem = z.infer<typeof ZShoppingItem>;

/** POST answer: the line the item is on; `merged` when it joined a line already there. */
export const ZShoppingItemAdded = ZShoppingItem.extend({ merged: z.boolean() });

/**
 * The combined view, a list to shop from: one line per food across recipes and languages, amounts
 * summed, whole things rounded up (`amount`, what to buy) with what the recipes need beside it.
 */
export const ZCombinedShoppingItem = z.object({
  name: z.string(),
  amount: z.string(),
  /** What the recipes need when it is less than what to buy ("1 3/8" beside "2" eggs), else null. */
  needed: z.string().nullable(),
  /**
   * Amounts of the same food that could not be turned into the line's measure (no weight known
   * for them), each one amount; shown beside the line with a note. Usually empty.
   */
  apart: z.array(z.string()),
  /** One of the reader's staples: "check you have". */
  staple: z.boolean(),
  checked: z.boolean(),
  itemIds: z.array(z.string()),
  recipeTitles: z.array(z.string()),
});
export type TCombinedShoppingItem = z.infer<typeof ZCombinedShoppingItem>;

export const SHOPPING_LIST_MAX_ITEMS = 2000;

/** DELETE /api/shopping-list-items (clear the list): how many items went. */
export const ZShoppingListCleared = z.object({ deleted: z.number().int().nonnegative() });
