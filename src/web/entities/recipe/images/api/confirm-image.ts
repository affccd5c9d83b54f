import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/api.ts';
import type { TAttachedImage } from '../../../../../shared/schemas/image.ts';
import { recipePath } from './keys.ts';
import { applyRecipeImage } from './patch-recipe-image.ts';

/** PUT /api/recipes/{id}/confirm-image {imageUrl}: attaches a generated preview. */
export function confirmImage(recipeId: string, imageUrl: string): Promise<TAttachedImage> {
  return apiJson<TAttachedImage>('PUT', `${recipePath(recipeId)}/confirm-image`, { imageUrl });
}

/** 'Use This Image' for a generated preview; refreshes recipe data. */
export function useConfirmImage(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageUrl: string) => confirmImage(recipeId, imageUrl),
    onSuccess: (attached) => applyRecipeImage(queryClient, recipeId, attached.imageUrl),
  });
}
