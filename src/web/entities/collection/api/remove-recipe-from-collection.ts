import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, dataOf } from '../../../lib/api/client.ts';
import type { MembershipVariables } from './add-recipe-to-collection.ts';
import { toastCollectionError } from './collection-error-toast.ts';
import { COLLECTIONS_KEY } from './collections-query.ts';
import { applyMembershipOptimistically, restoreMembership } from './membership-cache.ts';

/** DELETE /api/collections/{collectionId}/recipes/{recipeId}: takes the recipe out (the recipe itself stays). */
export async function removeRecipeFromCollection({ collectionId, recipeId }: MembershipVariables): Promise<void> {
  await dataOf(
    api.DELETE('/api/collections/{collectionId}/recipes/{recipeId}', { params: { path: { collectionId, recipeId } } }),
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
