import { Suspense } from 'react';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCollection } from '../../../shared/schemas/collection.ts';
import { ToastHost } from '../../components/ui/toast-host.tsx';
import { dismissToast } from '../../components/ui/use-toast.ts';
import { CURRENT_USER_QUERY_KEY } from '../../lib/auth.ts';
import i18n from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from '../../test-utils.tsx';
import CollectionDetailPage from './collection-detail-page.tsx';
import CollectionsPage from './collections-page.tsx';

// findBy* waits up to 5 s: the first render loads a translation chunk, slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const userEvent = userEventLib.setup({ delay: null });

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

function build(overrides: Partial<TCollection>): TCollection {
  return {
    id: 'c1',
    name: 'x',
    description: null,
    color: '#ef4444',
    icon: 'FolderOpen',
    recipeCount: 0,
    recipeIds: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function renderAt(path: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, buildUser());
  return renderWithProviders(
    <Suspense fallback={null}>
      <Switch>
        <Route path="/collections" component={CollectionsPage} />
        <Route path="/collections/:id" component={CollectionDetailPage} />
      </Switch>
      <ToastHost />
    </Suspense>,
    { path, queryClient },
  );
}

const collections = [
  build({ id: 'c1', name: 'Weeknight dinners', description: 'Quick meals', recipeCount: 2, recipeIds: ['r1', 'r2'] }),
  build({ id: 'c2', name: 'Desserts', description: 'Sweet things', color: '#ec4899', icon: 'Cookie' }),
];

// Many user events each: generous on a loaded 2-core machine.
describe('Collections page', { timeout: 15_000 }, () => {
  it('shows 6 skeleton cards while loading', async () => {
    mockFetch({ 'GET /api/collections': () => new Promise<Response>(() => {}) });
    renderAt('/collections');
    const loading = await screen.findByRole('status', { name: 'Loading collections...' });
    expect(within(loading).getAllByTestId('collection-skeleton')).toHaveLength(6);
  });

  it('shows the empty state with a create button when there are no collections', async () => {
    mockFetch({ 'GET /api/collections': () => jsonResponse([]) });
    renderAt('/collections');
    expect(await screen.findByRole('heading', { name: 'No collections yet' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Create your first collection' }));
    expect(await screen.findByRole('dialog', { name: 'New collection' })).toBeDefined();
  });

  it('lists collections with their counts and links, and filters them by the search', async () => {
    mockFetch({ 'GET /api/collections': () => jsonResponse(collections) });
    renderAt('/collections');
    const list = await screen.findByRole('list', { name: 'Your collections' });
    expect(within(list).getByRole('link', { name: 'Weeknight dinners' }).getAttribute('href')).toBe('/collections/c1');
    expect(within(list).getByText('2 recipes')).toBeDefined();
    expect(within(list).getByText('No recipes')).toBeDefined();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search collections' }), 'SWEET');
    expect(within(list).queryByText('Weeknight dinners')).toBeNull();
    expect(within(list).getByText('Desserts')).toBeDefined();
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'pasta');
    expect(await screen.findByText('No collections match “pasta”.')).toBeDefined();
  });

  it('deletes a collection only after the browser confirmation', async () => {
    let list = [...collections];
    const fetchMock = mockFetch({
      'GET /api/collections': () => jsonResponse(list),
      'DELETE /api/collections/c2': () => {
        list = list.filter((c) => c.id !== 'c2');
        return new Response(null, { status: 204 });
      },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderAt('/collections');
    const del = await screen.findByRole('button', { name: 'Delete collection “Desserts”' });
    await userEvent.click(del);
    expect(confirm).toHaveBeenCalledWith(
      'Delete the collection “Desserts”? This cannot be undone. The recipes in it are kept.',
    );
    expect(fetchMock.mock.calls.some((c) => c[1]?.method === 'DELETE')).toBe(false);

    await userEvent.click(del);
    expect(await screen.findByText('Collection deleted')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Desserts' })).toBeNull());
  });

  it("shows 'Error deleting collection' when the server refuses", async () => {
    mockFetch({
      'GET /api/collections': () => jsonResponse(collections),
      'DELETE /api/collections/c1': () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderAt('/collections');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete collection “Weeknight dinners”' }));
    expect(await screen.findByText('Error deleting collection')).toBeDefined();
    expect(screen.getByText('Please try again.')).toBeDefined();
  });
});

// Many user events each: generous on a loaded 2-core machine.
describe('Collection detail page', { timeout: 15_000 }, () => {
  it("shows 'Collection not found' with a link back for a missing collection", async () => {
    mockFetch({
      'GET /api/collections/nope': () => jsonResponse({ message: 'Collection not found' }, 404, 'Not Found'),
    });
    renderAt('/collections/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Collection not found' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to collections' }).getAttribute('href')).toBe('/collections');
  });
});
