import { LIMITS } from './constants.ts';

/** This site's stored images: `/media/<22-char id>-<width>.webp` (see schemas/image-media.ts). */
const MEDIA_PATH = /^\/media\/[A-Za-z0-9_-]{22}-\d{2,4}\.webp$/;

/**
 * The image address a recipe may carry, or null. A recipe's imageUrl is put in `<img src>` on
 * public pages, so only this site's stored images and https: addresses on another host are
 * accepted: never another path of this site ("/api/logout" would sign visitors out), nor a
 * protocol-relative or backslash form a browser reads as another host, nor javascript:, data:,
 * http: or addresses with credentials.
 */
export function acceptableImageUrl(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (v.length === 0 || v.length > LIMITS.url) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f\\]/.test(v)) return null;
  if (MEDIA_PATH.test(v)) return v;
  if (!/^https:\/\/[^/]/i.test(v)) return null;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) return null;
  return url.href;
}
