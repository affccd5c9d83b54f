import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../../lib/api/client.ts';
import { applyRecipeImage } from './patch-recipe-image.ts';

/** DELETE /api/recipes/{id}/image → 204; the image and its files are gone. */
export async function removeRecipeImage(recipeId: string): Promise<void> {
  await dataOf(api.DELETE('/api/recipes/{id}/image', { params: { path: { id: recipeId } } }));
}

export function useRemoveRecipeImage(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeRecipeImage(recipeId),
    onSuccess: () => applyRecipeImage(queryClient, recipeId, null),
  });
}
