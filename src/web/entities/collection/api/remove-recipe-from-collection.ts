import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiJson } from '../../../lib/api.ts';
import type { MembershipVariables } from './add-recipe-to-collection.ts';
import { toastCollectionError } from './collection-error-toast.ts';
import { COLLECTIONS_KEY } from './collections-query.ts';
import { applyMembershipOptimistically, restoreMembership } from './membership-cache.ts';

/** DELETE /api/collections/{collectionId}/recipes/{recipeId}: takes the recipe out (the recipe itself stays). */
export function removeRecipeFromCollection({ collectionId, recipeId }: MembershipVariables): Promise<void> {
  return apiJson<void>(
    'DELETE',
    `/api/collections/${encodeURIComponent(collectionId)}/recipes/${encodeURIComponent(recipeId)}`,
  );
}

export function useRemoveRecipeFromCollection() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('collections');
  return useMutation({
    mutationFn: removeRecipeFromCollection,
    onMutate: ({ collectionId, recipeId }) => applyMembershipOptimistically(queryClient, collectionId, recipeId, false),
    onError: (error, _vars, context) => {
      restoreMembership(queryClient, context?.previous);
      toastCollectionError(t, 'remove', error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: COLLECTIONS_KEY }),
  });
}
