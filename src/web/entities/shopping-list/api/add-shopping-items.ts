import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api/client.ts';
import { shoppingListKeys } from './keys.ts';
import type { TShoppingItem, TShoppingItemInput } from './types.ts';

/** POST /api/shopping-list-items → 201 with the new item. */
export function addShoppingItem(input: TShoppingItemInput): Promise<TShoppingItem> {
  return dataOf(api.POST('/api/shopping-list-items', { body: input }));
}

/**
 * One call per ingredient (spec section 7), one after the other so the list keeps the recipe's
 * order. Stops at the first failure; what was added before it stays.
 */
export async function addShoppingItems(inputs: readonly TShoppingItemInput[]): Promise<TShoppingItem[]> {
  const added: TShoppingItem[] = [];
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
