import { IMAGE_MAX_BYTES } from '../../../../shared/schemas/image-media.ts';

/** The types the server keeps (it checks the bytes again): JPEG, PNG, WebP, AVIF, HEIC/HEIF. */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/heif',
] as const;
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|webp|avif|hei[cf])$/i;

export type ImageFileProblem = 'type' | 'size' | 'empty';

export type ImageFileCheck = { ok: true } | { ok: false; problem: ImageFileProblem };

/**
 * Checks a chosen or dropped file before anything is sent: an accepted image type (by its declared
 * type, or by its name when the browser gives none, as some do for HEIC), not empty, at most
 * 20 MB (IMAGE_MAX_BYTES, the server's limit). The server still checks the bytes themselves.
 */
export function checkImageFile(file: Pick<File, 'name' | 'type' | 'size'>): ImageFileCheck {
  const type = file.type.toLowerCase();
  const typeOk = type
    ? (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type)
    : ACCEPTED_EXTENSIONS.test(file.name);
  if (!typeOk) return { ok: false, problem: 'type' };
  if (file.size <= 0) return { ok: false, problem: 'empty' };
  if (file.size > IMAGE_MAX_BYTES) return { ok: false, problem: 'size' };
  return { ok: true };
}
