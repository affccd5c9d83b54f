import type { TCombinedShoppingItem, TShoppingItem } from '../../shared/schemas/shopping-list.ts';
import { readQueue, sendOrQueue, sendOrQueueAll, type QueuedOperation } from './offline-queue.ts';

/**
 * The shopping list's changes that may be made offline (beyond the spec): checking, unchecking
 * and deleting an item, and clearing the list. All are idempotent, so they can be queued and sent
 * again safely.
 */
export const SHOPPING_ITEMS_URL = '/api/shopping-list-items';

function itemUrl(id: string): string {
  return `${SHOPPING_ITEMS_URL}/${encodeURIComponent(id)}`;
}

/**
 * PATCH {checked, changedAt} now, or queued for later (null) when there is no connection. The time
 * of the tick travels with it: when two phones of a household send offline changes of one item,
 * the server keeps the one made last, whatever order they arrive in.
 */
export function setCheckedOrQueue<T>(
  id: string,
  checked: boolean,
  sendNow: (changedAt: string) => Promise<T>,
): Promise<T | null> {
  const changedAt = new Date().toISOString();
  return sendOrQueue({ method: 'PATCH', url: itemUrl(id), body: { checked, changedAt } }, () => sendNow(changedAt));
}

/** DELETE now, or queued for later (null) when there is no connection. */
export function deleteOrQueue<T>(id: string, sendNow: () => Promise<T>): Promise<T | null> {
  return sendOrQueue({ method: 'DELETE', url: itemUrl(id) }, sendNow);
}

/**
 * Clear the list: DELETE /api/shopping-list-items now; queued (null), it is one DELETE per item
 * the cook was shown (`ids`), in place of any change of those items queued before. Sent later as
 * "delete everything", it would also take items added since (on another device, or online before
 * the queue is sent) that the cook never saw cleared; per item, a resend is harmless (404 = done).
 */
export function clearOrQueue<T>(ids: readonly string[], sendNow: () => Promise<T>): Promise<T | null> {
  return sendOrQueueAll(
    ids.map((id) => ({ method: 'DELETE' as const, url: itemUrl(id) })),
    sendNow,
  );
}

interface PendingState {
  deleted: Set<string>;
  checked: Map<string, boolean>;
}

function pendingState(queue: readonly QueuedOperation[] = readQueue()): PendingState {
  const state: PendingState = { deleted: new Set(), checked: new Map() };
  const prefix = `${SHOPPING_ITEMS_URL}/`;
  for (const op of queue) {
    if (!op.url.startsWith(prefix)) continue;
    const id = decodeURIComponent(op.url.slice(prefix.length));
    if (op.method === 'DELETE') state.deleted.add(id);
    else if (
      op.body &&
      typeof op.body === 'object' &&
      typeof (op.body as { checked?: unknown }).checked === 'boolean'
    ) {
      state.checked.set(id, (op.body as { checked: boolean }).checked);
    }
  }
  return state;
}

/**
 * The list as it will be once the queued changes are sent: a list read from the service worker's
 * copy while offline (or while the queue drains) shows what the user did, not what the server had.
 */
export function withPendingItems(items: TShoppingItem[], queue?: readonly QueuedOperation[]): TShoppingItem[] {
  const pending = pendingState(queue);
  if (pending.deleted.size === 0 && pending.checked.size === 0) return items;
  return items
    .filter((item) => !pending.deleted.has(item.id))
    .map((item) => {
      const checked = pending.checked.get(item.id);
      return checked === undefined || checked === item.checked ? item : { ...item, checked };
    });
}

/** Same for the combined view: rows lose deleted items (and vanish when empty); checks follow. */
export function withPendingCombined(
  rows: TCombinedShoppingItem[],
  queue?: readonly QueuedOperation[],
): TCombinedShoppingItem[] {
  const pending = pendingState(queue);
  if (pending.deleted.size === 0 && pending.checked.size === 0) return rows;
  return rows.flatMap((row) => {
    const itemIds = row.itemIds.filter((id) => !pending.deleted.has(id));
    if (itemIds.length === 0) return [];
    const touched = itemIds.some((id) => pending.checked.has(id));
    if (!touched && itemIds.length === row.itemIds.length) return [row];
    // An untouched item of the row keeps the row's state (a combined row is checked only when all are).
    const checked = itemIds.every((id) => pending.checked.get(id) ?? row.checked);
    return [{ ...row, itemIds, checked }];
  });
}
