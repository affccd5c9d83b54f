import { Suspense } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import i18n from '../../../lib/i18n.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test-utils.tsx';
import { buildRecipe } from '../../recipe/testing/build-recipe.ts';
import { formatMediumDate, toIsoDate, weekRange, weekStartOf, mealPlanName } from '../model/week.ts';
import { AddToMealPlanButton } from './add-to-meal-plan-button.tsx';
import type { MealPlanRecipe } from './add-to-meal-plan-dialog.tsx';

const userEvent = userEventLib.setup({ delay: null });

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

function renderButton(recipe: MealPlanRecipe) {
  return renderWithProviders(
    <Suspense fallback={null}>
      <AddToMealPlanButton recipe={recipe} />
      <ToastHost />
    </Suspense>,
  );
}

const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
/** The server's answers, whole (mockFetch checks fakes against the API's schemas). */
const plan = (id: string, init?: RequestInit) => ({
  id,
  name: 'Week of Jan 5',
  startDate: '2025-01-05',
  endDate: '2025-01-11',
  notes: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...(init ? body(init) : {}),
});
const item = (planId: string, init: RequestInit | undefined) => {
  const sent = body(init);
  return {
    id: 'm1',
    mealPlanId: planId,
    notes: null,
    completed: false,
    recipe: buildRecipe({ id: String(sent.recipeId) }),
    ...sent,
  };
};

describe('Add to Meal Plan dialog', () => {
  it("defaults to today, dinner and the recipe's servings, then adds it to this week's plan", async () => {
    const today = new Date();
    const range = weekRange(today);
    const fetchMock = mockFetch({
      'POST /api/meal-plans': (init) => jsonResponse(plan('p1', init), 201),
      'POST /api/meal-plans/p1/items': (init) => jsonResponse(item('p1', init), 201),
    });
    renderButton({ id: 'r1', title: 'Lasagna', servings: 6 });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Lasagna to the meal plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Meal Plan' });
    expect(within(dialog).getByLabelText('Date')).toHaveProperty('value', toIsoDate(today));
    expect(within(dialog).getByRole('combobox', { name: 'Meal' }).textContent).toBe('Dinner');
    expect(within(dialog).getByRole('spinbutton', { name: 'Servings' })).toHaveProperty('value', '6');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Meal Plan' }));
    expect(await screen.findByText('Added to Meal Plan')).toBeDefined();
    expect(screen.getByText(`Lasagna is planned for dinner on ${formatMediumDate(today)}.`)).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(body(fetchMock.mock.calls[0][1])).toEqual({ name: mealPlanName(weekStartOf(today)), ...range });
    expect(body(fetchMock.mock.calls[1][1])).toEqual({
      recipeId: 'r1',
      mealDate: toIsoDate(today),
      mealType: 'dinner',
      servings: 6,
    });
  });

  it('uses 4 servings when the recipe does not say, plans the week of the chosen day, and shows the pending state', async () => {
    let release: () => void = () => {};
    const fetchMock = mockFetch({
      'POST /api/meal-plans': (init) => jsonResponse(plan('p2', init), 201),
      'POST /api/meal-plans/p2/items': (init) =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse(item('p2', init), 201));
        }),
    });
    renderButton({ id: 'r1', title: 'Soup', servings: 0 });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Soup to the meal plan' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('spinbutton', { name: 'Servings' })).toHaveProperty('value', '4');
    const date = within(dialog).getByLabelText('Date');
    await userEvent.clear(date);
    await userEvent.type(date, '2025-03-13');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Meal Plan' }));
    expect(await within(dialog).findByRole('button', { name: 'Adding...' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(fetchMock.mock.calls).toHaveLength(2));
    release();
    expect(await screen.findByText('Soup is planned for dinner on Mar 13, 2025.')).toBeDefined();
    expect(body(fetchMock.mock.calls[0][1])).toEqual({
      name: 'Week of Mar 9',
      startDate: '2025-03-09',
      endDate: '2025-03-15',
    });
    expect(body(fetchMock.mock.calls[1][1])).toMatchObject({ mealDate: '2025-03-13', servings: 4 });
  });

  it("shows 'Error' with the server's message, or 'Failed to create meal plan' without a plan", async () => {
    let planFails = false;
    mockFetch({
      'POST /api/meal-plans': () => (planFails ? jsonResponse({}, 500) : jsonResponse(plan('p1'), 201)),
      'POST /api/meal-plans/p1/items': () => jsonResponse({ message: 'Servings must be at least 1' }, 400),
      [`GET /api/meal-plans?startDate=${weekRange(new Date()).startDate}&endDate=${weekRange(new Date()).endDate}`]:
        () => jsonResponse([]),
    });
    renderButton({ id: 'r1', title: 'Soup', servings: 2 });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Soup to the meal plan' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Meal Plan' }));
    expect(await screen.findByText('Servings must be at least 1')).toBeDefined();
    expect(screen.getByText('Error')).toBeDefined();

    planFails = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Meal Plan' }));
    expect(await screen.findByText('Failed to create meal plan')).toBeDefined();
  });
});
