import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_QUERY_KEY } from '../../../../lib/auth.ts';
import i18n from '../../../../lib/i18n.ts';
import { createQueryClient } from '../../../../lib/query-client.ts';
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from '../../../../test-utils.tsx';
import { GenerateRecipeForm } from './generate-recipe-form.tsx';

beforeAll(async () => {
  await i18n.loadNamespaces(['chef']);
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const item = (name: string, bestBefore: string | null) => ({
  id: name,
  name,
  amount: '',
  bestBefore,
  runningLow: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function renderAt(path: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, buildUser({ id: 'user-1' }));
  return renderWithProviders(<GenerateRecipeForm />, { queryClient, path });
}

describe('generating from the pantry', () => {
  it('opened from the pantry, fills the available ingredients with it, soonest best-before first', async () => {
    mockFetch({
      'GET /api/pantry-items': () =>
        jsonResponse([
          item('rice', null),
          item('spinach', '2026-01-03'),
          item('milk', '2026-01-02'),
          item('Rice', null),
        ]),
    });
    renderAt('/?fromPantry=1');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Ingredients you have' })).not.toBeNull());
    const chips = within(screen.getByRole('list', { name: 'Ingredients you have' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(chips).toEqual(['milk', 'spinach', 'rice']);
  });

  it('otherwise never asks for the pantry', async () => {
    const fetchMock = mockFetch({});
    renderAt('/');
    await screen.findByRole('button', { name: 'Advanced configuration' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
