import { beforeEach, describe, expect, it } from 'vitest';
import {
  AUTO_ADD_DELAY_MS,
  clearPendingRecipe,
  planPendingSaves,
  readPendingRecipe,
  searchWithoutAutoAdd,
  storePendingRecipe,
} from './pending-recipe.ts';

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const OTHER = '16fd2706-8baf-433b-82eb-8c7fada847da';

beforeEach(() => localStorage.clear());

describe('pending recipe storage', () => {
  it('stores, reads and clears the id under pendingRecipeId', () => {
    expect(readPendingRecipe()).toBeNull();
    storePendingRecipe(ID);
    expect(localStorage.getItem('pendingRecipeId')).toBe(ID);
    expect(readPendingRecipe()).toBe(ID);
    clearPendingRecipe();
    expect(readPendingRecipe()).toBeNull();
  });

  it('ignores a stored value that cannot be a recipe id', () => {
    localStorage.setItem('pendingRecipeId', '../../api/user/account');
    expect(readPendingRecipe()).toBeNull();
  });
});

describe('planPendingSaves', () => {
  it('saves a stored id after about 1 s and a parameter after about 0.5 s', () => {
    expect(AUTO_ADD_DELAY_MS).toEqual({ storage: 1000, param: 500 });
    expect(planPendingSaves({ stored: ID, param: null })).toEqual([{ recipeId: ID, source: 'storage', delayMs: 1000 }]);
    expect(planPendingSaves({ stored: null, param: ID })).toEqual([{ recipeId: ID, source: 'param', delayMs: 500 }]);
  });

  it('saves the same recipe once, and two different recipes both', () => {
    expect(planPendingSaves({ stored: ID, param: ID })).toEqual([{ recipeId: ID, source: 'param', delayMs: 500 }]);
    expect(planPendingSaves({ stored: OTHER, param: ID }).map((p) => p.recipeId)).toEqual([ID, OTHER]);
  });

  it('does nothing without an id, or with an invalid one', () => {
    expect(planPendingSaves({ stored: null, param: null })).toEqual([]);
    expect(planPendingSaves({ stored: '', param: '   ' })).toEqual([]);
    expect(planPendingSaves({ stored: null, param: '<script>' })).toEqual([]);
  });
});

describe('searchWithoutAutoAdd', () => {
  it('removes only the autoAddRecipe parameter', () => {
    expect(searchWithoutAutoAdd(`autoAddRecipe=${ID}`)).toBe('');
    expect(searchWithoutAutoAdd(`?autoAddRecipe=${ID}&tab=import`)).toBe('?tab=import');
    expect(searchWithoutAutoAdd('')).toBe('');
  });
});
