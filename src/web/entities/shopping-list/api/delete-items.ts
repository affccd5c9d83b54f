import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api/client.ts';
import { clearOrQueue, deleteOrQueue } from '../../../pwa/offline-shopping-list.ts';
import { shoppingListKeys } from './keys.ts';
import type { TCombinedShoppingItem, TShoppingItem } from './types.ts';

/** DELETE /api/shopping-list-items/:id → 204. */
export async function deleteShoppingItem(id: string): Promise<void> {
  await dataOf(api.DELETE('/api/shopping-list-items/{id}', { params: { path: { id } } }));
}

/** DELETE /api/shopping-list-items: clears the whole list. */
export async function clearShoppingList(): Promise<void> {
  await dataOf(api.DELETE('/api/shopping-list-items'));
}

export function useDeleteShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the deletion is queued (kept across reloads, sent when the connection returns).
    networkMode: 'always',
    mutationFn: (id: string) => deleteOrQueue(id, () => deleteShoppingItem(id)),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<TShoppingItem[]>(shoppingListKeys.items(), (list) =>
        list?.filter((item) => item.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: shoppingListKeys.combined() });
    },
  });
}

/**
 * Clears the list. Offline (or while earlier offline changes still wait), it is queued as the
 * deletion of every item on screen, sent in order after those changes when the connection returns
 * (an item checked offline and then cleared ends up deleted); the screen shows the empty list.
 */
export function useClearShoppingList() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: () => clearOrQueue(shownItemIds(queryClient), clearShoppingList),
    // A read still on its way would put the old items back over the cleared list.
    onMutate: () => queryClient.cancelQueries({ queryKey: shoppingListKeys.all }),
    onSuccess: () => {
      queryClient.setQueryData<TShoppingItem[]>(shoppingListKeys.items(), []);
      queryClient.setQueryData(shoppingListKeys.combined(), []);
    },
  });
}

/** The items the cook sees: the list (queued changes applied), or the combined rows' items. */
function shownItemIds(queryClient: QueryClient): string[] {
  const items = queryClient.getQueryData<TShoppingItem[]>(shoppingListKeys.items());
  if (items) return items.map((item) => item.id);
  const rows = queryClient.getQueryData<TCombinedShoppingItem[]>(shoppingListKeys.combined()) ?? [];
  return [...new Set(rows.flatMap((row) => row.itemIds))];
}
