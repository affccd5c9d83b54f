import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api/client.ts';
import { shoppingListKeys } from './keys.ts';
import type { TShoppingItem, TShoppingItemInput } from './types.ts';

/** An added item: the line it is on, `merged` when that line was already on the list. */
export type TShoppingItemAdded = TShoppingItem & { merged: boolean };

/** POST /api/shopping-list-items → 201 with the line the item is on. */
export function addShoppingItem(input: TShoppingItemInput): Promise<TShoppingItemAdded> {
  return dataOf(api.POST('/api/shopping-list-items', { body: input }));
}

/**
 * One call per ingredient (spec section 7), one after the other so the list keeps the recipe's
 * order. Stops at the first failure; what was added before it stays.
 */
export async function addShoppingItems(inputs: readonly TShoppingItemInput[]): Promise<TShoppingItemAdded[]> {
  const added: TShoppingItemAdded[] = [];
  for (const input of inputs) added.push(await addShoppingItem(input));
  return added;
}

/** Adds items; the list refetches whatever happened (a failure may follow a few successes). */
export function useAddShoppingItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addShoppingItems,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shoppingListKeys.all }),
  });
}
