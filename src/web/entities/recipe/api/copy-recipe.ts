import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TRecipeCopy } from '../../../../shared/schemas/recipe-api.ts';
import { api, dataOf } from '../../../lib/api/client.ts';
import { useRecipeErrorToast, type MutationToastOptions } from './error-toast.ts';
import { invalidateRecipeData, recipeKeys } from './keys.ts';
import type { TRecipe } from './types.ts';

export interface CopyRecipeInput {
  id: string;
  /** Fields that differ in the copy (save as copy), and isFavorite to save it into favourites. */
  overrides?: TRecipeCopy;
}

/** POST /api/recipes/:id/copy → 201 with the new recipe (yours, private). */
export function copyRecipe({ id, overrides = {} }: CopyRecipeInput): Promise<TRecipe> {
  return dataOf(api.POST('/api/recipes/{id}/copy', { params: { path: { id } }, body: overrides }));
}

export function useCopyRecipe({ errorToast = true }: MutationToastOptions = {}) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('recipes');
  const showError = useRecipeErrorToast();
  return useMutation({
    mutationFn: copyRecipe,
    onSuccess: (recipe) => {
      queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
      void invalidateRecipeData(queryClient, recipe.id);
    },
    onError: (error) => {
      if (errorToast) showError(error, t('errors.copy'));
    },
  });
}
