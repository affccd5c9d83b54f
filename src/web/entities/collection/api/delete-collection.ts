import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiJson } from '../../../lib/api.ts';
import { toastCollectionError } from './collection-error-toast.ts';
import { collectionKey } from './collection-query.ts';
import { COLLECTIONS_KEY } from './collections-query.ts';

/** DELETE /api/collections/{id}: the collection goes, its recipes stay. */
export function deleteCollection(id: string): Promise<void> {
  return apiJson<void>('DELETE', `/api/collections/${encodeURIComponent(id)}`);
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
