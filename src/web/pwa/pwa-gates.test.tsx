import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../lib/i18n.ts';
import { CURRENT_USER_QUERY_KEY } from '../lib/auth.ts';
import { queryClient } from '../lib/query-client.ts';
import { buildUser } from '../test-utils.tsx';
import { listenForInstallPrompt, resetInstallPromptForTests } from './install-prompt.ts';
import { PwaSurfaces, PwaTop } from './pwa-gates.tsx';
import { setOnline } from './test-helpers.ts';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  resetInstallPromptForTests();
  queryClient.clear();
});

describe('PWA gates (mounted by main.tsx)', () => {
  it('load the offline banner once offline, for the signed-in user of the app', async () => {
    setOnline(true, false);
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, buildUser());
    render(<PwaTop />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => setOnline(false));
    expect((await screen.findByRole('status')).textContent).toBe("You're offline - Some features may be limited");
  });

  it('load the install button once the browser offers to install', async () => {
    const stop = listenForInstallPrompt();
    try {
      render(<PwaSurfaces />);
      expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: vi.fn(async () => undefined),
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      });
      act(() => {
        window.dispatchEvent(event);
      });
      expect(await screen.findByRole('button', { name: 'Install app' })).toBeTruthy();
    } finally {
      stop();
    }
  });
});
