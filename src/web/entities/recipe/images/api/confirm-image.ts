import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../../lib/api/client.ts';
import type { TAttachedImage } from '../../../../../shared/schemas/image.ts';
import { applyRecipeImage } from './patch-recipe-image.ts';

/** PUT /api/recipes/{id}/confirm-image {imageUrl}: attaches a generated preview. */
export function confirmImage(recipeId: string, imageUrl: string): Promise<TAttachedImage> {
  return dataOf(api.PUT('/api/recipes/{id}/confirm-image', { params: { path: { id: recipeId } }, body: { imageUrl } }));
}

/** 'Use This Image' for a generated preview; refreshes recipe data. */
export function useConfirmImage(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageUrl: string) => confirmImage(recipeId, imageUrl),
    onSuccess: (attached) => applyRecipeImage(queryClient, recipeId, attached.imageUrl),
  });
}
