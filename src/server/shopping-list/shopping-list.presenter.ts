import type { TShoppingItem } from '../../shared/schemas/shopping-list.ts';
import type { ShoppingItemRow } from './shopping-list.repository.ts';

export function presentShoppingItem(r: ShoppingItemRow & { addedBy?: string | null; staple?: boolean }): TShoppingItem {
  return {
    id: r.id,
    name: r.name,
    amount: r.amount,
    checked: r.checked,
    recipeId: r.recipeId,
    recipeTitle: r.recipeTitle,
    createdAt: r.createdAt.toISOString(),
    addedBy: r.addedBy ?? null,
    ...(r.staple !== undefined ? { staple: r.staple } : {}),
  };
}
