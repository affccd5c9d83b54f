import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/api.ts';
import type { TGeneratedImage } from '../../../../../shared/schemas/image.ts';
import type { TRecipe } from '../../api/types.ts';
import { imageKeys, recipePath } from './keys.ts';

/** POST /api/recipes/{id}/generate-image {title, ingredients} → a preview, not attached yet. */
export function generateImagePreview(recipe: Pick<TRecipe, 'id' | 'title' | 'ingredients'>): Promise<TGeneratedImage> {
  return apiJson<TGeneratedImage>('POST', `${recipePath(recipe.id)}/generate-image`, {
    title: recipe.title,
    ingredients: recipe.ingredients.map((ingredient) => ingredient.name).filter(Boolean),
  });
}

/** The manager's Generate / 'Generate Another'. Errors are handled by the caller (its toasts). */
export function useGenerateImagePreview(recipe: Pick<TRecipe, 'id' | 'title' | 'ingredients'>) {
  return useMutation({
    mutationKey: imageKeys.generate(recipe.id),
    mutationFn: () => generateImagePreview(recipe),
  });
}
