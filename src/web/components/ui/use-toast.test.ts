import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, TOAST_DURATION_MS, TOAST_LIMIT, useToast } from './use-toast.ts';

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe('toast store', () => {
  it('shows one toast at a time, the newest replacing the older', () => {
    const { result } = renderHook(() => useToast());
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    act(() => {
      toast({ title: 'First' });
    });
    act(() => {
      toast({ title: 'Second', variant: 'destructive' });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it('closes a toast, then removes it after its exit animation', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    let handle!: ReturnType<typeof toast>;
    act(() => {
      handle = toast({ title: 'Saved' });
    });
    act(() => handle.dismiss());
    expect(result.current.toasts[0]).toMatchObject({ title: 'Saved', open: false });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.toasts).toHaveLength(0);
  });

  it('updates a toast in place', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      const handle = toast({ title: 'Uploading' });
      handle.update({ title: 'Uploaded' });
    });
    expect(result.current.toasts[0].title).toBe('Uploaded');
  });
});
