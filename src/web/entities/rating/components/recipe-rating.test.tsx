import { Suspense, type ReactElement } from 'react';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/auth.ts';
import i18n from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from '../../../test-utils.tsx';
import { RecipeRatingSection } from './recipe-rating.tsx';

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

function renderSigned(ui: ReactElement, signedIn = true) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, signedIn ? buildUser() : null);
  return renderWithProviders(
    <Suspense fallback={null}>
      {ui}
      <ToastHost />
    </Suspense>,
    { queryClient, path: '/recipes/r1' },
  );
}

const star = (n: number) => document.querySelector(`[data-star="${n}"]`)!;
const saved = (rating: number, comment: string | null) => ({
  rating,
  comment,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: `2025-01-0${Math.ceil(rating)}T00:00:00.000Z`,
});

// Many user events each: generous on a loaded 2-core machine.
describe('RecipeRatingSection', { timeout: 15_000 }, () => {
  it('asks for stars before submitting, saves rating and comment, then shows them with Update', async () => {
    let mine: ReturnType<typeof saved> | null = null;
    let summary = { averageRating: 0, totalRatings: 0 };
    const fetchMock = mockFetch({
      'GET /api/recipes/r1/rating/summary': () => jsonResponse(summary),
      'GET /api/recipes/r1/rating/me': () => jsonResponse(mine),
      'POST /api/recipes/r1/rating': (init) => {
        const body = JSON.parse(String(init?.body)) as { rating: number; comment: string | null };
        mine = saved(body.rating, body.comment);
        summary = { averageRating: body.rating, totalRatings: 1 };
        return jsonResponse(mine);
      },
    });
    renderSigned(<RecipeRatingSection recipeId="r1" />);
    expect(await screen.findByRole('heading', { name: 'Rating' })).toBeDefined();
    expect(await screen.findByText('No ratings yet')).toBeDefined();

    // No stars yet: the form refuses and says why.
    await userEvent.click(await screen.findByRole('button', { name: 'Submit rating' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Please choose a rating before submitting.');
    expect(document.activeElement).toBe(screen.getByRole('slider', { name: 'Your rating' }));
    expect(fetchMock.mock.calls.some((c) => c[1]?.method === 'POST')).toBe(false);

    fireEvent.click(star(5));
    fireEvent.click(star(5));
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toBe('4.5 out of 5 stars');
    expect(screen.queryByRole('alert')).toBeNull();

    const comment = screen.getByRole('textbox', { name: 'Comment (optional)' });
    await userEvent.type(comment, 'Lovely');
    expect(screen.getByText('6/500')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Submit rating' }));

    expect(await screen.findByRole('button', { name: 'Update' })).toBeDefined();
    expect(screen.getByText('Lovely')).toBeDefined();
    expect(await screen.findByText('(1 rating)')).toBeDefined();
    // Your saved rating and, refreshed, the summary's average.
    expect(screen.getAllByRole('img', { name: '4.5 out of 5 stars' })).toHaveLength(2);
    const post = fetchMock.mock.calls.find((c) => c[1]?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ rating: 4.5, comment: 'Lovely' });

    // Update goes back to the form, filled with the saved rating.
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('4.5');
    expect((screen.getByRole('textbox', { name: 'Comment (optional)' }) as HTMLTextAreaElement).value).toBe('Lovely');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Update' })).toBeDefined();
  });

  it('keeps the comment to 500 characters', async () => {
    mockFetch({
      'GET /api/recipes/r1/rating/summary': () => jsonResponse({ averageRating: 0, totalRatings: 0 }),
      'GET /api/recipes/r1/rating/me': () => jsonResponse(null),
    });
    renderSigned(<RecipeRatingSection recipeId="r1" />);
    const comment = (await screen.findByRole('textbox', { name: 'Comment (optional)' })) as HTMLTextAreaElement;
    expect(comment.maxLength).toBe(500);
    fireEvent.change(comment, { target: { value: 'x'.repeat(520) } });
    expect(comment.value).toHaveLength(500);
    expect(screen.getByText('500/500')).toBeDefined();
  });

  it("shows 'Failed to submit rating. Please try again.' when saving fails", async () => {
    mockFetch({
      'GET /api/recipes/r1/rating/summary': () => jsonResponse({ averageRating: 4, totalRatings: 2 }),
      'GET /api/recipes/r1/rating/me': () => jsonResponse(null),
      'POST /api/recipes/r1/rating': () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });
    renderSigned(<RecipeRatingSection recipeId="r1" />);
    expect(await screen.findByText('(2 ratings)')).toBeDefined();
    await screen.findByRole('slider');
    fireEvent.click(star(3));
    await userEvent.click(screen.getByRole('button', { name: 'Submit rating' }));
    expect(await screen.findByText('Failed to submit rating. Please try again.')).toBeDefined();
    // Still the form, with the chosen stars, to try again.
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('3');
  });

  it('offers a signed-out visitor the summary and a sign-in link, without asking for their rating', async () => {
    const fetchMock = mockFetch({
      'GET /api/recipes/r1/rating/summary': () => jsonResponse({ averageRating: 3.5, totalRatings: 4 }),
    });
    renderSigned(<RecipeRatingSection recipeId="r1" />, false);
    expect(await screen.findByText('(4 ratings)')).toBeDefined();
    expect(screen.getByRole('img', { name: '3.5 out of 5 stars' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign in to rate' }).getAttribute('href')).toMatch(
      /^\/api\/login\?returnTo=/,
    );
    await waitFor(() => expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/recipes/r1/rating/summary']));
  });
});
