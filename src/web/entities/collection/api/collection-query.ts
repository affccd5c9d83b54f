import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCollection } from '../../../../shared/schemas/collection.ts';
import { api, dataOf } from '../../../lib/api/client.ts';
import { COLLECTIONS_KEY } from './collections-query.ts';

export const collectionKey = (id: string) => [...COLLECTIONS_KEY, id] as const;

/** GET /api/collections/{id}: one collection (404 when it is missing or not yours). */
export function fetchCollection(id: string, signal?: AbortSignal): Promise<TCollection> {
  return dataOf(api.GET('/api/collections/{id}', { params: { path: { id } }, signal }));
}

export function collectionQueryOptions(id: string) {
  return queryOptions({ queryKey: collectionKey(id), queryFn: ({ signal }) => fetchCollection(id, signal) });
}

export function useCollection(id: string) {
  return useQuery(collectionQueryOptions(id));
}
