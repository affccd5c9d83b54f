import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { deleteOrQueue } from '../../../pwa/offline-shopping-list.ts';
import { shoppingListKeys } from './keys.ts';
import type { TShoppingItem } from './types.ts';

/** DELETE /api/shopping-list-items/:id → 204. */
export async function deleteShoppingItem(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/shopping-list-items/${encodeURIComponent(id)}`);
}

/** DELETE /api/shopping-list-items: clears the whole list. */
export async function clearShoppingList(): Promise<void> {
  await apiRequest('DELETE', '/api/shopping-list-items');
}

export function useDeleteShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the deletion is queued (kept across reloads, sent when the connection returns).
    networkMode: 'always',
    mutationFn: (id: string) => deleteOrQueue(id, () => deleteShoppingItem(id)),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<TShoppingItem[]>(shoppingListKeys.items(), (list) => list?.filter((item) => item.id !== id));
      void queryClient.invalidateQueries({ queryKey: shoppingListKeys.combined() });
    },
  });
}

export function useClearShoppingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearShoppingList,
    onSuccess: () => {
      queryClient.setQueryData<TShoppingItem[]>(shoppingListKeys.items(), []);
      queryClient.setQueryData(shoppingListKeys.combined(), []);
    },
  });
}
