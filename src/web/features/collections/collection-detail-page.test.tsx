import { Suspense } from 'react';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { Route } from 'wouter';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCollection } from '../../../shared/schemas/collection.ts';
import { ToastHost } from '../../components/ui/toast-host.tsx';
import { dismissToast } from '../../components/ui/use-toast.ts';
import { buildRecipeCard } from '../../entities/recipe/testing/build-recipe.ts';
import { CURRENT_USER_QUERY_KEY } from '../../lib/auth.ts';
import i18n from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { setOnline } from '../../pwa/test-helpers.ts';
import { buildUser, jsonResponse, renderWithProviders } from '../../test-utils.tsx';
import CollectionDetailPage from './collection-detail-page.tsx';
import { COLLECTION_PAGE_SIZE } from './components/collection-recipes-browser.tsx';

// findBy* waits up to 5 s: the first render loads a translation chunk, slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });
const userEvent = userEventLib.setup({ delay: null });

/** 30 recipes: two pages of 24; every 10th is a soup. */
const RECIPES = Array.from({ length: 30 }, (_, i) =>
  buildRecipeCard({ title: i % 10 === 0 ? `Soup ${i}` : `Dish ${String(i).padStart(2, '0')}`, tags: ['dinner'] }),
);

const COLLECTION: TCollection = {
  id: 'c1',
  name: 'Weeknight dinners',
  description: null,
  color: '#ef4444',
  icon: 'FolderOpen',
  recipeCount: RECIPES.length,
  recipeIds: RECIPES.map((r) => r.id),
  createdAt: '2025-01-01T00:00:00.000Z',
};

/**
 * A fake API for the page: the collection, and its recipes searched (title) and paged like the
 * server, each recipes query recorded. `recipes: 'fail'` answers 503; `recipes` may also be a
 * list (the collection's content, changed by DELETE).
 */
function fakeServer(options: { recipes?: typeof RECIPES | 'fail' } = {}) {
  let content = options.recipes === 'fail' ? [] : [...(options.recipes ?? RECIPES)];
  const queries: Record<string, string>[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const collection = { ...COLLECTION, recipeIds: content.map((r) => r.id), recipeCount: content.length };
    if (method === 'GET' && url.pathname === '/api/collections') return jsonResponse([collection]);
    if (method === 'GET' && url.pathname === '/api/collections/c1') return jsonResponse(collection);
    const removed = /^\/api\/collections\/c1\/recipes\/(.+)$/.exec(url.pathname);
    if (method === 'DELETE' && removed) {
      content = content.filter((r) => r.id !== removed[1]);
      return new Response(null, { status: 204 });
    }
    if (method !== 'GET' || url.pathname !== '/api/collections/c1/recipes') {
      throw new Error(`Unexpected request: ${method} ${url.pathname}`);
    }
    const query = Object.fromEntries(url.searchParams);
    queries.push(query);
    if (options.recipes === 'fail')
      return jsonResponse({ message: 'Database unavailable' }, 503, 'Service Unavailable');
    const q = (query.q ?? '').toLowerCase();
    const matches = content.filter((r) => r.title.toLowerCase().includes(q));
    const page = Number(query.page);
    const size = Number(query.pageSize);
    const res = jsonResponse(matches.slice((page - 1) * size, page * size));
    res.headers.set('X-Total-Count', String(matches.length));
    return res;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { queries, fetchMock };
}

function renderDetail() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, buildUser({ id: 'user-1' }));
  return renderWithProviders(
    <Suspense fallback={null}>
      <Route path="/collections/:id" component={CollectionDetailPage} />
      <ToastHost />
    </Suspense>,
    { path: '/collections/c1', queryClient },
  );
}

const range = () => screen.getByTestId('collection-range').textContent;
const cards = () =>
  within(screen.getByRole('list', { name: 'Recipes in this collection' }))
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 2 }).textContent);

beforeAll(async () => {
  await i18n.loadNamespaces(['collections', 'recipes', 'errors']);
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Pages of 24 real cards take a few seconds to render in jsdom.
describe('Collection detail page', { timeout: 30_000 }, () => {
  it('asks the server for page 1, then page 2 from the pager, and shows it', async () => {
    const { queries } = fakeServer();
    renderDetail();
    await waitFor(() => expect(range()).toBe(`Showing 1-${COLLECTION_PAGE_SIZE} of 30`));
    expect(queries).toEqual([{ page: '1', pageSize: String(COLLECTION_PAGE_SIZE) }]);
    expect(cards()).toHaveLength(COLLECTION_PAGE_SIZE);
    expect(cards()[0]).toBe('Soup 0');

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(range()).toBe(`Showing ${COLLECTION_PAGE_SIZE + 1}-30 of 30`));
    expect(queries.at(-1)).toEqual({ page: '2', pageSize: String(COLLECTION_PAGE_SIZE) });
    expect(cards()).toEqual(RECIPES.slice(COLLECTION_PAGE_SIZE).map((r) => r.title));
    expect(
      within(screen.getByRole('navigation', { name: 'Pages' }))
        .getByRole('button', { name: 'Page 2' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('sends the search to the server once typing stops, back on page 1, and says when nothing matches', async () => {
    const { queries } = fakeServer();
    renderDetail();
    await waitFor(() => expect(range()).toBe(`Showing 1-${COLLECTION_PAGE_SIZE} of 30`));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(range()).toBe(`Showing ${COLLECTION_PAGE_SIZE + 1}-30 of 30`));

    const before = queries.length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search recipes in this collection' }), 'SOUP');
    await waitFor(() => expect(range()).toBe('Showing 1-3 of 3'));
    // One request for the settled text, not one per key; the search is the server's.
    expect(queries.slice(before).filter((q) => q.q)).toEqual([
      { q: 'SOUP', page: '1', pageSize: String(COLLECTION_PAGE_SIZE) },
    ]);
    expect(cards()).toEqual(['Soup 0', 'Soup 10', 'Soup 20']);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();

    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'pasta');
    expect(await screen.findByText('No recipes in this collection match “pasta”.')).toBeDefined();
  });

  it('takes a removed recipe off the page by asking the server again', async () => {
    const { fetchMock } = fakeServer({ recipes: RECIPES.slice(0, 2) });
    renderDetail();
    await waitFor(() => expect(range()).toBe('Showing 1-2 of 2'));
    await userEvent.click(screen.getByRole('button', { name: `Remove “${RECIPES[1]!.title}” from this collection` }));
    await waitFor(() => expect(range()).toBe('Showing 1-1 of 1'));
    expect(cards()).toEqual([RECIPES[0]!.title]);
    expect(screen.getByText('1 recipe')).toBeDefined();
    expect(fetchMock.mock.calls.some((c) => c[1]?.method === 'DELETE')).toBe(true);
  });

  it('steps back a page when the last recipe of the last page is removed', async () => {
    const { queries } = fakeServer({ recipes: RECIPES.slice(0, COLLECTION_PAGE_SIZE + 1) });
    renderDetail();
    await waitFor(() => expect(range()).toBe(`Showing 1-${COLLECTION_PAGE_SIZE} of ${COLLECTION_PAGE_SIZE + 1}`));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(range()).toBe(`Showing ${COLLECTION_PAGE_SIZE + 1}-${COLLECTION_PAGE_SIZE + 1} of 25`));
    const last = RECIPES[COLLECTION_PAGE_SIZE]!.title;
    await userEvent.click(screen.getByRole('button', { name: `Remove “${last}” from this collection` }));
    await waitFor(() => expect(range()).toBe(`Showing 1-${COLLECTION_PAGE_SIZE} of ${COLLECTION_PAGE_SIZE}`));
    expect(queries.at(-1)).toEqual({ page: '1', pageSize: String(COLLECTION_PAGE_SIZE) });
  });

  it('shows the empty state with an add button for an empty collection', async () => {
    fakeServer({ recipes: [] });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'No recipes here yet' })).toBeDefined();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Add recipes' })).toHaveLength(2);
  });

  it('offers a retry when the recipes cannot be loaded', async () => {
    const { queries } = fakeServer({ recipes: 'fail' });
    renderDetail();
    expect(await screen.findByText('The recipes of this collection could not be loaded.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(queries).toHaveLength(2));
  });

  it('says the collection needs a connection when offline with nothing loaded', async () => {
    setOnline(false, false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'This page is not available offline' })).toBeDefined();
  });
});
