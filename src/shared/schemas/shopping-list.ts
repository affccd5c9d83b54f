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
});
export type TShoppingItem = z.infer<typeof ZShoppingItem>;

/** The combined view: the same ingredient across recipes merged, compatible amounts summed. */
export const ZCombinedShoppingItem = z.object({
  name: z.string(),
  amount: z.string(),
  checked: z.boolean(),
  itemIds: z.array(z.string()),
  recipeTitles: z.array(z.string()),
});
export type TCombinedShoppingItem = z.infer<typeof ZCombinedShoppingItem>;

export const SHOPPING_LIST_MAX_ITEMS = 2000;

/** DELETE /api/shopping-list-items (clear the list): how many items went. */
export const ZShoppingListCleared = z.object({ deleted: z.number().int().nonnegative() });
