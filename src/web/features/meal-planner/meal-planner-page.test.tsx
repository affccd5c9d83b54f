import { Suspense } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMealPlanItem, TMealSuggestion } from '../../entities/meal-plan/index.ts';
import type { TRecipe } from '../../entities/recipe/index.ts';
import { buildRecipe } from '../../entities/recipe/testing/build-recipe.ts';
import { ToastHost } from '../../components/ui/toast-host.tsx';
import { dismissToast } from '../../components/ui/use-toast.ts';
import { CURRENT_USER_QUERY_KEY } from '../../lib/auth.ts';
import i18n from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from '../../test-utils.tsx';
import MealPlannerPage from './meal-planner-page.tsx';
import { setOnline } from '../../pwa/test-helpers.ts';

// The recipe dialog's code is loaded on demand (issue 19); loading it here keeps that download
// (a slow module transform on a busy machine) out of the test that opens it.
await import('../../entities/recipe/components/recipe-detail-modal.tsx');

const userEvent = userEventLib.setup({ delay: null });

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

const WEEK = '/api/meal-plan-items?startDate=2025-01-05&endDate=2025-01-11';
const NEXT_WEEK = '/api/meal-plan-items?startDate=2025-01-12&endDate=2025-01-18';

function recipe(overrides: Partial<TRecipe> = {}): TRecipe {
  return buildRecipe({
    id: 'r1',
    title: 'Pancakes',
    description: 'Fluffy',
    tags: ['breakfast'],
    cookTime: 15,
    ingredients: [{ name: 'flour', amount: '2 cups' }],
    instructions: ['Mix.'],
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
    ...overrides,
  });
}

function meal(overrides: Partial<TMealPlanItem> = {}): TMealPlanItem {
  const r = overrides.recipe ?? recipe();
  return {
    id: 'm1',
    mealPlanId: 'p1',
    recipeId: r.id,
    mealDate: '2025-01-06',
    mealType: 'breakfast',
    servings: 2,
    notes: null,
    completed: false,
    recipe: r,
    ...overrides,
  };
}

function renderPlanner(path = '/meal-planner?week=2025-01-08') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, buildUser());
  const view = renderWithProviders(
    <Suspense fallback={null}>
      <MealPlannerPage />
      <ToastHost />
    </Suspense>,
    { path, queryClient },
  );
  return view;
}

const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const calls = (fetchMock: ReturnType<typeof mockFetch>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => String(u) === url && (init?.method ?? 'GET') === method);

describe('Meal planner page', () => {
  it('shows the week from Sunday with its range, the meals by day and meal type, and moves between weeks', async () => {
    mockFetch({
      [`GET ${WEEK}`]: () => jsonResponse([meal({ notes: 'A quick start' })]),
      [`GET ${NEXT_WEEK}`]: () => jsonResponse([]),
    });
    const { location } = renderPlanner();
    expect(await screen.findByText('Jan 5 - Jan 11, 2025')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(headings).toEqual([
      'Sunday, Jan 5',
      'Monday, Jan 6',
      'Tuesday, Jan 7',
      'Wednesday, Jan 8',
      'Thursday, Jan 9',
      'Friday, Jan 10',
      'Saturday, Jan 11',
    ]);
    const monday = screen.getByRole('heading', { name: 'Monday, Jan 6' }).closest('li')!;
    expect(within(monday).getByRole('button', { name: 'Open the recipe Pancakes' })).toBeDefined();
    expect(within(monday).getByText('2 servings')).toBeDefined();
    expect(within(monday).getByText('A quick start')).toBeDefined();
    // One serving of a 4-serving recipe with 2 cups (250 g) of flour: 250 × 3.64 / 4 = 227.5 kcal per
    // person (the server rounds it to 228), whatever the 2 servings planned (they say how many eat).
    expect(within(monday).getByTestId('day-energy').textContent).toBe(
      'Energy planned for Monday, Jan 6, one serving of each meal: ≈ 228 kcal per person',
    );
    expect(
      within(monday)
        .getAllByRole('button', { name: /^Add / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Add breakfast on Monday, Jan 6',
      'Add lunch on Monday, Jan 6',
      'Add dinner on Monday, Jan 6',
      'Add snack on Monday, Jan 6',
    ]);
    expect(screen.getByText('0 of 1 meal done this week')).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('Jan 12 - Jan 18, 2025')).toBeDefined();
    expect(await screen.findByText('No meals planned this week yet.')).toBeDefined();
    expect(location.history?.at(-1)).toBe('/meal-planner?week=2025-01-12');
  });

  it('toggles a meal complete and removes one', async () => {
    const fetchMock = mockFetch({
      [`GET ${WEEK}`]: () => jsonResponse([meal()]),
      'PATCH /api/meal-plan-items/m1/toggle': () => jsonResponse(meal({ completed: true })),
      'DELETE /api/meal-plan-items/m1': () => new Response(null, { status: 204 }),
    });
    renderPlanner();
    const done = await screen.findByRole('checkbox', { name: 'Completed: Pancakes' });
    await userEvent.click(done);
    await waitFor(() => expect(done.getAttribute('aria-checked')).toBe('true'));
    expect(calls(fetchMock, 'PATCH', '/api/meal-plan-items/m1/toggle')).toHaveLength(1);
    expect(screen.getByText('1 of 1 meal done this week')).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Pancakes from breakfast on Monday, Jan 6' }));
    expect(await screen.findByText('Meal removed')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Completed: Pancakes' })).toBeNull());
  });

  it("says 'Failed to fetch meal plan items' and retries", async () => {
    let fail = true;
    mockFetch({ [`GET ${WEEK}`]: () => (fail ? jsonResponse({ message: 'down' }, 500) : jsonResponse([])) });
    renderPlanner();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch meal plan items')).toBeDefined();
    expect(await screen.findByText('down')).toBeDefined(); // the toast, with the server's message
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No meals planned this week yet.')).toBeDefined();
  });

  it("adds a meal: recipe search, submit off until a recipe is chosen, servings 2 when not a number, the week's plan first", async () => {
    const fetchMock = mockFetch({
      [`GET ${WEEK}`]: () => jsonResponse([]),
      'GET /api/recipes?pageSize=50': () =>
        jsonResponse([recipe(), recipe({ id: 'r2', title: 'Pasta al pomodoro', tags: ['italian'] })]),
      'GET /api/recipes?q=ITALIAN&pageSize=50': () =>
        jsonResponse([recipe({ id: 'r2', title: 'Pasta al pomodoro', tags: ['italian'] })]),
      'POST /api/meal-plans': (init) =>
        jsonResponse({ id: 'p1', ...body(init), notes: null, createdAt: '2025-01-01T00:00:00Z' }, 201),
      'POST /api/meal-plans/p1/items': (init) => jsonResponse(meal({ id: 'm9', ...body(init) }), 201),
    });
    renderPlanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Add dinner on Wednesday, Jan 8' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add meal' });
    expect(within(dialog).getByText('Dinner on Wednesday, Jan 8')).toBeDefined();
    const submit = within(dialog).getByRole('button', { name: 'Add meal' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('spinbutton', { name: 'Servings' })).toHaveProperty('value', '2');

    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search recipes' }), 'ITALIAN');
    await waitFor(() => expect(within(dialog).queryByRole('radio', { name: /Pancakes/ })).toBeNull());
    await userEvent.click(within(dialog).getByRole('radio', { name: /Pasta al pomodoro/ }));
    expect(submit.hasAttribute('disabled')).toBe(false);
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: 'Servings' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Notes (optional)' }), 'Extra basil');
    await userEvent.click(submit);

    expect(await screen.findByText('Meal added')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(body(calls(fetchMock, 'POST', '/api/meal-plans')[0][1])).toEqual({
      name: 'Week of Jan 5',
      startDate: '2025-01-05',
      endDate: '2025-01-11',
    });
    expect(body(calls(fetchMock, 'POST', '/api/meal-plans/p1/items')[0][1])).toEqual({
      recipeId: 'r2',
      mealDate: '2025-01-08',
      mealType: 'dinner',
      servings: 2,
      notes: 'Extra basil',
    });
  });

  it('uses the first plan of the week when creating fails, and says so when there is none', async () => {
    let plans: unknown[] = [
      { id: 'p7', name: 'Week of Jan 5', startDate: '2025-01-05', endDate: '2025-01-11', notes: null, createdAt: '' },
    ];
    const fetchMock = mockFetch({
      [`GET ${WEEK}`]: () => jsonResponse([]),
      'GET /api/recipes?pageSize=50': () => jsonResponse([recipe()]),
      'POST /api/meal-plans': () => jsonResponse({ message: 'busy' }, 500),
      'GET /api/meal-plans?startDate=2025-01-05&endDate=2025-01-11': () => jsonResponse(plans),
      'POST /api/meal-plans/p7/items': (init) => jsonResponse(meal(body(init)), 201),
    });
    renderPlanner();
    const addAndSubmit = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Add lunch on Friday, Jan 10' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add meal' });
      await userEvent.click(await within(dialog).findByRole('radio', { name: /Pancakes/ }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add meal' }));
    };
    await addAndSubmit();
    expect(await screen.findByText('Meal added')).toBeDefined();
    expect(calls(fetchMock, 'POST', '/api/meal-plans/p7/items')).toHaveLength(1);

    plans = [];
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await addAndSubmit();
    expect(await screen.findByText('Failed to create meal plan')).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Add meal' })).toBeDefined();
  });

  it("says 'Failed to add meal' when the item is refused", async () => {
    mockFetch({
      [`GET ${WEEK}`]: () => jsonResponse([]),
      'GET /api/recipes?pageSize=50': () => jsonResponse([recipe()]),
      'POST /api/meal-plans': () =>
        jsonResponse(
          {
            id: 'p1',
            name: 'Week of Jan 5',
            startDate: '2025-01-05',
            endDate: '2025-01-11',
            notes: null,
            createdAt: '',
          },
          200,
        ),
      'POST /api/meal-plans/p1/items': () => jsonResponse({ message: 'Recipe not found' }, 404),
    });
    renderPlanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Add snack on Sunday, Jan 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add meal' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Pancakes/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add meal' }));
    expect(await screen.findByText('Failed to add meal')).toBeDefined();
    expect(screen.getByText('Error')).toBeDefined();
  });

  it('builds the shopping list from the week: nothing planned, no ingredients, or the server builds it without pantry items', async () => {
    let items: TMealPlanItem[] = [];
    const routes: Record<string, (init?: RequestInit) => Response | Promise<Response>> = {
      [`GET ${WEEK}`]: () => jsonResponse(items),
      'POST /api/shopping-list-items/from-plan': () =>
        jsonResponse({ added: 1, merged: 2, alreadyListed: 1, skipped: [{ name: 'flour', pantryItem: 'farinha' }] }),
    };
    // After it navigates away the memory router drops ?week, and the planner reads this week:
    // answer that too, so its failure toast does not replace the one under test.
    const fetchMock = mockFetch(
      new Proxy(routes, {
        get: (target, key: string) =>
          target[key] ?? (key.startsWith('GET /api/meal-plan-items?') ? () => jsonResponse([]) : undefined),
      }),
    );
    const { queryClient, location } = renderPlanner();
    const button = await screen.findByRole('button', { name: 'Generate shopping list' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await userEvent.click(button);
    expect(await screen.findByText('No meals planned')).toBeDefined();
    expect(screen.getByText('Add some meals to your plan first')).toBeDefined();

    items = [meal({ recipe: recipe({ ingredients: [] }) })];
    await queryClient.refetchQueries({ queryKey: ['/api/meal-plan-items'] });
    await screen.findByText('0 of 1 meal done this week');
    await userEvent.click(button);
    expect(await screen.findByText('No ingredients found')).toBeDefined();
    expect(screen.getByText("The meals in your plan don't have any ingredients")).toBeDefined();

    items = [
      meal({ servings: 2, mealDate: '2025-01-07' }),
      meal({
        id: 'm2',
        servings: 8,
        mealDate: '2025-01-09',
        recipe: recipe({ id: 'r2', title: 'Soup', servings: 4, ingredients: [{ name: 'water', amount: '1 l' }] }),
      }),
    ];
    await queryClient.refetchQueries({ queryKey: ['/api/meal-plan-items'] });
    await screen.findByText('0 of 2 meals done this week');
    await userEvent.click(button);
    expect(await screen.findByText('Shopping list updated')).toBeDefined();
    expect(
      screen.getByText(
        /1 ingredient from this week's meals was added\. 2 joined lines already on the list\. 1 meal was already on the list and was not added again\. 1 ingredient left out: the pantry has it \(flour\)\./,
      ),
    ).toBeDefined();
    expect(calls(fetchMock, 'POST', '/api/shopping-list-items/from-plan').map(([, init]) => body(init))).toEqual([
      { startDate: '2025-01-07', endDate: '2025-01-09' },
    ]);
    expect(location.history?.at(-1)).toBe('/shopping-list');
  });

  it('opens the recipe of a meal in the recipe dialog', async () => {
    mockFetch({ [`GET ${WEEK}`]: () => jsonResponse([meal()]) });
    renderPlanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Open the recipe Pancakes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pancakes' });
    expect(within(dialog).getByText('Fluffy')).toBeDefined();
  });

  it('shows the planner in Portuguese', async () => {
    await i18n.changeLanguage('pt-BR');
    mockFetch({ [`GET ${WEEK}`]: () => jsonResponse([]) });
    renderPlanner();
    expect(await screen.findByText('5 de jan - 11 de jan de 2025')).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Domingo, 5 de jan' })).toBeDefined();
    // The heading starts with a capital; inside a sentence a Portuguese weekday is lower case.
    const add = screen.getByRole('button', { name: 'Adicionar jantar em domingo, 5 de jan' });
    await userEvent.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar refeição' });
    expect(within(dialog).getByText('Jantar em domingo, 5 de jan')).toBeDefined();
  });
});

describe('AI meal plan', () => {
  // The week on screen is Jan 5-11, 2025; today is its Wednesday unless a test says otherwise.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-08T12:00:00'));
  });
  afterEach(() => vi.useRealTimers());
  const suggestion = (overrides: Partial<TMealSuggestion>): TMealSuggestion => ({
    date: '2025-01-12',
    mealType: 'dinner',
    recipeTitle: 'Lentil stew',
    recipeDescription: 'Hearty',
    prepTime: 10,
    cookTime: 30,
    servings: 3,
    difficulty: 'Easy',
    ingredients: [{ name: 'lentils', amount: '1 cup' }],
    instructions: ['Simmer.'],
    tags: ['vegan'],
    tips: [],
    reasoning: 'Plenty of protein for a cold evening.',
    ...overrides,
  });

  it('generates for the week after, saves each suggestion as a recipe (or reuses a saved one) and adds it to the AI plan', async () => {
    const fetchMock = mockFetch({
      [`GET ${WEEK}`]: () => jsonResponse([]),
      [`GET ${NEXT_WEEK}`]: () => jsonResponse([]),
      'POST /api/meal-plans/generate': () =>
        jsonResponse([
          suggestion({}),
          suggestion({
            date: '2025-01-13',
            mealType: 'breakfast',
            recipeTitle: 'Pancakes',
            existingRecipeId: 'r1',
            reasoning: 'You love these.',
          }),
        ]),
      'POST /api/meal-plans': (init) => jsonResponse({ id: 'ai1', ...body(init), createdAt: '' }, 201),
      'POST /api/recipes': (init) => jsonResponse(recipe({ id: 'new1', ...body(init) }), 201),
      'POST /api/meal-plans/ai1/items': (init) => jsonResponse(meal({ ...body(init) }), 201),
    });
    const { location } = renderPlanner();
    await userEvent.click(await screen.findByRole('button', { name: 'AI meal plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI meal plan' });
    expect(within(dialog).getByRole('spinbutton', { name: 'People' })).toHaveProperty('value', '2');
    expect(
      within(dialog).getByRole('checkbox', { name: 'Include my saved recipes' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(within(dialog).getByRole('radio', { name: 'Jan 5 - Jan 11, 2025 (on screen)' })).toHaveProperty(
      'checked',
      true,
    );

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Jan 12 - Jan 18, 2025 (the week after)' }));
    const people = within(dialog).getByRole('spinbutton', { name: 'People' });
    await userEvent.clear(people);
    await userEvent.type(people, '3');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Max cooking time/ }), '45');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Preferences (optional)' }), 'comfort food');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Dietary restrictions (optional)' }),
      'no peanuts',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate plan' }));

    // Two suggestions, each saved and added, in jsdom: give it more than the default second.
    expect(await screen.findByText('AI Meal Plan Generated', undefined, { timeout: 5000 })).toBeDefined();
    expect(screen.getByText('2 meals were added to your plan.')).toBeDefined();
    expect(body(calls(fetchMock, 'POST', '/api/meal-plans/generate')[0][1])).toEqual({
      startDate: '2025-01-12',
      endDate: '2025-01-18',
      peopleCount: 3,
      preferences: 'comfort food',
      dietaryRestrictions: 'no peanuts',
      maxCookingTime: 45,
      includeUserRecipes: true,
      language: 'en',
    });
    expect(body(calls(fetchMock, 'POST', '/api/meal-plans')[0][1])).toEqual({
      name: 'AI Plan - Week of Jan 12',
      startDate: '2025-01-12',
      endDate: '2025-01-18',
      notes: 'Generated by AI',
    });
    const saved = calls(fetchMock, 'POST', '/api/recipes').map(([, init]) => body(init));
    expect(saved).toEqual([
      {
        title: 'Lentil stew',
        description: 'Hearty',
        prepTime: 10,
        cookTime: 30,
        servings: 3,
        difficulty: 'Easy',
        ingredients: [{ name: 'lentils', amount: '1 cup' }],
        instructions: ['Simmer.'],
        tags: ['vegan'],
        tips: [],
      },
    ]);
    const added = calls(fetchMock, 'POST', '/api/meal-plans/ai1/items').map(([, init]) => body(init));
    expect(added).toEqual(
      expect.arrayContaining([
        {
          recipeId: 'new1',
          mealDate: '2025-01-12',
          mealType: 'dinner',
          servings: 3,
          notes: 'Plenty of protein for a cold evening.',
        },
        { recipeId: 'r1', mealDate: '2025-01-13', mealType: 'breakfast', servings: 3, notes: 'You love these.' },
      ]),
    );
    expect(added).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.history?.at(-1)).toBe('/meal-planner?week=2025-01-12');
  });

  it.each([
    ['en', 'The chef plans from today on; the days already past stay as they are.', 'Generate plan'],
    ['pt-BR', 'O chef planeja a partir de hoje; os dias que já passaram ficam como estão.', 'Gerar plano'],
  ])('plans the week on screen from today on, not its past days (%s)', async (language, hint, generate) => {
    await i18n.changeLanguage(language);
    try {
      const fetchMock = mockFetch({
        [`GET ${WEEK}`]: () => jsonResponse([]),
        'POST /api/meal-plans/generate': () => jsonResponse([suggestion({ date: '2025-01-08' })]),
        'GET /api/meal-plans?startDate=2025-01-05&endDate=2025-01-11': () => jsonResponse([]),
        'POST /api/meal-plans': (init) => jsonResponse({ id: 'ai1', ...body(init), createdAt: '' }, 201),
        'POST /api/recipes': (init) => jsonResponse(recipe({ id: 'new1', ...body(init) }), 201),
        'POST /api/meal-plans/ai1/items': (init) => jsonResponse(meal({ ...body(init) }), 201),
      });
      renderPlanner();
      await userEvent.click(await screen.findByRole('button', { name: i18n.t('meal-planner:ai.button') }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(hint)).toBeDefined();
      await userEvent.click(within(dialog).getByRole('button', { name: generate }));
      await waitFor(() => expect(calls(fetchMock, 'POST', '/api/meal-plans/generate')).toHaveLength(1));
      const asked = body(calls(fetchMock, 'POST', '/api/meal-plans/generate')[0][1]);
      expect([asked.startDate, asked.endDate]).toEqual(['2025-01-08', '2025-01-11']);
      // The plan itself still covers the whole week.
      await waitFor(() => expect(calls(fetchMock, 'POST', '/api/meal-plans')).toHaveLength(1));
      expect(body(calls(fetchMock, 'POST', '/api/meal-plans')[0][1])).toMatchObject({
        startDate: '2025-01-05',
        endDate: '2025-01-11',
      });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("keeps a meal already planned: the chef's one for its slot is not added beside it", async () => {
    const fetchMock = mockFetch({
      [`GET ${WEEK}`]: () => jsonResponse([meal({ mealDate: '2025-01-08', mealType: 'dinner' })]),
      'POST /api/meal-plans/generate': () =>
        jsonResponse([
          suggestion({ date: '2025-01-08', mealType: 'dinner', recipeTitle: 'Second dinner' }),
          suggestion({ date: '2025-01-09', mealType: 'dinner' }),
        ]),
      'GET /api/meal-plans?startDate=2025-01-05&endDate=2025-01-11': () => jsonResponse([]),
      'POST /api/meal-plans': (init) => jsonResponse({ id: 'ai1', ...body(init), createdAt: '' }, 201),
      'POST /api/recipes': (init) => jsonResponse(recipe({ id: 'new1', ...body(init) }), 201),
      'POST /api/meal-plans/ai1/items': (init) => jsonResponse(meal({ ...body(init) }), 201),
    });
    renderPlanner();
    await userEvent.click(await screen.findByRole('button', { name: 'AI meal plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI meal plan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate plan' }));
    expect(
      await screen.findByText('1 meal was added to your plan. 1 meal you had planned stays as it was.', undefined, {
        timeout: 5000,
      }),
    ).toBeDefined();
    const added = calls(fetchMock, 'POST', '/api/meal-plans/ai1/items').map(([, init]) => body(init));
    expect(added.map((a) => `${a.mealDate} ${a.mealType}`)).toEqual(['2025-01-09 dinner']);
    expect(calls(fetchMock, 'POST', '/api/recipes').map(([, init]) => body(init).title)).toEqual(['Lentil stew']);
  });

  it('says the week is past instead of planning days gone by', async () => {
    vi.setSystemTime(new Date('2025-01-20T09:00:00'));
    const fetchMock = mockFetch({ [`GET ${WEEK}`]: () => jsonResponse([]) });
    renderPlanner();
    await userEvent.click(await screen.findByRole('button', { name: 'AI meal plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI meal plan' });
    expect(within(dialog).getByText('Every day of this week is past: choose the week after.')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate plan' }));
    expect(await screen.findByText('Generation Failed')).toBeDefined();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('generate'))).toBe(false);
  });

  it('checks people and cooking time before asking', async () => {
    const fetchMock = mockFetch({ [`GET ${WEEK}`]: () => jsonResponse([]) });
    renderPlanner();
    await userEvent.click(await screen.findByRole('button', { name: 'AI meal plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI meal plan' });
    const people = within(dialog).getByRole('spinbutton', { name: 'People' });
    await userEvent.clear(people);
    await userEvent.type(people, '13');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Max cooking time/ }), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate plan' }));
    expect(within(dialog).getByText('Enter a number of people from 1 to 12.')).toBeDefined();
    expect(within(dialog).getByText('Enter from 15 to 180 minutes, or leave it empty.')).toBeDefined();
    expect(people.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('generate'))).toBe(false);
  });

  it("says 'Generation Failed' when the chef cannot plan", async () => {
    mockFetch({
      [`GET ${WEEK}`]: () => jsonResponse([]),
      'POST /api/meal-plans/generate': () => jsonResponse({ message: 'chef service is not configured' }, 500),
    });
    renderPlanner();
    await userEvent.click(await screen.findByRole('button', { name: 'AI meal plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI meal plan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate plan' }));
    expect(await screen.findByText('Generation Failed')).toBeDefined();
    expect(screen.getByText('Failed to generate AI meal plan')).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'AI meal plan' })).toBeDefined();
  });
});

describe('Meal planner offline (issue 35, item 12)', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['en', 'The planner needs a connection', 'Open the shopping list', 'Failed to fetch meal plan items'],
    ['pt-BR', 'O planejador precisa de conexão', 'Abrir a lista de compras', 'Falha ao buscar'],
  ] as const)('%s: says calmly that it needs a connection, no red failure', async (lang, title, link, failure) => {
    await i18n.changeLanguage(lang);
    setOnline(false, false);
    mockFetch({
      [`GET ${WEEK}`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderPlanner();
    expect(await screen.findByText(title)).toBeDefined();
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe('/shopping-list');
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    expect(screen.queryByText(new RegExp(failure))).toBeNull();
  });
});
