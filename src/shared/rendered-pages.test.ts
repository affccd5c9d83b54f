import { describe, expect, it } from 'vitest';
import { isSignedInRenderedPage } from './rendered-pages.ts';

describe('isSignedInRenderedPage', () => {
  it('is Home and Favorites only', () => {
    for (const path of ['/', '/favorites', '/favorites/']) expect(isSignedInRenderedPage(path)).toBe(true);
    for (const path of ['/collections', '/favorites/x', '/history', '//', '/favoritesx'])
      expect(isSignedInRenderedPage(path)).toBe(false);
  });
});
