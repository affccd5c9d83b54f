import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getErrorMessage } from '../api.ts';
import { jsonResponse, mockFetch } from '../../test-utils.tsx';
import { api, dataOf } from './client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const collection = {
  id: 'a/b',
  name: 'Soups',
  description: null,
  color: '#ff0000',
  icon: 'soup',
  recipeCount: 0,
  recipeIds: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('the typed API client', () => {
  it('sends the relative path with its parameters encoded, the session cookie and a JSON body', async () => {
    const fetchMock = mockFetch({
      'PATCH /api/collections/a%2Fb': (init) =>
        jsonResponse({ ...collection, ...(JSON.parse(String(init?.body)) as object) }),
    });
    const answer = await dataOf(
      api.PATCH('/api/collections/{id}', { params: { path: { id: 'a/b' } }, body: { name: 'Soups' } }),
    );
    expect(answer).toMatchObject({ id: 'a/b', name: 'Soups' });
    const init = fetchMock.mock.calls[0][1]!;
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('PATCH');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('writes the query string from the typed query, leaving out what is not given', async () => {
    mockFetch({
      'GET /api/meal-plans?startDate=2026-11-22&endDate=2026-11-28': () => jsonResponse([]),
    });
    await expect(
      dataOf(api.GET('/api/meal-plans', { params: { query: { startDate: '2026-11-22', endDate: '2026-11-28' } } })),
    ).resolves.toEqual([]);
  });

  it('sends no body and no content type when the call has none', async () => {
    const household = {
      id: 'h1',
      name: 'Me',
      role: 'owner',
      members: [],
      invitations: [],
      defaultRecipeVisibility: 'private',
    };
    const fetchMock = mockFetch({ 'POST /api/household/leave': () => jsonResponse(household) });
    await dataOf(api.POST('/api/household/leave'));
    const init = fetchMock.mock.calls[0][1]!;
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('answers undefined for 204', async () => {
    mockFetch({ 'DELETE /api/recipes/r1': () => new Response(null, { status: 204 }) });
    await expect(dataOf(api.DELETE('/api/recipes/{id}', { params: { path: { id: 'r1' } } }))).resolves.toBeUndefined();
  });

  it('throws ApiError with the spec\'s "STATUS: body" for a refusal, and the message reaches the toast', async () => {
    mockFetch({
      'POST /api/collections': () => jsonResponse({ message: 'A collection with this name exists.' }, 409, 'Conflict'),
    });
    const error = await dataOf(api.POST('/api/collections', { body: { name: 'Soups' } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as Error).message).toBe('409: {"message":"A collection with this name exists."}');
    expect(getErrorMessage(error, 'fallback')).toBe('A collection with this name exists.');
  });

  it('lets a network failure through as the TypeError the offline queue recognises', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(dataOf(api.GET('/api/shopping-list-items'))).rejects.toBeInstanceOf(TypeError);
  });

  it('sends a file as its own bytes when the call says so', async () => {
    const file = new File(['zip bytes'], 'export.paprikarecipes');
    const fetchMock = mockFetch({
      'POST /api/import-jobs?format=paprika&fileName=export.paprikarecipes': () =>
        jsonResponse(
          {
            id: 'j1',
            format: 'paprika',
            fileName: file.name,
            fileSize: file.size,
            status: 'ready',
            total: 0,
            processed: 0,
            preview: null,
            report: null,
            error: null,
            createdAt: '2026-01-01T00:00:00.000Z',
            finishedAt: null,
          },
          201,
        ),
    });
    await dataOf(
      api.POST('/api/import-jobs', {
        params: { query: { format: 'paprika', fileName: file.name } },
        body: file,
        bodySerializer: (body) => body as Blob,
        headers: { 'Content-Type': 'application/octet-stream' },
      }),
    );
    const init = fetchMock.mock.calls[0][1]!;
    expect(init.body).toBe(file);
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/octet-stream');
  });
});
