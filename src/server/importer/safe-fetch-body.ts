/**
 * Reading the answer of a guarded fetch (safe-fetch.ts): headers, content type and charset, the
 * body capped while it streams and again once decompressed, and whether it is the expected kind.
 */
import zlib from 'node:zlib';
import type { SafeFetchOptions } from './safe-fetch.ts';
import { SafeFetchError } from './safe-fetch-error.ts';

export const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

export function flattenHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (v === undefined) continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}

export function parseContentType(value: string | undefined): { type: string; charset: string | null } {
  if (!value) return { type: '', charset: null };
  const [type, ...params] = value.split(';');
  let charset: string | null = null;
  for (const p of params) {
    const m = /^\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(p);
    if (m) charset = m[1].toLowerCase();
  }
  return { type: type.trim().toLowerCase(), charset };
}

export function decompress(raw: Buffer, encoding: string, maxBytes: number): Buffer {
  const enc = encoding.trim().toLowerCase();
  const opts = { maxOutputLength: maxBytes + 1 };
  let out: Buffer;
  try {
    if (enc === '' || enc === 'identity') return raw;
    if (enc === 'gzip' || enc === 'x-gzip')
      out = zlib.gunzipSync(raw, { ...opts, finishFlush: zlib.constants.Z_SYNC_FLUSH });
    else if (enc === 'deflate') {
      try {
        out = zlib.inflateSync(raw, opts);
      } catch (e) {
        if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw e;
        out = zlib.inflateRawSync(raw, opts); // servers that send raw deflate
      }
    } else if (enc === 'br') out = zlib.brotliDecompressSync(raw, opts);
    else throw new SafeFetchError('network', `unsupported content-encoding ${enc}`);
  } catch (e) {
    if (e instanceof SafeFetchError) throw e;
    if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || e instanceof RangeError) {
      throw new SafeFetchError('too_large', `decompressed body over ${maxBytes} bytes`);
    }
    throw new SafeFetchError('network', 'corrupt compressed body', { cause: e });
  }
  if (out.length > maxBytes) throw new SafeFetchError('too_large', `decompressed body over ${maxBytes} bytes`);
  return out;
}

export function looksLikeHtml(body: Buffer): boolean {
  const head = body
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return (
    head.startsWith('<!doctype html') ||
    head.startsWith('<html') ||
    (head.startsWith('<') && /<(head|body|meta|title)\b/.test(head))
  );
}

export function checkType(expect: NonNullable<SafeFetchOptions['expect']>, type: string, url: string): void {
  if (expect === 'any' || type === '') return; // an empty type is sniffed after the body is read
  if (expect === 'image') {
    if (!type.startsWith('image/')) throw new SafeFetchError('not_image', `${url} is ${type}`);
    return;
  }
  if (HTML_TYPES.has(type)) return;
  if (expect === 'text' && type === 'text/plain') return;
  throw new SafeFetchError('not_html', `${url} is ${type}`);
}

export async function readCapped(body: AsyncIterable<Buffer>, maxBytes: number, declared: number): Promise<Buffer> {
  if (Number.isFinite(declared) && declared > maxBytes) {
    throw new SafeFetchError('too_large', `content-length ${declared} over ${maxBytes}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) throw new SafeFetchError('too_large', `body over ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
