import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, dataOf } from '../../../lib/api/client.ts';
import type { ApiBody } from '../../../lib/api/types.ts';
import { useRecipeErrorToast, type MutationToastOptions } from './error-toast.ts';
import { invalidateRecipeData, recipeKeys } from './keys.ts';
import type { TRecipe } from './types.ts';

/** The body of PATCH /api/recipes/:id: the fields that change. */
export type TRecipeUpdateInput = ApiBody<'/api/recipes/{id}', 'patch'>;

/** PATCH /api/recipes/:id with the fields that change → the updated recipe. */
export function updateRecipe({ id, patch }: { id: string; patch: TRecipeUpdateInput }): Promise<TRecipe> {
  return dataOf(api.PATCH('/api/recipes/{id}', { params: { path: { id } }, body: patch }));
}

export function useUpdateRecipe({ errorToast = true }: MutationToastOptions = {}) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('recipes');
  const showError = useRecipeErrorToast();
  return useMutation({
    mutationFn: updateRecipe,
    onSuccess: (recipe) => {
      queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
      void invalidateRecipeData(queryClient, recipe.id);
    },
    onError: (error) => {
      if (errorToast) showError(error, t('errors.update'));
    },
  });
}
