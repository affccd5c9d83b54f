import { describe, expect, it } from 'vitest';
import { isCachedApiPath, isMediaPath } from './sw-messages.ts';

describe('what the service worker keeps a copy of', () => {
  it('the current user, favourites, the shopping list, single recipes and the collections list', () => {
    for (const path of [
      '/api/auth/user',
      '/api/recipes/favorites',
      '/api/shopping-list-items',
      '/api/shopping-list-items/combined',
      '/api/collections',
      '/api/recipes/3f0c6c1e-8f0a-4c69-9d7e-1a2b3c4d5e6f',
      '/api/public/recipes/3f0c6c1e-8f0a-4c69-9d7e-1a2b3c4d5e6f',
    ]) {
      expect(isCachedApiPath(path), path).toBe(true);
    }
  });

  it('nothing else under /api: lists, sub-resources, AI, auth pages', () => {
    for (const path of [
      '/api/recipes',
      '/api/recipes/abc/collections',
      '/api/recipes/abc/rating/summary',
      '/api/collections/abc/recipes',
      '/api/meal-plans',
      '/api/user/statistics',
      '/api/login',
      '/api/logout',
      '/api/recipes/generate/extra',
      '/api/auth/user/x',
    ]) {
      expect(isCachedApiPath(path), path).toBe(false);
    }
  });

  it('images under /media, one level deep', () => {
    expect(isMediaPath('/media/abc123.webp')).toBe(true);
    expect(isMediaPath('/media/')).toBe(false);
    expect(isMediaPath('/media/a/b.webp')).toBe(false);
    expect(isMediaPath('/api/media/a.webp')).toBe(false);
  });
});
