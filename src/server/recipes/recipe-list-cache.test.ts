import { describe, expect, it } from 'vitest';
import { RecipeListCache } from './recipe-list-cache.ts';

const page = (text: string, total = 1) => ({ body: Buffer.from(text), total });

describe('RecipeListCache', () => {
  it('serves a page stored under the current version', () => {
    const cache = new RecipeListCache();
    cache.set('u1', 'all', cache.version('u1'), page('[1]'));
    expect(cache.get('u1', 'all')?.body.toString()).toBe('[1]');
    expect(cache.get('u2', 'all')).toBeUndefined();
  });

  it('never keeps a page read before a change of that user (version read first)', () => {
    const cache = new RecipeListCache();
    const version = cache.version('u1');
    cache.changed('u1'); // a write committed while the page was being read
    cache.set('u1', 'all', version, page('[old]'));
    expect(cache.get('u1', 'all')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("forgets a user's pages when that user's rows change, and only theirs", () => {
    const cache = new RecipeListCache();
    cache.set('u1', 'all', cache.version('u1'), page('[1]'));
    cache.set('u2', 'all', cache.version('u2'), page('[2]'));
    cache.changed('u1');
    expect(cache.get('u1', 'all')).toBeUndefined();
    expect(cache.get('u2', 'all')?.body.toString()).toBe('[2]');
    expect(cache.bytes).toBe(3);
  });

  it('forgets everything on a change of every user, including pages being read', () => {
    const cache = new RecipeListCache();
    const version = cache.version('u1');
    cache.set('u2', 'all', cache.version('u2'), page('[2]'));
    cache.changedAll();
    cache.set('u1', 'all', version, page('[old]'));
    expect(cache.size).toBe(0);
    expect(cache.get('u2', 'all')).toBeUndefined();
    cache.set('u1', 'all', cache.version('u1'), page('[new]'));
    expect(cache.get('u1', 'all')?.body.toString()).toBe('[new]');
  });

  it('stays within its byte budget, dropping the least recently used page', () => {
    const cache = new RecipeListCache(40);
    cache.set('u1', 'a', 0, page('x'.repeat(10)));
    cache.set('u1', 'b', 0, page('x'.repeat(10)));
    cache.set('u1', 'c', 0, page('x'.repeat(10)));
    expect(cache.get('u1', 'a')).toBeDefined(); // now the most recent
    cache.set('u1', 'd', 0, page('x'.repeat(10)));
    cache.set('u1', 'e', 0, page('x'.repeat(10)));
    expect(cache.bytes).toBeLessThanOrEqual(40);
    expect(cache.get('u1', 'b')).toBeUndefined();
    expect(cache.get('u1', 'a')).toBeDefined();
    expect(cache.get('u1', 'e')).toBeDefined();
    // A page larger than a quarter of the budget is not kept at all.
    cache.set('u1', 'big', 0, page('x'.repeat(11)));
    expect(cache.get('u1', 'big')).toBeUndefined();
  });
});
