import type { TUnitSystem } from '../constants.ts';

/*
 * The unit system a browser's languages imply, for readers who chose none: the web app uses it for
 * signed-out visitors, and the server uses it to render their pages in the same system.
 */

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

/**
 * The unit system a new account starts with: the region of the browser's first language tag in
 * the account's language ("en-GB" → metric, "en-US" → imperial), else the region that language
 * implies (pt-BR → metric, bare English → the United States → imperial). The profile still switches.
 */
export function unitSystemForAccount(language: string, locales: readonly string[]): TUnitSystem {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? '';
  const same = locales.find((tag) => tag.toLowerCase().split(/[-_]/)[0] === base && /[-_]/.test(tag));
  return unitSystemForLocales([same ?? language]);
}
