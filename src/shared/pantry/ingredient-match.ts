/**
 * "Do I already have this?" for the pantry: the spec's matching (section 5, a case-insensitive
 * substring match in either direction) made to work across singular/plural and both languages.
 *
 * Each name becomes a set of keys: its normalised name (lowercase, accents folded, every word
 * singular) plus the other language's name of any known ingredient it names ("peito de frango" ↔
 * "chicken breast"). Two names match when a key of one contains a key of the other on word
 * boundaries: "tomato" has "tomatoes" and "tomate", but "oil" does not have "boiled eggs".
 */
import type { TLanguage } from '../constants.ts';
import { normalizeIngredientName } from '../amounts/names.ts';
import { INGREDIENT_SUGGESTIONS } from '../suggestions/ingredients.ts';

/** Pairs the editor's suggestion list lacks but cooks write all the time. */
const EXTRA_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['oil', 'óleo'],
  ['olive oil', 'azeite'],
  ['pepper', 'pimenta'],
  ['garlic clove', 'dente de alho'],
  ['chicken', 'frango'],
  ['beef', 'carne'],
  ['egg', 'ovo'],
];

const OTHER_LANGUAGE = new Map<string, string[]>();
function pair(a: string, b: string) {
  const ka = normalizeIngredientName(a);
  const kb = normalizeIngredientName(b);
  if (ka === kb) return;
  OTHER_LANGUAGE.set(ka, [...(OTHER_LANGUAGE.get(ka) ?? []), kb]);
  OTHER_LANGUAGE.set(kb, [...(OTHER_LANGUAGE.get(kb) ?? []), ka]);
}
for (const item of INGREDIENT_SUGGESTIONS) pair(item.en, item.pt);
for (const [en, pt] of EXTRA_PAIRS) pair(en, pt);

function isBoundary(s: string, i: number): boolean {
  return i <= 0 || i >= s.length || s[i] === ' ' || s[i - 1] === ' ' || s[i] === '-' || s[i - 1] === '-';
}

/** True when `needle` occurs in `haystack` as whole words. */
export function containsWords(haystack: string, needle: string): boolean {
  if (needle === '') return false;
  let at = haystack.indexOf(needle);
  while (at >= 0) {
    if (isBoundary(haystack, at) && isBoundary(haystack, at + needle.length)) return true;
    at = haystack.indexOf(needle, at + 1);
  }
  return false;
}

/** The part of an ingredient line that names it: "onion, finely chopped (2 cups)" → "onion". */
export function ingredientCore(name: string): string {
  return name
    .replace(/\([^)]*\)/g, ' ')
    .split(/[,;]/)[0]!
    .replace(/\b(to taste|a gosto|as needed|q\.?b\.?)\b/gi, ' ')
    .trim();
}

/**
 * Every run of whole words of a key ("red onion" → "red onion", "red", "onion"; hyphens count as
 * word breaks too): `containsWords(a, b)` is exactly `wordRuns(a).includes(b)`, which turns the
 * matching into lookups.
 */
export function wordRuns(key: string): string[] {
  const starts = [0];
  const ends: number[] = [];
  for (let i = 0; i < key.length; i++) {
    if (key[i] === ' ' || key[i] === '-') {
      ends.push(i);
      starts.push(i + 1);
    }
  }
  ends.push(key.length);
  const out: string[] = [];
  for (const a of starts) for (const b of ends) if (b > a) out.push(key.slice(a, b));
  return out;
}

const KEYS_CACHE = new Map<string, string[]>();
const KEYS_CACHE_MAX = 5000;

function computeKeys(name: string): string[] {
  const key = normalizeIngredientName(ingredientCore(name));
  if (key === '') return [];
  const keys = new Set([key]);
  const direct = OTHER_LANGUAGE.get(key);
  if (direct) {
    for (const other of direct) keys.add(other);
    return [...keys];
  }
  // A longer name holding a known one ("boneless chicken breast"): add the longest one's
  // translation. Only without a translation of its own: "bell pepper" is pimentão, not pimenta.
  let best = '';
  for (const run of wordRuns(key)) {
    if (run !== key && run.length >= 3 && run.length > best.length && OTHER_LANGUAGE.has(run)) best = run;
  }
  if (best) for (const other of OTHER_LANGUAGE.get(best)!) keys.add(other);
  return [...keys];
}

/** Every key a name is known by, in both languages (memoised: lists repeat the same names). */
export function ingredientKeys(name: string): string[] {
  const cached = KEYS_CACHE.get(name);
  if (cached) return cached;
  const keys = computeKeys(name);
  if (KEYS_CACHE.size >= KEYS_CACHE_MAX) KEYS_CACHE.clear();
  KEYS_CACHE.set(name, keys);
  return keys;
}

export const DEFAULT_STAPLES: Record<TLanguage, readonly string[]> = {
  en: ['salt', 'water', 'oil', 'olive oil', 'vegetable oil', 'pepper', 'black pepper'],
  'pt-BR': ['sal', 'água', 'óleo', 'azeite', 'azeite de oliva', 'óleo vegetal', 'pimenta-do-reino'],
};

/** The staples as a set of keys of both languages, ready for `isStaple`. */
export function stapleKeys(staples: readonly string[]): Set<string> {
  const keys = new Set<string>();
  for (const staple of staples) for (const key of ingredientKeys(staple)) keys.add(key);
  return keys;
}

/**
 * A staple is named exactly ("salt", "Sal", "black pepper"), not merely contained: "bell pepper"
 * is not pepper. "Salt and pepper" / "sal e pimenta" is a staple when each part is.
 */
export function isStaple(name: string, staples: ReadonlySet<string>): boolean {
  const parts = ingredientCore(name)
    .split(/\s+(?:and|e|&|or|ou)\s+|\s*\/\s*/i)
    .filter((p) => p.trim() !== '');
  if (parts.length === 0) return false;
  // The name itself or its translation, never a word inside it: "kosher salt" is not salt.
  return parts.every((part) => {
    const key = normalizeIngredientName(part);
    return staples.has(key) || (OTHER_LANGUAGE.get(key) ?? []).some((other) => staples.has(other));
  });
}
