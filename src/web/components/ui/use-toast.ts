import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react';

/**
 * The app's toasts (spec sections 4 and 9): one at a time, a new toast replaces the current one;
 * variants default and destructive; shown 5000 ms unless a duration is given.
 * Call `toast({ title, description, variant })` from anywhere (event handlers, mutation callbacks);
 * `useToast()` gives the same functions plus the current toasts to components.
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; defaults to the provider's 5000. */
  duration?: number;
  /** A <ToastAction altText="..."> element. */
  action?: ReactElement;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** How long a closed toast stays mounted so its exit animation can play. */
const REMOVE_DELAY_MS = 1000;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, REMOVE_DELAY_MS),
  );
}

export function toast(options: ToastOptions): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  // Only the newest toast stays: older ones are dropped at once, not queued.
  for (const old of toasts) {
    const timer = removalTimers.get(old.id);
    if (timer) clearTimeout(timer);
    removalTimers.delete(old.id);
  }
  emit([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => emit(toasts.map((t) => (t.id === id ? { ...t, ...next } : t))),
  };
}

/** Closes one toast, or all of them without an id. */
export function dismissToast(id?: string): void {
  const closing = toasts.filter((t) => (id === undefined || t.id === id) && t.open);
  if (closing.length === 0) return;
  emit(toasts.map((t) => (closing.includes(t) ? { ...t, open: false } : t)));
  for (const t of closing) scheduleRemoval(t.id);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToastItem[] {
  return toasts;
}

export function useToast(): { toasts: ToastItem[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
