import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCollection, TCollectionInput } from '../../../../shared/schemas/collection.ts';
import { api, dataOf } from '../../../lib/api/client.ts';
import { toastCollectionError } from './collection-error-toast.ts';
import { COLLECTIONS_KEY } from './collections-query.ts';

/** POST /api/collections: name, description, color, icon; answers the new collection. */
export function createCollection(input: TCollectionInput): Promise<TCollection> {
  return dataOf(api.POST('/api/collections', { body: input }));
}

export function useCreateCollection() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('collections');
  return useMutation({
    mutationFn: createCollection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COLLECTIONS_KEY }),
    onError: (error) => toastCollectionError(t, 'create', error),
  });
}
