import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '../../../../lib/api/client.ts';
import type { TGeneratedImage } from '../../../../../shared/schemas/image.ts';
import { fetchRecipe } from '../../api/get-recipe.ts';
import type { TRecipe } from '../../api/types.ts';
import { imageKeys } from './keys.ts';

type ImageRecipe = Pick<TRecipe, 'id' | 'title'> & Partial<Pick<TRecipe, 'ingredients'>>;

/**
 * POST /api/recipes/{id}/generate-image {title, ingredients} → a preview, not attached yet. A list
 * card has no ingredients: they are read from the recipe's detail first.
 */
export async function generateImagePreview(recipe: ImageRecipe): Promise<TGeneratedImage> {
  const ingredients = recipe.ingredients ?? (await fetchRecipe(recipe.id)).ingredients;
  return dataOf(
    api.POST('/api/recipes/{id}/generate-image', {
      params: { path: { id: recipe.id } },
      body: { title: recipe.title, ingredients: ingredients.map((ingredient) => ingredient.name).filter(Boolean) },
    }),
  );
}

/** The manager's Generate / 'Generate Another'. Errors are handled by the caller (its toasts). */
export function useGenerateImagePreview(recipe: ImageRecipe) {
  return useMutation({
    mutationKey: imageKeys.generate(recipe.id),
    mutationFn: () => generateImagePreview(recipe),
  });
}
