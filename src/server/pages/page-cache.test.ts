import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { KEPT_PAGE_QUALITY, ONE_REQUEST_QUALITY, PageBytes, PageCache } from './page-cache.ts';

const page = (n: number) => new PageBytes(`<p>${'x'.repeat(n - 7)}</p>`);

describe('PageCache', () => {
  it('keeps pages within its byte budget, dropping the least recently used', () => {
    const cache = new PageCache(2500);
    cache.set('a', page(1000));
    cache.set('b', page(1000));
    cache.get('a');
    cache.set('c', page(1000));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(2000);
    cache.set('big', page(3000));
    expect(cache.get('big')).toBeUndefined();
  });

  it('counts a compressed copy once the page has made it', () => {
    const cache = new PageCache(1_000_000);
    const p = new PageBytes(`<p>${'different words here and there '.repeat(200)}</p>`);
    cache.set('a', p);
    const before = p.size;
    expect(zlib.brotliDecompressSync(p.br).toString('utf8')).toBe(p.raw.toString('utf8'));
    expect(zlib.gunzipSync(p.gzip).toString('utf8')).toBe(p.raw.toString('utf8'));
    cache.grew('a', p, p.size - before);
    expect(cache.bytes).toBe(p.size);
    expect(p.size).toBeGreaterThan(before);
    // Not counted for a page no longer held.
    cache.grew('other', p, 123);
    expect(cache.bytes).toBe(p.size);
  });

  it('compresses a page made for one request faster, and it still reads back whole', () => {
    const html = `<main>${'<p class="flex items-center gap-2">a card of a recipe</p>'.repeat(400)}</main>`;
    const once = new PageBytes(html, { brotliQuality: ONE_REQUEST_QUALITY });
    expect(zlib.brotliDecompressSync(once.br).toString('utf8')).toBe(html);
    expect(ONE_REQUEST_QUALITY).toBeLessThan(KEPT_PAGE_QUALITY);
  });
});
