import { UNIT_SYSTEMS, type TUnitSystem } from '../../../../shared/constants.ts';

/**
 * Where a signed-out visitor's unit system comes from: their own choice on this device (the
 * units toggle), else the browser's locale. A signed-in user's comes from the account.
 */
export const UNIT_SYSTEM_STORAGE_KEY = 'tempero.unitSystem';

// Which system a locale measures in is shared with the server (it renders pages in it).
export { unitSystemForLocales } from '../../../../shared/amounts/locale-units.ts';

export function isUnitSystem(value: unknown): value is TUnitSystem {
  return typeof value === 'string' && (UNIT_SYSTEMS as readonly string[]).includes(value);
}

export function readStoredUnitSystem(): TUnitSystem | null {
  try {
    const value = localStorage.getItem(UNIT_SYSTEM_STORAGE_KEY);
    return isUnitSystem(value) ? value : null;
  } catch {
    return null; // storage can be unavailable (private mode)
  }
}

const listeners = new Set<() => void>();
let memoryChoice: TUnitSystem | null = null;

export function storeUnitSystem(system: TUnitSystem): void {
  try {
    localStorage.setItem(UNIT_SYSTEM_STORAGE_KEY, system);
  } catch {
    // Without storage the choice still applies until the page is left.
    memoryChoice = system;
  }
  for (const listener of listeners) listener();
}

/** The stored choice, for useSyncExternalStore (also follows changes made in other tabs). */
export function getStoredUnitSystemSnapshot(): TUnitSystem | null {
  return readStoredUnitSystem() ?? memoryChoice;
}

export function subscribeStoredUnitSystem(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === UNIT_SYSTEM_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The browser's preferred languages (navigator.languages, else navigator.language). */
export function browserLocales(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}
