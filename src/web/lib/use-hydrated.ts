import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React takes over server-rendered HTML (and on the server), true from then on, and
 * at once in a page the browser renders itself. A server-rendered form (signed-in Home and
 * Favorites, issue 19) is disabled until then: what is typed into it before the app runs would
 * otherwise show in the field but never reach React's state, and be lost or not sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
