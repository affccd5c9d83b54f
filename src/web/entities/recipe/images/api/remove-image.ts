import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/api.ts';
import { recipePath } from './keys.ts';
import { applyRecipeImage } from './patch-recipe-image.ts';

/** DELETE /api/recipes/{id}/image → 204; the image and its files are gone. */
export function removeRecipeImage(recipeId: string): Promise<void> {
  return apiJson<void>('DELETE', `${recipePath(recipeId)}/image`);
}

export function useRemoveRecipeImage(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeRecipeImage(recipeId),
    onSuccess: () => applyRecipeImage(queryClient, recipeId, null),
  });
}
