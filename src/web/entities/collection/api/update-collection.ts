import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCollection, TCollectionUpdate } from '../../../../shared/schemas/collection.ts';
import { api, dataOf } from '../../../lib/api/client.ts';
import { toastCollectionError } from './collection-error-toast.ts';
import { COLLECTIONS_KEY } from './collections-query.ts';

/** PATCH /api/collections/{id}: the changed fields; answers the updated collection. */
export function updateCollection({ id, changes }: { id: string; changes: TCollectionUpdate }): Promise<TCollection> {
  return dataOf(api.PATCH('/api/collections/{id}', { params: { path: { id } }, body: changes }));
}

export function useUpdateCollection() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('collections');
  return useMutation({
    mutationFn: updateCollection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COLLECTIONS_KEY }),
    onError: (error) => toastCollectionError(t, 'update', error),
  });
}
