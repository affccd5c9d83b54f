import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { vi } from 'vitest';
import type { TUser } from '../shared/schemas/user.ts';
import { createQueryClient } from './lib/query-client.ts';
import { fakeAnswerProblem } from './testing/api-response-schemas.ts';

/** Renders `ui` with a fresh query client and an in-memory router at `path` (may hold a query). */
export function renderWithProviders(ui: ReactElement, options: { path?: string; queryClient?: QueryClient } = {}) {
  const [path, search] = (options.path ?? '/').split('?');
  const location = memoryLocation({ path, searchPath: search ?? '', record: true });
  const queryClient = options.queryClient ?? createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </QueryClientProvider>,
  );
  return { ...result, location, queryClient };
}

export function buildUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: 'user-1',
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'Souza',
    profileImageUrl: null,
    unitSystem: 'imperial',
    language: 'en',
    isAdmin: false,
    ...overrides,
  };
}

export function jsonResponse(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

/**
 * Replaces fetch with a table of "METHOD /path" handlers; any other request fails the test by
 * throwing, so a test cannot pass while calling an API it did not expect. A fake 2xx JSON answer
 * is checked against the route's shared zod schema (testing/api-response-schemas.ts): one the
 * server could never give fails the test (through console.error, see test-setup.ts).
 */
export function mockFetch(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const handler = routes[`${method} ${url}`];
    if (!handler) throw new Error(`Unexpected request: ${method} ${url}`);
    const response = await handler(init, url);
    const problem = await fakeAnswerProblem(method, url, response);
    if (problem) console.error(problem);
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
