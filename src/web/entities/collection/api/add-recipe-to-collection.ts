import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, dataOf } from '../../../lib/api/client.ts';
import { toastCollectionError } from './collection-error-toast.ts';
import { COLLECTIONS_KEY } from './collections-query.ts';
import { applyMembershipOptimistically, restoreMembership } from './membership-cache.ts';

export interface MembershipVariables {
  collectionId: string;
  recipeId: string;
}

/** POST /api/collections/{collectionId}/recipes: { added: true } (201), or { added: false } when it was already there. */
export function addRecipeToCollection({ collectionId, recipeId }: MembershipVariables): Promise<{ added: boolean }> {
  return dataOf(
    api.POST('/api/collections/{collectionId}/recipes', { params: { path: { collectionId } }, body: { recipeId } }),
  );
}

export function useAddRecipeToCollection() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('collections');
  return useMutation({
    mutationFn: addRecipeToCollection,
    onMutate: ({ collectionId, recipeId }) => applyMembershipOptimistically(queryClient, collectionId, recipeId, true),
    onError: (error, _vars, context) => {
      restoreMembership(queryClient, context?.previous);
      toastCollectionError(t, 'add', error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: COLLECTIONS_KEY }),
  });
}
