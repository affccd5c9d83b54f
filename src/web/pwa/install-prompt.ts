import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export type InstallOutcome = 'installed' | 'cancelled' | 'unavailable';

interface InstallState {
  /** The browser offered to install the app; the install button shows. */
  available: boolean;
  /** The app was installed during this visit. */
  installed: boolean;
}

let deferred: BeforeInstallPromptEvent | null = null;
let state: InstallState = { available: false, installed: false };
const listeners = new Set<() => void>();

function set(next: InstallState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Starts listening for the browser's install prompt (spec section 4, Install). Call it at start-up,
 * before anything lazy loads: the event fires once, early, and is kept for the install button.
 */
export function listenForInstallPrompt(target: Window = window): () => void {
  const onPrompt = (event: Event) => {
    // Keep the browser's own mini-infobar away: our button offers the same at a better time.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    set({ ...state, available: true });
  };
  const onInstalled = () => {
    deferred = null;
    set({ available: false, installed: true });
  };
  target.addEventListener('beforeinstallprompt', onPrompt);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onPrompt);
    target.removeEventListener('appinstalled', onInstalled);
  };
}

/** Shows the browser's install prompt: installed or cancelled (the prompt can be used once). */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  set({ ...state, available: false });
  await event.prompt();
  const choice = await event.userChoice;
  if (choice.outcome === 'accepted') {
    set({ available: false, installed: true });
    return 'installed';
  }
  return 'cancelled';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

/** Tests only: back to the state of a fresh page. */
export function resetInstallPromptForTests(): void {
  deferred = null;
  state = { available: false, installed: false };
}
