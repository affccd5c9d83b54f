import { Suspense } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCollection } from '../../../../shared/schemas/collection.ts';
import { buildRecipeCard } from '../../../entities/recipe/testing/build-recipe.ts';
import i18n from '../../../lib/i18n.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test-utils.tsx';
import { AddRecipesDialog } from './add-recipes-dialog.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const COLLECTION: TCollection = {
  id: 'c1',
  name: 'Weeknight dinners',
  description: null,
  color: '#ef4444',
  icon: 'FolderOpen',
  recipeCount: 1,
  recipeIds: ['r1'],
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('AddRecipesDialog', () => {
  it("lists the user's recipes, marks those already in the collection and adds another", async () => {
    const fetchMock = mockFetch({
      'GET /api/recipes?pageSize=50': () =>
        jsonResponse([buildRecipeCard({ id: 'r1', title: 'Pancakes' }), buildRecipeCard({ id: 'r2', title: 'Pasta' })]),
      'POST /api/collections/c1/recipes': () => jsonResponse({ added: true }, 201),
    });
    renderWithProviders(
      <Suspense fallback={null}>
        <AddRecipesDialog collection={COLLECTION} open onOpenChange={() => undefined} />
      </Suspense>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add recipes' });
    expect(within(dialog).getByRole('searchbox', { name: 'Search your recipes' })).toBeDefined();
    const list = await within(dialog).findByRole('list', { name: 'Your recipes' });
    const [pancakes, pasta] = within(list).getAllByRole('listitem');
    expect(within(pancakes).getByText('Added')).toBeDefined();
    expect(within(pancakes).queryByRole('button')).toBeNull();

    await userEvent.click(within(pasta).getByRole('button', { name: 'Add “Pasta”' }));
    await waitFor(() => expect(within(pasta).getByText('Added')).toBeDefined());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ recipeId: 'r2' });
  });
});
