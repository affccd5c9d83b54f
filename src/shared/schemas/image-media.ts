/**
 * The zod-free half of image.ts: rendition naming, sizes and limits. The web's image widget
 * imports these without pulling zod into the pages that show pictures; image.ts re-exports them.
 *
 * A stored image is a set of WebP renditions named `/media/<id>-<width>.webp`, where `<id>` is a
 * random 22-character token and `<width>` the rendition's real pixel width. The recipe's `imageUrl`
 * names the largest one (≤ 2048 px wide); the smaller ones are every width of IMAGE_WIDTHS below
 * it, so the web can build `srcset` from `imageUrl` alone (see `mediaSrcSet`).
 */
export const IMAGE_WIDTHS = [320, 640, 1024, 2048] as const;
export const IMAGE_MAX_WIDTH = 2048;
/** Largest accepted upload, in bytes (20 MB). */
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;
/** Largest accepted image, in pixels (width × height), against decompression bombs. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Upload URLs accept the PUT for this long. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
/** Image widget default quality (spec section 9). */
export const IMAGE_QUALITY_DEFAULT = 85;

const MEDIA_PATH = /^\/media\/([A-Za-z0-9_-]{22})-(\d{2,4})\.webp$/;

/** The id and width of a `/media/<id>-<width>.webp` path or same-site URL, or null. */
export function parseMediaUrl(url: string | null | undefined): { id: string; width: number } | null {
  if (!url) return null;
  let pathname: string;
  if (/^https?:\/\//i.test(url)) {
    try {
      pathname = new URL(url).pathname;
    } catch {
      return null;
    }
  } else {
    pathname = url.split(/[?#]/)[0]!;
  }
  const m = MEDIA_PATH.exec(pathname);
  return m ? { id: m[1]!, width: Number(m[2]) } : null;
}

/** The widths stored for an image whose largest rendition is `maxWidth` px wide. */
export function renditionWidths(maxWidth: number): number[] {
  return [...IMAGE_WIDTHS.filter((w) => w < maxWidth), maxWidth];
}

export function mediaPath(id: string, width: number): string {
  return `/media/${id}-${width}.webp`;
}

/** `srcset` for a stored image (`/media/…`), or null for any other address. */
export function mediaSrcSet(imageUrl: string | null | undefined): string | null {
  const parsed = parseMediaUrl(imageUrl);
  if (!parsed) return null;
  return renditionWidths(parsed.width)
    .map((w) => `${mediaPath(parsed.id, w)} ${w}w`)
    .join(', ');
}
