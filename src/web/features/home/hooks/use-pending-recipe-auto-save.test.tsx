import { StrictMode } from 'react';
import { act, screen } from '@testing-library/react';
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

/** Answers POST /api/recipes/<id>/copy with a copy, recording each call's body. */
function copyEndpoint(id: string, calls: { body: unknown }[], status = 201) {
  return {
    [`POST /api/recipes/${id}/copy`]: (init: RequestInit | undefined) => {
      calls.push({ body: JSON.parse(String(init?.body)) });
      if (status !== 201) return jsonResponse({ message: 'Recipe not found' }, status, 'Not Found');
      return jsonResponse(buildRecipe({ title: 'Pudim de leite', isFavorite: true }), 201, 'Created');
    },
  };
}

/**
 * Moves the fake clock (setTimeout only, so promises and the fetch mock still settle) and lets
 * React apply what the timers and the settled requests changed.
 */
async function advance(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** Back to the real clock, then waits for the text the settled request shows. */
async function shown(text: string): Promise<void> {
  vi.useRealTimers();
  expect(await screen.findByText(text)).toBeDefined();
}

beforeAll(async () => {
  await i18n.loadNamespaces(['home', 'recipes', 'errors']);
});
beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  dismissToast();
  vi.unstubAllGlobals();
});

describe('usePendingRecipeAutoSave', () => {
  it('copies the stored recipe into favourites 1 s after load, once, and clears it', async () => {
    localStorage.setItem('pendingRecipeId', ID);
    const calls: { body: unknown }[] = [];
    mockFetch(copyEndpoint(ID, calls));
    renderHome();

    await advance(999);
    expect(calls).toHaveLength(0);
    expect(localStorage.getItem('pendingRecipeId')).toBe(ID);
    await advance(1);
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ isFavorite: true });
    expect(localStorage.getItem('pendingRecipeId')).toBeNull();
    await shown('Recipe saved!');
    expect(screen.getByText('"Pudim de leite" is now in your favorites.')).toBeDefined();
  });

  it('copies the autoAddRecipe recipe 0.5 s after load and takes the parameter out of the address', async () => {
    const calls: { body: unknown }[] = [];
    mockFetch(copyEndpoint(ID, calls));
    const { location } = renderHome(`/?autoAddRecipe=${ID}&tab=import`);

    expect(location.history?.at(-1)).toBe('/?tab=import');
    await advance(499);
    expect(calls).toHaveLength(0);
    await advance(1);
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ isFavorite: true });
    await shown('Recipe saved!');
  });

  it('saves a parameter and a different stored recipe both, and the same recipe only once', async () => {
    localStorage.setItem('pendingRecipeId', OTHER);
    const first: { body: unknown }[] = [];
    const second: { body: unknown }[] = [];
    mockFetch({ ...copyEndpoint(ID, first), ...copyEndpoint(OTHER, second) });
    renderHome(`/?autoAddRecipe=${ID}`);
    await advance(500);
    expect([first.length, second.length]).toEqual([1, 0]);
    await advance(500);
    expect([first.length, second.length]).toEqual([1, 1]);
  });

  it("shows 'Auto-save failed' when the copy is refused, and does not try again on the next load", async () => {
    localStorage.setItem('pendingRecipeId', ID);
    const calls: { body: unknown }[] = [];
    mockFetch(copyEndpoint(ID, calls, 404));
    const { unmount } = renderHome();
    await advance(1000);
    await shown('Auto-save failed');
    expect(screen.getByText('You can add the recipe manually from its public page.')).toBeDefined();
    unmount();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderHome();
    await advance(10_000);
    expect(calls).toHaveLength(1);
  });

  it('saves once under StrictMode, where effects run twice', async () => {
    localStorage.setItem('pendingRecipeId', ID);
    const calls: { body: unknown }[] = [];
    mockFetch(copyEndpoint(ID, calls));
    renderWithProviders(
      <StrictMode>
        <Probe />
      </StrictMode>,
    );
    await advance(10_000);
    expect(calls).toHaveLength(1);
  });

  it('does nothing without a pending recipe', async () => {
    const fetchMock = mockFetch({});
    renderHome('/?tab=import');
    await advance(10_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
