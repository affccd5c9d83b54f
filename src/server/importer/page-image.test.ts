import { describe, expect, it } from 'vitest';
import { pageImageSource, type FetchImage } from './page-image.ts';

/** A fetcher over a table of URL → final URL and bytes; anything else fails like a network error. */
function fetcher(table: Record<string, { url?: string; body?: Buffer }>) {
  const calls: string[] = [];
  const fetchImage: FetchImage = async (url) => {
    calls.push(url);
    const hit = table[url];
    if (!hit) throw new Error(`unreachable ${url}`);
    return { url: hit.url ?? url, body: hit.body ?? Buffer.from('bytes') };
  };
  return { fetchImage, calls };
}

describe('pageImageSource: the picture of an imported page, shown under the https-only img-src', () => {
  it('keeps an https address as it is, fetching nothing', async () => {
    const { fetchImage, calls } = fetcher({});
    expect(await pageImageSource('https://cdn.example.com/a.jpg', fetchImage)).toEqual({
      kind: 'url',
      url: 'https://cdn.example.com/a.jpg',
    });
    expect(await pageImageSource(null, fetchImage)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('upgrades an http address when the same host serves the picture over https', async () => {
    const { fetchImage, calls } = fetcher({ 'https://example.com/img/a.jpg?v=2': {} });
    expect(await pageImageSource('http://example.com/img/a.jpg?v=2', fetchImage)).toEqual({
      kind: 'url',
      url: 'https://example.com/img/a.jpg?v=2',
    });
    expect(calls).toEqual(['https://example.com/img/a.jpg?v=2']);
  });

  it('otherwise takes the bytes over http, to be stored like an upload', async () => {
    const body = Buffer.from('jpeg bytes');
    const { fetchImage, calls } = fetcher({ 'http://example.com:8080/a.jpg': { body } });
    expect(await pageImageSource('http://example.com:8080/a.jpg', fetchImage)).toEqual({ kind: 'bytes', bytes: body });
    expect(calls).toEqual(['https://example.com:8080/a.jpg', 'http://example.com:8080/a.jpg']);
  });

  it('does not call it https when the https address redirects back to http', async () => {
    const body = Buffer.from('jpeg bytes');
    const { fetchImage } = fetcher({
      'https://example.com/a.jpg': { url: 'http://example.com/a.jpg' },
      'http://example.com/a.jpg': { body },
    });
    expect(await pageImageSource('http://example.com/a.jpg', fetchImage)).toEqual({ kind: 'bytes', bytes: body });
  });

  it('gives no picture when neither answers (a broken image is worse than none)', async () => {
    const { fetchImage } = fetcher({});
    expect(await pageImageSource('http://example.com/gone.jpg', fetchImage)).toBeNull();
  });
});
