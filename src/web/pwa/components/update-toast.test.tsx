import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { ToastHost } from '../../components/ui/toast-host.tsx';
import { dismissToast } from '../../components/ui/use-toast.ts';
import { setWaitingServiceWorkerForTests } from '../register-sw.ts';
import { SKIP_WAITING } from '../sw-messages.ts';
import { bundlePwaTexts } from '../texts.ts';
import { UpdateToast } from './update-toast.tsx';

beforeAll(async () => {
  bundlePwaTexts();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  act(() => {
    setWaitingServiceWorkerForTests(null);
    dismissToast();
  });
  vi.unstubAllGlobals();
});

describe('UpdateToast', () => {
  it('announces a waiting new version; Reload asks it to take over, then reloads when it does', async () => {
    const container = new EventTarget();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: container }));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const worker = { postMessage: vi.fn() } as unknown as ServiceWorker;

    render(
      <>
        <UpdateToast />
        <ToastHost />
      </>,
    );
    expect(screen.queryByText('New version available')).toBeNull();
    act(() => setWaitingServiceWorkerForTests(worker));
    expect(await screen.findByText('New version available')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });
});
