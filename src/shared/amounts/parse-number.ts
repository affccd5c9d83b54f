/**
 * Reading one written number of an ingredient amount (see the grammar in parse.ts): digits,
 * decimals with "." or ",", fractions, unicode fractions, mixed numbers and number words in English
 * and Brazilian Portuguese, each with how it was written so a new value can be written the same way.
 */
import { LANG_WORDS } from './lang-words.ts';
import { add, fromDecimalDigits, q, type Q } from './rational.ts';
import { isDigit, isSpace, isWordChar } from './text.ts';

/** One written number with how it was written, so a new value can be written the same way. */
export interface NumberToken {
  value: Q;
  start: number;
  end: number;
  /** Digits, a unicode fraction or a number word other than the articles "a"/"an". */
  explicit: boolean;
  /** "a"/"an": a number only when a unit follows ("a pinch"). */
  article: boolean;
  decimal: boolean;
  comma: boolean;
  fraction: boolean;
  unicode: boolean;
  /** Written as a word ("two", "meia"): a quantity only before a unit or on its own. */
  word: boolean;
  /** What joined the whole and the fraction of a mixed number (" ", " e ", " and ", "-"), or null. */
  joiner: string | null;
  /** "1,500"/"1.500": the value if the separator groups thousands. */
  thousands: Q | null;
}

export const UNICODE_FRACTIONS: Record<string, Q> = {
  '½': q(1, 2),
  '⅓': q(1, 3),
  '⅔': q(2, 3),
  '¼': q(1, 4),
  '¾': q(3, 4),
  '⅕': q(1, 5),
  '⅖': q(2, 5),
  '⅗': q(3, 5),
  '⅘': q(4, 5),
  '⅙': q(1, 6),
  '⅚': q(5, 6),
  '⅛': q(1, 8),
  '⅜': q(3, 8),
  '⅝': q(5, 8),
  '⅞': q(7, 8),
};

/** Number words, articles and halves of every language (numbers.json of each pack). */
const NUMBER_WORDS = LANG_WORDS.numbers;
const ARTICLES = LANG_WORDS.articles;
const HALF_WORDS = LANG_WORDS.halves;
const MIXED_WORDS = LANG_WORDS.mixed;

/** The end of an article ("a", "an") at i, or -1. */
function articleEnd(f: string, i: number): number {
  for (const a of ARTICLES) if (wordAt(f, i, a)) return i + a.length;
  return -1;
}

/** The end of a word for one half ("half", "meia") at i, or -1. */
function halfEnd(f: string, i: number): number {
  for (const h of HALF_WORDS) if (wordAt(f, i, h)) return i + h.length;
  return -1;
}

export function skipSpaces(s: string, i: number): number {
  while (i < s.length && isSpace(s, i)) i++;
  return i;
}

/** The folded word at i if it is exactly `word` and ends at a word boundary. */
function wordAt(f: string, i: number, word: string): boolean {
  return f.startsWith(word, i) && !isWordChar(f, i + word.length) && !isWordChar(f, i - 1);
}

export function firstWordAt(f: string, i: number, words: readonly string[]): string | null {
  if (!isWordChar(f, i)) return null;
  for (const w of words) if (wordAt(f, i, w)) return w;
  return null;
}

function readDigits(s: string, i: number): number {
  while (i < s.length && isDigit(s, i)) i++;
  return i;
}

export function token(value: Q, start: number, end: number, extra: Partial<NumberToken> = {}): NumberToken {
  return {
    value,
    start,
    end,
    explicit: true,
    article: false,
    decimal: false,
    comma: false,
    fraction: false,
    unicode: false,
    word: false,
    joiner: null,
    thousands: null,
    ...extra,
  };
}

/** "1/2" at i (also with the fraction slash "⁄"); returns [value, end] or null. */
function readSlashFraction(s: string, i: number): [Q, number] | null {
  const numEnd = readDigits(s, i);
  if (numEnd === i || numEnd - i > 4) return null;
  const slash = s[numEnd];
  if (slash !== '/' && slash !== '⁄') return null;
  const denEnd = readDigits(s, numEnd + 1);
  if (denEnd === numEnd + 1 || denEnd - numEnd > 5) return null;
  const den = Number(s.slice(numEnd + 1, denEnd));
  if (den === 0) return null;
  return [q(Number(s.slice(i, numEnd)), den), denEnd];
}

/** A proper fraction after the whole part of a mixed number: "1/2", "½", "meia", "a half". */
export function readMixedTail(s: string, f: string, i: number): { value: Q; end: number; unicode: boolean } | null {
  const uni = UNICODE_FRACTIONS[s[i]];
  if (uni) return { value: uni, end: i + 1, unicode: true };
  if (isDigit(s, i)) {
    const fr = readSlashFraction(s, i);
    if (fr && fr[0].n < fr[0].d) return { value: fr[0], end: fr[1], unicode: false };
    return null;
  }
  const article = articleEnd(f, i);
  if (article >= 0) {
    // "and a half"
    const j = skipSpaces(f, article);
    const half = j > article ? halfEnd(f, j) : -1;
    return half >= 0 ? { value: q(1, 2), end: half, unicode: false } : null;
  }
  const half = halfEnd(f, i);
  return half >= 0 ? { value: q(1, 2), end: half, unicode: false } : null;
}

/** Tries "<whole> e 1/2", "<whole> and a half", "<whole> 1/2", "<whole>½", "<whole>-1/2". */
function extendMixed(s: string, f: string, whole: NumberToken): NumberToken {
  const i = whole.end;
  const direct = UNICODE_FRACTIONS[s[i]];
  if (direct) return { ...whole, value: add(whole.value, direct), end: i + 1, unicode: true, joiner: '' };
  if (s[i] === '-' && isDigit(s, i + 1)) {
    const fr = readSlashFraction(s, i + 1);
    if (fr && fr[0].n < fr[0].d)
      return { ...whole, value: add(whole.value, fr[0]), end: fr[1], fraction: true, joiner: '-' };
    return whole;
  }
  const j = skipSpaces(s, i);
  if (j === i) return whole;
  // "1 1/2", "1 ½": only digits or unicode directly after the space (never "2 meia").
  if (isDigit(s, j) || UNICODE_FRACTIONS[s[j]]) {
    const tail = readMixedTail(s, f, j);
    if (tail) {
      return {
        ...whole,
        value: add(whole.value, tail.value),
        end: tail.end,
        fraction: !tail.unicode,
        unicode: tail.unicode,
        joiner: tail.unicode ? '' : ' ',
      };
    }
    return whole;
  }
  for (const w of MIXED_WORDS) {
    if (!wordAt(f, j, w)) continue;
    const k = skipSpaces(s, j + w.length);
    if (k === j + w.length) continue;
    const tail = readMixedTail(s, f, k);
    if (!tail) continue;
    return {
      ...whole,
      value: add(whole.value, tail.value),
      end: tail.end,
      explicit: true,
      fraction: !tail.unicode,
      unicode: tail.unicode,
      joiner: ` ${w} `,
    };
  }
  return whole;
}

/** A quantity at i, or null. Number words only when `words` (not after a range separator "a"). */
export function readNumber(s: string, f: string, i: number, words = true): NumberToken | null {
  if (i >= s.length) return null;
  const ch = s[i];
  const uni = UNICODE_FRACTIONS[ch];
  if (uni) return token(uni, i, i + 1, { unicode: true });
  const startsDecimal = (ch === '.' || ch === ',') && isDigit(s, i + 1) && !isDigit(s, i - 1);
  if (isDigit(s, i) || startsDecimal) {
    if (!startsDecimal) {
      const fr = readSlashFraction(s, i);
      if (fr) return token(fr[0], i, fr[1], { fraction: true });
    }
    const intEnd = readDigits(s, i);
    const sep = s[intEnd];
    if ((sep === '.' || sep === ',') && isDigit(s, intEnd + 1)) {
      const fracEnd = readDigits(s, intEnd + 1);
      const intPart = s.slice(i, intEnd);
      const fracPart = s.slice(intEnd + 1, fracEnd);
      const value = fromDecimalDigits(intPart, fracPart);
      const groups = fracPart.length === 3 && intPart.length >= 1 && intPart.length <= 3 && Number(intPart) > 0;
      return token(value, i, fracEnd, {
        decimal: true,
        comma: sep === ',',
        thousands: groups ? q(Number(intPart) * 1000 + Number(fracPart)) : null,
      });
    }
    return extendMixed(s, f, token(q(Number(s.slice(i, intEnd))), i, intEnd));
  }
  if (!words || !isWordChar(f, i) || isWordChar(f, i - 1)) return null;
  let w = i;
  while (isWordChar(f, w)) w++;
  const word = f.slice(i, w);
  if (ARTICLES.has(word)) {
    // "a half cup", "an egg" (the article only counts when a unit follows; the caller checks).
    const j = skipSpaces(f, w);
    const half = j > w ? halfEnd(f, j) : -1;
    if (half >= 0) return token(q(1, 2), i, half, { fraction: true, word: true });
    return token(q(1), i, w, { explicit: false, article: true, word: true });
  }
  const value = NUMBER_WORDS.get(word);
  if (!value) return null;
  let t = token(value, i, w, { word: true });
  if (HALF_WORDS.has(word)) {
    // "half a cup", "half an onion"
    const j = skipSpaces(f, w);
    const article = j > w ? articleEnd(f, j) : -1;
    if (article >= 0) t = { ...t, end: article };
    return t;
  }
  t = extendMixed(s, f, t);
  return t;
}
