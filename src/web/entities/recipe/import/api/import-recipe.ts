import { ApiError } from '../../../../lib/api.ts';
import { api, dataOf } from '../../../../lib/api/client.ts';
import type { TRecipe } from '../../api/types.ts';

/** POST /api/recipes/import {url} → 201 with the saved recipe (spec section 7). */
export function importRecipeFromUrl(url: string): Promise<TRecipe> {
  return dataOf(api.POST('/api/recipes/import', { body: { url } }));
}

/** POST /api/recipes/import-text {text} → 201 with the saved recipe (beyond the spec: pasted text). */
export function importRecipeFromText(text: string): Promise<TRecipe> {
  return dataOf(api.POST('/api/recipes/import-text', { body: { text } }));
}

/** POST /api/recipes/image-upload-url → {uploadURL}: a one-time slot for the photo. */
export function requestImportUploadUrl(): Promise<{ uploadURL: string }> {
  return dataOf(api.POST('/api/recipes/image-upload-url'));
}

/** The PUT of the photo itself failed (spec: 'Failed to upload image. Please try again.'). */
export class PhotoUploadError extends Error {
  readonly status: number | undefined;
  constructor(status: number | undefined, options?: { cause?: unknown }) {
    super(`photo upload failed${status ? ` (${status})` : ''}`, options);
    this.name = 'PhotoUploadError';
    this.status = status;
  }
}

/**
 * PUTs the file to its upload URL with its own Content-Type. Same-origin credentials only: the
 * local driver's URL is on this site (the session cookie goes along), an S3 URL is signed already.
 */
export async function uploadPhoto(uploadURL: string, file: Blob): Promise<void> {
  let res: Response;
  try {
    res = await fetch(uploadURL, {
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': file.type },
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new PhotoUploadError(undefined, { cause: error });
  }
  if (!res.ok) {
    const body = await res.text().catch(() => '');
    throw new PhotoUploadError(res.status, { cause: new ApiError(res.status, res.statusText, body) });
  }
}

/** POST /api/recipes/import-from-image {imageUrl} → 201 with the recipe read from the photo. */
export function importRecipeFromImage(imageUrl: string): Promise<TRecipe> {
  return dataOf(api.POST('/api/recipes/import-from-image', { body: { imageUrl } }));
}

export type PhotoStage = 'uploading' | 'reading';

/** The photo flow of spec section 7: upload URL → PUT the file → import-from-image. */
export async function importRecipeFromPhoto(file: File, onStage?: (stage: PhotoStage) => void): Promise<TRecipe> {
  onStage?.('uploading');
  const { uploadURL } = await requestImportUploadUrl();
  await uploadPhoto(uploadURL, file);
  onStage?.('reading');
  return importRecipeFromImage(uploadURL);
}
