import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component whose code is fetched the first time it renders (React.lazy), or earlier through
 * `preload()` (a button calls it when pointed at or focused, so the click rarely waits). A failed
 * download is tried again on the next render or preload. Lists and pages use it for what opens on
 * demand (dialogs, popovers, the recipe modal): issue 19 keeps the signed-in first load small.
 */
export function lazyOnDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Component: LazyExoticComponent<ComponentType<P>>; preload: () => void } {
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchOnce = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
  return {
    Component: lazy(() => fetchOnce().then((component) => ({ default: component }))),
    // A failed preload is reported by the render that needs the code, not here.
    preload: () => void fetchOnce().catch(() => undefined),
  };
}
