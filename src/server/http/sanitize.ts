import { Stream } from 'node:stream';

/**
 * PostgreSQL text cannot hold the NUL character: strings arriving with U+0000 would fail deep in a
 * query. They carry nothing a cook wrote, so they are removed from every string of a request's
 * body and query before validation.
 */
export function stripNul<T>(value: T, depth = 0): T {
  if (depth > 200) return value;
  if (typeof value === 'string') return (value.includes('\u0000') ? value.split('\u0000').join('') : value) as T;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = stripNul(value[i], depth + 1);
    return value;
  }
  // A streamed body (a file upload) is passed on untouched: walking a socket's graph never ends.
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value) && !(value instanceof Stream)) {
    const obj = value as Record<string, unknown>;
    for (const key of Object.keys(obj)) obj[key] = stripNul(obj[key], depth + 1);
  }
  return value;
}
