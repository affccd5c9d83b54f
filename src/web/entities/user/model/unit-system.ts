import { UNIT_SYSTEMS, type TUnitSystem } from '../../../../shared/constants.ts';

/**
 * Where a signed-out visitor's unit system comes from: their own choice on this device (the
 * units toggle), else the browser's locale. A signed-in user's comes from the account.
 */
export const UNIT_SYSTEM_STORAGE_KEY = 'tempero.unitSystem';

/** Regions whose kitchens measure in cups, ounces and °F (the United States, Liberia, Myanmar). */
const IMPERIAL_REGIONS = new Set(['US', 'LR', 'MM']);

function regionOf(tag: string): string | undefined {
  try {
    // "en" alone means en-US to Intl, "pt" means pt-BR: maximize fills in the likely region.
    return new Intl.Locale(tag).maximize().region;
  } catch {
    return undefined;
  }
}

/**
 * The unit system for a browser's preferred languages: imperial for en-US (and the other
 * cup-and-ounce regions), metric everywhere else. Without a usable language, the product default.
 */
export function unitSystemForLocales(locales: readonly string[]): TUnitSystem {
  const first = locales.find((tag) => tag.trim() !== '');
  if (!first) return 'imperial';
  const region = regionOf(first.replace('_', '-'));
  if (!region) return 'imperial';
  return IMPERIAL_REGIONS.has(region) ? 'imperial' : 'metric';
}

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
