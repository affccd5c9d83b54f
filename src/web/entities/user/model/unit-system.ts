import { UNIT_SYSTEMS, type TUnitSystem } from '../../../../shared/constants.ts';

/**
 * Where a signed-out visitor's unit system comes from: their own choice on this device (the
 * units toggle), else the browser's locale. A signed-in user's comes from the account.
 */
export const UNIT_SYSTEM_STORAGE_KEY = 'tempero.unitSystem';

/** Regions whose kitchens measure in cups, ounces and °F (the United States, Liberia, Myanmar). */
const IMPERIAL_REGIONS = new Set(['US', 'LR', 'MM']);

/** Bare languages whose likely region measures in cups (English → United States, Burmese → Myanmar). */
const LIKELY_IMPERIAL_REGION: Record<string, string> = { en: 'US', my: 'MM' };
/** Stands for "a region, not an imperial one" (the likely region of any other bare language). */
const OTHER_REGION = 'ZZ';

/**
 * The region of a BCP 47 tag ('en-US', 'zh-Hant-TW', 'es-419'), or the likely one of a bare
 * language; undefined for something that is not a language tag. Read from the tag itself rather
 * than with Intl.Locale#maximize, whose first call loads locale data while the page renders.
 */
function regionOf(tag: string): string | undefined {
  const [language = '', ...rest] = tag.split('-');
  if (!/^[a-z]{2,3}$/i.test(language)) return undefined;
  for (const subtag of rest) {
    if (/^(?:[a-z]{2}|\d{3})$/i.test(subtag)) return subtag.toUpperCase();
    if (!/^[a-z]{4}$/i.test(subtag)) break; // past the script: variants and extensions
  }
  return LIKELY_IMPERIAL_REGION[language.toLowerCase()] ?? OTHER_REGION;
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
