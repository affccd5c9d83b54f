import { beforeEach, describe, expect, it } from 'vitest';
import type { TCombinedShoppingItem, TShoppingItem } from '../../shared/schemas/shopping-list.ts';
import { enqueue } from './offline-queue.ts';
import { withPendingCombined, withPendingItems } from './offline-shopping-list.ts';

function item(id: string, checked = false): TShoppingItem {
  return { id, name: `item ${id}`, amount: '1', checked, recipeId: null, recipeTitle: null, createdAt: '2026-01-01T00:00:00.000Z' };
}

function row(itemIds: string[], checked = false): TCombinedShoppingItem {
  return { name: itemIds.join('+'), amount: '2', checked, itemIds, recipeTitles: [] };
}

beforeEach(() => localStorage.clear());

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
