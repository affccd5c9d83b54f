import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, dataOf } from '../../../lib/api/client.ts';
import { useRecipeErrorToast, type MutationToastOptions } from './error-toast.ts';
import { invalidateRecipeData, recipeKeys } from './keys.ts';

/** DELETE /api/recipes/:id → 204. */
export async function deleteRecipe(id: string): Promise<void> {
  await dataOf(api.DELETE('/api/recipes/{id}', { params: { path: { id } } }));
}

export function useDeleteRecipe({ errorToast = true }: MutationToastOptions = {}) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('recipes');
  const showError = useRecipeErrorToast();
  return useMutation({
    mutationFn: deleteRecipe,
    onSuccess: (_data, id) => {
      // Dropped first, so the refetch below does not ask for a recipe that no longer exists.
      queryClient.removeQueries({ queryKey: recipeKeys.detail(id) });
      void invalidateRecipeData(queryClient);
    },
    onError: (error) => {
      if (errorToast) showError(error, t('errors.delete'));
    },
  });
}
