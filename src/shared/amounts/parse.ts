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
  /**
   * The measure of each counted item: "1 (14 oz) can", "1 28-oz can", "2 x 7g sachets", "1 lata
   * (395 g)"; null when none is written. The quantity counts the items, the pack does not scale.
   */
  pack: Pack | null;
  /** A size written before the unit ("1 large clove", "2 small cans"), or null. */
  size: UnitMatch | null;
  /** A word that qualifies the unit: "heaped", "scant" before it, "rasas", "cheia" after it. */
  modifier: { start: number; end: number } | null;
}

/** The measure of each counted item (see AmountDetail.pack). */
export interface Pack {
  token: NumberToken;
  unit: UnitMatch;
  /** The measure as written ("14 oz"), without brackets. */
  start: number;
  end: number;
  /** Everything that belongs to it: the brackets, "x" before it, "/14oz" after it. */
  outerStart: number;
  outerEnd: number;
}

/** Words allowed before the quantity without making the amount "unknown text" ("about"). */
const PREFIXES = LANG_WORDS.prefixes;
/** Words allowed between the number and the unit ("1 heaping tbsp"). */
const MODIFIERS = LANG_WORDS.modifiers;
/** Words allowed right after the unit ("3 colheres (sopa) rasas"). */
const MODIFIERS_AFTER = LANG_WORDS.modifiersAfter;
const TO_TASTE = LANG_WORDS.toTaste;
const RANGE_WORDS = LANG_WORDS.range;
const COMPOUND_WORDS = LANG_WORDS.compound;
/** A length right after a hyphen ("inch", "cm"), and a written size of each thing ("1/4-inch-thick", "2-inch", "5 cm"). */
const LENGTH_AT = /^(?:inch|inches|in|cm|mm)\b/;
const DIMENSION =
  /^\d+(?:[.,/]\d+)?(?:\s*-\s*|\s+)(?:inch|inches|in|cm|mm)(?:-(?:thick|long|wide|square|thin))?(?=\s|$)/;

/** A size alone in brackets: "(6-inch)", "( 20 cm )", "(9x13-inch)". */
const DIMENSION_IN_BRACKETS =
  /^\(\s*\d+(?:[.,/]\d+)?(?:\s*(?:x|by)\s*\d+(?:[.,/]\d+)?)?(?:\s*-\s*|\s*)(?:inch|inches|in|cm|mm|centimet(?:er|re)s?|centímetros?)\.?(?:-(?:thick|long|wide|square|round))?\s*\)$/;

/** Words between a quantity and its unit in some languages ("1/4 de xícara"). */
const LINKING = LANG_WORDS.linking.filter((w) => !w.endsWith("'"));
/** Compound words that add ("plus", "mais"), as against "and" / "e", which also join a half. */
const PLUS_WORDS = new Set(LANG_WORDS.plus);

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

/** "1/4-inch-thick slices", "2-inch piece" at j: the size of each thing, then what is counted; else null. */
function dimensionUnit(s: string, f: string, j: number): UnitPart | null {
  const dimension = DIMENSION.exec(f.slice(j));
  if (!dimension) return null;
  const u = matchUnitAt(s, f, skipSpaces(s, j + dimension[0].length));
  if (!u || UNITS[u.form.unit].kind !== 'count') return null;
  return { unit: u, pack: null, size: null, modifier: { start: j, end: j + dimension[0].length } };
}

/** What follows a quantity: its unit with the size, pack and modifier around it. */
interface UnitPart {
  unit: UnitMatch | null;
  pack: Pack | null;
  size: UnitMatch | null;
  modifier: { start: number; end: number } | null;
}

const NO_UNIT: UnitPart = { unit: null, pack: null, size: null, modifier: null };

function isMeasureUnit(u: UnitMatch | null): u is UnitMatch {
  if (!u) return false;
  const kind = UNITS[u.form.unit].kind;
  return kind === 'mass' || kind === 'volume';
}

/** A unit at i, or right after a hyphen joining it to its number ("14-ounce", "9-oz"). */
function unitAt(s: string, f: string, numberEnd: number): UnitMatch | null {
  if (s[numberEnd] === '-' && !isSpace(s, numberEnd + 1)) return matchUnitAt(s, f, numberEnd + 1);
  return matchUnitAt(s, f, skipSpaces(s, numberEnd));
}

/** A written measure at i ("14 oz", "7g", "28-ounce"), with a second one after "/" ("400g/14oz"). */
function readMeasure(s: string, f: string, i: number): { token: NumberToken; unit: UnitMatch; end: number } | null {
  if (!isDigit(s, i) && !UNICODE_FRACTIONS[s[i]] && !((s[i] === '.' || s[i] === ',') && isDigit(s, i + 1))) return null;
  const token = readNumber(s, f, i, false);
  if (!token) return null;
  const unit = unitAt(s, f, token.end);
  if (!isMeasureUnit(unit)) return null;
  let end = unit.end;
  const slash = skipSpaces(s, end);
  if (s[slash] === '/') {
    const other = readMeasure(s, f, skipSpaces(s, slash + 1));
    if (other) end = other.end;
  }
  return { token, unit, end };
}

/** The measure filling the brackets that open at i ("(14 oz)", "( 395 g )"), or null. */
function bracketMeasure(
  s: string,
  f: string,
  i: number,
): { token: NumberToken; unit: UnitMatch; close: number } | null {
  const close = s.indexOf(')', i);
  if (close < 0) return null;
  const m = readMeasure(s, f, skipSpaces(s, i + 1));
  if (!m || skipSpaces(s, m.end) !== close) return null;
  return { token: m.token, unit: m.unit, close };
}

/** The number filling the brackets (j at "(", close at ")"), or null. */
function bareNumber(s: string, f: string, j: number, close: number): NumberToken | null {
  const k = skipSpaces(s, j + 1);
  const t = readNumber(s, f, k, false);
  return t && skipSpaces(s, t.end) === close ? t : null;
}

function pack(m: { token: NumberToken; unit: UnitMatch }, outerStart: number, outerEnd: number): Pack {
  return { token: m.token, unit: m.unit, start: m.token.start, end: m.unit.end, outerStart, outerEnd };
}

/** A count unit at i, after an optional size word ("cans", "large cans"). */
function countUnitAt(s: string, f: string, i: number): { unit: UnitMatch; size: UnitMatch | null } | null {
  const u = matchUnitAt(s, f, i);
  if (!u) return null;
  const kind = UNITS[u.form.unit].kind;
  if (kind === 'size') {
    const next = matchUnitAt(s, f, skipSpaces(s, u.end));
    if (next && UNITS[next.form.unit].kind === 'count') return { unit: next, size: u };
    return null;
  }
  return kind === 'count' ? { unit: u, size: null } : null;
}

/**
 * The unit after the quantity ending at i, with what surrounds it: a pack before it ("1 (14 oz)
 * can", "1 28 oz can", "2 x 7g sachets"), a modifier ("1 heaping tbsp"), a size ("1 large clove"),
 * and after it a pack ("1 lata (395 g)") or a modifier ("2 colheres (sopa) rasas").
 */
function readUnitAfter(s: string, f: string, i: number): UnitPart {
  const j = skipSpaces(s, i);
  let part: UnitPart | null = null;
  const c = s[j];
  if ((c === 'x' || c === 'X' || c === '×') && (isSpace(s, j + 1) || isDigit(s, j + 1))) {
    // "2 x 7g sachets", "8 x 450g/1lb lobsters", "2x400g tins"
    const m = readMeasure(s, f, skipSpaces(s, j + 1));
    if (m) {
      const counted = countUnitAt(s, f, skipSpaces(s, m.end));
      part = { ...NO_UNIT, pack: pack(m, j, m.end), unit: counted?.unit ?? null, size: counted?.size ?? null };
    }
  } else if (c === '(') {
    // "1 (14 oz) can": the brackets give the size of each item; any other note is skipped.
    const inner = bracketMeasure(s, f, j);
    const close = inner ? inner.close : s.indexOf(')', j);
    if (close > 0) {
      const k = skipSpaces(s, close + 1);
      const counted = inner ? countUnitAt(s, f, k) : null;
      if (counted) part = { ...NO_UNIT, pack: pack(inner!, j, close + 1), ...counted };
      else {
        const u = matchUnitAt(s, f, k);
        const bare = u && isMeasureUnit(u) ? bareNumber(s, f, j, close) : null;
        // "1 (3 1/2) pound chicken": the brackets hold the weight of each, its unit follows them.
        if (bare)
          part = {
            ...NO_UNIT,
            pack: { token: bare, unit: u!, start: bare.start, end: u!.end, outerStart: j, outerEnd: u!.end },
          };
        else if (u) part = { ...NO_UNIT, unit: u };
        else if (DIMENSION_IN_BRACKETS.test(f.slice(j, close + 1))) {
          // "12 (6-inch) tortillas", "1 (2-inch) piece ginger": the size of each, kept with the amount.
          const counted = countUnitAt(s, f, k);
          part = { ...NO_UNIT, ...counted, modifier: { start: j, end: close + 1 } };
        }
      }
    }
  } else if (isDigit(s, j) && j > i) {
    // "1 28 oz can", "2 9-oz packages"
    const m = readMeasure(s, f, j);
    const counted = m ? countUnitAt(s, f, skipSpaces(s, m.end)) : null;
    if (m && counted) part = { ...NO_UNIT, pack: pack(m, j, m.end), ...counted };
    else part = dimensionUnit(s, f, j);
  } else {
    const direct = unitAt(s, f, i);
    if (direct) {
      part = { ...NO_UNIT, unit: direct };
      if (UNITS[direct.form.unit].kind === 'size') {
        const next = matchUnitAt(s, f, skipSpaces(s, direct.end));
        const kind = next ? UNITS[next.form.unit].kind : null;
        if (next && (kind === 'count' || kind === 'vague')) part = { ...NO_UNIT, unit: next, size: direct };
      }
    } else {
      const m = firstWordAt(f, j, MODIFIERS);
      const linking = m ? null : firstWordAt(f, j, LINKING);
      if (m) {
        const u = matchUnitAt(s, f, skipSpaces(s, j + m.length));
        if (u) part = { ...NO_UNIT, unit: u, modifier: { start: j, end: j + m.length } };
      } else if (linking) {
        // "1/4 de xícara", "3/4 de colher (chá)"
        const u = matchUnitAt(s, f, skipSpaces(s, j + linking.length));
        if (u && UNITS[u.form.unit].kind !== 'size') part = { ...NO_UNIT, unit: u };
      }
    }
  }
  if (!part?.unit) return part ?? NO_UNIT;
  const unit = part.unit;
  const after = skipSpaces(s, unit.end);
  if (!part.pack && s[after] === '(' && UNITS[unit.form.unit].kind === 'count') {
    // "1 lata (395 g)", "1 can (14 ounces)"
    const inner = bracketMeasure(s, f, after);
    if (inner) part = { ...part, pack: pack(inner, after, inner.close + 1) };
  }
  if (!part.modifier) {
    const from = part.pack && part.pack.outerStart > unit.end ? skipSpaces(s, part.pack.outerEnd) : after;
    const m = firstWordAt(f, from, MODIFIERS_AFTER);
    if (m) part = { ...part, modifier: { start: from, end: from + m.length } };
  }
  return part;
}

function readCompound(s: string, f: string, unit: UnitMatch): AmountDetail['compound'] {
  const info = UNITS[unit.form.unit];
  const start = unit.end;
  let j = skipSpaces(s, start);
  let joined = false;
  /** "+" / "plus": the same unit may follow ("1/4 teaspoon plus 1/8 teaspoon"). */
  let plus = false;
  if (s[j] === '+' || s[j] === ',') {
    plus = s[j] === '+';
    j = skipSpaces(s, j + 1);
    joined = true;
  } else {
    const w = firstWordAt(f, j, COMPOUND_WORDS);
    if (w) {
      plus = PLUS_WORDS.has(w);
      j = skipSpaces(s, j + w.length);
      joined = true;
    }
  }
  // "2 xícaras e meia", "1 dúzia e meia", "2 cups and a half": half of the same unit.
  if (joined && !isDigit(s, j) && !UNICODE_FRACTIONS[s[j]]) {
    const tail = readMixedTail(s, f, j);
    if (!tail || matchUnitAt(s, f, skipSpaces(s, tail.end))) return null;
    return {
      token: token(tail.value, j, tail.end, { word: true }),
      unit: null,
      start,
      end: tail.end,
    };
  }
  if (!info.base || (info.kind !== 'mass' && info.kind !== 'volume')) return null;
  if (!isDigit(s, j) && !UNICODE_FRACTIONS[s[j]]) return null;
  const t = readNumber(s, f, j, false);
  if (!t) return null;
  const u = matchUnitAt(s, f, skipSpaces(s, t.end));
  if (!u) return null;
  const other = UNITS[u.form.unit];
  if (other.kind !== info.kind || other.system !== info.system || !other.base) return null;
  const smaller = toNumber(other.base) < toNumber(info.base);
  if (!smaller && !(plus && u.form.unit === unit.form.unit)) return null;
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
/**
 * `counts`, for a whole ingredient line: whether a number word with no unit after it counts what
 * follows ("two eggs", "half a lemon"; in an amount alone it must stand by itself or before a unit).
 */
export function parseAmountDetail(
  input: string,
  options: { counts?: (s: string, end: number) => boolean } = {},
): AmountDetail | null {
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
    pack: null,
    size: null,
    modifier: null,
  };
  if (toTasteSpan && toTasteSpan[0] === first) return detail;

  let i = skipPrefix(f, first);
  // "scant 1/2 cup", "generous pinch", "heaping tbsp": a modifier of the unit written before the quantity.
  let leadModifier: { start: number; end: number } | null = null;
  const lead = firstWordAt(f, i, MODIFIERS);
  if (lead) {
    const j = skipSpaces(s, i + lead.length);
    const unitNext = matchUnitAt(s, f, j);
    if (
      j > i + lead.length &&
      (isDigit(s, j) || UNICODE_FRACTIONS[s[j]] || (unitNext && UNITS[unitNext.form.unit].kind !== 'size'))
    ) {
      leadModifier = { start: i, end: i + lead.length };
      i = j;
    }
  }
  let min = readNumber(s, f, i);
  if (
    min &&
    min.joiner === ' ' &&
    min.fraction &&
    s[min.end] === '-' &&
    (matchUnitAt(s, f, min.end + 1) || LENGTH_AT.test(f.slice(min.end + 1)))
  ) {
    // "2 1/4-ounce packages", "3 1/4-inch slices": a count, then the size of each, not 2 1/4 of something.
    let end = i;
    while (isDigit(s, end)) end++;
    min = token(q(Number(s.slice(i, end))), i, end);
  }
  let max: NumberToken | null = null;
  let part: UnitPart = NO_UNIT;
  if (min) {
    max = readRangeEnd(s, f, min);
    part = readUnitAfter(s, f, (max ?? min).end);
    if (!max && min.joiner === ' ' && min.fraction && isMeasureUnit(part.unit) && !part.pack && !part.modifier) {
      // "1 1/4 ounce envelope": one envelope of a quarter ounce ("1 1/2 cups whole milk" is not one whole).
      const counted = countUnitAt(s, f, skipSpaces(s, part.unit.end));
      if (counted && counted.unit.form.unit !== 'whole') {
        let end = i;
        while (isDigit(s, end)) end++;
        const each = readNumber(s, f, skipSpaces(s, end), false)!;
        min = token(q(Number(s.slice(i, end))), i, end);
        part = {
          ...NO_UNIT,
          ...counted,
          pack: {
            token: each,
            unit: part.unit,
            start: each.start,
            end: part.unit.end,
            outerStart: each.start,
            outerEnd: part.unit.end,
          },
        };
      }
    }
    // A word ("a", "two", "um") is a quantity only before a unit or alone: "um pouco" is not "1 pouco".
    // A whole line names what is counted after it ("two eggs", "half a lemon"); an article still needs a unit.
    const counted = !min.article && (options.counts?.(s, (max ?? min).end) ?? false);
    if (
      min.word &&
      !counted &&
      !part.unit &&
      !part.pack &&
      (min.article || skipSpaces(s, (max ?? min).end) < s.length)
    ) {
      min = null;
      max = null;
      part = NO_UNIT;
    }
  }
  if (!min) {
    let unit = matchUnitAt(s, f, i);
    let size: UnitMatch | null = null;
    if (unit && UNITS[unit.form.unit].kind === 'size') {
      // "large pinch of salt": the size of a unit without a number.
      const next = matchUnitAt(s, f, skipSpaces(s, unit.end));
      const kind = next ? UNITS[next.form.unit].kind : null;
      if (next && next.start > unit.end && (kind === 'vague' || kind === 'volume')) {
        size = unit;
        unit = next;
      }
    }
    if (unit) {
      const compound = readCompound(s, f, unit);
      return {
        ...detail,
        unit,
        compound: compound?.unit === null ? compound : null,
        qStart: i,
        qEnd: i,
        size,
        modifier: leadModifier,
      };
    }
    min = findLaterNumber(s, f, i);
    if (!min) return toTasteSpan ? detail : null;
    detail.leadingText = true;
    max = readRangeEnd(s, f, min);
    part = readUnitAfter(s, f, (max ?? min).end);
  }
  const unit = part.unit;
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
  const compound = unit && !max && !part.pack && !part.modifier ? readCompound(s, f, unit) : null;
  return {
    ...detail,
    min,
    max,
    unit,
    compound,
    qStart: min.start,
    qEnd: (max ?? min).end,
    pack: part.pack,
    size: part.size,
    modifier: part.modifier ?? leadModifier,
  };
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
