import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { Route } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMealPlanItem } from '../../entities/meal-plan/index.ts';
import { buildRecipe } from '../../entities/recipe/testing/build-recipe.ts';
import { ToastHost } from '../../components/ui/toast-host.tsx';
import { dismissToast } from '../../components/ui/use-toast.ts';
import { CURRENT_USER_QUERY_KEY } from '../../lib/auth.ts';
import i18n from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from '../../test-utils.tsx';
import CookPage from './cook-page.tsx';
import { plannedMealOf } from './components/planned-meal-finish.tsx';

const userEvent = userEventLib.setup();
const recipe = buildRecipe({ title: 'Stew', instructions: ['Chop the onion.', 'Simmer for 20 minutes.'] });
const DAY = '2026-11-23';

function meal(completed: boolean): TMealPlanItem {
  return {
    id: 'meal-1',
    mealPlanId: 'plan-1',
    recipeId: recipe.id,
    mealDate: DAY,
    mealType: 'dinner',
    servings: 2,
    notes: null,
    completed,
    recipe,
  };
}

function renderCook(path: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, buildUser({ language: i18n.language as 'en' | 'pt-BR' }));
  return renderWithProviders(
    <>
      <Route path="/cook/:id" component={CookPage} />
      <ToastHost />
    </>,
    { path, queryClient },
  );
}

const itemsUrl = `GET /api/meal-plan-items?startDate=${DAY}&endDate=${DAY}`;

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('plannedMealOf', () => {
  it('reads the meal and its day from the query, and nothing from a partial or bad one', () => {
    expect(plannedMealOf(`meal=meal-1&date=${DAY}`)).toEqual({ id: 'meal-1', date: DAY });
    expect(plannedMealOf('meal=meal-1')).toBeNull();
    expect(plannedMealOf('meal=meal-1&date=tomorrow')).toBeNull();
    expect(plannedMealOf('')).toBeNull();
  });
});

describe('cook mode opened for a planned meal', () => {
  it.each([
    ['en', 'Next step', 'Mark this meal done', 'Rate this recipe', 'This meal is marked done.'],
    [
      'pt-BR',
      'Próximo passo',
      'Marcar esta refeição como feita',
      'Avaliar esta receita',
      'Esta refeição está marcada como feita.',
    ],
  ] as const)(
    '%s: the last step marks the meal done and offers the rating',
    async (lang, next, mark, rate, marked) => {
      await i18n.changeLanguage(lang);
      let completed = false;
      const fetchMock = mockFetch({
        [`GET /api/recipes/${recipe.id}`]: () => jsonResponse(recipe),
        [itemsUrl]: () => jsonResponse([meal(completed)]),
        'PATCH /api/meal-plan-items/meal-1/toggle': () => {
          completed = true;
          return jsonResponse(meal(true));
        },
        [`GET /api/recipes/${recipe.id}/rating/summary`]: () => jsonResponse({ averageRating: 0, totalRatings: 0 }),
        [`GET /api/recipes/${recipe.id}/rating/me`]: () => jsonResponse(null),
      });
      renderCook(`/cook/${recipe.id}?meal=meal-1&date=${DAY}`);
      await userEvent.click(await screen.findByRole('button', { name: next }));
      await userEvent.click(await screen.findByRole('button', { name: mark }));
      await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
      expect(await screen.findByText(marked)).toBeDefined();
      expect(screen.queryByRole('button', { name: mark })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: rate }));
      // The rating form (stars) of the recipe, in cook mode.
      expect(await screen.findByRole('slider')).toBeDefined();
    },
    20_000,
  );

  it('offers nothing of the kind on the first step, nor when cook mode was opened from a recipe', async () => {
    mockFetch({
      [`GET /api/recipes/${recipe.id}`]: () => jsonResponse(recipe),
      [itemsUrl]: () => jsonResponse([meal(false)]),
    });
    const { unmount } = renderCook(`/cook/${recipe.id}?meal=meal-1&date=${DAY}`);
    expect(await screen.findByRole('button', { name: 'Next step' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Mark this meal done' })).toBeNull();
    unmount();
    renderCook(`/cook/${recipe.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Next step' }));
    expect(await screen.findByRole('button', { name: 'Done cooking' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Mark this meal done' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rate this recipe' })).toBeNull();
  }, 20_000);
});

describe('cook mode for a planned meal cooks its planned servings (weekly walk 10)', () => {
  const stew = buildRecipe({
    title: 'Stew',
    servings: 4,
    ingredients: [
      { amount: '2 cups', name: 'water' },
      { amount: '4', name: 'carrots' },
    ],
    instructions: ['Chop the carrots.', 'Simmer for 20 minutes.'],
  });
  it.each([
    ['en', 'Amounts for 2 servings, as planned.', '1 cup'],
    ['pt-BR', 'Quantidades para 2 porções, como planejado.', '1 xícara'],
  ] as const)(
    '%s: the amounts are for the meal’s 2 servings, not the recipe’s 4, and it says so',
    async (lang, note, water) => {
      await i18n.changeLanguage(lang);
      mockFetch({
        [`GET /api/recipes/${stew.id}`]: () => jsonResponse(stew),
        [itemsUrl]: () => jsonResponse([{ ...meal(false), recipeId: stew.id, recipe: stew, servings: 2 }]),
      });
      renderCook(`/cook/${stew.id}?meal=meal-1&date=${DAY}`);
      expect(await screen.findByText(note)).toBeDefined();
      const rows = screen.getByTestId('cook-ingredients').querySelectorAll('li');
      expect(rows[0]?.textContent).toMatch(new RegExp(`^${water} `));
      expect(rows[1]?.textContent).toMatch(/^2 /);
    },
    20_000,
  );

  it('keeps the recipe’s servings when opened from a recipe, with no note', async () => {
    mockFetch({ [`GET /api/recipes/${stew.id}`]: () => jsonResponse(stew) });
    renderCook(`/cook/${stew.id}`);
    await screen.findByRole('button', { name: 'Next step' });
    const rows = screen.getByTestId('cook-ingredients').querySelectorAll('li');
    expect(rows[1]?.textContent).toMatch(/^4 /);
    expect(screen.queryByText(/as planned/)).toBeNull();
  }, 20_000);
});

describe('a step’s timer', () => {
  it.each([
    ['pt-BR', 'Iniciar timer de 20 minutos'],
    ['en', 'Start a timer for 20 minutes'],
  ] as const)(
    '%s: the button names the timer in the page’s language (an English recipe)',
    async (lang, name) => {
      await i18n.changeLanguage(lang);
      mockFetch({ [`GET /api/recipes/${recipe.id}`]: () => jsonResponse(recipe) });
      renderCook(`/cook/${recipe.id}`);
      await userEvent.click(await screen.findByRole('button', { name: lang === 'en' ? 'Next step' : 'Próximo passo' }));
      expect(await screen.findByRole('button', { name })).toBeDefined();
    },
    20_000,
  );
});
