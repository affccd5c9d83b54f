/**
 * Lists of things to avoid, read whole: "tree nut and peanut allergy", "dairy, egg and nut-free",
 * "sem ovo, leite nem gergelim", "no eggs, milk or nuts". A list is its items (each a food or a
 * category word) joined by a list word ("and", "or", "nor", "e", "ou", "nem"), "&" or "/", or by
 * commas when a list word closes it ("A, B and C"): a comma alone ("gluten free, chicken") joins no
 * list, for what follows it is another part of the wish.
 */
import { phraseKey, wordsOf, type Word } from '../../../shared/knowledge/phrase-index.ts';

/** The most words an item of a list may have ("tree nuts", "carne de porco"). */
const ITEM_WORDS = 4;

export interface AvoidList {
  /** The items, as the text wrote them (folded), nearest the list's word first. */
  items: string[];
  /** Where the list starts (before the list's word) or ends (after it). */
  start: number;
  end: number;
}

/** What lies between two words: a list word, a comma, or a joint of one item's words. */
type Gap = 'join' | 'comma' | 'word' | 'none';

function gapKind(text: string): Gap {
  const t = text.trim();
  if (t === '' || t === '-') return 'none';
  if (t === ',') return 'comma';
  if (t === '&' || t === '/' || t === '+') return 'join';
  return 'word';
}

/**
 * Reads a list backwards from `end` (where the list's word, "allergy" or "-free", starts), taking the
 * longest item that ends at each place. `isItem` says whether a phrase names a food or a category.
 */
export function listBefore(
  text: string,
  end: number,
  isItem: (phrase: string) => boolean,
  joins: readonly string[],
): AvoidList | null {
  const words = wordsOf(text.slice(0, end));
  const joinKeys = joins.map(phraseKey).filter(Boolean);
  const items: string[] = [];
  let pos = words.length;
  let start = end;
  let joined = false;
  const between = (a: Word, b: Word) => text.slice(a.end, b.start);
  // The last word of the list must stand next to its list word ("peanut allergy").
  if (pos && gapKind(text.slice(words[pos - 1]!.end, end)) !== 'none') return null;
  for (;;) {
    const item = itemAt(words, pos, 'before', text, isItem, joinKeys);
    if (!item) break;
    items.push(item.phrase);
    start = words[item.from]!.start;
    pos = item.from;
    if (!pos) break;
    // What joins this item to the one before: a list word (", and"), a sign, or a comma.
    const gap = gapKind(between(words[pos - 1]!, words[pos]!));
    if (gap === 'word') break;
    let next = pos;
    const kind: 'join' | 'comma' = gap === 'comma' ? 'comma' : 'join';
    if (gap === 'none') {
      const j = joinKeys.find((k) => endsWithWords(words, pos, k, text));
      if (!j) break;
      next = pos - j.split(' ').length;
    }
    if (!next) break;
    // A comma joins items only in a list a list word closes ("A, B and C").
    if (kind === 'comma' && !joined) break;
    if (kind === 'join') joined = true;
    // The item before must be there, or the list ends at the last one read.
    if (!itemAt(words, next, 'before', text, isItem, joinKeys)) break;
    pos = next;
  }
  return items.length ? { items, start, end } : null;
}

/**
 * Reads a list forwards from `start` (just after a diet's own words, "sem ovo"), when it goes on with
 * a comma or a list word: ", leite nem gergelim", " and tree nuts". The list is read to the item after
 * its last list word; with no list word there is none.
 */
export function listAfter(
  text: string,
  start: number,
  isItem: (phrase: string) => boolean,
  joins: readonly string[],
): AvoidList | null {
  const words = wordsOf(text.slice(start)).map((w) => ({ ...w, start: w.start + start, end: w.end + start }));
  const joinKeys = joins.map(phraseKey).filter(Boolean);
  const items: string[] = [];
  let kept = 0;
  let end = start;
  let prevEnd = start;
  for (let pos = 0; pos < words.length;) {
    const gap = gapKind(text.slice(prevEnd, words[pos]!.start));
    if (gap === 'word') break;
    let joined = gap === 'join';
    let next = pos;
    if (gap !== 'join') {
      const j = joinKeys.find((k) => startsWithWords(words, pos, k, text));
      if (j) {
        next = pos + j.split(' ').length;
        if (next < words.length && gapKind(text.slice(words[next - 1]!.end, words[next]!.start)) !== 'none') break;
        joined = true;
      } else if (gap !== 'comma') break;
    }
    const item = itemAt(words, next, 'after', text, isItem, joinKeys);
    if (!item) break;
    items.push(item.phrase);
    pos = item.to;
    prevEnd = words[pos - 1]!.end;
    if (joined) {
      kept = items.length;
      end = prevEnd;
    }
  }
  return kept ? { items: items.slice(0, kept), start, end } : null;
}

/**
 * The longest item (up to ITEM_WORDS words, no list word inside) that ends at `pos` ("before") or
 * starts there ("after").
 */
function itemAt(
  words: readonly Word[],
  pos: number,
  side: 'before' | 'after',
  text: string,
  isItem: (phrase: string) => boolean,
  joinKeys: readonly string[],
): { phrase: string; from: number; to: number } | null {
  const room = side === 'before' ? pos : words.length - pos;
  for (let len = Math.min(ITEM_WORDS, room); len >= 1; len--) {
    const [from, to] = side === 'before' ? [pos - len, pos] : [pos, pos + len];
    if (!joinedWords(words, from, to, text) || holdsJoin(words, from, to, joinKeys)) continue;
    const phrase = words
      .slice(from, to)
      .map((w) => w.w)
      .join(' ');
    if (isItem(phrase)) return { phrase, from, to };
  }
  return null;
}

/**
 * Whether words [from, to) hold a list word: in a list, "pork and beans" is pork and beans, and
 * "mac and cheese" two things to leave out.
 */
function holdsJoin(words: readonly Word[], from: number, to: number, joinKeys: readonly string[]): boolean {
  const key = ` ${words
    .slice(from, to)
    .map((w) => w.w)
    .join(' ')} `;
  return joinKeys.some((k) => key.includes(` ${k} `));
}

/** Whether words [from, to) stand together as one phrase (spaces or hyphens between them). */
function joinedWords(words: readonly Word[], from: number, to: number, text: string): boolean {
  for (let i = from + 1; i < to; i++)
    if (gapKind(text.slice(words[i - 1]!.end, words[i]!.start)) !== 'none') return false;
  return true;
}

function endsWithWords(words: readonly Word[], pos: number, key: string, text: string): boolean {
  const n = key.split(' ').length;
  if (pos < n) return false;
  if (!joinedWords(words, pos - n, pos, text)) return false;
  return (
    words
      .slice(pos - n, pos)
      .map((w) => w.w)
      .join(' ') === key
  );
}

function startsWithWords(words: readonly Word[], pos: number, key: string, text: string): boolean {
  const n = key.split(' ').length;
  if (pos + n > words.length) return false;
  if (!joinedWords(words, pos, pos + n, text)) return false;
  return (
    words
      .slice(pos, pos + n)
      .map((w) => w.w)
      .join(' ') === key
  );
}
