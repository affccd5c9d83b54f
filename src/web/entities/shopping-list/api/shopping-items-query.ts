import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api/client.ts';
import { withPendingCombined, withPendingItems } from '../../../pwa/offline-shopping-list.ts';
import { shoppingListKeys } from './keys.ts';
import type { TCombinedShoppingItem, TShoppingItem } from './types.ts';

/** GET /api/shopping-list-items: the list, oldest first, with changes still queued offline applied. */
export function fetchShoppingItems(signal?: AbortSignal): Promise<TShoppingItem[]> {
  return dataOf(api.GET('/api/shopping-list-items', { signal })).then((items) => withPendingItems(items));
}

export function shoppingItemsQueryOptions() {
  return queryOptions({ queryKey: shoppingListKeys.items(), queryFn: ({ signal }) => fetchShoppingItems(signal) });
}

export function useShoppingItems() {
  return useQuery(shoppingItemsQueryOptions());
}

/** GET /api/shopping-list-items/combined: one row per ingredient across recipes, amounts summed. */
export function fetchCombinedShoppingItems(signal?: AbortSignal): Promise<TCombinedShoppingItem[]> {
  return dataOf(api.GET('/api/shopping-list-items/combined', { signal })).then((rows) => withPendingCombined(rows));
}

export function combinedShoppingItemsQueryOptions() {
  return queryOptions({
    queryKey: shoppingListKeys.combined(),
    queryFn: ({ signal }) => fetchCombinedShoppingItems(signal),
  });
}

export function useCombinedShoppingItems(options: { enabled?: boolean } = {}) {
  return useQuery({ ...combinedShoppingItemsQueryOptions(), enabled: options.enabled ?? true });
}
