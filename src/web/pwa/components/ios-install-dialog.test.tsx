import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n.ts';
import type { PlatformInfo } from '../platform.ts';
import { bundlePwaTexts } from '../texts.ts';
import { IOS_DIALOG_DELAY_MS, IOS_DIALOG_DISMISSED_KEY } from '../ios-install.ts';
import { IosInstallDialog } from './ios-install-dialog.tsx';

const IPHONE_SAFARI: PlatformInfo = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};
const DESKTOP_CHROME: PlatformInfo = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  platform: 'Linux x86_64',
  maxTouchPoints: 0,
};

beforeAll(async () => {
  bundlePwaTexts();
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('IosInstallDialog (spec sections 2 and 9)', () => {
  it('opens 3 s after start on iOS Safari with the three steps', () => {
    render(<IosInstallDialog platform={IPHONE_SAFARI} />);
    advance(IOS_DIALOG_DELAY_MS - 1);
    expect(screen.queryByRole('dialog')).toBeNull();
    advance(1);
    expect(screen.getByRole('dialog', { name: 'Install Tempero on your iPhone or iPad' })).toBeTruthy();
    const steps = screen.getByRole('list', { name: 'Three steps' }).querySelectorAll('li');
    expect([...steps].map((li) => li.textContent)).toEqual([
      "1Tap the Share button in Safari's toolbar.",
      '2Scroll down and tap “Add to Home Screen”.',
      '3Tap “Add” in the top-right corner.',
    ]);
  });

  it('once closed, is remembered and not shown again', () => {
    const first = render(<IosInstallDialog platform={IPHONE_SAFARI} />);
    advance(IOS_DIALOG_DELAY_MS);
    act(() => screen.getByRole('button', { name: 'Got it' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(IOS_DIALOG_DISMISSED_KEY)).not.toBeNull();
    first.unmount();

    render(<IosInstallDialog platform={IPHONE_SAFARI} />);
    advance(IOS_DIALOG_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown elsewhere, nor when already installed', () => {
    const desktop = render(<IosInstallDialog platform={DESKTOP_CHROME} />);
    advance(IOS_DIALOG_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).toBeNull();
    desktop.unmount();

    render(<IosInstallDialog platform={{ ...IPHONE_SAFARI, standalone: true }} />);
    advance(IOS_DIALOG_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks Portuguese too', async () => {
    await act(() => i18n.changeLanguage('pt-BR'));
    try {
      render(<IosInstallDialog platform={IPHONE_SAFARI} />);
      advance(IOS_DIALOG_DELAY_MS);
      expect(screen.getByRole('dialog', { name: 'Instale o Tempero no seu iPhone ou iPad' })).toBeTruthy();
      expect(screen.getByText('Toque em “Adicionar” no canto superior direito.')).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
