import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../../components/ui/toast-host.tsx';
import { dismissToast } from '../../../../components/ui/use-toast.ts';
import { CURRENT_USER_QUERY_KEY } from '../../../../lib/auth.ts';
import i18n from '../../../../lib/i18n.ts';
import { createQueryClient } from '../../../../lib/query-client.ts';
import { buildRecipe } from '../../../../entities/recipe/testing/build-recipe.ts';
import { WithExtensions } from '../../../../entities/recipe/testing/no-extensions.tsx';
import { recipeKeys } from '../../../../entities/recipe/index.ts';
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from '../../../../test-utils.tsx';
import { GenerateRecipeForm } from './generate-recipe-form.tsx';
import { GeneratedRecipes } from './generated-recipes.tsx';

// Loaded on demand by the form (issue 19); loading them here keeps that first download (a slow
// module transform on a busy machine) out of the tests that submit.
await Promise.all([
  import('@hookform/resolvers/zod'),
  import('../model/generate-form-schema.ts'),
  import('../../../../../shared/chef-meta-header.ts'),
]);

vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await i18n.loadNamespaces(['chef', 'recipes', 'errors']);
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

function renderForm() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, buildUser({ id: 'user-1' }));
  const result = renderWithProviders(
    <WithExtensions>
      <GenerateRecipeForm />
      <GeneratedRecipes />
      <ToastHost />
    </WithExtensions>,
    { queryClient },
  );
  return { ...result, user: userEvent.setup() };
}

const advancedToggle = () => screen.getByRole('button', { name: 'Advanced configuration' });
const ingredientInput = () => screen.getByRole('textbox', { name: 'Available ingredients' });
const chips = () =>
  within(screen.getByRole('list', { name: 'Ingredients you have' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

function bodyOf(fetchMock: ReturnType<typeof mockFetch>, index = 0): unknown {
  return JSON.parse(String(fetchMock.mock.calls[index][1]?.body));
}

describe('GenerateRecipeForm: fields', () => {
  it('has the wish in 2 rows and the recipe count from 1 to 5, 2 by default', async () => {
    renderForm();
    expect((screen.getByRole('textbox', { name: 'Your wish' }) as HTMLTextAreaElement).rows).toBe(2);
    // A browser <select> (no Radix Select on Home's first load).
    const count = screen.getByRole('combobox', { name: 'Number of recipes' }) as HTMLSelectElement;
    expect(count.tagName).toBe('SELECT');
    expect(count.selectedOptions[0].textContent).toBe('2 recipes');
    expect(
      within(count)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 recipe', '2 recipes', '3 recipes', '4 recipes', '5 recipes']);
  });

  it('opens and closes the Advanced configuration, keeping what was chosen', async () => {
    const { user } = renderForm();
    expect(advancedToggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('combobox', { name: 'Time available' })).toBeNull();
    await user.click(advancedToggle());
    expect(advancedToggle().getAttribute('aria-expanded')).toBe('true');
    const preferences = screen.getByRole('textbox', { name: 'Dietary preferences' }) as HTMLTextAreaElement;
    expect(preferences.rows).toBe(1);
    const time = screen.getByRole('combobox', { name: 'Time available' });
    expect(
      within(time)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any time', '15 minutes or less', '30 minutes', '1 hour', 'I have plenty of time']);
    await user.selectOptions(time, '30 minutes');
    await user.type(preferences, 'vegetarian');

    await user.click(advancedToggle());
    expect(advancedToggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'Dietary preferences' })).toBeNull();
    // Closed, it says which settings are in use.
    expect(advancedToggle().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(advancedToggle().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'In use: time: 30 minutes · diet: vegetarian',
    );
    expect(screen.getByText('2 settings in use')).toBeTruthy();
    await user.click(advancedToggle());
    expect(
      (screen.getByRole('combobox', { name: 'Time available' }) as HTMLSelectElement).selectedOptions[0].textContent,
    ).toBe('30 minutes');
    expect(screen.getByRole('textbox', { name: 'Dietary preferences' })).toHaveProperty('value', 'vegetarian');
  });
});

describe('GenerateRecipeForm: available ingredients', () => {
  it('adds on Enter and with the add button, trimmed, clearing the input', async () => {
    const { user } = renderForm();
    await user.click(advancedToggle());
    await user.type(ingredientInput(), '  tomato  {Enter}');
    expect(chips()).toEqual(['tomato']);
    expect(ingredientInput()).toHaveProperty('value', '');
    await user.type(ingredientInput(), 'rice');
    await user.click(screen.getByRole('button', { name: 'Add ingredient' }));
    expect(chips()).toEqual(['tomato', 'rice']);
    expect(ingredientInput()).toHaveProperty('value', '');
  });

  it('ignores blank text and duplicates, and removes a chip', async () => {
    const { user } = renderForm();
    await user.click(advancedToggle());
    const add = screen.getByRole('button', { name: 'Add ingredient' });
    await user.type(ingredientInput(), '   ');
    expect(add).toHaveProperty('disabled', true);
    await user.type(ingredientInput(), '{Enter}');
    expect(screen.queryByRole('list', { name: 'Ingredients you have' })).toBeNull();

    await user.clear(ingredientInput());
    await user.type(ingredientInput(), 'Tomato{Enter}');
    await user.type(ingredientInput(), 'tomato{Enter}');
    expect(chips()).toEqual(['Tomato']);
    expect(ingredientInput()).toHaveProperty('value', '');
    expect(screen.getByText('"tomato" is already on the list.')).toBeTruthy();

    await user.type(ingredientInput(), 'egg{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove Tomato' }));
    expect(chips()).toEqual(['egg']);
    expect(document.activeElement).toBe(ingredientInput());
  });

  it('does not submit the form when Enter adds an ingredient', async () => {
    const fetchMock = mockFetch({});
    const { user } = renderForm();
    await user.click(advancedToggle());
    await user.type(ingredientInput(), 'onion{Enter}');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('GenerateRecipeForm: generating', () => {
  it('sends the request in the interface language, shows skeletons, then the saved recipes and a toast', async () => {
    const recipes = [
      buildRecipe({ title: 'Tomato soup' }),
      buildRecipe({ title: 'Rice salad' }),
      buildRecipe({ title: 'Lentil stew' }),
    ];
    let answer: (value: Response) => void = () => {};
    const fetchMock = mockFetch({
      'POST /api/recipes/generate': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await i18n.changeLanguage('pt-BR');
    await i18n.loadNamespaces(['chef', 'recipes', 'errors']);
    const { user, queryClient } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Seu desejo' }), 'algo leve');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Número de receitas' }), '3 receitas');
    await user.click(screen.getByRole('button', { name: 'Configuração avançada' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tempo disponível' }), '30 minutos');
    await user.type(screen.getByRole('textbox', { name: 'Ingredientes disponíveis' }), 'tomate{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Preferências alimentares' }), 'vegetariano');
    await user.click(screen.getByRole('button', { name: 'Gerar Receitas' }));

    const pendingButton = await screen.findByRole('button', { name: 'Gerando...' });
    expect(pendingButton.getAttribute('aria-disabled')).toBe('true');
    // A second press while pending sends nothing more.
    await user.click(pendingButton);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(bodyOf(fetchMock)).toEqual({
      dishType: 'algo leve',
      recipeCount: 3,
      timeLimit: '30min',
      availableIngredients: ['tomate'],
      preferences: 'vegetariano',
      language: 'pt-BR',
    });
    expect(
      screen
        .getAllByRole('status')
        .some((s) => s.textContent === 'Escrevendo suas 3 receitas. Leva alguns segundos...'),
    ).toBe(true);

    answer(jsonResponse(recipes));
    const grid = await screen.findByRole('list', { name: 'Receitas geradas' });
    expect(
      within(grid)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Tomato soup', 'Rice salad', 'Lentil stew']);
    expect(await screen.findByText('3 receitas geradas!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gerar Receitas' })).toBeTruthy();
    // The cards read their recipes from the cache, where they were put without another request.
    expect(queryClient.getQueryData(recipeKeys.detail(recipes[0].id))).toEqual(recipes[0]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('marks the recipe lists stale after a generation', async () => {
    // The two recipes asked for by default.
    mockFetch({
      'POST /api/recipes/generate': () => jsonResponse([buildRecipe(), buildRecipe({ id: 'r2', title: 'Second' })]),
    });
    const { user, queryClient } = renderForm();
    queryClient.setQueryData(recipeKeys.list({ sort: 'newest' }), { recipes: [], total: 0 });
    await user.click(screen.getByRole('button', { name: 'Generate Recipes' }));
    expect(await screen.findByText('2 recipes generated!')).toBeTruthy();
    expect(queryClient.getQueryState(recipeKeys.list({ sort: 'newest' }))?.isInvalidated).toBe(true);
  });

  it("shows the generic error with the server's message", async () => {
    mockFetch({
      'POST /api/recipes/generate': () => jsonResponse({ message: 'The chef is out of ideas' }, 500, 'Server Error'),
    });
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Generate Recipes' }));
    expect(await screen.findByText('The chef is out of ideas')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Generated recipes' })).toBeNull();
  });

  it("falls back to 'Failed to generate recipes. Please try again.' without a message", async () => {
    mockFetch({ 'POST /api/recipes/generate': () => new Response('', { status: 502, statusText: 'Bad Gateway' }) });
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Generate Recipes' }));
    expect(await screen.findByText('Failed to generate recipes. Please try again.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it('says how long to wait when the AI budget is used up', async () => {
    mockFetch({
      'POST /api/recipes/generate': () =>
        jsonResponse(
          { message: 'Too many requests. Please try again later.', retryAfter: 240 },
          429,
          'Too Many Requests',
        ),
    });
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Generate Recipes' }));
    expect(await screen.findByText('You have reached the AI limit for now. Try again in 4 minutes.')).toBeTruthy();
  });

  it('keeps each card in step with its recipe: a saved change shows, a deleted recipe leaves the grid', async () => {
    const soup = buildRecipe({ title: 'Tomato soup' });
    const salad = buildRecipe({ title: 'Rice salad' });
    const fetchMock = mockFetch({ 'POST /api/recipes/generate': () => jsonResponse([soup, salad]) });
    const { user, queryClient } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Generate Recipes' }));
    const grid = await screen.findByRole('list', { name: 'Generated recipes' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);

    // What the entity's update mutation does after PATCH.
    act(() => {
      queryClient.setQueryData(recipeKeys.detail(soup.id), { ...soup, title: 'Spicy tomato soup' });
    });
    expect(await within(grid).findByRole('heading', { name: 'Spicy tomato soup' })).toBeTruthy();

    // What the entity's delete mutation does after DELETE.
    act(() => {
      queryClient.removeQueries({ queryKey: recipeKeys.detail(salad.id) });
    });
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(1));
    expect(within(grid).queryByRole('heading', { name: 'Rice salad' })).toBeNull();
    // The deleted recipe is not asked for again (that would be a 404).
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
