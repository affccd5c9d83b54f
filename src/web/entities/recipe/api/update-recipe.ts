import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ZRecipeUpdate } from '../../../../shared/schemas/recipe-api.ts';
import { apiJson } from '../../../lib/api.ts';
import { useRecipeErrorToast, type MutationToastOptions } from './error-toast.ts';
import { invalidateRecipeData, recipeKeys } from './keys.ts';
import type { TRecipe } from './types.ts';

export type TRecipeUpdateInput = z.input<typeof ZRecipeUpdate>;

/** PATCH /api/recipes/:id with the fields that change → the updated recipe. */
export function updateRecipe({ id, patch }: { id: string; patch: TRecipeUpdateInput }): Promise<TRecipe> {
  return apiJson<TRecipe>('PATCH', `/api/recipes/${encodeURIComponent(id)}`, patch);
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
