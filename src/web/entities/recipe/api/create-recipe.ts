import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, dataOf } from '../../../lib/api/client.ts';
import type { ApiBody } from '../../../lib/api/types.ts';
import { useRecipeErrorToast, type MutationToastOptions } from './error-toast.ts';
import { invalidateRecipeData, recipeKeys } from './keys.ts';
import type { TRecipe } from './types.ts';

/** The body of POST /api/recipes, as the server's schema accepts it. */
export type TRecipeCreateInput = ApiBody<'/api/recipes', 'post'>;

/** POST /api/recipes → 201 with the new recipe. */
export function createRecipe(input: TRecipeCreateInput): Promise<TRecipe> {
  return dataOf(api.POST('/api/recipes', { body: input }));
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
