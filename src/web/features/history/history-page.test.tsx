import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { CURRENT_USER_QUERY_KEY } from '../../lib/auth.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { ToastHost } from '../../components/ui/toast-host.tsx';
import { dismissToast } from '../../components/ui/use-toast.ts';
import { buildRecipe } from '../../entities/recipe/testing/build-recipe.ts';
import { WithExtensions } from '../../entities/recipe/testing/no-extensions.tsx';
import { buildUser, jsonResponse, renderWithProviders } from '../../test-utils.tsx';
import HistoryPage from './history-page.tsx';

const RECIPES = Array.from({ length: 45 }, (_, i) =>
  buildRecipe({ title: i % 9 === 0 ? `Bolo ${i}` : `Recipe ${String(i).padStart(2, '0')}` }),
);

/** A fake GET /api/recipes that searches and pages like the server, recording every query. */
function fakeServer(options: { fail?: boolean } = {}) {
  const queries: Record<string, string>[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/recipes') throw new Error(`Unexpected request: ${url.pathname}`);
    const query = Object.fromEntries(url.searchParams);
    queries.push(query);
    if (options.fail) return jsonResponse({ message: 'Database unavailable' }, 503, 'Service Unavailable');
    const search = (query.search ?? '').toLowerCase();
    const matches = RECIPES.filter((r) => r.title.toLowerCase().includes(search));
    const page = Number(query.page);
    const size = Number(query.pageSize);
    const res = jsonResponse(matches.slice((page - 1) * size, page * size));
    res.headers.set('X-Total-Count', String(matches.length));
    return res;
  });
  vi.stubGlobal('fetch', fetchMock);
  return queries;
}

function renderHistory() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, buildUser({ id: 'user-1' }));
  return renderWithProviders(
    <>
      <WithExtensions>
        <HistoryPage />
      </WithExtensions>
      <ToastHost />
    </>,
    { path: '/history', queryClient },
  );
}

const range = () => screen.getByTestId('history-range').textContent;

beforeAll(async () => {
  await i18n.loadNamespaces(['history', 'recipes', 'errors']);
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

// Pages of 20 real cards take a few seconds to render in jsdom.
describe('HistoryPage', { timeout: 20_000 }, () => {
  it('asks the server for page 1 of 20, newest first, and shows the range and the pages', async () => {
    const queries = fakeServer();
    renderHistory();
    await waitFor(() => expect(range()).toBe('Showing 1-20 of 45'));
    expect(queries[0]).toEqual({ sort: 'newest', page: '1', pageSize: '20' });
    expect(within(screen.getByRole('list', { name: 'Your recipes' })).getAllByRole('article')).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(
      within(pages)
        .getAllByRole('button', { name: /^Page \d$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);

    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(range()).toBe('Showing 21-40 of 45'));
    expect(queries.at(-1)).toMatchObject({ page: '2', pageSize: '20' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(range()).toBe('Showing 41-45 of 45'));
  });

  it('searches by title after typing stops, back on page 1', async () => {
    const queries = fakeServer();
    renderHistory();
    await waitFor(() => expect(range()).toBe('Showing 1-20 of 45'));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(range()).toBe('Showing 21-40 of 45'));

    const before = queries.length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'bolo');
    await waitFor(() => expect(range()).toBe('Showing 1-5 of 5'));
    // One request for the settled text, not one per key.
    const searches = queries.slice(before).filter((q) => q.search);
    expect(searches).toEqual([{ search: 'bolo', sort: 'newest', page: '1', pageSize: '20' }]);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('goes back to page 1 when the sort or the page size changes', async () => {
    const queries = fakeServer();
    renderHistory();
    await waitFor(() => expect(range()).toBe('Showing 1-20 of 45'));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(range()).toBe('Showing 41-45 of 45'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Title (A–Z)' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ sort: 'title', page: '1', pageSize: '20' }));

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(range()).toBe('Showing 21-40 of 45'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Per page' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      '10 per page',
      '20 per page',
      '50 per page',
      '100 per page',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '50 per page' }));
    await waitFor(() => expect(range()).toBe('Showing 1-45 of 45'));
    expect(queries.at(-1)).toEqual({ sort: 'title', page: '1', pageSize: '50' });
  });

  it("shows 'Failed to fetch recipes' with the server's message and a retry", async () => {
    fakeServer({ fail: true });
    renderHistory();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch recipes')).toBeDefined();
    expect(within(alert).getByText('Database unavailable')).toBeDefined();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});
