import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test-utils.tsx';
import { buildRecipeCard } from '../testing/build-recipe.ts';
import { RecipePicker, type RecipePickerProps, type RecipePickerTexts } from './recipe-picker.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TEXTS: RecipePickerTexts = {
  searchLabel: 'Search your recipes',
  searchPlaceholder: 'Search by title',
  loading: 'Loading your recipes...',
  failed: 'Your recipes could not be loaded.',
  retry: 'Try again',
  noRecipes: 'No recipes yet.',
  noMatches: 'Nothing matches.',
  more: (shown, total) => `Showing ${shown} of ${total}`,
};

const PANCAKES = buildRecipeCard({ id: 'r1', title: 'Pancakes' });
const PASTA = buildRecipeCard({ id: 'r2', title: 'Pasta al pomodoro', tags: ['italian'] });

function withTotal(body: unknown, total: number): Response {
  const response = jsonResponse(body);
  response.headers.set('X-Total-Count', String(total));
  return response;
}

function renderPicker(props: Partial<RecipePickerProps> = {}) {
  const picked: string[] = [];
  renderWithProviders(
    <RecipePicker
      texts={TEXTS}
      renderRow={(recipe) => (
        <li>
          <button type="button" onClick={() => picked.push(recipe.id)}>
            {recipe.title}
          </button>
        </li>
      )}
      {...props}
    />,
  );
  return picked;
}

describe('RecipePicker', () => {
  it("lists the user's recipes through renderRow, named by listLabel, and says when the list is cut", async () => {
    mockFetch({ 'GET /api/recipes?pageSize=2': () => withTotal([PANCAKES, PASTA], 7) });
    const picked = renderPicker({ pageSize: 2, listLabel: 'Your recipes' });
    expect(screen.getByRole('status').textContent).toBe('Loading your recipes...');
    const list = await screen.findByRole('list', { name: 'Your recipes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Showing 2 of 7')).toBeDefined();
    await userEvent.click(within(list).getByRole('button', { name: 'Pasta al pomodoro' }));
    expect(picked).toEqual(['r2']);
  });

  it('searches once typing pauses, not once per key, and says when nothing matches', async () => {
    const fetchMock = mockFetch({
      'GET /api/recipes?pageSize=50': () => jsonResponse([PANCAKES, PASTA]),
      'GET /api/recipes?q=pasta&pageSize=50': () => jsonResponse([PASTA]),
      'GET /api/recipes?q=zzz&pageSize=50': () => jsonResponse([]),
    });
    renderPicker();
    await screen.findByRole('button', { name: 'Pancakes' });
    const search = screen.getByRole('searchbox', { name: 'Search your recipes' });
    expect(document.activeElement).toBe(search);
    await userEvent.type(search, '  pasta ');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Pancakes' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Pasta al pomodoro' })).toBeDefined();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/recipes?pageSize=50',
      '/api/recipes?q=pasta&pageSize=50',
    ]);

    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(await screen.findByText('Nothing matches.')).toBeDefined();
    expect(screen.queryByText('No recipes yet.')).toBeNull();
  });

  it('says the user has no recipes when the unsearched list is empty', async () => {
    mockFetch({ 'GET /api/recipes?pageSize=50': () => jsonResponse([]) });
    renderPicker();
    expect(await screen.findByText('No recipes yet.')).toBeDefined();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the failure with a retry that loads the list', async () => {
    let fail = true;
    mockFetch({
      'GET /api/recipes?pageSize=50': () => (fail ? jsonResponse({ message: 'down' }, 500) : jsonResponse([PANCAKES])),
    });
    renderPicker();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your recipes could not be loaded.')).toBeDefined();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pancakes' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('groups the rows as one form field named by the legend', async () => {
    mockFetch({ 'GET /api/recipes?pageSize=50': () => jsonResponse([PANCAKES]) });
    renderPicker({ legend: 'Your recipes' });
    const group = screen.getByRole('group', { name: 'Your recipes' });
    expect(await within(group).findByRole('button', { name: 'Pancakes' })).toBeDefined();
  });
});
