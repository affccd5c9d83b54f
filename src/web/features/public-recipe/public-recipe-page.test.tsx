import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { ToastHost } from '../../components/ui/toast-host.tsx';
import { dismissToast } from '../../components/ui/use-toast.ts';
import { buildPublicRecipe, buildRecipe } from '../../entities/recipe/testing/build-recipe.ts';
import { WithExtensions } from '../../entities/recipe/testing/no-extensions.tsx';
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from '../../test-utils.tsx';
import PublicRecipePage from './public-recipe-page.tsx';

vi.mock('../../lib/navigation.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/navigation.ts')>()),
  navigateTo: vi.fn(),
}));

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const PAGE = `/public/recipe/${ID}`;
const LOGIN = `/api/login?returnTo=${encodeURIComponent(PAGE)}`;

const recipe = buildPublicRecipe({
  id: ID,
  title: 'Pão de queijo',
  description: 'Cheese bread from Minas Gerais.',
  prepTime: 15,
  cookTime: 25,
  servings: 20,
  difficulty: 'Medium',
  ingredients: [
    { name: 'tapioca flour', amount: '500 g' },
    { name: 'cheese', amount: '200 g' },
  ],
  instructions: ['Scald the flour with **hot** milk.', 'Bake until *golden*.'],
  tips: ['Freeze the balls raw.'],
  sourceUrl: 'https://www.receitas.example/pao-de-queijo',
  authorName: 'Olga',
});

const signedOut = { 'GET /api/auth/user': () => jsonResponse({ message: 'Unauthorized' }, 401, 'Unauthorized') };
const signedIn = { 'GET /api/auth/user': () => jsonResponse(buildUser()) };
const publicRecipe = { [`GET /api/public/recipes/${ID}`]: () => jsonResponse(recipe) };

function renderPage(path = PAGE) {
  return renderWithProviders(
    <>
      <WithExtensions>
        <Route path="/public/recipe/:id" component={PublicRecipePage} />
        <Route path="/recipes/:id" component={PublicRecipePage} />
      </WithExtensions>
      <ToastHost />
    </>,
    { path },
  );
}

beforeAll(async () => {
  await i18n.loadNamespaces(['public-recipe', 'recipes', 'errors']);
});
beforeEach(async () => {
  vi.mocked(navigateTo).mockClear();
  localStorage.clear();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('PublicRecipePage', () => {
  it("shows 'Loading recipe...', then the recipe with its notice, facts, source, steps and the generator button", async () => {
    mockFetch({ ...signedOut, ...publicRecipe });
    renderPage();
    expect(screen.getByRole('status').textContent).toBe('Loading recipe...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pão de queijo' })).toBeDefined();
    expect(screen.getByRole('note').textContent).toContain('Olga shared this recipe.');
    const facts = [...document.querySelectorAll('[data-fact]')].map((d) => d.textContent);
    expect(facts).toEqual(['15 min', '25 min', '40 min', '20']);
    expect(document.querySelector('[data-difficulty]')?.getAttribute('data-difficulty')).toBe('Medium');
    expect(screen.getByRole('link', { name: 'View the original on receitas.example' })).toBeDefined();
    const ingredients = screen.getByRole('region', { name: 'Ingredients' });
    expect(
      within(ingredients)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      // In the visitor's units: jsdom's browser is en-US, which reads imperial.
      '1 lb 2 oztapioca flour',
      '7 ozcheese',
    ]);
    const steps = within(screen.getByRole('region', { name: 'Instructions' })).getByRole('list');
    expect(steps.tagName).toBe('OL');
    expect(steps.querySelector('strong')?.textContent).toBe('hot');
    expect(screen.getByText('Freeze the balls raw.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Try the recipe generator' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Pão de queijo · Tempero');
  });

  it("shows 'Recipe Not Found' with a way to the generator and to sign in when the recipe is private or gone", async () => {
    mockFetch({
      ...signedOut,
      [`GET /api/public/recipes/${ID}`]: () => jsonResponse({ message: 'Recipe not found' }, 404, 'Not Found'),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Recipe Not Found' })).toBeDefined();
    expect(screen.getByText("This recipe doesn't exist or is no longer public.")).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to the recipe generator' }).getAttribute('href')).toBe('/');
    // A calendar event's link to a private recipe: its owner signs in and comes back here.
    expect(await screen.findByText("Is it your recipe, or your household's? Sign in to open it.")).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(LOGIN);
  });

  it('translates the page', async () => {
    await i18n.changeLanguage('pt-BR');
    mockFetch({
      ...signedOut,
      [`GET /api/public/recipes/${ID}`]: () => jsonResponse({ message: 'x' }, 404, 'Not Found'),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Receita Não Encontrada' })).toBeDefined();
    expect(await screen.findByRole('link', { name: 'Entrar' })).toBeDefined();
  });

  it.each(['en', 'pt-BR'] as const)(
    '%s: opens a private recipe for its signed-in owner in the recipe dialog (a calendar link)',
    async (lang) => {
      await i18n.changeLanguage(lang);
      const own = buildRecipe({ id: ID, title: 'Ensopado da casa', visibility: 'private' });
      mockFetch({
        ...signedIn,
        [`GET /api/public/recipes/${ID}`]: () => jsonResponse({ message: 'x' }, 404, 'Not Found'),
        [`GET /api/recipes/${ID}`]: () => jsonResponse(own),
      });
      renderPage(`/recipes/${ID}`);
      const dialog = await screen.findByRole('dialog', { name: 'Ensopado da casa' });
      expect(within(dialog).getByRole('heading', { name: 'Ensopado da casa' })).toBeDefined();
      expect(screen.queryByText(lang === 'en' ? 'Recipe Not Found' : 'Receita Não Encontrada')).toBeNull();
    },
  );

  it('still says not found to a signed-in person who cannot read it', async () => {
    mockFetch({
      ...signedIn,
      [`GET /api/public/recipes/${ID}`]: () => jsonResponse({ message: 'x' }, 404, 'Not Found'),
      [`GET /api/recipes/${ID}`]: () => jsonResponse({ message: 'Recipe not found' }, 404, 'Not Found'),
    });
    renderPage(`/recipes/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Recipe Not Found' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves to favourites when signed in, then goes home', async () => {
    const calls: unknown[] = [];
    mockFetch({
      ...signedIn,
      ...publicRecipe,
      [`POST /api/recipes/${ID}/copy`]: (init) => {
        calls.push(JSON.parse(String(init?.body)));
        return jsonResponse(buildRecipe({ title: 'Pão de queijo', isFavorite: true }), 201, 'Created');
      },
    });
    const { location } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Save to favorites' }));
    expect(await screen.findByText('Recipe saved!')).toBeDefined();
    expect(calls).toEqual([{ isFavorite: true }]);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(localStorage.getItem('pendingRecipeId')).toBeNull();
  });

  it('on a 401 remembers the recipe, says so and goes to login after 1 s', async () => {
    mockFetch({
      ...signedIn,
      ...publicRecipe,
      [`POST /api/recipes/${ID}/copy`]: () => jsonResponse({ message: 'Unauthorized' }, 401, 'Unauthorized'),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Save to favorites' }));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeDefined();
    expect(localStorage.getItem('pendingRecipeId')).toBe(ID);
    expect(navigateTo).not.toHaveBeenCalled();
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(LOGIN), { timeout: 2000 });
  });

  it("shows 'Failed to save recipe. Please try again.' for other errors", async () => {
    mockFetch({
      ...signedIn,
      ...publicRecipe,
      [`POST /api/recipes/${ID}/copy`]: () => jsonResponse({ message: 'Database down' }, 503, 'Unavailable'),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Save to favorites' }));
    expect(await screen.findByText('Failed to save recipe. Please try again.')).toBeDefined();
    expect(localStorage.getItem('pendingRecipeId')).toBeNull();
  });

  it('signed out: remembers the recipe and goes to login, coming back to this page', async () => {
    mockFetch({ ...signedOut, ...publicRecipe });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Log in to save' }));
    expect(localStorage.getItem('pendingRecipeId')).toBe(ID);
    expect(navigateTo).toHaveBeenCalledWith(LOGIN);
  });

  it('back from signing in to save it, hands over to the home page, which saves it', async () => {
    localStorage.setItem('pendingRecipeId', ID);
    mockFetch({ ...signedIn, ...publicRecipe });
    const { location } = renderPage();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(localStorage.getItem('pendingRecipeId')).toBe(ID);
  });

  it('offers cooking mode only where the screen can be kept awake, and asks again when the page is shown again', async () => {
    mockFetch({ ...signedOut, ...publicRecipe });
    const { unmount } = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Pão de queijo' });
    expect(screen.queryByRole('switch', { name: 'Cooking mode' })).toBeNull();
    unmount();

    const release = vi.fn(() => Promise.resolve());
    const request = vi.fn(() => Promise.resolve({ released: false, release }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Cooking mode' });
    await userEvent.click(toggle);
    await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    await userEvent.click(toggle);
    await waitFor(() => expect(release).toHaveBeenCalled());
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});
