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
import type { TRecipe } from '../../entities/recipe/index.ts';
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from '../../test-utils.tsx';
import FavoritesPage from './favorites-page.tsx';

const FAVORITES_URL = '/api/recipes/favorites?sort=newest&page=1&pageSize=100';

const feijoada = buildRecipe({
  title: 'Feijoada',
  tags: ['brazilian', 'stew'],
  isFavorite: true,
  createdAt: '2025-01-03T00:00:00.000Z',
});
const salada = buildRecipe({
  title: 'Salada',
  tags: ['salad'],
  isFavorite: true,
  createdAt: '2025-01-02T00:00:00.000Z',
});
const bolo = buildRecipe({ title: 'Bolo', tags: ['dessert'], isFavorite: true, createdAt: '2025-01-01T00:00:00.000Z' });

function favoritesAnswer(recipes: TRecipe[]) {
  const res = jsonResponse(recipes);
  res.headers.set('X-Total-Count', String(recipes.length));
  return res;
}

function renderFavorites() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, buildUser({ id: 'user-1' }));
  return renderWithProviders(
    <>
      <WithExtensions>
        <FavoritesPage />
      </WithExtensions>
      <ToastHost />
    </>,
    { path: '/favorites', queryClient },
  );
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Favorite recipes' }))
    .getAllByRole('article')
    .map((a) => a.querySelector('h2')?.textContent);

beforeAll(async () => {
  await i18n.loadNamespaces(['favorites', 'recipes', 'errors']);
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('FavoritesPage', { timeout: 20_000 }, () => {
  it('shows the count, searches, filters by tag and sorts by name', async () => {
    mockFetch({ [`GET ${FAVORITES_URL}`]: () => favoritesAnswer([feijoada, salada, bolo]) });
    renderFavorites();
    expect(await screen.findByText('3 saved recipes', {}, { timeout: 5000 })).toBeDefined();
    expect(titles()).toEqual(['Feijoada', 'Salada', 'Bolo']);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name (A–Z)');
    expect(titles()).toEqual(['Bolo', 'Feijoada', 'Salada']);

    const tag = screen.getByRole('combobox', { name: 'Tag' });
    expect(
      within(tag)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All tags', 'brazilian', 'dessert', 'salad', 'stew']);
    await userEvent.selectOptions(tag, 'dessert');
    expect(titles()).toEqual(['Bolo']);
    expect(screen.getByText('Showing 1 of 3 saved recipes')).toBeDefined();

    await userEvent.selectOptions(tag, 'All tags');
    expect(titles()).toEqual(['Bolo', 'Feijoada', 'Salada']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'sala');
    expect(titles()).toEqual(['Salada']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'pizza');
    expect(screen.getByRole('heading', { name: 'No favorites match' })).toBeDefined();
  });

  it('keeps only reviewed recipes when asked, reading the reviews only then', async () => {
    const fetchMock = mockFetch({
      [`GET ${FAVORITES_URL}`]: () => favoritesAnswer([feijoada, salada, bolo]),
      'GET /api/reviews/my-reviews': () =>
        jsonResponse([{ recipe: salada, rating: 4.5, comment: null, ratedAt: '2025-01-05T00:00:00.000Z' }]),
    });
    renderFavorites();
    await screen.findByText('3 saved recipes', {}, { timeout: 5000 });
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([FAVORITES_URL]);
    await userEvent.click(screen.getByRole('switch', { name: 'Only reviewed' }));
    await waitFor(() => expect(titles()).toEqual(['Salada']));
    expect(fetchMock.mock.calls.map((c) => c[0])).toContain('/api/reviews/my-reviews');
  });

  it('reads every page of favourites', async () => {
    const many = Array.from({ length: 101 }, (_, i) => buildRecipe({ title: `Fav ${i}`, isFavorite: true }));
    const pages = { 1: many.slice(0, 100), 2: many.slice(100) };
    mockFetch({
      [`GET ${FAVORITES_URL}`]: () => {
        const res = jsonResponse(pages[1]);
        res.headers.set('X-Total-Count', '101');
        return res;
      },
      'GET /api/recipes/favorites?sort=newest&page=2&pageSize=100': () => {
        const res = jsonResponse(pages[2]);
        res.headers.set('X-Total-Count', '101');
        return res;
      },
    });
    renderFavorites();
    expect(await screen.findByText('101 saved recipes', {}, { timeout: 10_000 })).toBeDefined();
  });

  it('says so when there are no favourites yet', async () => {
    mockFetch({ [`GET ${FAVORITES_URL}`]: () => favoritesAnswer([]) });
    renderFavorites();
    expect(await screen.findByRole('heading', { name: 'No favorites yet' }, { timeout: 5000 })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Browse your recipes' }).getAttribute('href')).toBe('/history');
  });
});
