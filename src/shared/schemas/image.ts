import { z } from 'zod';

/**
 * Recipe images: the API contract and the rendition naming convention, shared by server and web.
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

/** POST /api/objects/upload and POST /api/recipes/image-upload-url. */
export const ZUploadUrl = z.object({
  /** PUT the raw file here with its Content-Type (a same-site path, or an S3 presigned URL). */
  uploadURL: z.string(),
  expiresAt: z.string(),
  maxBytes: z.number(),
});
export type TUploadUrl = z.infer<typeof ZUploadUrl>;

/** PUT /api/recipes/{id}/image. */
export const ZAttachImage = z.object({
  /** The uploadURL as returned (its query string may be left off). */
  imageURL: z.string().trim().min(1, 'imageURL is required').max(4096),
});
export type TAttachImage = z.infer<typeof ZAttachImage>;

const ZImageFields = {
  /** Path of the largest rendition, e.g. /media/Xy…-2048.webp. */
  imageUrl: z.string(),
  /** Real widths of the stored renditions, smallest first. */
  widths: z.array(z.number()),
  /** Ready-made srcset. */
  srcSet: z.string(),
};

export const ZAttachedImage = z.object({ ...ZImageFields, objectPath: z.string() });
export type TAttachedImage = z.infer<typeof ZAttachedImage>;

/** POST /api/recipes/{id}/generate-image. Missing fields are taken from the saved recipe. */
export const ZGenerateImage = z.object({
  title: z.string().trim().max(200).optional(),
  ingredients: z
    .array(z.union([z.string().max(200), z.object({ name: z.string().max(200) }).passthrough()]))
    .max(200)
    .optional(),
});
export type TGenerateImage = z.infer<typeof ZGenerateImage>;

/** generate-image (a preview, not attached), regenerate-image (attached), confirm-image. */
export const ZGeneratedImage = z.object({
  ...ZImageFields,
  /** What made the picture: the configured image model, or the built-in illustration. */
  source: z.enum(['ai', 'illustration']),
  /** A sentence for the user (e.g. that the image model failed and an illustration was drawn). */
  message: z.string(),
});
export type TGeneratedImage = z.infer<typeof ZGeneratedImage>;

/** PUT /api/recipes/{id}/confirm-image. */
export const ZConfirmImage = z.object({
  imageUrl: z.string().trim().min(1, 'imageUrl is required').max(4096),
});
export type TConfirmImage = z.infer<typeof ZConfirmImage>;
