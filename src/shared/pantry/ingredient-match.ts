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
const KNOWN_LONGEST_FIRST = [...OTHER_LANGUAGE.keys()].sort((a, b) => b.length - a.length);

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

/** Every key a name is known by, in both languages. */
export function ingredientKeys(name: string): string[] {
  const key = normalizeIngredientName(ingredientCore(name));
  if (key === '') return [];
  const keys = new Set([key]);
  for (const other of OTHER_LANGUAGE.get(key) ?? []) keys.add(other);
  // A longer name holding a known one ("boneless chicken breast"): add that one's translation.
  for (const known of KNOWN_LONGEST_FIRST) {
    if (known.length >= 3 && known !== key && containsWords(key, known)) {
      for (const other of OTHER_LANGUAGE.get(known)!) keys.add(other);
      break;
    }
  }
  return [...keys];
}

/** The spec's "already have": either name's keys contain the other's, as whole words. */
export function keysMatch(a: readonly string[], b: readonly string[]): boolean {
  for (const x of a) for (const y of b) if (containsWords(x, y) || containsWords(y, x)) return true;
  return false;
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
  return parts.every((part) => ingredientKeys(part).some((key) => staples.has(key)));
}
