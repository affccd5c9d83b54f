import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const getSnapshot = () => navigator.onLine;
const getServerSnapshot = () => true;

/**
 * Whether the browser says it is online (spec section 4, Connectivity). Controls that need the
 * server (generate, import, AI actions, save) are disabled while it is false; the banner and the
 * offline page follow it too. `navigator.onLine` false is reliable (no network at all); true only
 * means a network exists, so requests can still fail and keep their own error handling.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
