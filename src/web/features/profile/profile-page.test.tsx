import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TUser } from '../../../shared/schemas/user.ts';
import { App } from '../../app.tsx';
import { ToastHost } from '../../components/ui/toast-host.tsx';
import { dismissToast } from '../../components/ui/use-toast.ts';
import { CURRENT_USER_QUERY_KEY } from '../../lib/auth.ts';
import i18n from '../../lib/i18n.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from '../../test-utils.tsx';
import ProfilePage from './profile-page.tsx';

vi.mock('../../lib/navigation.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/navigation.ts')>()),
  navigateTo: vi.fn(),
}));

beforeAll(async () => {
  await i18n.loadNamespaces(['profile', 'import-apps', 'integrations']);
});
beforeEach(async () => {
  vi.mocked(navigateTo).mockClear();
  localStorage.clear();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  dismissToast();
  vi.unstubAllGlobals();
});

const statistics = () => jsonResponse({ totalRecipes: 1234, favoriteRecipes: 1 });

function renderProfile(user: TUser | null, queryClient = createQueryClient()) {
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  return renderWithProviders(
    <>
      <ProfilePage />
      <ToastHost />
    </>,
    { path: '/profile', queryClient },
  );
}

// hidden: an open dialog hides the rest of the page from the accessibility tree, toasts included.
const toastRegion = () => screen.getByRole('region', { name: /^Notifications/, hidden: true });
const findToast = (text: string) => waitFor(() => within(toastRegion()).getByText(text));

describe('profile page', () => {
  it('shows the account, the statistics (numbers and plurals per language) and the preferences', async () => {
    mockFetch({ 'GET /api/import-jobs': () => jsonResponse([]), 'GET /api/user/statistics': statistics });
    renderProfile(buildUser({ firstName: 'Ana', lastName: 'Souza', email: 'ana@example.com' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeDefined();
    expect(screen.getByText('Ana Souza')).toBeDefined();
    expect(screen.getByText('ana@example.com')).toBeDefined();
    const stats = screen.getByRole('region', { name: 'Your recipes' });
    expect(within(stats).getByRole('status', { name: 'Loading statistics...' })).toBeDefined();
    expect(await within(stats).findByText('1,234')).toBeDefined();
    expect(within(stats).getByText('Recipes saved')).toBeDefined();
    expect(within(stats).getByText('Favorite')).toBeDefined();

    await i18n.changeLanguage('pt-BR');
    expect(await within(stats).findByText('1.234')).toBeDefined();
    expect(within(stats).getByText('Receitas salvas')).toBeDefined();
    expect(within(stats).getByText('Favorita')).toBeDefined();
  });

  it("toasts 'Failed to load statistics' and offers a retry", async () => {
    let calls = 0;
    mockFetch({
      'GET /api/import-jobs': () => jsonResponse([]),
      'GET /api/user/statistics': () => {
        calls += 1;
        return calls === 1 ? jsonResponse({ message: 'boom' }, 500, 'Error') : statistics();
      },
    });
    renderProfile(buildUser());
    const stats = screen.getByRole('region', { name: 'Your recipes' });
    expect(await findToast('Failed to load statistics')).toBeDefined();
    await userEvent.click(within(stats).getByRole('button', { name: 'Try again' }));
    expect(await within(stats).findByText('1,234')).toBeDefined();
  });

  it('saves the unit system, toasts, and refreshes the user, recipes and favourites', async () => {
    const user = buildUser({ unitSystem: 'imperial' });
    const bodies: unknown[] = [];
    const fetchMock = mockFetch({
      'GET /api/import-jobs': () => jsonResponse([]),
      'GET /api/user/statistics': statistics,
      'PATCH /api/user/preferences': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse({ ...user, unitSystem: 'metric' });
      },
      'GET /api/auth/user': () => jsonResponse({ ...user, unitSystem: 'metric' }),
    });
    const queryClient = createQueryClient();
    // Lists already on screen elsewhere: marked stale so they show the new units when seen again.
    queryClient.setQueryData(['/api/recipes', 'list', {}], { recipes: [], total: 0 });
    queryClient.setQueryData(['/api/recipes/favorites'], []);
    renderProfile(user, queryClient);

    const select = screen.getByRole('combobox', { name: 'Unit system' });
    expect(select.textContent).toContain('Imperial');
    expect(
      screen.getByText('Cups, spoons, ounces and pounds; oven temperatures in °F, sizes in inches.'),
    ).toBeDefined();
    await userEvent.click(select);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'ImperialCups, spoons, ounces and pounds; oven temperatures in °F, sizes in inches.',
      'MetricGrams, kilos, milliliters and liters; oven temperatures in °C, sizes in centimeters.',
    ]);
    await userEvent.click(screen.getByRole('option', { name: /^Metric/ }));

    expect(await findToast('Preferences updated')).toBeDefined();
    expect(within(toastRegion()).getByText('Amounts now show in metric units.')).toBeDefined();
    expect(bodies).toEqual([{ unitSystem: 'metric' }]);
    expect(screen.getByRole('combobox', { name: 'Unit system' }).textContent).toContain('Metric');
    await waitFor(() => expect(fetchMock.mock.calls.some((c) => c[0] === '/api/auth/user')).toBe(true));
    expect(queryClient.getQueryState(['/api/recipes', 'list', {}])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/api/recipes/favorites'])?.isInvalidated).toBe(true);
  });

  it("toasts 'Failed to update preferences' and keeps the previous unit system", async () => {
    mockFetch({
      'GET /api/import-jobs': () => jsonResponse([]),
      'GET /api/user/statistics': statistics,
      'PATCH /api/user/preferences': () => jsonResponse({ message: 'Could not save' }, 500, 'Error'),
    });
    renderProfile(buildUser({ unitSystem: 'imperial' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Unit system' }));
    await userEvent.click(await screen.findByRole('option', { name: /^Metric/ }));
    expect(await findToast('Failed to update preferences')).toBeDefined();
    expect(within(toastRegion()).getByText('Could not save')).toBeDefined();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Unit system' }).textContent).toContain('Imperial'),
    );
  });

  it('switches the language from the picker and saves it to the account', async () => {
    const user = buildUser({ language: 'en' });
    let patched: unknown;
    mockFetch({
      'GET /api/import-jobs': () => jsonResponse([]),
      'GET /api/user/statistics': statistics,
      'PATCH /api/user/preferences': (init) => {
        patched = JSON.parse(String(init?.body));
        return jsonResponse({ ...user, language: 'pt-BR' });
      },
    });
    renderProfile(user);
    const group = screen.getByRole('group', { name: 'Language' });
    expect(within(group).getByRole('radio', { name: 'English' })).toHaveProperty('checked', true);
    await userEvent.click(within(group).getByRole('radio', { name: 'Português (BR)' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil' })).toBeDefined();
    expect(screen.getByRole('radio', { name: 'Português (BR)' })).toHaveProperty('checked', true);
    await waitFor(() => expect(patched).toEqual({ language: 'pt-BR' }));
  });

  it('deletes the account after the confirm dialog, toasts, and goes to / after 2 s', async () => {
    let deleted = 0;
    mockFetch({
      'GET /api/import-jobs': () => jsonResponse([]),
      'GET /api/user/statistics': statistics,
      'DELETE /api/user/account': () => {
        deleted += 1;
        return jsonResponse({ message: 'Account deleted' });
      },
    });
    renderProfile(buildUser());
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    // Cancel first: nothing happens.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(deleted).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const confirm = within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete my account' });
    vi.useFakeTimers();
    fireEvent.click(confirm);
    await vi.advanceTimersByTimeAsync(10);
    expect(deleted).toBe(1);
    expect(within(toastRegion()).getByText('Account deleted')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Delete account' })).toBeNull();
    expect(
      screen.getAllByText('Your account and all of its data were removed. Taking you to the home page...').length,
    ).toBeGreaterThan(0);

    await vi.advanceTimersByTimeAsync(1980);
    expect(navigateTo).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(navigateTo).toHaveBeenCalledWith('/');
  });

  it("toasts 'Failed to delete account' and keeps the dialog open to try again", async () => {
    mockFetch({
      'GET /api/import-jobs': () => jsonResponse([]),
      'GET /api/user/statistics': statistics,
      'DELETE /api/user/account': () => jsonResponse({ message: 'Storage unavailable' }, 503, 'Service Unavailable'),
    });
    renderProfile(buildUser());
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await findToast('Failed to delete account')).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeDefined();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it("signed out: the 'Unauthorized' toast, the skeleton, then the login page after 500 ms", () => {
    mockFetch({ 'GET /api/import-jobs': () => jsonResponse([]) });
    vi.useFakeTimers();
    renderProfile(null);
    expect(screen.getByRole('status', { name: 'Loading your profile...' })).toBeDefined();
    expect(within(toastRegion()).getByText('Unauthorized')).toBeDefined();
    expect(within(toastRegion()).getByText('You are logged out. Logging in again...')).toBeDefined();
    vi.advanceTimersByTime(499);
    expect(navigateTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigateTo).toHaveBeenCalledTimes(1);
    expect(navigateTo).toHaveBeenCalledWith('/api/login?returnTo=%2Fprofile');
  });

  it('a session that ends on the page (401) also leads to the login page', async () => {
    mockFetch({
      'GET /api/import-jobs': () => jsonResponse([]),
      'GET /api/user/statistics': () => jsonResponse({ message: 'Unauthorized' }, 401, 'Unauthorized'),
    });
    renderProfile(buildUser());
    expect(await findToast('You are logged out. Logging in again...')).toBeDefined();
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login/)));
  });
});

describe('the /profile route', () => {
  it('sends a signed-out visitor to login through the toast rather than at once', async () => {
    mockFetch({
      'GET /api/import-jobs': () => jsonResponse([]),
      'GET /api/auth/user': () => jsonResponse({ message: 'Unauthorized' }, 401, 'Unauthorized'),
    });
    const location = memoryLocation({ path: '/profile', record: true });
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <App queryClient={createQueryClient()} />
      </Router>,
    );
    expect(await screen.findByText('You are logged out. Logging in again...', {}, { timeout: 5000 })).toBeDefined();
    expect(navigateTo).not.toHaveBeenCalled();
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/api/login?returnTo=%2Fprofile'));
  });
});
