import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, dataOf } from '../../../lib/api/client.ts';
import { useRecipeErrorToast, type MutationToastOptions } from './error-toast.ts';
import { invalidateRecipeData, recipeKeys } from './keys.ts';
import type { TRecipe } from './types.ts';

/** PATCH /api/recipes/:id/public → the recipe with isPublic flipped. */
export function togglePublic(id: string): Promise<TRecipe> {
  return dataOf(api.PATCH('/api/recipes/{id}/public', { params: { path: { id } } }));
}

/** Error: 'Error' with the server's message or 'Failed to update recipe visibility.' (spec section 8). */
export function useTogglePublic({ errorToast = true }: MutationToastOptions = {}) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('recipes');
  const showError = useRecipeErrorToast();
  return useMutation({
    mutationFn: togglePublic,
    onSuccess: (recipe) => {
      queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
      void invalidateRecipeData(queryClient, recipe.id);
    },
    onError: (error) => {
      if (errorToast) showError(error, t('errors.visibility'));
    },
  });
}
