import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../../lib/api/client.ts';
import type { TGeneratedImage } from '../../../../../shared/schemas/image.ts';
import { imageKeys } from './keys.ts';
import { applyRecipeImage } from './patch-recipe-image.ts';

/** POST /api/recipes/{id}/regenerate-image → a new image, generated and attached at once. */
export function regenerateImage(recipeId: string): Promise<TGeneratedImage> {
  return dataOf(api.POST('/api/recipes/{id}/regenerate-image', { params: { path: { id: recipeId } } }));
}

export interface RegenerateCallbacks {
  onSuccess?: (image: TGeneratedImage) => void;
  onError?: (error: unknown) => void;
}

/**
 * The card's generate (missing image) and regenerate (failed image) buttons. Keyed per recipe so
 * every view of it shows 'Generating new image...' while this runs, until the refetched recipe
 * carries the new address. An answer without an image address changes nothing.
 */
export function useRegenerateImage(recipeId: string, callbacks: RegenerateCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: imageKeys.regenerate(recipeId),
    mutationFn: () => regenerateImage(recipeId),
    onSuccess: async (image) => {
      if (image?.imageUrl) await applyRecipeImage(queryClient, recipeId, image.imageUrl);
      callbacks.onSuccess?.(image);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
