import type { TCombinedShoppingItem, TShoppingItem } from '../../../../shared/schemas/shopping-list.ts';

export type { TCombinedShoppingItem, TShoppingItem };

/** The body of POST /api/shopping-list-items. */
export interface TShoppingItemInput {
  name: string;
  amount?: string;
  recipeTitle?: string | null;
  recipeId?: string | null;
}
