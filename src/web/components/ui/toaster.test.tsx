import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { ConnectivityToasts } from '../layout/connectivity-toasts.tsx';
import { ToastHost } from './toast-host.tsx';
import { dismissToast, toast } from './use-toast.ts';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  act(() => dismissToast());
});

describe('Toaster', () => {
  it('mounts on the first toast and shows one toast at a time', async () => {
    const { container } = render(<ToastHost />);
    expect(container.innerHTML).toBe('');
    act(() => {
      toast({ title: 'Recipe saved', description: 'Find it in your favourites.' });
    });
    expect(await screen.findByText('Recipe saved')).toBeDefined();
    expect(screen.getByText('Find it in your favourites.')).toBeDefined();
    act(() => {
      toast({ title: 'Error', description: 'Failed to update favorite status.', variant: 'destructive' });
    });
    expect(await screen.findByText('Failed to update favorite status.')).toBeDefined();
    expect(screen.queryByText('Recipe saved')).toBeNull();
    const item = screen.getByText('Error').closest('li')!;
    expect(item.className).toContain('bg-destructive');
  });

  it('has a notifications region reachable with F8 and a close button', async () => {
    render(<ToastHost />);
    act(() => {
      toast({ title: 'Hello' });
    });
    expect(await screen.findByText('Hello')).toBeDefined();
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Hello')).toBeNull());
  });

  it('raises a toast when the connection drops and when it comes back', async () => {
    render(
      <>
        <ConnectivityToasts />
        <ToastHost />
      </>,
    );
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText("You're offline")).toBeDefined();
    expect(screen.getByText('Some features may be limited')).toBeDefined();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText("You're back online")).toBeDefined();
  });
});
