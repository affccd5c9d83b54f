import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n.ts';
import i18n from '../../lib/i18n.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from '../../test-utils.tsx';
import { RequireAuth } from './require-auth.tsx';

vi.mock('../../lib/navigation.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/navigation.ts')>()),
  navigateTo: vi.fn(),
}));

beforeEach(async () => {
  vi.mocked(navigateTo).mockClear();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RequireAuth', () => {
  it('shows a loading screen, then sends a signed-out visitor to /api/login with the path and query', async () => {
    mockFetch({ 'GET /api/auth/user': () => jsonResponse({ message: 'Unauthorized' }, 401, 'Unauthorized') });
    renderWithProviders(
      <RequireAuth>
        <p>Secret page</p>
      </RequireAuth>,
      { path: '/favorites?tag=vegan&sort=name' },
    );
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    await waitFor(() =>
      expect(navigateTo).toHaveBeenCalledWith('/api/login?returnTo=%2Ffavorites%3Ftag%3Dvegan%26sort%3Dname'),
    );
    expect(navigateTo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Secret page')).toBeNull();
  });

  it('renders the page for a signed-in user', async () => {
    mockFetch({ 'GET /api/auth/user': () => jsonResponse(buildUser()) });
    renderWithProviders(
      <RequireAuth>
        <p>Secret page</p>
      </RequireAuth>,
      { path: '/favorites' },
    );
    expect(await screen.findByText('Secret page')).toBeDefined();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('offers a retry when the session check fails for another reason', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/auth/user': () => {
        calls += 1;
        return calls === 1 ? jsonResponse({ message: 'Down' }, 503, 'Service Unavailable') : jsonResponse(buildUser());
      },
    });
    renderWithProviders(
      <RequireAuth>
        <p>Secret page</p>
      </RequireAuth>,
      { path: '/history' },
    );
    expect((await screen.findByRole('alert')).textContent).toContain('We could not check your session');
    expect(navigateTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Secret page')).toBeDefined();
  });
});
