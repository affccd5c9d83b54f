/**
 * Reading a unit at a position of an amount, in any of the ways a cook writes it ("xícara (chá)",
 * "colheres de sopa", "Tbsp", "T"): the spellings are each language's units.json (lang-words.ts).
 */
import { LANG_WORDS, type UnitForm } from './lang-words.ts';
import { foldKeepLength, isSpace, isWordChar } from './text.ts';

export type { UnitForm } from './lang-words.ts';

interface Alias {
  folded: string;
  form: UnitForm;
  plural: boolean;
}

/**
 * Aliases by their first two folded characters (one-letter aliases by their letter), longest
 * first, so "colheres de sopa" wins over "colher" and a lookup scans a handful of candidates.
 */
const BY_PREFIX = new Map<string, Alias[]>();
for (const form of LANG_WORDS.forms) {
  const variants: [string, boolean][] = [[form.sing, false]];
  if (form.plur !== form.sing) variants.push([form.plur, true]);
  for (const [text, plural] of variants) {
    const folded = foldKeepLength(text);
    const key = folded.slice(0, 2);
    const list = BY_PREFIX.get(key) ?? [];
    if (!list.some((x) => x.folded === folded)) list.push({ folded, form, plural });
    BY_PREFIX.set(key, list);
  }
}
for (const list of BY_PREFIX.values()) list.sort((x, y) => y.folded.length - x.folded.length);

function matchIn(list: Alias[] | undefined, folded: string, i: number): UnitMatch | null {
  if (!list) return null;
  for (const alias of list) {
    let end = matchAlias(folded, i, alias.folded);
    if (end < 0) continue;
    const last = alias.folded[alias.folded.length - 1];
    if (last !== '.' && last !== ')' && isWordChar(folded, end)) continue;
    if (last !== '.' && joinedWord(folded, end)) continue;
    if (alias.form.abbr && last !== '.' && folded[end] === '.' && !isWordChar(folded, end + 1)) end++;
    return { form: alias.form, plural: alias.plural, start: i, end };
  }
  return null;
}

/**
 * A hyphen at `end` joins the unit's letters to a word ("t-bone", "square-shaped", "cup-shaped"):
 * one word, not a unit, unless the word after the hyphen links the unit to its food ("colher-de-sopa").
 */
function joinedWord(folded: string, end: number): boolean {
  if (folded[end] !== '-' || !isWordChar(folded, end + 1)) return false;
  let j = end + 1;
  while (isWordChar(folded, j)) j++;
  return !LANG_WORDS.linking.includes(folded.slice(end + 1, j));
}

/** Single letters that are units only in their exact case (T = tbsp, t = tsp, c/C = cup). */
const LETTER_FORMS = LANG_WORDS.letters;

export interface UnitMatch {
  form: UnitForm;
  plural: boolean;
  start: number;
  end: number;
}

/**
 * Compares an alias at position i of the folded text. A space in the alias matches any run of
 * whitespace, or none next to "(" or after "." ("xícara(chá)", "c.de sopa", "fl.oz").
 */
function matchAlias(text: string, i: number, alias: string): number {
  let j = i;
  for (let k = 0; k < alias.length; k++) {
    const ch = alias[k];
    if (ch === ' ') {
      let n = 0;
      while (j < text.length && isSpace(text, j)) {
        j++;
        n++;
      }
      if (n === 0 && alias[k + 1] !== '(' && alias[k - 1] !== '.') return -1;
      continue;
    }
    if (text[j] !== ch) return -1;
    j++;
  }
  return j;
}

/** The unit written at position i of `text` (its folded twin is `folded`), or null. */
export function matchUnitAt(text: string, folded: string, i: number): UnitMatch | null {
  if (i >= folded.length) return null;
  const found =
    (i + 1 < folded.length ? matchIn(BY_PREFIX.get(folded.slice(i, i + 2)), folded, i) : null) ??
    matchIn(BY_PREFIX.get(folded[i]), folded, i);
  if (found) return found;
  const letter = LETTER_FORMS[text[i]];
  if (letter && !isWordChar(text, i + 1) && !joinedWord(folded, i + 1)) {
    let end = i + 1;
    if (text[end] === '.' && !isWordChar(text, end + 1)) end++;
    return { form: letter, plural: false, start: i, end };
  }
  return null;
}
