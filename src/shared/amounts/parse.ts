/**
 * The ingredient amount grammar, English and Brazilian Portuguese:
 *
 *   amount   := [prefix] quantity [range] [modifier | "(" … ")"] [unit [compound]] rest
 *             | [article] unit rest             ("pinch", "a pinch", "uma pitada")
 *             | to-taste                        ("to taste", "a gosto", "q.b.")
 *   quantity := integer | decimal ("1.5", "1,5") | fraction ("1/2") | unicode ("½")
 *             | mixed ("1 1/2", "1½", "1-1/2", "1 e 1/2", "one and a half") | number word
 *   range    := ("-" | "–" | "to" | "a" | "ou" | "or" | "até") quantity
 *   compound := ["+" | "plus" | "and" | "e" | ","] quantity unit   ("1 lb 2 oz", "1 cup + 2 tbsp")
 *
 * `parseAmountDetail` keeps the positions of every part so scaling and conversion can rewrite
 * only the numbers and unit words and leave the rest of the text exactly as the cook wrote it.
 * It runs on every keystroke and over whole shopping lists: one pass, no regular expressions on
 * the hot path, a handful of small objects per call.
 */
import { add, div, fromDecimalDigits, mul, q, toNumber, type Q } from './rational.ts';
import { foldKeepLength, isDigit, isSpace, isWordChar, nfc } from './text.ts';
import { matchUnitAt, UNITS, type UnitKey, type UnitMatch } from './units.ts';

export interface ParsedAmount {
  quantity: number;
  /** Upper bound of a range ("2-3", "2 a 3"). */
  quantityMax?: number;
  unit: UnitKey | null;
  /** The unit as written ("xícaras", "Tbsp"), '' when there is none. */
  unitText: string;
  /** Whatever is left once the quantity and unit are taken out ("(14 oz)", "chopped"). */
  rest: string;
  toTaste: boolean;
}

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

export interface AmountDetail {
  /** The input, NFC-normalised; every position below indexes it. */
  text: string;
  min: NumberToken | null;
  max: NumberToken | null;
  unit: UnitMatch | null;
  /**
   * The second part of "1 lb 2 oz" / "1 cup + 2 tbsp", or the half of "2 xícaras e meia" (unit
   * null: the same unit); `start` includes the connector.
   */
  compound: { token: NumberToken; unit: UnitMatch | null; start: number; end: number } | null;
  /** Span of the quantity (from the first number to the end of the range). */
  qStart: number;
  qEnd: number;
  toTaste: boolean;
  toTasteSpan: [number, number] | null;
  /** True when unknown words come before the quantity ("juice of 1 lemon"). */
  leadingText: boolean;
}

const UNICODE_FRACTIONS: Record<string, Q> = {
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

const NUMBER_WORDS: Record<string, Q> = {
  one: q(1),
  two: q(2),
  three: q(3),
  four: q(4),
  five: q(5),
  six: q(6),
  seven: q(7),
  eight: q(8),
  nine: q(9),
  ten: q(10),
  eleven: q(11),
  twelve: q(12),
  half: q(1, 2),
  um: q(1),
  uma: q(1),
  dois: q(2),
  duas: q(2),
  tres: q(3),
  quatro: q(4),
  cinco: q(5),
  seis: q(6),
  sete: q(7),
  oito: q(8),
  nove: q(9),
  dez: q(10),
  onze: q(11),
  doze: q(12),
  meio: q(1, 2),
  meia: q(1, 2),
};
const ARTICLES: Record<string, true> = { a: true, an: true };
const HALF_WORDS: Record<string, true> = { half: true, meio: true, meia: true };

/** Words allowed before the quantity without making the amount "unknown text". */
const PREFIXES = [
  'approximately',
  'aproximadamente',
  'about',
  'around',
  'roughly',
  'approx.',
  'approx',
  'aprox.',
  'aprox',
  'cerca de',
  'uns',
  'umas',
  '~',
  '±',
  '≈',
];
/** Words allowed between the number and the unit ("1 heaping tbsp"). */
const MODIFIERS = ['heaping', 'heaped', 'scant', 'level', 'rounded', 'generous', 'good', 'big', 'full'];
const TO_TASTE = [
  'to taste',
  'to your taste',
  'as needed',
  'a gosto',
  'ao gosto',
  'a vontade',
  'quanto baste',
  'q.b.',
  'q.b',
  'qb',
];
const RANGE_WORDS = ['to', 'a', 'ou', 'or', 'ate'];
const COMPOUND_WORDS = ['plus', 'and', 'mais', 'e'];

function skipSpaces(s: string, i: number): number {
  while (i < s.length && isSpace(s, i)) i++;
  return i;
}

/** The folded word at i if it is exactly `word` and ends at a word boundary. */
function wordAt(f: string, i: number, word: string): boolean {
  return f.startsWith(word, i) && !isWordChar(f, i + word.length) && !isWordChar(f, i - 1);
}

function firstWordAt(f: string, i: number, words: readonly string[]): string | null {
  if (!isWordChar(f, i)) return null;
  for (const w of words) if (wordAt(f, i, w)) return w;
  return null;
}

function readDigits(s: string, i: number): number {
  while (i < s.length && isDigit(s, i)) i++;
  return i;
}

function token(value: Q, start: number, end: number, extra: Partial<NumberToken> = {}): NumberToken {
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
function readMixedTail(s: string, f: string, i: number): { value: Q; end: number; unicode: boolean } | null {
  const uni = UNICODE_FRACTIONS[s[i]];
  if (uni) return { value: uni, end: i + 1, unicode: true };
  if (isDigit(s, i)) {
    const fr = readSlashFraction(s, i);
    if (fr && fr[0].n < fr[0].d) return { value: fr[0], end: fr[1], unicode: false };
    return null;
  }
  if (wordAt(f, i, 'a') || wordAt(f, i, 'an')) {
    const j = skipSpaces(f, i + (f[i + 1] === 'n' ? 2 : 1));
    if (j > i + 1 && wordAt(f, j, 'half')) return { value: q(1, 2), end: j + 4, unicode: false };
    return null;
  }
  for (const w in HALF_WORDS) if (wordAt(f, i, w)) return { value: q(1, 2), end: i + w.length, unicode: false };
  return null;
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
  for (const w of ['and', 'e']) {
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
  if (ARTICLES[word]) {
    // "a half cup", "an egg" (the article only counts when a unit follows; the caller checks).
    const j = skipSpaces(f, w);
    if (j > w && wordAt(f, j, 'half')) return token(q(1, 2), i, j + 4, { fraction: true, word: true });
    return token(q(1), i, w, { explicit: false, article: true, word: true });
  }
  const value = NUMBER_WORDS[word];
  if (!value) return null;
  let t = token(value, i, w, { word: true });
  if (HALF_WORDS[word]) {
    // "half a cup", "half an onion"
    const j = skipSpaces(f, w);
    if (j > w && (wordAt(f, j, 'a') || wordAt(f, j, 'an'))) t = { ...t, end: j + (f[j + 1] === 'n' ? 2 : 1) };
    return t;
  }
  t = extendMixed(s, f, t);
  return t;
}

function findToTaste(f: string): [number, number] | null {
  for (const phrase of TO_TASTE) {
    let from = 0;
    for (;;) {
      const at = f.indexOf(phrase, from);
      if (at < 0) break;
      const end = at + phrase.length;
      if (!isWordChar(f, at - 1) && (phrase.endsWith('.') || !isWordChar(f, end))) return [at, end];
      from = at + 1;
    }
  }
  return null;
}

function skipPrefix(f: string, i: number): number {
  for (const p of PREFIXES) {
    if (!f.startsWith(p, i)) continue;
    const end = i + p.length;
    if (isWordChar(f, end) && isWordChar(f, end - 1)) continue;
    return skipSpaces(f, end);
  }
  return i;
}

/** The range separator and upper bound after a quantity ("-3", " a 3", " to 3"), or null. */
function readRangeEnd(s: string, f: string, min: NumberToken): NumberToken | null {
  let j = skipSpaces(s, min.end);
  const c = s[j];
  if (c === '-' || c === '–' || c === '—') j++;
  else {
    const w = firstWordAt(f, j, RANGE_WORDS);
    if (!w || j === min.end) return null;
    j += w.length;
    if (!isSpace(s, j)) return null;
  }
  j = skipSpaces(s, j);
  const max = readNumber(s, f, j, true);
  if (!max || max.article || toNumber(max.value) <= toNumber(min.value)) return null;
  return max;
}

/** A unit after the quantity, possibly behind "(14 oz)" or a modifier such as "heaping". */
function readUnitAfter(s: string, f: string, i: number): UnitMatch | null {
  const j = skipSpaces(s, i);
  const direct = matchUnitAt(s, f, j);
  if (direct) return direct;
  let k = -1;
  if (s[j] === '(') {
    const close = s.indexOf(')', j);
    if (close > 0) k = skipSpaces(s, close + 1);
  } else {
    const m = firstWordAt(f, j, MODIFIERS);
    if (m) k = skipSpaces(s, j + m.length);
  }
  return k > j ? matchUnitAt(s, f, k) : null;
}

function readCompound(s: string, f: string, unit: UnitMatch): AmountDetail['compound'] {
  const info = UNITS[unit.form.unit];
  const start = unit.end;
  let j = skipSpaces(s, start);
  let joined = false;
  if (s[j] === '+' || s[j] === ',') {
    j = skipSpaces(s, j + 1);
    joined = true;
  } else {
    const w = firstWordAt(f, j, COMPOUND_WORDS);
    if (w) {
      j = skipSpaces(s, j + w.length);
      joined = true;
    }
  }
  // "2 xícaras e meia", "1 dúzia e meia", "2 cups and a half": half of the same unit.
  if (joined && !isDigit(s, j) && !UNICODE_FRACTIONS[s[j]]) {
    const tail = readMixedTail(s, f, j);
    if (!tail || matchUnitAt(s, f, skipSpaces(s, tail.end))) return null;
    return { token: token(tail.value, j, tail.end, { word: true }), unit: null, start, end: tail.end };
  }
  if (!info.base || (info.kind !== 'mass' && info.kind !== 'volume')) return null;
  if (!isDigit(s, j) && !UNICODE_FRACTIONS[s[j]]) return null;
  const t = readNumber(s, f, j, false);
  if (!t) return null;
  const u = matchUnitAt(s, f, skipSpaces(s, t.end));
  if (!u) return null;
  const other = UNITS[u.form.unit];
  if (other.kind !== info.kind || other.system !== info.system || !other.base) return null;
  if (toNumber(other.base) >= toNumber(info.base)) return null;
  return { token: t, unit: u, start, end: u.end };
}

/** The first written digit or unicode fraction at a word start, from i ("juice of 1 lemon"). */
function findLaterNumber(s: string, f: string, i: number): NumberToken | null {
  for (let k = i; k < s.length; k++) {
    if ((isDigit(s, k) || UNICODE_FRACTIONS[s[k]]) && !isWordChar(s, k - 1)) {
      const t = readNumber(s, f, k, false);
      if (t) return t;
    }
  }
  return null;
}

/** Everything known about an amount, with positions; null when it holds no quantity, unit or "to taste". */
export function parseAmountDetail(input: string): AmountDetail | null {
  const s = nfc(input);
  const f = foldKeepLength(s);
  const toTasteSpan = findToTaste(f);
  const first = skipSpaces(s, 0);
  const detail: AmountDetail = {
    text: s,
    min: null,
    max: null,
    unit: null,
    compound: null,
    qStart: first,
    qEnd: first,
    toTaste: toTasteSpan !== null,
    toTasteSpan,
    leadingText: false,
  };
  if (toTasteSpan && toTasteSpan[0] === first) return detail;

  const i = skipPrefix(f, first);
  let min = readNumber(s, f, i);
  let max: NumberToken | null = null;
  let unit: UnitMatch | null = null;
  if (min) {
    max = readRangeEnd(s, f, min);
    unit = readUnitAfter(s, f, (max ?? min).end);
    // A word ("a", "two", "um") is a quantity only before a unit or alone: "um pouco" is not "1 pouco".
    if (min.word && !unit && (min.article || skipSpaces(s, (max ?? min).end) < s.length)) {
      min = null;
      max = null;
    }
  }
  if (!min) {
    unit = matchUnitAt(s, f, i);
    if (unit) {
      const compound = readCompound(s, f, unit);
      return { ...detail, unit, compound: compound?.unit === null ? compound : null, qStart: i, qEnd: i };
    }
    min = findLaterNumber(s, f, i);
    if (!min) return toTasteSpan ? detail : null;
    detail.leadingText = true;
    max = readRangeEnd(s, f, min);
    unit = readUnitAfter(s, f, (max ?? min).end);
  }
  if (min.thousands) {
    // "1,500 g" / "1.500 g" are grams by the thousand; "1,500 kg" is one and a half kilos.
    const u = unit?.form.unit;
    if (!u || u === 'g' || u === 'ml' || u === 'mg')
      min = { ...min, value: min.thousands, decimal: false, comma: false };
  }
  if (max?.thousands) {
    const u = unit?.form.unit;
    if (!u || u === 'g' || u === 'ml' || u === 'mg')
      max = { ...max, value: max.thousands, decimal: false, comma: false };
  }
  const compound = unit && !max ? readCompound(s, f, unit) : null;
  return { ...detail, min, max, unit, compound, qStart: min.start, qEnd: (max ?? min).end };
}

/** The quantity of a detail in its main unit (a compound's second part folded in). */
export function totalQuantity(d: AmountDetail): Q {
  const base = d.min ? d.min.value : q(1);
  if (!d.compound || !d.unit) return base;
  if (!d.compound.unit) return add(base, d.compound.token.value);
  const main = UNITS[d.unit.form.unit].base!;
  const second = UNITS[d.compound.unit.form.unit].base!;
  return add(base, div(mul(d.compound.token.value, second), main));
}

function isTrimChar(c: string): boolean {
  return c === ' ' || c === ',' || c === ';' || c === ':' || c === '\t' || c === '\n' || c === '\r' || c === '\u00a0';
}

/** Text left after removing the given spans, with whitespace collapsed and stray commas trimmed. */
export function restOf(s: string, spans: [number, number][]): string {
  let out = '';
  let at = 0;
  if (spans.length > 1) spans.sort((x, y) => x[0] - y[0]);
  for (const [a, b] of spans) {
    if (b <= a || a < at) continue;
    out += `${s.slice(at, a)} `;
    at = b;
  }
  out += s.slice(at);
  let lo = 0;
  let hi = out.length;
  while (lo < hi && isTrimChar(out[lo])) lo++;
  while (hi > lo && isTrimChar(out[hi - 1])) hi--;
  if (lo === hi) return '';
  const t = out.slice(lo, hi);
  return /\s\s|\s[,;:)]|[\t\n\r\u00a0]/.test(t) ? t.replace(/\s+/g, ' ').replace(/ ([,;:)])/g, '$1') : t;
}

/** Parses an ingredient amount; null when it has no quantity, no unit and is not "to taste". */
export function parseAmount(text: string): ParsedAmount | null {
  const d = parseAmountDetail(text);
  if (!d) return null;
  const s = d.text;
  if (!d.min && !d.unit) {
    return {
      quantity: 0,
      unit: null,
      unitText: '',
      rest: restOf(s, d.toTasteSpan ? [d.toTasteSpan] : []),
      toTaste: true,
    };
  }
  const spans: [number, number][] = [[d.qStart, d.qEnd]];
  if (d.unit) spans.push([d.unit.start, d.unit.end]);
  if (d.compound) spans.push([d.compound.start, d.compound.end]);
  const result: ParsedAmount = {
    quantity: toNumber(totalQuantity(d)),
    unit: d.unit ? d.unit.form.unit : null,
    unitText: d.unit ? s.slice(d.unit.start, d.unit.end) : '',
    rest: restOf(s, spans),
    toTaste: d.toTaste,
  };
  if (d.max) result.quantityMax = toNumber(d.max.value);
  return result;
}
