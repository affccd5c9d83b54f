import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCombinedShoppingItem, TShoppingItem } from '../../shared/schemas/shopping-list.ts';
import { enqueue, flushQueue, readQueue } from './offline-queue.ts';
import {
  clearOrQueue,
  deleteOrQueue,
  setCheckedOrQueue,
  withPendingCombined,
  withPendingItems,
} from './offline-shopping-list.ts';
import { setOnline } from './test-helpers.ts';

function item(id: string, checked = false): TShoppingItem {
  return {
    id,
    name: `item ${id}`,
    amount: '1',
    checked,
    recipeId: null,
    recipeTitle: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

function row(itemIds: string[], checked = false): TCombinedShoppingItem {
  return {
    name: itemIds.join('+'),
    amount: '2',
    needed: null,
    apart: [],
    staple: false,
    checked,
    itemIds,
    recipeTitles: [],
  };
}

beforeEach(() => {
  localStorage.clear();
  setOnline(true, false);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('withPendingItems', () => {
  it('returns the list untouched when nothing is queued', () => {
    const list = [item('a'), item('b')];
    expect(withPendingItems(list)).toBe(list);
  });

  it('applies queued checks and deletions over a cached copy', () => {
    enqueue({ method: 'PATCH', url: '/api/shopping-list-items/a', body: { checked: true } });
    enqueue({ method: 'PATCH', url: '/api/shopping-list-items/b', body: { checked: false } });
    enqueue({ method: 'DELETE', url: '/api/shopping-list-items/c' });
    expect(withPendingItems([item('a'), item('b', true), item('c'), item('d', true)])).toEqual([
      item('a', true),
      item('b', false),
      item('d', true),
    ]);
  });

  it('ignores queued changes of other resources', () => {
    enqueue({ method: 'DELETE', url: '/api/meal-plan-items/a' });
    expect(withPendingItems([item('a')])).toEqual([item('a')]);
  });
});

describe('withPendingCombined', () => {
  it('checks a row when all its items are checked, drops deleted items and empty rows', () => {
    enqueue({ method: 'PATCH', url: '/api/shopping-list-items/a', body: { checked: true } });
    enqueue({ method: 'PATCH', url: '/api/shopping-list-items/b', body: { checked: true } });
    enqueue({ method: 'DELETE', url: '/api/shopping-list-items/c' });
    enqueue({ method: 'DELETE', url: '/api/shopping-list-items/d' });
    const rows = withPendingCombined([row(['a', 'b']), row(['c']), row(['d', 'e']), row(['f'])]);
    expect(rows).toEqual([row(['a', 'b'], true), { ...row(['d', 'e']), itemIds: ['e'] }, row(['f'])]);
  });

  it('a row stays unchecked while one of its items is not checked', () => {
    enqueue({ method: 'PATCH', url: '/api/shopping-list-items/a', body: { checked: true } });
    expect(withPendingCombined([row(['a', 'b'])])).toEqual([row(['a', 'b'], false)]);
  });
});

describe('clearOrQueue', () => {
  const never = () => Promise.reject(new Error('not sent while offline'));

  it('online with nothing waiting: clears the whole list with one request', async () => {
    const clearAll = vi.fn(async () => ({ deleted: 3 }));
    await expect(clearOrQueue(['a', 'b', 'c'], clearAll)).resolves.toEqual({ deleted: 3 });
    expect(clearAll).toHaveBeenCalledOnce();
    expect(readQueue()).toEqual([]);
  });

  it('offline: queues one deletion per item shown, after and in place of the changes made before', async () => {
    setOnline(false, false);
    await setCheckedOrQueue('a', true, never); // checked offline, then the list is cleared
    await setCheckedOrQueue('z', true, never); // not in the cleared list (another view): kept
    await deleteOrQueue('b', never); // deleted offline: not on screen any more, so not in `ids`
    await expect(clearOrQueue(['a', 'c'], never)).resolves.toBeNull();
    expect(readQueue().map((op) => `${op.method} ${op.url}`)).toEqual([
      'PATCH /api/shopping-list-items/z',
      'DELETE /api/shopping-list-items/b',
      'DELETE /api/shopping-list-items/a',
      'DELETE /api/shopping-list-items/c',
    ]);
    // The cached copy read while offline shows the cleared list.
    expect(withPendingItems([item('a'), item('b'), item('c')])).toEqual([]);
    expect(withPendingCombined([row(['a', 'c']), row(['b'])])).toEqual([]);
  });

  it('back online: sends the queue in order, each item deleted once, a resend of a gone item done', async () => {
    setOnline(false, false);
    await setCheckedOrQueue('a', true, never);
    await clearOrQueue(['a', 'b', 'c'], never);
    setOnline(true, false);
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        sent.push(`${init?.method} ${url}`);
        // b was already deleted on another device: 404, which counts as done.
        return new Response(null, { status: url.endsWith('/b') ? 404 : 204 });
      }),
    );
    await expect(flushQueue()).resolves.toEqual({ outcome: 'done', sent: 3, dropped: 0 });
    expect(sent).toEqual([
      'DELETE /api/shopping-list-items/a',
      'DELETE /api/shopping-list-items/b',
      'DELETE /api/shopping-list-items/c',
    ]);
    expect(readQueue()).toEqual([]);
  });

  it('online while earlier changes still wait: queued behind them, not sent as a whole-list delete', async () => {
    enqueue({ method: 'PATCH', url: '/api/shopping-list-items/a', body: { checked: true } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const clearAll = vi.fn(async () => ({ deleted: 2 }));
    await expect(clearOrQueue(['a', 'b'], clearAll)).resolves.toBeNull();
    expect(clearAll).not.toHaveBeenCalled();
    await flushQueue();
    expect(readQueue()).toEqual([]);
  });
});
