import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCollection } from '../../../../shared/schemas/collection.ts';
import { api, dataOf } from '../../../lib/api/client.ts';

/** Every collection query key starts here, so invalidating it refreshes lists, details and their recipes. */
export const COLLECTIONS_KEY = ['/api/collections'] as const;

/** GET /api/collections: the user's collections, each with recipeCount and recipeIds. */
export function fetchCollections(signal?: AbortSignal): Promise<TCollection[]> {
  return dataOf(api.GET('/api/collections', { signal }));
}

export const collectionsQueryOptions = queryOptions({
  queryKey: COLLECTIONS_KEY,
  queryFn: ({ signal }) => fetchCollections(signal),
});

export function useCollections(options: { enabled?: boolean } = {}) {
  return useQuery({ ...collectionsQueryOptions, enabled: options.enabled ?? true });
}
