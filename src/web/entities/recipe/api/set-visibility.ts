import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRecipeVisibility } from '../../../../shared/schemas/household.ts';
import { api, dataOf } from '../../../lib/api/client.ts';
import { useRecipeErrorToast } from './error-toast.ts';
import { invalidateRecipeData, recipeKeys } from './keys.ts';
import type { TRecipe } from './types.ts';

/** PATCH /api/recipes/:id/visibility → the recipe, private, shared with the household or public. */
export function setRecipeVisibility(id: string, visibility: TRecipeVisibility): Promise<TRecipe> {
  return dataOf(api.PATCH('/api/recipes/{id}/visibility', { params: { path: { id } }, body: { visibility } }));
}

/** The fields a visibility change touches, as the server would set them. */
export function withVisibility<T extends Pick<TRecipe, 'isPublic' | 'visibility'>>(
  recipe: T,
  visibility: TRecipeVisibility,
): T {
  return { ...recipe, visibility, isPublic: visibility === 'public' };
}

interface Change {
  id: string;
  visibility: TRecipeVisibility;
}

/**
 * Optimistic: the recipe shows its new visibility at once. On failure it goes back to what it was
 * and the spec's toast says 'Failed to update recipe visibility.' (section 8). Choices made in a
 * row (arrow keys through the options) each send a request; only the last one's answer is
 * written, so an earlier answer arriving late cannot undo a later choice.
 */
export function useSetVisibility() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('recipes');
  const showError = useRecipeErrorToast();
  const latest = useRef(0);
  return useMutation({
    mutationFn: ({ id, visibility }: Change) => setRecipeVisibility(id, visibility),
    onMutate: async ({ id, visibility }: Change) => {
      const key = recipeKeys.detail(id);
      const sequence = ++latest.current;
      // A read still under way would overwrite the optimistic value with the old one.
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<TRecipe>(key);
      if (previous) queryClient.setQueryData<TRecipe>(key, withVisibility(previous, visibility));
      return { previous, sequence };
    },
    onSuccess: (recipe, _change, context) => {
      if (context.sequence === latest.current) queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
    },
    onError: (error, { id }, context) => {
      // Only the last choice rolls back: an earlier one's snapshot may be stale by then.
      if (context && context.sequence === latest.current && context.previous) {
        queryClient.setQueryData(recipeKeys.detail(id), context.previous);
      }
      showError(error, t('errors.visibility'));
    },
    onSettled: (_recipe, error, { id }, context) => {
      // Lists and cards (their badge) read again once the last choice is settled; after a failure
      // the recipe itself too, since the server's state is then not known for sure.
      if (context?.sequence === latest.current) void invalidateRecipeData(queryClient, error ? undefined : id);
    },
  });
}
