import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, dataOf } from '../../../lib/api/client.ts';
import { useRecipeErrorToast, type MutationToastOptions } from './error-toast.ts';
import { invalidateRecipeData, recipeKeys } from './keys.ts';
import type { TRecipe } from './types.ts';

/** PATCH /api/recipes/:id/favorite → the recipe with isFavorite flipped. */
export function toggleFavorite(id: string): Promise<TRecipe> {
  return dataOf(api.PATCH('/api/recipes/{id}/favorite', { params: { path: { id } } }));
}

/** Error: 'Error' with the server's message or 'Failed to update favorite status.' (spec section 8). */
export function useToggleFavorite({ errorToast = true }: MutationToastOptions = {}) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('recipes');
  const showError = useRecipeErrorToast();
  return useMutation({
    mutationFn: toggleFavorite,
    onSuccess: (recipe) => {
      queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
      void invalidateRecipeData(queryClient, recipe.id);
    },
    onError: (error) => {
      if (errorToast) showError(error, t('errors.favorite'));
    },
  });
}
