import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../lib/i18n.ts';
import { Button } from '../components/ui/button.tsx';
import { useOfflineGuard } from './offline-guard.ts';
import { setOnline } from './test-helpers.ts';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

function SaveButton() {
  const { offlineProps } = useOfflineGuard();
  return (
    <Button disabled={false} {...offlineProps}>
      Save
    </Button>
  );
}

describe('useOfflineGuard', () => {
  it('disables a control that needs the server while offline, saying why', () => {
    setOnline(true, false);
    render(<SaveButton />);
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.title).toBe('');

    act(() => setOnline(false));
    expect(button.disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Save', description: "You're offline: this needs a connection." })).toBe(
      button,
    );

    act(() => setOnline(true));
    expect(button.disabled).toBe(false);
  });
});
