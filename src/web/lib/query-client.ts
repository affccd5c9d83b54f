import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api.ts';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * A query function that GETs the query key joined as a path (['/api/recipes', id] →
 * /api/recipes/<id>). Query keys therefore start with the API path, so invalidating
 * ['/api/recipes'] reaches every query under it. With on401 'returnNull' a 401 yields null.
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey.map(String).join('/');
    try {
      const res = await apiRequest('GET', url, undefined, { signal });
      if (res.status === 204) return null;
      return (await res.json()) as T;
    } catch (error) {
      if (options.on401 === 'returnNull' && error instanceof Error && error.message.startsWith('401: ')) return null;
      throw error;
    }
  };
}

/** Cache rules of spec section 7: no refetch interval or on focus, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
