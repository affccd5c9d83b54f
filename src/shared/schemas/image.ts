import { z } from 'zod';

/**
 * Recipe images: the API contract and the rendition naming convention, shared by server and web.
 * The naming convention, sizes and limits live in image-media.ts (no zod, for the web's pages).
 */
export {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_WIDTH,
  IMAGE_QUALITY_DEFAULT,
  IMAGE_WIDTHS,
  UPLOAD_URL_TTL_SECONDS,
  mediaPath,
  mediaSrcSet,
  parseMediaUrl,
  renditionWidths,
} from './image-media.ts';

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
