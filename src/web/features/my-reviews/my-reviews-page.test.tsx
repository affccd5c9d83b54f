import { Suspense } from 'react';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TReviewItem } from '../../../shared/schemas/rating.ts';
import { ToastHost } from '../../components/ui/toast-host.tsx';
import { dismissToast } from '../../components/ui/use-toast.ts';
import { CURRENT_USER_QUERY_KEY } from '../../lib/auth.ts';
import i18n from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from '../../test-utils.tsx';
import MyReviewsPage from './my-reviews-page.tsx';

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

function renderPage(signedIn = true) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, signedIn ? buildUser() : null);
  return renderWithProviders(
    <Suspense fallback={null}>
      <MyReviewsPage />
      <ToastHost />
    </Suspense>,
    { path: '/my-reviews', queryClient },
  );
}

function review(
  id: string,
  title: string,
  rating: number,
  comment: string | null,
  flags: { fav?: boolean; pub?: boolean } = {},
): TReviewItem {
  return {
    recipe: {
      id,
      userId: 'user-1',
      title,
      description: null,
      difficulty: 'Easy',
      tags: [],
      tips: [],
      prepTime: 0,
      cookTime: 0,
      servings: 1,
      ingredients: [],
      instructions: [],
      imageUrl: null,
      sourceUrl: null,
      isFavorite: flags.fav ?? false,
      isPublic: flags.pub ?? false,
      originalUnitSystem: 'metric',
      language: 'en',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    },
    rating,
    comment,
    ratedAt: '2025-03-04T12:00:00.000Z',
  };
}

const soup = review('r1', 'Tomato soup', 4.5, 'Silky', { fav: true });
const stew = review('r2', 'Bean stew', 2, null, { pub: true });
const stats = {
  totalReviews: 2,
  averageRating: 3.3,
  ratingsDistribution: { '1': 0, '2': 1, '3': 0, '4': 1, '5': 0 },
  topRatedRecipes: [soup, stew],
  recentReviews: [stew, soup],
};

// Many user events each: generous on a loaded 2-core machine.
describe('My reviews page', { timeout: 15_000 }, () => {
  it('shows a signed-out visitor a prompt that links to /api/login, and calls nothing', async () => {
    const fetchMock = mockFetch({});
    renderPage(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Reviews' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/api/login?returnTo=%2Fmy-reviews',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows statistics, top-rated and recent recipes, and the reviews', async () => {
    mockFetch({
      'GET /api/reviews/statistics': () => jsonResponse(stats),
      'GET /api/reviews/my-reviews?sort=createdAt-desc': () => jsonResponse([soup, stew]),
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Your reviews' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Silky')).toBeDefined();
    expect(within(list).getByText('No comment')).toBeDefined();
    expect(within(list).getByText('Favorite')).toBeDefined();
    expect(within(list).getByText('Public')).toBeDefined();
    expect(screen.getByText('2 reviews')).toBeDefined();

    expect(await screen.findByText('Total reviews')).toBeDefined();
    expect(screen.getByText('3.3')).toBeDefined();
    const bars = screen.getByRole('list', { name: 'Reviews per star rating' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['5 stars0 reviews0', '4 stars1 review1', '3 stars0 reviews0', '2 stars1 review1', '1 star0 reviews0']);
    expect(screen.getByRole('heading', { name: 'Top-rated recipes' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Recent reviews' })).toBeDefined();
  });

  it('asks the server for each sort, the rating filter as minRating, favourites, public and the search', async () => {
    const fetchMock = mockFetch({
      'GET /api/reviews/statistics': () => jsonResponse(stats),
      'GET /api/reviews/my-reviews?sort=createdAt-desc': () => jsonResponse([soup, stew]),
      'GET /api/reviews/my-reviews?sort=rating-desc': () => jsonResponse([soup, stew]),
      'GET /api/reviews/my-reviews?sort=rating-desc&minRating=4': () => jsonResponse([soup]),
      'GET /api/reviews/my-reviews?sort=rating-desc&minRating=4&favorites=true': () => jsonResponse([soup]),
      'GET /api/reviews/my-reviews?sort=rating-desc&minRating=4&favorites=true&public=true': () => jsonResponse([]),
      'GET /api/reviews/my-reviews?sort=rating-desc&search=soup&minRating=4&favorites=true&public=true': () =>
        jsonResponse([]),
    });
    renderPage();
    await screen.findByRole('list', { name: 'Your reviews' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    const sorts = await screen.findByRole('listbox');
    expect(
      within(sorts)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Highest rated', 'Lowest rated', 'Newest first', 'Oldest first', 'Title (A–Z)']);
    await userEvent.click(within(sorts).getByRole('option', { name: 'Highest rated' }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Rating' }));
    const ratings = await screen.findByRole('listbox');
    expect(
      within(ratings)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All ratings', '5 stars', '4+ stars', '3+ stars', '2+ stars', '1+ stars']);
    await userEvent.click(within(ratings).getByRole('option', { name: '4+ stars' }));
    await waitFor(() => expect(screen.queryByText('Bean stew', { selector: 'h3' })).toBeNull());

    await userEvent.click(screen.getByRole('combobox', { name: 'Favorites' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Favorites only' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Visibility' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Public only' }));
    expect(await screen.findByText('No reviews match your filters.')).toBeDefined();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'soup');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map((c) => c[0])).toContain(
        '/api/reviews/my-reviews?sort=rating-desc&search=soup&minRating=4&favorites=true&public=true',
      ),
    );
    // One request for the whole word, not one per letter.
    expect(fetchMock.mock.calls.filter((c) => String(c[0]).includes('search=')).length).toBe(1);
  });

  it("raises 'Failed to fetch reviews' when the list cannot be read", async () => {
    mockFetch({
      'GET /api/reviews/statistics': () => jsonResponse(stats),
      'GET /api/reviews/my-reviews?sort=createdAt-desc': () =>
        new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });
    renderPage();
    // The toast and the inline message.
    await waitFor(() => expect(screen.getAllByText('Failed to fetch reviews')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });

  it('is in Portuguese', async () => {
    await i18n.changeLanguage('pt-BR');
    mockFetch({
      'GET /api/reviews/statistics': () => jsonResponse(stats),
      'GET /api/reviews/my-reviews?sort=createdAt-desc': () => jsonResponse([soup]),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Minhas Avaliações' })).toBeDefined();
    expect(await screen.findByText('3,3')).toBeDefined();
    expect(screen.getByText('Favorita')).toBeDefined();
  });
});
