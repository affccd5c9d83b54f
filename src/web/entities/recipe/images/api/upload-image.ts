import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../../lib/api.ts';
import { api, dataOf } from '../../../../lib/api/client.ts';
import type { TAttachedImage, TUploadUrl } from '../../../../../shared/schemas/image.ts';
import { applyRecipeImage } from './patch-recipe-image.ts';

/** POST /api/objects/upload → a one-time upload slot for a recipe image. */
export function requestImageUpload(): Promise<TUploadUrl> {
  return dataOf(api.POST('/api/objects/upload'));
}

/**
 * PUTs the file's bytes to the slot with its own Content-Type. Same-origin credentials: the local
 * driver's URL is on this site (the session cookie goes along), an S3 URL is signed already.
 * A refusal throws ApiError, so the server's message (413, 415…) reaches the toast.
 */
export async function putImageFile(uploadURL: string, file: Blob): Promise<void> {
  const res = await fetch(uploadURL, {
    method: 'PUT',
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    credentials: 'same-origin',
  });
  if (!res.ok) {
    const body = await res.text().catch(() => '');
    throw new ApiError(res.status, res.statusText, body);
  }
}

/** PUT /api/recipes/{id}/image {imageURL}: attaches an uploaded file (the server makes the renditions). */
export function attachUploadedImage(recipeId: string, uploadURL: string): Promise<TAttachedImage> {
  return dataOf(
    api.PUT('/api/recipes/{id}/image', { params: { path: { id: recipeId } }, body: { imageURL: uploadURL } }),
  );
}

/** The upload flow of spec section 7: upload URL → PUT the file → attach it to the recipe. */
export async function uploadRecipeImage(recipeId: string, file: File): Promise<TAttachedImage> {
  const { uploadURL } = await requestImageUpload();
  await putImageFile(uploadURL, file);
  return attachUploadedImage(recipeId, uploadURL);
}

/** 'Use This Image' for an uploaded photo; refreshes recipe data. */
export function useUploadRecipeImage(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadRecipeImage(recipeId, file),
    onSuccess: (attached) => applyRecipeImage(queryClient, recipeId, attached.imageUrl),
  });
}
