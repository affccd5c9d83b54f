import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { CURRENT_USER_QUERY_KEY } from '../../lib/auth.ts';
import { LANGUAGE_PENDING_KEY } from '../../lib/language.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from '../../test-utils.tsx';
import { ToastHost } from '../ui/toast-host.tsx';
import { dismissToast } from '../ui/use-toast.ts';
import { Header } from './header.tsx';
import type { TUser } from '../../lib/auth.ts';

vi.mock('../../lib/navigation.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/navigation.ts')>()),
  navigateTo: vi.fn(),
}));

beforeEach(async () => {
  vi.mocked(navigateTo).mockClear();
  localStorage.clear();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

function renderHeader(user: TUser, path = '/') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  return renderWithProviders(
    <>
      <Header user={user} />
      <ToastHost />
    </>,
    { path, queryClient },
  );
}

describe('Header', () => {
  it('links home with the product name and highlights the current page', () => {
    renderHeader(buildUser(), '/collections/42');
    expect(screen.getByRole('link', { name: 'Tempero' }).getAttribute('href')).toBe('/');
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Generate Recipe', '/'],
      ['My Favorites', '/favorites'],
      ['Collections', '/collections'],
      ['History', '/history'],
      ['My Reviews', '/my-reviews'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Collections' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Generate Recipe' }).getAttribute('aria-current')).toBeNull();
  });

  it('has labelled icon links to favorites, the meal planner and the shopping list', () => {
    renderHeader(buildUser());
    for (const [name, href] of [
      ['My Favorites', '/favorites'],
      ['Meal Planner', '/meal-planner'],
      ['Shopping List', '/shopping-list'],
    ]) {
      const icon = screen.getAllByRole('link', { name }).find((l) => l.getAttribute('aria-label') === name);
      expect(icon?.getAttribute('href')).toBe(href);
    }
  });

  it('opens the mobile menu with the page links', async () => {
    renderHeader(buildUser(), '/history');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const mobile = document.getElementById('mobile-nav')!;
    expect(within(mobile).getByRole('link', { name: 'History' }).getAttribute('aria-current')).toBe('page');
    expect(within(mobile).getByRole('link', { name: 'Shopping List' }).getAttribute('href')).toBe('/shopping-list');
    await userEvent.click(within(mobile).getByRole('link', { name: 'My Favorites' }));
    expect(document.getElementById('mobile-nav')).toBeNull();
  });

  it('shows the name, e-mail, account links and logout in the avatar menu', async () => {
    renderHeader(buildUser({ firstName: 'Ana', lastName: 'Souza', email: 'ana@example.com' }));
    expect(screen.getByTestId('avatar-fallback').textContent).toBe('A');
    // The name starts with the visible initial (WCAG 2.5.3 Label in Name): no aria-label hides it.
    const accountButton = screen.getByRole('button', { name: 'A Account menu' });
    expect(accountButton.getAttribute('aria-label')).toBeNull();
    await userEvent.click(accountButton);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Ana Souza')).toBeDefined();
    expect(within(menu).getByText('ana@example.com')).toBeDefined();
    const hrefs = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.getAttribute('href'));
    expect(hrefs).toEqual(['/history', '/my-reviews', '/collections', '/meal-planner', '/pantry', '/profile', null]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(navigateTo).toHaveBeenCalledWith('/api/logout');
  });

  it('falls back to the e-mail initial, then U, without a first name', () => {
    const { unmount } = renderHeader(buildUser({ firstName: '', email: 'zoe@example.com' }));
    expect(screen.getByTestId('avatar-fallback').textContent).toBe('Z');
    unmount();
    renderHeader(buildUser({ firstName: '', email: '' }));
    expect(screen.getByTestId('avatar-fallback').textContent).toBe('U');
  });

  it('switches the language from the avatar menu and saves it to the account', async () => {
    const user = buildUser();
    const fetchMock = mockFetch({
      'PATCH /api/user/preferences': (init) => jsonResponse({ ...user, ...(JSON.parse(String(init?.body)) as object) }),
    });
    const { queryClient } = renderHeader(user);
    await userEvent.click(screen.getByRole('button', { name: /Account menu$/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Português (BR)' }));
    await waitFor(() => expect(queryClient.getQueryData<TUser>(CURRENT_USER_QUERY_KEY)?.language).toBe('pt-BR'));
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ language: 'pt-BR' });
    expect(i18n.resolvedLanguage).toBe('pt-BR');
    expect(localStorage.getItem('i18nextLng')).toBe('pt-BR');
    expect(localStorage.getItem(LANGUAGE_PENDING_KEY)).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Meus Favoritos' }).length).toBeGreaterThan(0);
  });

  it('keeps the local choice and says so when the account cannot be updated', async () => {
    mockFetch({ 'PATCH /api/user/preferences': () => jsonResponse({ message: 'Down' }, 503, 'Service Unavailable') });
    renderHeader(buildUser());
    await userEvent.click(screen.getByRole('button', { name: /Account menu$/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Português (BR)' }));
    expect(await screen.findByText('Falha ao atualizar as preferências')).toBeDefined();
    expect(i18n.resolvedLanguage).toBe('pt-BR');
    expect(localStorage.getItem(LANGUAGE_PENDING_KEY)).toBe('pt-BR');
  });

  it('opens the account menu from the keyboard with focus on its first item, and closes back to the button', async () => {
    renderHeader(buildUser({ firstName: 'Ana' }));
    const accountButton = screen.getByRole('button', { name: 'A Account menu' });
    // A plain button until used (the menu's code loads on first use): it says it opens a menu.
    expect(accountButton.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menu')).toBeNull();
    accountButton.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement).toBe(within(menu).getAllByRole('menuitem')[0]));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(menu).getAllByRole('menuitem')[1]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const trigger = screen.getByRole('button', { name: 'A Account menu' });
    expect(document.activeElement).toBe(trigger);
    // Then it is Radix's own trigger: Enter opens it again.
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeDefined();
  });

  it('opens the account menu with Enter and with Space too', async () => {
    for (const key of ['{Enter}', ' ']) {
      const { unmount } = renderHeader(buildUser({ firstName: 'Ana' }));
      screen.getByRole('button', { name: 'A Account menu' }).focus();
      await userEvent.keyboard(key);
      const menu = await screen.findByRole('menu');
      await waitFor(() => expect(document.activeElement).toBe(within(menu).getAllByRole('menuitem')[0]));
      unmount();
    }
  });

  it('gives each icon link a tooltip hidden from screen readers, which Escape dismisses', async () => {
    renderHeader(buildUser());
    const link = screen.getAllByRole('link', { name: 'My Favorites' }).find((l) => l.getAttribute('aria-label'))!;
    const tooltip = link.parentElement!.querySelector('[data-testid="header-tooltip"]')!;
    expect(tooltip.textContent).toBe('My Favorites');
    expect(tooltip.getAttribute('aria-hidden')).toBe('true');
    link.focus();
    expect(tooltip.classList.contains('hidden')).toBe(false);
    await userEvent.keyboard('{Escape}');
    expect(tooltip.classList.contains('hidden')).toBe(true);
    await userEvent.tab();
    expect(tooltip.classList.contains('hidden')).toBe(false);
  });

  it('shows the profile photo once it has loaded, the initial until then', () => {
    renderHeader(buildUser({ firstName: 'Ana', profileImageUrl: 'https://example.com/ana.jpg' }));
    const button = screen.getByRole('button', { name: 'A Account menu' });
    const img = button.querySelector('img')!;
    expect(img.hidden).toBe(true);
    fireEvent.load(img);
    expect(img.hidden).toBe(false);
    expect(screen.queryByTestId('avatar-fallback')).toBeNull();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBe(button);
  });
});
