import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

export function isWakeLockSupported(): boolean {
  return (
    typeof navigator !== 'undefined' && 'wakeLock' in navigator && typeof navigator.wakeLock?.request === 'function'
  );
}

/**
 * Cooking mode (spec section 4) and cook mode: keeps the screen awake through the Screen Wake Lock API while on.
 * The browser drops the lock when the page is hidden, so it is requested again when the page
 * becomes visible. `onError` hears about a request the browser refused (the switch turns off).
 */
const noSubscription = () => () => undefined;

export function useWakeLock(onError?: () => void) {
  // The server renders the switch (nearly every browser has the API now) and the first browser
  // render agrees with it; a browser without the API then drops it.
  const supported = useSyncExternalStore(noSubscription, isWakeLockSupported, () => true);
  const [enabled, setEnabled] = useState(false);
  const sentinel = useRef<WakeLockSentinel | null>(null);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  }, [onError]);

  useEffect(() => {
    if (!enabled || !supported) return;
    let active = true;
    const request = async (first: boolean) => {
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (!active) {
          await lock.release();
          return;
        }
        sentinel.current = lock;
      } catch {
        if (active && first) {
          setEnabled(false);
          onErrorRef.current?.();
        }
      }
    };
    void request(true);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void request(false);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisibility);
      const lock = sentinel.current;
      sentinel.current = null;
      if (lock && !lock.released) void lock.release().catch(() => undefined);
    };
  }, [enabled, supported]);

  return { supported, enabled, setEnabled };
}
