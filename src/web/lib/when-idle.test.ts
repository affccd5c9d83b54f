import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('asks the browser for an idle moment with the deadline, and can be called off', () => {
    const requested: Array<{ timeout?: number }> = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (_task: () => void, options: { timeout?: number }) => {
      requested.push(options);
      return 7;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    const cancel = whenIdle(() => undefined, { timeoutMs: 5000, fallbackMs: 1000 });
    expect(requested).toEqual([{ timeout: 5000 }]);
    cancel();
    expect(cancelled).toEqual([7]);
  });

  it('falls back to a timer where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task, { timeoutMs: 5000, fallbackMs: 1000 });
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
    const other = vi.fn();
    whenIdle(other, { timeoutMs: 5000, fallbackMs: 1000 })();
    vi.advanceTimersByTime(2000);
    expect(other).not.toHaveBeenCalled();
  });
});
