import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api/client.ts';
import { setCheckedOrQueue } from '../../../pwa/offline-shopping-list.ts';
import { shoppingListKeys } from './keys.ts';
import type { TCombinedShoppingItem, TShoppingItem } from './types.ts';

/** PATCH /api/shopping-list-items/:id {checked, changedAt?} → the item (as stored: a later change may win). */
export function setShoppingItemChecked(id: string, checked: boolean, changedAt?: string): Promise<TShoppingItem> {
  return dataOf(
    api.PATCH('/api/shopping-list-items/{id}', {
      params: { path: { id } },
      body: changedAt ? { checked, changedAt } : { checked },
    }),
  );
}

export interface SetCheckedInput {
  /** One item, or every item behind a combined row. */
  ids: readonly string[];
  checked: boolean;
}

/**
 * Checks or unchecks items at once on screen (both views), then on the server; on failure the
 * previous state comes back. Offline, the change is queued (kept across reloads, sent when the
 * connection returns) and the screen keeps the new state.
 */
export function useSetItemsChecked() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ ids, checked }: SetCheckedInput) =>
      Promise.all(
        ids.map((id) => setCheckedOrQueue(id, checked, (changedAt) => setShoppingItemChecked(id, checked, changedAt))),
      ),
    onMutate: async ({ ids, checked }: SetCheckedInput) => {
      await queryClient.cancelQueries({ queryKey: shoppingListKeys.all });
      const items = queryClient.getQueryData<TShoppingItem[]>(shoppingListKeys.items());
      const combined = queryClient.getQueryData<TCombinedShoppingItem[]>(shoppingListKeys.combined());
      const set = new Set(ids);
      queryClient.setQueryData<TShoppingItem[]>(shoppingListKeys.items(), (list) =>
        list?.map((item) => (set.has(item.id) ? { ...item, checked } : item)),
      );
      queryClient.setQueryData<TCombinedShoppingItem[]>(shoppingListKeys.combined(), (rows) =>
        rows?.map((row) =>
          row.itemIds.some((id) => set.has(id))
            ? { ...row, checked: row.itemIds.every((id) => (set.has(id) ? checked : isChecked(items, id))) }
            : row,
        ),
      );
      return { items, combined };
    },
    onError: (_error, _input, context) => {
      queryClient.setQueryData(shoppingListKeys.items(), context?.items);
      queryClient.setQueryData(shoppingListKeys.combined(), context?.combined);
      // Some of several calls may have gone through: read the truth back.
      void queryClient.invalidateQueries({ queryKey: shoppingListKeys.all });
    },
    onSuccess: (updated) => {
      const byId = new Map(updated.flatMap((item) => (item ? [[item.id, item] as const] : [])));
      queryClient.setQueryData<TShoppingItem[]>(shoppingListKeys.items(), (list) =>
        list?.map((item) => byId.get(item.id) ?? item),
      );
      void queryClient.invalidateQueries({ queryKey: shoppingListKeys.combined() });
    },
  });
}

function isChecked(items: TShoppingItem[] | undefined, id: string): boolean {
  return items?.find((item) => item.id === id)?.checked ?? false;
}
