import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { ToastHost } from '../../components/ui/toast-host.tsx';
import { dismissToast } from '../../components/ui/use-toast.ts';
import { listenForInstallPrompt, resetInstallPromptForTests } from '../install-prompt.ts';
import { bundlePwaTexts } from '../texts.ts';
import { InstallButton } from './install-button.tsx';

beforeAll(async () => {
  bundlePwaTexts();
  await i18n.changeLanguage('en');
});

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  resetInstallPromptForTests();
  act(() => dismissToast());
});

/** What Chromium fires when the app can be installed; `outcome` is the user's answer. */
function firePrompt(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

function renderButton() {
  stop = listenForInstallPrompt();
  return render(
    <>
      <InstallButton />
      <ToastHost />
    </>,
  );
}

describe('InstallButton (spec section 4, Install)', () => {
  it('is absent until the browser offers to install', () => {
    renderButton();
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('shows the prompt, then says the app was installed, and goes away', async () => {
    renderButton();
    const { event, prompt } = firePrompt('accepted');
    expect(event.defaultPrevented).toBe(true); // no browser mini-infobar: our button instead
    await userEvent.click(await screen.findByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(await screen.findByText('Tempero installed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('says the installation was cancelled when the prompt is dismissed', async () => {
    renderButton();
    firePrompt('dismissed');
    await userEvent.click(await screen.findByRole('button', { name: 'Install app' }));
    expect(await screen.findByText('Installation canceled')).toBeTruthy();
  });

  it('can be put away for this visit', async () => {
    renderButton();
    firePrompt('accepted');
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('disappears when the app gets installed another way', async () => {
    renderButton();
    firePrompt('accepted');
    await screen.findByRole('button', { name: 'Install app' });
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });
});
