import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app.tsx';
import i18n from './lib/i18n.ts';
import { LANGUAGE_PENDING_KEY } from './lib/language.ts';
import { navigateTo } from './lib/navigation.ts';
import { createQueryClient } from './lib/query-client.ts';
import { buildUser, jsonResponse, mockFetch } from './test-utils.tsx';
import type { TUser } from '../shared/schemas/user.ts';

vi.mock('./lib/navigation.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./lib/navigation.ts')>()),
  navigateTo: vi.fn(),
}));

beforeEach(async () => {
  vi.mocked(navigateTo).mockClear();
  localStorage.clear();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderApp(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <App queryClient={createQueryClient()} />
    </Router>,
  );
  return location;
}

const signedOut = () =>
  mockFetch({ 'GET /api/auth/user': () => jsonResponse({ message: 'Unauthorized' }, 401, 'Unauthorized') });

function signedIn(user: TUser = buildUser()) {
  return mockFetch({
    'GET /api/auth/user': () => jsonResponse(user),
    'PATCH /api/user/preferences': (init) => jsonResponse({ ...user, ...(JSON.parse(String(init?.body)) as object) }),
  });
}

describe('routes', () => {
  it('shows the not-found page for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeDefined();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeDefined();
  });

  it('translates the not-found page', async () => {
    await i18n.changeLanguage('pt-BR');
    renderApp('/nada');
    expect(await screen.findByRole('heading', { name: '404 Página Não Encontrada' })).toBeDefined();
    expect(screen.getByText('Você esqueceu de adicionar a página ao roteador?')).toBeDefined();
  });

  it('shows the landing page at / when signed out, with every call to action going to /api/login', async () => {
    signedOut();
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cook something wonderful with what you already have' }),
    ).toBeDefined();
    for (const name of ['AI powered', 'Save time', 'Perfect match', 'How it works', 'Ready to cook?']) {
      expect(screen.getByRole('heading', { name })).toBeDefined();
    }
    for (const name of ['Sign in', 'Get started', 'Create your account']) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('/api/login');
    }
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
  });

  it('switches the landing page to Portuguese from the corner language menu', async () => {
    const fetchMock = signedOut();
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /change language$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Português (BR)' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cozinhe algo maravilhoso com o que você já tem' }),
    ).toBeDefined();
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(localStorage.getItem('i18nextLng')).toBe('pt-BR');
    // Signed out: kept on the device, to be saved to the account after signing in.
    expect(localStorage.getItem(LANGUAGE_PENDING_KEY)).toBe('pt-BR');
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/auth/user']);
  });

  it('shows the home page with the header at / when signed in', async () => {
    signedIn();
    renderApp('/');
    // The first screen to load the recipe entity's modules: give the lazy imports time.
    expect(await screen.findByRole('heading', { level: 1, name: 'Generate Recipe' }, { timeout: 5000 })).toBeDefined();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
    expect(within(nav).getByRole('link', { name: 'Generate Recipe' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toBeDefined();
  });

  it.each([
    ['/favorites', 'My Favorites'],
    ['/collections', 'Collections'],
    ['/collections/abc', 'Collection'],
    ['/history', 'History'],
    ['/my-reviews', 'My Reviews'],
    ['/profile', 'Profile'],
    ['/shopping-list', 'Shopping List'],
    ['/meal-planner', 'Meal Planner'],
  ])('renders the signed-in page %s', async (path, heading) => {
    signedIn();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeDefined();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('sends a signed-out visitor of a signed-in page to the login page', async () => {
    signedOut();
    renderApp('/meal-planner');
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/api/login?returnTo=%2Fmeal-planner'));
  });

  it.each(['/public/recipe/r1', '/public/recipes/r1', '/recipes/r1'])(
    'renders the public recipe page %s, asking only for the public recipe (and, when it is not public, who is signed in)',
    async (path) => {
      const fetchMock = mockFetch({
        'GET /api/public/recipes/r1': () => jsonResponse({ message: 'Recipe not found' }, 404, 'Not Found'),
      });
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Recipe Not Found' }, { timeout: 5000 }),
      ).toBeDefined();
      // Not public: a signed-in owner would see it in the app (public-recipe-page NotPublic).
      const asked = fetchMock.mock.calls.map((c) => c[0]);
      expect(asked.filter((u) => u !== '/api/auth/user')).toEqual(['/api/public/recipes/r1']);
    },
  );

  it.each([
    ['/offline', 'Offline'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
  ])('renders the public page %s without a session check', async (path, heading) => {
    const fetchMock = mockFetch({});
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("applies the account's language on a signed-in screen when the device has no pending choice", async () => {
    signedIn(buildUser({ language: 'pt-BR' }));
    renderApp('/favorites');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meus Favoritos' })).toBeDefined();
  });

  it('saves a language chosen while signed out to the account after signing in', async () => {
    localStorage.setItem(LANGUAGE_PENDING_KEY, 'pt-BR');
    await i18n.changeLanguage('pt-BR');
    const fetchMock = signedIn(buildUser({ language: 'en' }));
    renderApp('/history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Histórico' })).toBeDefined();
    await waitFor(() => expect(localStorage.getItem(LANGUAGE_PENDING_KEY)).toBeNull());
    const patch = fetchMock.mock.calls.find((c) => c[1]?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ language: 'pt-BR' });
  });
});
