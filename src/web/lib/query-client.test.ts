import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, getQueryFn } from './query-client.ts';
import { currentUserQueryOptions } from './auth.ts';
import { buildUser, jsonResponse, mockFetch } from '../test-utils.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('query client defaults', () => {
  it('never refetches by itself, never goes stale and never retries', () => {
    const client = createQueryClient();
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.retry).toBe(false);
    expect(mutations?.retry).toBe(false);
  });

  it('fetches the query key joined as a path by default', async () => {
    const fetchMock = mockFetch({ 'GET /api/recipes/r1/nutrition': () => jsonResponse({ id: 'r1' }) });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/recipes', 'r1', 'nutrition'] })).resolves.toEqual({ id: 'r1' });
    expect(fetchMock.mock.calls[0][1]?.credentials).toBe('include');
  });

  it('makes a 401 an error unless asked to return null', async () => {
    mockFetch({ 'GET /api/recipes': () => jsonResponse({ message: 'Unauthorized' }, 401, 'Unauthorized') });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/recipes'] })).rejects.toThrow('401: {"message":"Unauthorized"}');
    const fn = getQueryFn<unknown>({ on401: 'returnNull' });
    await expect(client.fetchQuery({ queryKey: ['/api/recipes'], queryFn: fn })).resolves.toBeNull();
  });
});

describe('current user query', () => {
  it('is fresh for 5 minutes and not retried', () => {
    expect(currentUserQueryOptions.staleTime).toBe(300000);
    expect(currentUserQueryOptions.retry).toBe(false);
    expect(currentUserQueryOptions.queryKey).toEqual(['/api/auth/user']);
  });

  it('yields the user on 200 and null on 401', async () => {
    const user = buildUser();
    mockFetch({ 'GET /api/auth/user': () => jsonResponse(user) });
    await expect(createQueryClient().fetchQuery(currentUserQueryOptions)).resolves.toEqual(user);

    mockFetch({ 'GET /api/auth/user': () => jsonResponse({ message: 'Unauthorized' }, 401, 'Unauthorized') });
    await expect(createQueryClient().fetchQuery(currentUserQueryOptions)).resolves.toBeNull();
  });

  it('keeps other failures as errors', async () => {
    mockFetch({
      'GET /api/auth/user': () => jsonResponse({ message: 'Database unavailable' }, 503, 'Service Unavailable'),
    });
    await expect(createQueryClient().fetchQuery(currentUserQueryOptions)).rejects.toThrow(
      '503: {"message":"Database unavailable"}',
    );
  });
});
