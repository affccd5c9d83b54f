import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ZRecipeCreate } from '../../../../shared/schemas/recipe-api.ts';
import { apiJson } from '../../../lib/api.ts';
import { useRecipeErrorToast, type MutationToastOptions } from './error-toast.ts';
import { invalidateRecipeData, recipeKeys } from './keys.ts';
import type { TRecipe } from './types.ts';

export type TRecipeCreateInput = z.input<typeof ZRecipeCreate>;

/** POST /api/recipes → 201 with the new recipe. */
export function createRecipe(input: TRecipeCreateInput): Promise<TRecipe> {
  return apiJson<TRecipe>('POST', '/api/recipes', input);
}

export function useCreateRecipe({ errorToast = true }: MutationToastOptions = {}) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('recipes');
  const showError = useRecipeErrorToast();
  return useMutation({
    mutationFn: createRecipe,
    onSuccess: (recipe) => {
      queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
      void invalidateRecipeData(queryClient, recipe.id);
    },
    onError: (error) => {
      if (errorToast) showError(error, t('errors.create'));
    },
  });
}
