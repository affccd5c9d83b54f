import { useSyncExternalStore } from 'react';
import { whenIdle } from '../lib/when-idle.ts';
import { SKIP_WAITING } from './sw-messages.ts';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** How long after the page's load the worker is registered (then when the browser is idle). */
export const REGISTER_DELAY_MS = 3000;

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker | null): void {
  waiting = worker;
  for (const listener of listeners) listener();
}

/**
 * Registers /sw.js (spec section 7) a few seconds after the page has loaded, when the browser is
 * idle: installing it downloads the whole app shell (precache), which on a first visit would
 * otherwise compete with the page becoming interactive (measured: Total Blocking Time of a public
 * recipe page 250–330 ms without it, 400–1,090 ms with it on a 2-core machine). A new version that finished installing while this page runs waits; the page learns of it
 * through useWaitingServiceWorker() and offers a reload. Failure is only logged (spec section 8).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        // A version installed on an earlier visit and still waiting (another tab kept the old one).
        if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const worker = registration.installing;
          worker?.addEventListener('statechange', () => {
            // With no controller this is the first install, not an update: nothing to announce.
            if (worker.state === 'installed' && navigator.serviceWorker.controller) setWaiting(worker);
          });
        });
        setInterval(() => {
          if (navigator.onLine) registration.update().catch(() => undefined);
        }, UPDATE_CHECK_INTERVAL_MS);
      })
      .catch((error: unknown) => console.warn('Service worker registration failed:', error));
  };
  const later = () =>
    window.setTimeout(() => whenIdle(register, { timeoutMs: 5000, fallbackMs: 0 }), REGISTER_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/** Lets the waiting version take over, then reloads once it controls the page. */
export function applyUpdate(worker: ServiceWorker | null = waiting): void {
  if (!worker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  worker.postMessage({ type: SKIP_WAITING });
}

/**
 * Reloads into the newest version: a version waiting to take over does so first (its shell and
 * chunks belong together), otherwise a plain reload.
 */
export function reloadToLatest(): void {
  if (waiting) applyUpdate(waiting);
  else window.location.reload();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The installed new version waiting to take over, or null. */
export function useWaitingServiceWorker(): ServiceWorker | null {
  return useSyncExternalStore(
    subscribe,
    () => waiting,
    () => null,
  );
}

/** Tests only. */
export function setWaitingServiceWorkerForTests(worker: ServiceWorker | null): void {
  setWaiting(worker);
}
