import { beforeEach, describe, expect, it } from 'vitest';
import { buildRecipe } from '../entities/recipe/testing/build-recipe.ts';
import {
  clearFavoritesCache,
  FAVORITES_CACHE_KEY,
  FAVORITES_CACHE_MAX_AGE_MS,
  readFavoritesCache,
  saveFavoritesCache,
} from './favorites-cache.ts';

const NOW = Date.UTC(2026, 0, 10, 12);
const recipes = [buildRecipe({ id: 'r1', title: 'Soup' }), buildRecipe({ id: 'r2', title: 'Stew' })];

beforeEach(() => localStorage.clear());

describe('favourites cache (spec sections 3 and 9)', () => {
  it('stores the list with the time it was saved', () => {
    saveFavoritesCache(recipes, 'user-1', NOW);
    expect(JSON.parse(localStorage.getItem(FAVORITES_CACHE_KEY) ?? 'null')).toMatchObject({
      savedAt: NOW,
      userId: 'user-1',
    });
    expect(readFavoritesCache({ now: NOW + 1000 })).toEqual({ savedAt: NOW, recipes });
  });

  it('is used only while younger than 24 hours', () => {
    saveFavoritesCache(recipes, 'user-1', NOW);
    expect(readFavoritesCache({ now: NOW + FAVORITES_CACHE_MAX_AGE_MS - 1 })).not.toBeNull();
    expect(readFavoritesCache({ now: NOW + FAVORITES_CACHE_MAX_AGE_MS })).toBeNull();
  });

  it('is not shown to another user, nor when its clock is in the future', () => {
    saveFavoritesCache(recipes, 'user-1', NOW);
    expect(readFavoritesCache({ userId: 'user-2', now: NOW })).toBeNull();
    expect(readFavoritesCache({ userId: 'user-1', now: NOW })).not.toBeNull();
    expect(readFavoritesCache({ now: NOW - 60_000 })).toBeNull();
  });

  it('counts a damaged entry as none, and can be cleared', () => {
    localStorage.setItem(FAVORITES_CACHE_KEY, '{"savedAt":"yesterday"}');
    expect(readFavoritesCache({ now: NOW })).toBeNull();
    localStorage.setItem(FAVORITES_CACHE_KEY, 'not json');
    expect(readFavoritesCache({ now: NOW })).toBeNull();
    saveFavoritesCache(recipes, null, NOW);
    clearFavoritesCache();
    expect(localStorage.getItem(FAVORITES_CACHE_KEY)).toBeNull();
  });
});
