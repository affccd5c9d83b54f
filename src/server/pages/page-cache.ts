import zlib from 'node:zlib';

/** Brotli quality of a page kept for many visitors: compressed once, sent many times. */
export const KEPT_PAGE_QUALITY = 5;
/**
 * Brotli quality of a page made for one request (a signed-in page): level 4 compresses signed-in
 * Home (~133 KB with its inlined stylesheet) in ~1.1 ms against ~1.75 ms at 5, for ~7 % more bytes
 * (20.6 against 19.2 KB). At 5 it was a quarter of that page's server time under load.
 */
export const ONE_REQUEST_QUALITY = 4;

/**
 * A finished page as bytes, with its compressed copies made on first demand: a cached page is sent
 * as it is, with no assembling, UTF-8 encoding or compressing per request.
 */
export class PageBytes {
  readonly raw: Buffer;
  readonly #quality: number;
  #br: Buffer | undefined;
  #gzip: Buffer | undefined;

  constructor(html: string, options: { brotliQuality?: number } = {}) {
    this.raw = Buffer.from(html, 'utf8');
    this.#quality = options.brotliQuality ?? KEPT_PAGE_QUALITY;
  }

  get br(): Buffer {
    return (this.#br ??= zlib.brotliCompressSync(this.raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: this.#quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length,
      },
    }));
  }

  get gzip(): Buffer {
    return (this.#gzip ??= zlib.gzipSync(this.raw, { level: 6 }));
  }

  /** Bytes held: the page and the compressed copies made so far. */
  get size(): number {
    return this.raw.length + (this.#br?.length ?? 0) + (this.#gzip?.length ?? 0);
  }
}

/**
 * Least-recently-used pages within a byte budget (the pages carry the inlined stylesheet, ~100 KB
 * each, so a count alone would let the cache hold tens of MB). A page's compressed copies count
 * once they exist, when the page is next stored or read.
 */
export class PageCache {
  readonly #entries = new Map<string, PageBytes>();
  #bytes = 0;
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): PageBytes | undefined {
    const found = this.#entries.get(key);
    if (found) {
      this.#entries.delete(key);
      this.#entries.set(key, found);
    }
    return found;
  }

  set(key: string, page: PageBytes): void {
    const old = this.#entries.get(key);
    if (old) {
      this.#entries.delete(key);
      this.#bytes -= old.size;
    }
    if (page.size > this.maxBytes) return;
    this.#entries.set(key, page);
    this.#bytes += page.size;
    this.#trim();
  }

  /** The page under `key` made a compressed copy of itself: it now holds `added` bytes more. */
  grew(key: string, page: PageBytes, added: number): void {
    if (this.#entries.get(key) !== page) return;
    this.#bytes += added;
    this.#trim();
  }

  #trim(): void {
    while (this.#bytes > this.maxBytes) {
      const [oldestKey, oldest] = this.#entries.entries().next().value!;
      this.#entries.delete(oldestKey);
      this.#bytes -= oldest.size;
    }
  }
}
