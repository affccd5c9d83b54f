/**
 * "Do I already have this?" for the pantry: the spec's matching (section 5, a case-insensitive
 * substring match in either direction) made to work across singular/plural and both languages.
 *
 * Each name becomes a set of keys: its normalised name (lowercase, accents folded, every word
 * singular) plus a token of the knowledge room's food it names and of each more general food it is
 * a kind of ("tofu firme" and "firm tofu" are both food_tofu; "cherry tomatoes" is also food_tomato).
 * Two names match when a key of one contains a key of the other on word boundaries: "tomato" has
 * "tomatoes" and "tomate", but "oil" does not have "boiled eggs".
 */
import type { TLanguage } from '../constants.ts';
import { normalizeIngredientName } from '../amounts/names.ts';
import { FOODS_SLICE } from '../knowledge/foods-slice.generated.ts';
import { sliceNames } from '../knowledge/slice-format.ts';
import { findFoodKey, foodLineage } from '../food/lookup.ts';

/** The key standing for a food of the room: one word, so no word run of another key equals it. */
export function foodToken(key: string): string {
  return `food_${key.replace(/-/g, '_')}`;
}

/** The room's food a name means, by its own language first (the other also answers). */
function foodOfName(name: string): string | null {
  return findFoodKey(name, /[ãõçáéíóúâêô]|\b(?:de|do|da|com|e)\b/i.test(name) ? 'pt' : 'en');
}

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
  const core = ingredientCore(name);
  const key = normalizeIngredientName(core);
  if (key === '') return [];
  const keys = new Set([key]);
  const food = foodOfName(core);
  if (food) for (const k of foodLineage(food)) keys.add(foodToken(k));
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

/**
 * What a pantry leaves out of "what can I make?" until its owner says otherwise: the room's
 * staples (salt, pepper, oil, flour, sugar, butter, garlic…) and what is never bought (water).
 */
export const DEFAULT_STAPLES: Record<TLanguage, readonly string[]> = {
  en: stapleNames('en'),
  'pt-BR': stapleNames('pt-BR'),
};

function stapleNames(lang: TLanguage): string[] {
  return Object.values(FOODS_SLICE)
    .filter((row) => row[2].st === 1 || row[2].nb === 1)
    .map((row) => sliceNames(row, lang).one);
}

/** The staples as a set of keys of both languages, ready for `isStaple`. */
export function stapleKeys(staples: readonly string[]): Set<string> {
  const keys = new Set<string>();
  for (const staple of staples) {
    const core = ingredientCore(staple);
    keys.add(normalizeIngredientName(core));
    const food = foodOfName(core);
    if (food) keys.add(foodToken(food));
  }
  return keys;
}

/**
 * A staple is named as itself ("salt", "Sal", "black pepper", "kosher salt" is salt), never as a
 * food that holds its name: "bell pepper" is not pepper, "garlic salt" is not salt. "Salt and
 * pepper" / "sal e pimenta" is a staple when each part is.
 */
export function isStaple(name: string, staples: ReadonlySet<string>): boolean {
  const parts = ingredientCore(name)
    .split(/\s+(?:and|e|&|or|ou)\s+|\s*\/\s*/i)
    .filter((p) => p.trim() !== '');
  if (parts.length === 0) return false;
  return parts.every((part) => {
    if (staples.has(normalizeIngredientName(part))) return true;
    const food = foodOfName(part);
    return food !== null && staples.has(foodToken(food));
  });
}
