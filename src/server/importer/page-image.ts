import { safeFetch, type SafeFetchOptions } from './safe-fetch.ts';

/**
 * The picture of an imported page. The app's CSP shows remote images over https only
 * (img-src 'self' data: blob: https:), so a page's plain http:// picture would never display:
 * it is upgraded to https when the same host serves it there, otherwise its bytes are taken over
 * http (through the guarded client) for the caller to store like an upload. https addresses are
 * kept as they are and not fetched.
 */
export type PageImageSource = { kind: 'url'; url: string } | { kind: 'bytes'; bytes: Buffer } | null;

/** Fetches an image; resolves with the final URL (after redirects) and the body, rejects otherwise. */
export type FetchImage = (url: string) => Promise<{ url: string; body: Buffer }>;

export async function pageImageSource(imageUrl: string | null, fetchImage: FetchImage): Promise<PageImageSource> {
  if (!imageUrl) return null;
  let url: URL;
  try {
    url = new URL(imageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:') return { kind: 'url', url: imageUrl };
  const secure = new URL(url.href);
  secure.protocol = 'https:';
  try {
    const res = await fetchImage(secure.href);
    // A redirect back to http would be blocked in the browser just the same.
    if (res.url.startsWith('https:')) return { kind: 'url', url: secure.href };
  } catch {
    /* not served over https: take the http bytes */
  }
  try {
    return { kind: 'bytes', bytes: (await fetchImage(url.href)).body };
  } catch {
    return null;
  }
}

/** The guarded client as a FetchImage: an image content type, at most `maxBytes`. */
export function safeImageFetcher(maxBytes: number, options: SafeFetchOptions = {}): FetchImage {
  return async (url) => {
    const res = await safeFetch(url, { ...options, maxBytes, expect: 'image' });
    return { url: res.url, body: res.body };
  };
}
