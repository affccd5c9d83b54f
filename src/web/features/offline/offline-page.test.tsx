import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { CURRENT_USER_QUERY_KEY } from '../../lib/auth.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { buildRecipe } from '../../entities/recipe/testing/build-recipe.ts';
import { FAVORITES_CACHE_MAX_AGE_MS, saveFavoritesCache } from '../../pwa/favorites-cache.ts';
import { setOnline } from '../../pwa/test-helpers.ts';
import { buildUser, renderWithProviders } from '../../test-utils.tsx';
import { StatusCard } from './components/status-card.tsx';
import OfflinePage from './offline-page.tsx';

const CURRY = buildRecipe({
  id: 'r1',
  userId: 'user-1',
  title: 'Lentil curry',
  tags: ['indian', 'vegan', 'dinner', 'spicy', 'quick'],
  ingredients: [{ name: 'red lentils', amount: '200 g' }],
  instructions: ['Simmer for **20 minutes**.'],
});
const TOAST = buildRecipe({ id: 'r2', userId: 'user-1', title: 'Cheese toast', tags: ['snack'] });

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new Error('the offline page makes no request');
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

async function renderPage(user = buildUser({ id: 'user-1' })) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  renderWithProviders(<OfflinePage />, { queryClient, path: '/offline' });
  return screen.findByRole('heading', { level: 1, name: 'Offline' });
}

describe('OfflinePage (spec section 2)', () => {
  it('opens on Offline Status: the connection, try again only when online, links to the offline pages', async () => {
    setOnline(false, false);
    await renderPage();
    expect(screen.getByRole('tab', { name: 'Offline Status', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Cached Recipes' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: "You're offline" })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: /My Favorites/ }).getAttribute('href')).toBe('/favorites');
    expect(screen.getByRole('link', { name: /Shopping List/ }).getAttribute('href')).toBe('/shopping-list');

    act(() => setOnline(true));
    expect(screen.getByRole('heading', { name: "You're online" })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('lists the cached favourites view-only, with at most 3 tags and a +N overflow', async () => {
    setOnline(false, false);
    saveFavoritesCache([CURRY, TOAST], 'user-1');
    await renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Cached Recipes' }));

    const list = await screen.findByRole('list', { name: 'Cached recipes' });
    const curry = within(list).getByRole('article', { name: 'Lentil curry' });
    const tags = within(curry).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['indian', 'vegan', 'dinner', '+22 more tags: spicy, quick']);
    expect(within(tags).getByText('+2').getAttribute('aria-hidden')).toBe('true');
    expect(within(curry).queryAllByRole('button')).toEqual([]);
    expect(within(curry).getByText('20 minutes').tagName).toBe('STRONG');

    const toast = within(list).getByRole('article', { name: 'Cheese toast' });
    expect(within(within(toast).getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText(/Saved on .*Cached recipes are kept for 24 hours\./)).toBeTruthy();
  });

  it('ignores a cache older than 24 hours', async () => {
    saveFavoritesCache([CURRY], 'user-1', Date.now() - FAVORITES_CACHE_MAX_AGE_MS - 1);
    await renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Cached Recipes' }));
    expect(screen.getByRole('heading', { name: 'No cached recipes' })).toBeTruthy();
  });

  it('does not show another user’s cache', async () => {
    saveFavoritesCache([CURRY], 'user-1');
    await renderPage(buildUser({ id: 'user-2' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Cached Recipes' }));
    expect(screen.getByRole('heading', { name: 'No cached recipes' })).toBeTruthy();
  });

  it('is in Portuguese too', async () => {
    await act(() => i18n.changeLanguage('pt-BR'));
    try {
      setOnline(false, false);
      await renderPage();
      expect(screen.getByRole('tab', { name: 'Status Offline' })).toBeTruthy();
      expect(screen.getByRole('tab', { name: 'Receitas em Cache' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe('StatusCard', () => {
  it('reloads the page when Try again is pressed online', async () => {
    setOnline(true, false);
    await i18n.loadNamespaces('offline');
    const reload = vi.fn();
    renderWithProviders(<StatusCard reload={reload} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
