import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, dataOf } from '../../../lib/api/client.ts';
import { toastCollectionError } from './collection-error-toast.ts';
import { collectionKey } from './collection-query.ts';
import { COLLECTIONS_KEY } from './collections-query.ts';

/** DELETE /api/collections/{id}: the collection goes, its recipes stay. */
export async function deleteCollection(id: string): Promise<void> {
  await dataOf(api.DELETE('/api/collections/{id}', { params: { path: { id } } }));
}

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('collections');
  return useMutation({
    mutationFn: deleteCollection,
    onSuccess: (_data, id) => {
      // Drop the deleted collection's own queries instead of refetching them into a 404; not
      // awaited, so the caller's onSuccess (leaving the collection's page) runs straight away.
      queryClient.removeQueries({ queryKey: collectionKey(id) });
      void queryClient.invalidateQueries({ queryKey: COLLECTIONS_KEY });
    },
    onError: (error) => toastCollectionError(t, 'delete', error),
  });
}
