import { StrictMode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import { buildRecipe } from '../../../entities/recipe/testing/build-recipe.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test-utils.tsx';
import { usePendingRecipeAutoSave } from './use-pending-recipe-auto-save.ts';

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const OTHER = '16fd2706-8baf-433b-82eb-8c7fada847da';

function Probe() {
  usePendingRecipeAutoSave();
  return null;
}

function renderHome(path = '/') {
  return renderWithProviders(
    <>
      <Probe />
      <ToastHost />
    </>,
    { path },
  );
}

/** Answers POST /api/recipes/<id>/copy with a copy, recording when it came and with which body. */
function copyEndpoint(id: string, calls: { at: number; body: unknown }[], status = 201) {
  return {
    [`POST /api/recipes/${id}/copy`]: (init: RequestInit | undefined) => {
      calls.push({ at: performance.now(), body: JSON.parse(String(init?.body)) });
      if (status !== 201) return jsonResponse({ message: 'Recipe not found' }, status, 'Not Found');
      return jsonResponse(buildRecipe({ title: 'Pudim de leite', isFavorite: true }), 201, 'Created');
    },
  };
}

beforeAll(async () => {
  await i18n.loadNamespaces(['home', 'recipes', 'errors']);
});
beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('usePendingRecipeAutoSave', () => {
  it('copies the stored recipe into favourites about 1 s after load, once, and clears it', async () => {
    localStorage.setItem('pendingRecipeId', ID);
    const calls: { at: number; body: unknown }[] = [];
    mockFetch(copyEndpoint(ID, calls));
    const start = performance.now();
    renderHome();

    expect(await screen.findByText('Recipe saved!', {}, { timeout: 3000 })).toBeDefined();
    expect(screen.getByText('"Pudim de leite" is now in your favorites.')).toBeDefined();
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ isFavorite: true });
    expect(calls[0].at - start).toBeGreaterThanOrEqual(950);
    expect(localStorage.getItem('pendingRecipeId')).toBeNull();
  });

  it('copies the autoAddRecipe recipe about 0.5 s after load and takes the parameter out of the address', async () => {
    const calls: { at: number; body: unknown }[] = [];
    mockFetch(copyEndpoint(ID, calls));
    const start = performance.now();
    const { location } = renderHome(`/?autoAddRecipe=${ID}&tab=import`);

    await waitFor(() => expect(location.history?.at(-1)).toBe('/?tab=import'));
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 3000 });
    const elapsed = calls[0].at - start;
    expect(elapsed).toBeGreaterThanOrEqual(450);
    expect(elapsed).toBeLessThan(1000);
    expect(calls[0].body).toEqual({ isFavorite: true });
    expect(await screen.findByText('Recipe saved!')).toBeDefined();
  });

  it('saves a parameter and a different stored recipe both, and the same recipe only once', async () => {
    localStorage.setItem('pendingRecipeId', OTHER);
    const first: { at: number; body: unknown }[] = [];
    const second: { at: number; body: unknown }[] = [];
    mockFetch({ ...copyEndpoint(ID, first), ...copyEndpoint(OTHER, second) });
    renderHome(`/?autoAddRecipe=${ID}`);
    await waitFor(() => expect(second).toHaveLength(1), { timeout: 3000 });
    expect(first).toHaveLength(1);
    expect(first[0].at).toBeLessThan(second[0].at);
  });

  it("shows 'Auto-save failed' when the copy is refused, and does not try again on the next load", async () => {
    localStorage.setItem('pendingRecipeId', ID);
    const calls: { at: number; body: unknown }[] = [];
    mockFetch(copyEndpoint(ID, calls, 404));
    const { unmount } = renderHome();
    expect(await screen.findByText('Auto-save failed', {}, { timeout: 3000 })).toBeDefined();
    expect(screen.getByText('You can add the recipe manually from its public page.')).toBeDefined();
    unmount();

    renderHome();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(calls).toHaveLength(1);
  });

  it('saves once under StrictMode, where effects run twice', async () => {
    localStorage.setItem('pendingRecipeId', ID);
    const calls: { at: number; body: unknown }[] = [];
    mockFetch(copyEndpoint(ID, calls));
    renderWithProviders(
      <StrictMode>
        <Probe />
      </StrictMode>,
    );
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toHaveLength(1);
  });

  it('does nothing without a pending recipe', async () => {
    const fetchMock = mockFetch({});
    renderHome('/?tab=import');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
