import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { CURRENT_USER_QUERY_KEY } from '../../lib/auth.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { buildUser, renderWithProviders } from '../../test-utils.tsx';
import { setOnline } from '../test-helpers.ts';
import { bundlePwaTexts } from '../texts.ts';
import { OfflineBanner } from './offline-banner.tsx';

const BANNER = "You're offline - Some features may be limited";

beforeAll(async () => {
  bundlePwaTexts();
  await i18n.changeLanguage('en');
});

afterEach(() => vi.unstubAllGlobals());

function renderBanner(user: ReturnType<typeof buildUser> | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  // The banner never asks the server for the user itself.
  const fetchMock = vi.fn(async () => {
    throw new Error('no request expected');
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<OfflineBanner />, { queryClient });
  return fetchMock;
}

describe('OfflineBanner (spec section 2)', () => {
  it('shows for a signed-in user while offline and goes when the connection returns', () => {
    setOnline(false, false);
    const fetchMock = renderBanner(buildUser());
    expect(screen.getByRole('status').textContent).toBe(BANNER);
    act(() => setOnline(true));
    expect(screen.queryByText(BANNER)).toBeNull();
    act(() => setOnline(false));
    expect(screen.getByText(BANNER)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not show to signed-out visitors', () => {
    setOnline(false, false);
    renderBanner(null);
    expect(screen.queryByText(BANNER)).toBeNull();
  });
});
