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
import { LANG_WORDS } from './lang-words.ts';
import { add, div, mul, q, toNumber, type Q } from './rational.ts';
import { foldKeepLength, isDigit, isSpace, isWordChar, nfc, restOf } from './text.ts';
import { matchUnitAt, type UnitMatch } from './unit-words.ts';
import { UNITS, type UnitKey } from './units.ts';
import {
  firstWordAt,
  readMixedTail,
  readNumber,
  skipSpaces,
  token,
  UNICODE_FRACTIONS,
  type NumberToken,
} from './parse-number.ts';

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

/** Words allowed before the quantity without making the amount "unknown text" ("about"). */
const PREFIXES = LANG_WORDS.prefixes;
/** Words allowed between the number and the unit ("1 heaping tbsp"). */
const MODIFIERS = LANG_WORDS.modifiers;
const TO_TASTE = LANG_WORDS.toTaste;
const RANGE_WORDS = LANG_WORDS.range;
const COMPOUND_WORDS = LANG_WORDS.compound;

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
