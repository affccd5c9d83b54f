import { describe, expect, it } from 'vitest';
import type { TShoppingItem } from '../../../entities/shopping-list/index.ts';
import { countItems, groupByRecipe } from './group-items.ts';

let n = 0;
function item(overrides: Partial<TShoppingItem>): TShoppingItem {
  n += 1;
  return {
    id: `i${n}`,
    name: `thing ${n}`,
    amount: '',
    checked: false,
    recipeId: null,
    recipeTitle: null,
    createdAt: '2025-01-05T10:00:00Z',
    ...overrides,
  };
}

describe('groupByRecipe', () => {
  it('groups by recipeTitle in order of first appearance, with the items without one last', () => {
    const items = [
      item({ name: 'milk' }),
      item({ name: 'flour', recipeTitle: 'Pancakes', checked: true }),
      item({ name: 'rice', recipeTitle: 'Risotto' }),
      item({ name: 'eggs', recipeTitle: 'Pancakes' }),
      item({ name: 'bread', recipeTitle: '  ' }),
    ];
    const groups = groupByRecipe(items);
    expect(groups.map((g) => g.recipeTitle)).toEqual(['Pancakes', 'Risotto', null]);
    expect(groups.map((g) => g.items.map((i) => i.name))).toEqual([['flour', 'eggs'], ['rice'], ['milk', 'bread']]);
    expect(groups.map((g) => g.checked)).toEqual([1, 0, 0]);
  });

  it('has no other-items group when every item has a recipe, and no group for an empty list', () => {
    expect(groupByRecipe([item({ recipeTitle: 'Soup' })]).map((g) => g.recipeTitle)).toEqual(['Soup']);
    expect(groupByRecipe([])).toEqual([]);
  });
});

describe('countItems', () => {
  it('counts checked and total', () => {
    expect(countItems([{ checked: true }, { checked: false }, { checked: true }])).toEqual({ checked: 2, total: 3 });
    expect(countItems([])).toEqual({ checked: 0, total: 0 });
  });
});
