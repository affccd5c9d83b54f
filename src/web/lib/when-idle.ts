/**
 * Runs `task` when the browser is next idle, at the latest `timeoutMs` from now; where
 * requestIdleCallback is missing (Safari), `fallbackMs` from now. Returns its cancellation.
 * For work a page can leave until it has settled (registering the service worker, offline copies).
 */
export function whenIdle(task: () => void, options: { timeoutMs: number; fallbackMs: number }): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: options.timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, options.fallbackMs);
  return () => window.clearTimeout(timer);
}
