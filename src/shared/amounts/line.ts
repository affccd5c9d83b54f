/**
 * The one reader of an ingredient line, English or Brazilian Portuguese, as cooks write them:
 *
 *   "1 (14 oz) can diced tomatoes, drained"   → 1 can (each 14 oz), name "tomatoes", preparation "diced, drained"
 *   "50g/2oz basil leaves"                    → 50 g, alternative 2 oz, name "basil leaves"
 *   "2 x 7g sachets fast-action yeast"        → 2 packages (each 7 g), name "fast-action yeast"
 *   "3 colheres (sopa) rasas de açúcar"       → 3 tbsp, modifier "rasas", name "açúcar"
 *   "1 kg de costela bovina em pedaços"       → 1 kg, name "costela bovina", preparation "em pedaços"
 *   "sal e pimenta-do-reino a gosto"          → to taste, name "sal e pimenta-do-reino"
 *
 * The amount is read by parseAmountDetail (the grammar scaling, conversion and the list sums use,
 * so every feature understands the same quantity and unit); this module adds what surrounds it —
 * the equivalent in the other system, the food's name, its preparation and the notes — from each
 * language's line-words.json. It keeps the raw text and where the amount sits in it, so the
 * importer can split a line into amount and name without losing a character.
 */
import { equivalentAfter } from './equivalent.ts';
import { LANG_WORDS } from './lang-words.ts';
import { LINE_WORDS } from './line-words.ts';
import type { NumberToken } from './parse-number.ts';
import { parseAmountDetail, totalQuantity } from './parse.ts';
import { toNumber, type Q } from './rational.ts';
import { foldKeepLength, isDigit, isSpace, isWordChar, nfc } from './text.ts';
import { matchUnitAt, type UnitMatch } from './unit-words.ts';
import { UNITS, type UnitKey, type WordLang } from './units.ts';

/** A quantity with its unit ("14 oz" of a can, "2 oz" beside "50 g"). */
export interface LineMeasure {
  quantity: number;
  quantityMax: number | null;
  /** The exact values (thirds stay thirds). */
  exact: { min: Q; max: Q | null };
  unit: UnitKey;
  /** As written. */
  text: string;
}

export interface IngredientLine {
  /** The line, NFC-normalised; every position below indexes it. */
  raw: string;
  /** Where its text starts: after leading spaces and a list's bullet ("- 1 cup sugar"). */
  start: number;
  /** The quantity (the lower end of a range); null when none is written ("pinch of salt", "to taste"). */
  quantity: number | null;
  quantityMax: number | null;
  exact: { min: Q; max: Q | null } | null;
  /** The unit's key; null for counted things ("2 eggs") and amounts without one. */
  unit: UnitKey | null;
  /** The unit as written ("xícaras (chá)", "T"). */
  unitText: string;
  /** The language family of the unit's spelling: 'pt' for "xícara", 'en' for "cup", 'any' for "g". */
  unitLang: WordLang | null;
  /** "large", "medium" or "small" when the line gives the size of the things counted. */
  size: UnitKey | null;
  /** The measure of each counted item: "1 (14 oz) can", "2 x 7g sachets". */
  pack: LineMeasure | null;
  /** The same amount written again in other units: "50g/2oz", "1 cup (240 ml)". */
  alternative: LineMeasure | null;
  /** "heaped", "level", "scant", "rasas", "cheia"… ('' when none). */
  modifier: string;
  /** "to taste", "a gosto", "q.b." */
  toTaste: boolean;
  /** An amount without a number that is not "to taste": "a little", "a few", "um pouco de". */
  vague: boolean;
  /** The food as the line names it, without amount, linking word, preparation or notes. */
  name: string;
  /** What the cook does to it ("finely chopped", "picada", "em cubos"), '' when nothing. */
  preparation: string;
  /** Everything else: "(optional)", "plus more for dusting", "about 2 cups" ('' when nothing). */
  comment: string;
  /** Where the amount is written: raw.slice(amountStart, amountEnd) ('' when there is none). */
  amountStart: number;
  amountEnd: number;
  amount: string;
  /** The line after the amount and its linking word, as written ("farinha de trigo peneirada"). */
  rest: string;
  /** The linking word between amount and name as written ("de", "of", "d'"), '' when none. */
  linking: string;
}

const W = {
  ...LINE_WORDS,
  linking: LANG_WORDS.linking,
  joinersOrRange: new Set([...LINE_WORDS.joiners, ...LANG_WORDS.range]),
};
const PLUS = new Set(LANG_WORDS.plus);

interface Word {
  start: number;
  end: number;
  f: string;
  /** Its place among the words of its piece. */
  index: number;
}

/** The words of s[from, to) with their folded text (letters, digits, inner hyphens, dots, apostrophes). */
function wordsOf(s: string, f: string, from: number, to: number): Word[] {
  const out: Word[] = [];
  let i = from;
  while (i < to) {
    if (!isWordChar(s, i)) {
      i++;
      continue;
    }
    let j = i + 1;
    while (
      j < to &&
      (isWordChar(s, j) || ((s[j] === '-' || s[j] === "'" || s[j] === '’' || s[j] === '.') && isWordChar(s, j + 1)))
    )
      j++;
    out.push({ start: i, end: j, f: f.slice(i, j), index: out.length });
    i = j;
  }
  return out;
}

/** The folded phrase of `phrases` that starts at word k of ws, as a count of words, or 0. */
function phraseAt(ws: Word[], k: number, phrases: readonly string[]): number {
  for (const p of phrases) {
    const parts = p.split(' ');
    if (k + parts.length > ws.length) continue;
    let ok = true;
    for (let n = 0; n < parts.length && ok; n++) ok = ws[k + n].f === parts[n];
    if (ok) return parts.length;
  }
  return 0;
}

/** A preparation word that is not also part of names ("chopped", "well-drained"; "ground" is a nameWord). */
function isPrep(w: string): boolean {
  if (W.preparation.has(w)) return !W.nameWords.has(w);
  const dash = w.indexOf('-');
  return dash > 0 && W.adverbs.has(w.slice(0, dash)) && W.preparation.has(w.slice(dash + 1));
}

/** A word that qualifies a name ("skinless", "unbleached", "chopped"). */
function isModifier(w: string): boolean {
  return (
    W.preparation.has(w) ||
    W.nameWords.has(w) ||
    AMOUNT_MODIFIERS.has(w) ||
    W.modifierSuffixes.some((e) => w.length > e.length + 2 && w.endsWith(e))
  );
}

/** A word that says what the food is like or how it was made ("ripe", "fresh", "peeled", "finely"). */
function qualifies(w: string): boolean {
  if (W.qualities.has(w) || W.states.has(w) || isModifier(w) || W.adverbs.has(w)) return true;
  // "part-skim", "low-moisture", "extra-sharp", "deep-yellow": a compound that starts or ends with one.
  const parts = w.split('-');
  return parts.length > 1 && parts.every(Boolean) && (qualifies(parts[0]) || qualifies(parts[parts.length - 1]));
}

/** A piece of qualifying words only, perhaps after "and" ("seeded", "and sliced"), at most three. */
function onlyQualifies(ws: Word[]): boolean {
  const q = ws.filter((w) => !W.joiners.has(w.f));
  return q.length > 0 && q.length <= 3 && q.every((w) => qualifies(w.f)) && q.some((w) => !W.adverbs.has(w.f));
}

/** A measure written as one word: "8-ounce", "1/2-pound", "4-inch-long". */
function measureWord(m: string, w: Word): boolean {
  return /^[\d½¼¾⅓⅔⅛][\d/.,½¼¾⅓⅔⅛]*-\p{L}[\p{L}-]*$/u.test(m.slice(w.start, w.end));
}

/** The piece starts with a number ("1 chopped", "2 cups stock"). */
function startsWithDigit(ws: Word[]): boolean {
  return ws.length > 0 && /\d/.test(ws[0].f);
}

/** A word that names the food comes before the first number ("ripe tomatoes cut into 1/2-inch cubes"). */
function nameBeforeDigit(ws: Word[], m: string): boolean {
  for (const w of ws) {
    if (/\d/.test(m.slice(w.start, w.end))) return false;
    if (!qualifies(w.f) && !W.joiners.has(w.f)) return true;
  }
  return false;
}

/**
 * Where a note written before a colon ends ("For the filling:", "Optional garnish:", "Para a calda:"),
 * after the colon and its spaces, or 0: at most five words without a number, the first a word that
 * starts notes, and a line after it.
 */
function labelEnd(s: string, f: string, first: number): number {
  const colon = s.indexOf(':', first);
  if (colon < 0 || colon - first > 40 || /[\d()[\]]/.test(s.slice(first, colon))) return 0;
  const ws = wordsOf(s, f, first, colon);
  if (ws.length === 0 || ws.length > 5 || !phraseAt(ws, 0, W.comment)) return 0;
  let end = colon + 1;
  while (end < s.length && isSpace(s, end)) end++;
  return end < s.length && end > colon + 1 ? end : 0;
}

/** A list's bullet before a line: a dash or star then a space, or a bullet sign. */
const BULLET = /^(?:[-–—*]\s+|[•·▪◦‣●○■□➢➤►✓✔]\s*)/u;

/** Units that hold a bought product ("1 can crushed tomatoes"). */
const CONTAINERS = new Set<UnitKey>(['can', 'package', 'box', 'jar', 'bottle', 'bag', 'container', 'tray']);

const AMOUNT_MODIFIERS = new Set([...LANG_WORDS.modifiers, ...LANG_WORDS.modifiersAfter]);

/** The number words of every language ("one", "six", "dois"), as a pattern. */
const NUMBER_WORD = [...LANG_WORDS.numbers.keys()]
  .filter((w) => /^\p{L}+$/u.test(w))
  .sort((a, b) => b.length - a.length)
  .join('|');
/** "four-pound", "one-inch", "six-ounce", "two-and-a-half-pound": a size written with a number word. */
const WORD_DIMENSION = new RegExp(
  `^(?:${NUMBER_WORD})(?:-and-(?:a-|one-)?half)?-(?:pound|ounce|inch|lb|oz|quart|pint|gallon|kg|g)s?(?:-[a-z]+)?$`,
  'u',
);

/** A size of the thing written before a name ("22-inch-long baguette", "1-inch", "four-pound"). */
function isDimension(w: string): boolean {
  return (
    /^(?:\d+(?:[.,/]\d+)?-?(?:by-\d+(?:[.,/]\d+)?-?)?)?(?:inch|inches|in|cm|mm|centimet(?:er|re)s?|centímetros?)(?:-[a-z]+)?$/.test(
      w,
    ) ||
    /^\d+(?:[.,/]\d+)?-(?:to-\d+(?:[.,/]\d+)?-)?(?:pound|ounce|lb|oz|kg|g|quilo|kilo)s?$/.test(w) ||
    WORD_DIMENSION.test(w)
  );
}

/** A length written as its own word ("cm", "inches"). */
function isLength(w: string): boolean {
  return /^(?:inch|inches|in|cm|mm|centimet(?:er|re)s?|centímetros?)$/.test(w);
}

/** How many words the number at the start of ws spans ("5", "2,5", "1/2", "2 1/2"), or 0. */
function numberWordsAt(s: string, ws: Word[]): number {
  if (!ws.length || !/^\d+(?:\.\d+)?$/.test(ws[0].f)) return 0;
  // The words a fraction's slash or a decimal comma split: "1" "/" "2".
  const joined = (k: number) =>
    k < ws.length && /^\d+$/.test(ws[k].f) && ws[k].start === ws[k - 1].end + 1 && /[/,]/.test(s[ws[k - 1].end]);
  if (joined(1)) return 2;
  // "2 1/2"
  if (ws.length > 2 && /^\d+$/.test(ws[1].f) && s[ws[1].end] === '/' && joined(2)) return 3;
  return 1;
}

/** A leading size or weight of the thing ("8- to 10-pound goose", "1-by-4-inch strips"), as a count of words. */
function dimensionAt(s: string, ws: Word[]): number {
  if (ws.length > 1 && isDimension(ws[0].f)) return 1;
  // "1/2-inch pieces": the fraction's slash ends its first word.
  const fraction = ws.length > 2 && /^\d+$/.test(ws[0].f) && s[ws[0].end] === '/' && ws[1].start === ws[0].end + 1;
  if (fraction && isDimension(`${ws[0].f}/${ws[1].f}`)) return 2;
  // "1 1/2-inch slice": a whole number before the fraction.
  const mixed =
    ws.length > 3 &&
    /^\d+$/.test(ws[0].f) &&
    /^\d+$/.test(ws[1].f) &&
    s[ws[1].end] === '/' &&
    ws[2].start === ws[1].end + 1;
  if (mixed && isDimension(`${ws[1].f}/${ws[2].f}`)) return 3;
  // "5 cm de gengibre", "2,5 cm de gengibre", "2 inches of ginger": a number and a length before the linking word.
  const n = numberWordsAt(s, ws);
  if (n && ws.length > n + 2 && isLength(ws[n].f) && W.linking.includes(ws[n + 1].f)) return n + 2;
  // "8- to 10-pound": the first number's hyphen ends the word before "to".
  if (ws.length > 3 && /^\d+(?:[.,/]\d+)?$/.test(ws[0].f) && W.joinersOrRange.has(ws[1].f) && isDimension(ws[2].f))
    return 3;
  return 0;
}

/** A number as a weight range writes it: "3", "2.5", "1/2", "5 1/2". */
const WEIGHT_NUMBER = String.raw`\d+(?:[.,]\d+)?(?:\s+\d+\/\d+|\/\d+)?`;
/**
 * "2 1/2-pound rabbits", "8-10 pound goose", "3-to 4-pound chicken", "5 1/2 to 6 pound chicken"
 * after the count: the weight of each, as a count of words.
 */
const WEIGHT_AT = new RegExp(
  String.raw`^(?:\d+\s+\d+\/\d+-(?:to-\d+(?:[.,/]\d+)?-)?|${WEIGHT_NUMBER}\s*-?\s*(?:-|to|or|a)\s*-?\s*${WEIGHT_NUMBER}\s*-?\s*)(?:pound|ounce|lb|oz|kg|g|quilo|kilo)s?(?![\p{L}])`,
  'u',
);
function mixedWeightAt(s: string, ws: Word[]): number {
  if (ws.length < 3) return 0;
  const m = WEIGHT_AT.exec(s.slice(ws[0].start));
  if (!m) return 0;
  const end = ws[0].start + m[0].length;
  const n = ws.filter((w) => w.end <= end).length;
  return n < ws.length ? n : 0;
}

function isMeasureKey(unit: UnitKey | null): boolean {
  const kind = unit ? UNITS[unit].kind : null;
  return kind === 'mass' || kind === 'volume';
}

function isMeasure(u: UnitMatch | null): boolean {
  const kind = u ? UNITS[u.form.unit].kind : null;
  return kind === 'mass' || kind === 'volume';
}

function isSizeWord(w: Word, s: string, f: string): boolean {
  const u = matchSize(s, f, w.start);
  // "tomates méd.": an abbreviation's dot is not part of its word.
  return u !== null && (u.end === w.end || (u.end === w.end + 1 && s[w.end] === '.'));
}

function matchSize(s: string, f: string, i: number): UnitMatch | null {
  const u = matchUnitAt(s, f, i);
  return u && UNITS[u.form.unit].kind === 'size' ? u : null;
}

/** A piece of the rest: its span and what it is. */
interface Piece {
  start: number;
  end: number;
}

/** Splits [from, to) into the head (up to the first separator or bracket) and the other pieces. */
function splitPieces(s: string, from: number, to: number): { head: Piece; brackets: Piece[]; tails: Piece[] } {
  const brackets: Piece[] = [];
  const tails: Piece[] = [];
  let head: Piece | null = null;
  let start = from;
  let depth = 0;
  let open = -1;
  const close = (end: number) => {
    const piece = { start, end };
    if (!head) head = piece;
    else if (s.slice(start, end).trim() !== '') tails.push(piece);
  };
  for (let i = from; i < to; i++) {
    const c = s[i];
    if (c === '(' || c === '[') {
      if (depth === 0) open = i;
      depth++;
    } else if ((c === ')' || c === ']') && depth > 0) {
      depth--;
      if (depth === 0) brackets.push({ start: open + 1, end: i });
    } else if (
      depth === 0 &&
      // "2,5 cm": a decimal comma is part of its number.
      ((c === ',' && !(isDigit(s, i - 1) && isDigit(s, i + 1))) ||
        c === ';' ||
        ((c === '-' || c === '–' || c === '—') && isSpace(s, i - 1) && isSpace(s, i + 1)))
    ) {
      close(i);
      start = i + 1;
    }
  }
  if (depth > 0) brackets.push({ start: open + 1, end: to });
  close(to);
  return { head: head!, brackets, tails };
}

/** The text of [from, to) without the bracketed parts, with positions kept (brackets become spaces). */
function blankBrackets(s: string, from: number, to: number): string {
  let out = '';
  let depth = 0;
  for (let i = from; i < to; i++) {
    const c = s[i];
    if (c === '(' || c === '[') depth++;
    out += depth > 0 ? ' ' : c;
    if ((c === ')' || c === ']') && depth > 0) depth--;
  }
  return out;
}

interface Reading {
  name: Piece | null;
  /** The name's words as written, brackets left out. */
  nameText?: string;
  /** A unit written after the name ("2 garlic cloves"). */
  unitAfter: UnitMatch | null;
  preparation: string[];
  comment: string[];
  size: UnitMatch | null;
  toTaste: boolean;
}

/** True when the words of a piece read as a preparation ("finely chopped", "em cubos", "peeled and diced"). */
function startsWithPrep(ws: Word[]): boolean {
  let k = 0;
  while (k < ws.length && (W.joiners.has(ws[k].f) || W.adverbs.has(ws[k].f))) k++;
  if (k === ws.length) return k > 0 && W.adverbs.has(ws[k - 1].f);
  return isPrep(ws[k].f) || W.nameWords.has(ws[k].f) || phraseAt(ws, k, W.phrases) > 0;
}

/** Where the name starts in ws: after leading preparations ("finely chopped onion"). */
function leadingPrepEnd(ws: Word[]): number {
  let k = 0;
  let cut = 0;
  let adverb = false;
  while (k < ws.length - 1) {
    const w = ws[k].f;
    // "crushed tomatoes": a food named with a preparation word is bought so ("finely crushed" is not).
    if (!adverb && phraseAt(ws, k, W.namePhrases) > 1) break;
    if (W.adverbs.has(w)) {
      adverb = true;
      k++;
      continue;
    }
    if (isPrep(w) || (W.nameWords.has(w) && (adverb || isPrep(ws[k + 1].f)))) {
      k++;
      cut = k;
      adverb = false;
      continue;
    }
    // "peeled and diced", "quartered and thinly sliced"
    if (cut > 0 && W.joiners.has(w) && k + 1 < ws.length - 1 && (isPrep(ws[k + 1].f) || W.adverbs.has(ws[k + 1].f))) {
      k++;
      continue;
    }
    break;
  }
  return cut;
}

/** Where trailing preparations and size words start in ws ("cebola média picada", "costela em pedaços"). */
function trailingPrepStart(ws: Word[], s: string, f: string): { at: number; size: UnitMatch | null } {
  let at = ws.length;
  let size: UnitMatch | null = null;
  let k = ws.length;
  while (k > 1) {
    // A phrase that ends at k
    let matched = 0;
    for (let start = Math.max(1, k - 4); start < k && !matched; start++) {
      const n = phraseAt(ws, start, W.phrases);
      if (n === k - start) matched = n;
    }
    if (matched) {
      k -= matched;
      at = k;
      continue;
    }
    const w = ws[k - 1];
    if (isPrep(w.f) || W.adverbs.has(w.f) || (W.nameWords.has(w.f) && at < ws.length)) {
      k--;
      if (!W.adverbs.has(w.f) || at < ws.length) at = k;
      continue;
    }
    if (at < ws.length && W.joiners.has(w.f) && k - 1 > 1) {
      k--;
      continue;
    }
    // "cebolas médias a grandes": the range between two sizes.
    if (size && at === k && W.joinersOrRange.has(w.f) && k - 1 > 1 && isSizeWord(ws[k - 2], s, f)) {
      k--;
      continue;
    }
    if (isSizeWord(w, s, f) && k - 1 >= 1) {
      // The first size written is the size ("médias a grandes" are medium, as "medium to large").
      size = matchSize(s, f, w.start);
      k--;
      at = k;
      continue;
    }
    break;
  }
  return { at, size };
}

/** The first word index at or after 1 where a note starts in the head ("flour for dusting"). */
function commentStart(ws: Word[], s: string): number {
  // "or so", "or more" before the name are a note on the amount, read with it ("12 or so olives").
  const onAmount = phraseAt(ws, 0, W.comment);
  for (let k = Math.max(1, onAmount); k < ws.length; k++) {
    if (phraseAt(ws, k, W.comment)) return k;
    // "fresh thyme or 1 teaspoon dried": an alternative with its own amount is a note; a share
    // is not an amount ("whole or 2% milk", "skim or 1 percent milk"), nor the other end of a
    // measure whose hyphen waits for it ("9- or 10-inch tortillas").
    if (
      W.joiners.has(ws[k].f) &&
      k + 1 < ws.length &&
      /^[\d½¼¾⅓⅔⅛]/.test(ws[k + 1].f) &&
      !isPercent(ws, k + 1, s) &&
      s[ws[k - 1].end] !== '-'
    )
      return k;
  }
  return -1;
}

/** Whether the number at word `k` is a share ("2%", "1 percent", "2 por cento"), not an amount. */
function isPercent(ws: Word[], k: number, s: string): boolean {
  if (/^\s*%/.test(s.slice(ws[k].end))) return true;
  const next = ws[k + 1]?.f;
  return (
    next === 'percent' || (next === 'per' && ws[k + 2]?.f === 'cent') || (next === 'por' && ws[k + 2]?.f === 'cento')
  );
}

/** An "or" of a line's words ("or", "ou"): the joiners that are not "and". */
function isOr(w: string): boolean {
  return W.alternatives.has(w);
}

/**
 * One item of a series of alternatives: a few words naming a food, not how it is bought,
 * prepared, measured or noted ("pecans", "peanut", "white wine"; not "homemade", "whole",
 * "chopped", "optional").
 */
function seriesItem(ws: Word[], s: string, f: string): boolean {
  if (ws.length === 0 || ws.length > 3) return false;
  if (ws.some((w) => W.joiners.has(w.f) || W.adverbs.has(w.f) || isPrep(w.f) || W.states.has(w.f))) return false;
  if (phraseAt(ws, 0, W.comment) || phraseAt(ws, 0, W.commentBefore)) return false;
  return !ws.some((w) => matchUnitAt(s, f, w.start)?.end === w.end);
}

/**
 * How many pieces after the head continue it as a series of alternatives: items, then the piece
 * holding the "or" ("pecans" + "or almonds", "peanut or vegetable oil"); 0 when they do not.
 */
function seriesLength(
  tails: Piece[],
  words: (p: Piece) => Word[],
  hasDigit: (p: Piece) => boolean,
  toTasteSpan: [number, number] | null,
  s: string,
  f: string,
): number {
  for (let j = 0; j < tails.length && j < 6; j++) {
    const t = tails[j];
    if (hasDigit(t)) return 0;
    let tw = words(t);
    if (tw.length === 0) return 0;
    if (toTasteSpan && toTasteSpan[0] < t.end && toTasteSpan[1] > t.start) {
      // "sal, pimenta, cominho e páprica a gosto": "to taste" may end the series' last piece.
      if (toTasteSpan[0] < t.start || toTasteSpan[1] < tw[tw.length - 1].end) return 0;
      tw = tw.filter((w) => w.end <= toTasteSpan[0]);
    }
    const o = tw.findIndex((w) => isOr(w.f) || W.and.has(w.f));
    if (o < 0) {
      if (!seriesItem(tw, s, f)) return 0;
      continue;
    }
    // "or almonds" ends a series only after an item ("walnuts, pecans, or almonds"); the piece
    // that starts with "or" right after the head is read below.
    if (o === 0 ? j === 0 : !seriesItem(tw.slice(0, o), s, f)) return 0;
    const after = tw.slice(o + 1);
    if (after.length === 0 || startsWithPrep(after) || W.states.has(after[0].f)) return 0;
    if (phraseAt(tw, o, W.comment) || phraseAt(after, 0, W.comment) || phraseAt(after, 0, W.commentBefore)) return 0;
    // "and" lists foods only when the last item is one too: "beef, veal and pork", not "leeks,
    // white and light green parts only" nor "peppers, seeds and ribs removed".
    // It takes three items at least ("parsley, chives, chervil and tarragon"): two are more often a
    // note on the food's parts ("scallions, white and green parts", "fish, skin and bones removed"),
    // unless the line is to taste: "salt, black pepper and cayenne to taste" lists seasonings.
    if (!isOr(tw[o].f) && ((j === 0 && !toTasteSpan) || !seriesItem(after, s, f))) return 0;
    if (!isOr(tw[o].f) && tw.some((w, k) => phraseAt(tw, k, W.comment) > 0)) return 0;
    return j + 1;
  }
  return 0;
}

/** What the amount before the rest said, as the rest's reading needs it. */
interface AmountRead {
  quantity: number | null;
  /** A mass or a volume without a pack ("14-ounce", "200g"). */
  measured: boolean;
  /** A size was read with the amount ("Small bunch"). */
  sized: boolean;
}

/** Count units that name a piece a measure weighs ("200g piece of pork belly", "8 oz wedge brie"). */
const PIECES = new Set<UnitKey>(['piece', 'wedge', 'bunch', 'head', 'loaf', 'knob']);

/** The count or vague unit that is word w ("piece", "bunch", "pedaço"), or null; "whole" is not one. */
function countUnitAt(s: string, f: string, w: Word): UnitMatch | null {
  const u = matchUnitAt(s, f, w.start);
  if (!u || u.end !== w.end || u.form.unit === 'whole') return null;
  const kind = UNITS[u.form.unit].kind;
  return kind === 'count' || kind === 'vague' ? u : null;
}

/** Reads the text after the amount: name, preparation and notes. */
function readRest(
  s: string,
  f: string,
  from: number,
  to: number,
  toTasteSpan: [number, number] | null,
  allowUnitAfter: boolean,
  container: boolean,
  amount: AmountRead,
): Reading {
  const out: Reading = { name: null, unitAfter: null, preparation: [], comment: [], size: null, toTaste: false };
  // Brackets are read apart ("(optional)", "(see note)"); the rest keeps its positions.
  const m = s.slice(0, from) + blankBrackets(s, from, to) + s.slice(to);
  const mf = foldKeepLength(m);
  const words = (p: Piece) => wordsOf(m, mf, p.start, p.end);
  const text = (a: number, b: number) => m.slice(a, b).replace(/\s+/g, ' ').trim();
  const pieces = splitPieces(m, from, to);
  let head = pieces.head;
  const tails = [...pieces.tails];
  const hasDigit = (p: Piece) => /\d/.test(m.slice(p.start, p.end));
  const nameLike = (ws: Word[]) => ws.some((w) => !isPrep(w.f) && !W.adverbs.has(w.f) && !W.joiners.has(w.f));
  // "skinless, boneless chicken breasts", "toasted, chopped pecans": a head of one qualifying word.
  while (tails.length) {
    const hw = words(head);
    // A size before the qualifying word counts for nothing ("3 large skinless, boneless breasts").
    const size = hw.length >= 1 ? matchSize(m, mf, hw[0].start) : null;
    // So does a measure written as one word ("4 8-ounce skinless, boneless chicken breasts").
    const qualifying = hw.filter((w) => (!size || w.start >= size.end) && !measureWord(m, w));
    const sized = (size !== null || hw.some((w) => measureWord(m, w))) && qualifying.length === 0;
    const one = qualifying.length === 1 && isModifier(qualifying[0].f);
    // "red, ripe tomatoes", "coarsely chopped, trimmed scallions", "lean, tender beef": a head of
    // qualities, preparations and adverbs only goes on after the comma.
    const qualities =
      qualifying.length > 0 &&
      qualifying.length <= 3 &&
      qualifying.every((w) => qualifies(w.f)) &&
      qualifying.some((w) => !W.adverbs.has(w.f));
    if (!one && !sized && !qualities && !(qualifying.length === 1 && W.states.has(qualifying[0].f))) break;
    // "peeled, seeded, diced, well-drained tomato", "cooked, peeled, and deveined shrimp": more
    // qualifying pieces, then the one that names the food.
    let k = 0;
    while (k < tails.length - 1 && k < 3 && onlyQualifies(words(tails[k])) && !hasDigit(tails[k])) k++;
    const last = words(tails[k]);
    if (!nameLike(last) || startsWithDigit(last) || phraseAt(last, 0, W.comment) || PLUS.has(last[0]?.f)) break;
    if (hasDigit(tails[k]) && !nameBeforeDigit(last, m)) break;
    head = { start: head.start, end: tails[k].end };
    tails.splice(0, k + 1);
  }
  // "walnuts, pecans or almonds", "corn, peanut, or vegetable oil", "nozes, castanhas ou amêndoas":
  // a comma series of alternatives is one name, up to the piece its "or" is in.
  const series = seriesLength(tails, words, hasDigit, toTasteSpan, m, mf);
  if (series > 0) {
    head = { start: head.start, end: tails[series - 1].end };
    tails.splice(0, series);
  }
  // "fresh coriander, or parsley", "chicken stock, beef stock or water": alternatives belong to the name.
  while (tails.length) {
    const tw = words(tails[0]);
    const or = tw.length > 1 && isOr(tw[0].f) ? 0 : -1;
    if (or < 0 || hasDigit(tails[0]) || startsWithPrep(tw.slice(1))) break;
    if (phraseAt(tw, or, W.comment) || phraseAt(tw, or + 1, W.comment)) break;
    if (toTasteSpan && toTasteSpan[0] < tails[0].end && toTasteSpan[1] > tails[0].start) break;
    head = { start: head.start, end: tails[0].end };
    tails.shift();
  }
  const classify = (p: Piece, source: string) => {
    let a = p.start;
    let b = p.end;
    let t = source.slice(a, b);
    if (toTasteSpan && toTasteSpan[0] >= a && toTasteSpan[1] <= b) {
      out.toTaste = true;
      t = source.slice(a, toTasteSpan[0]) + ' ' + source.slice(toTasteSpan[1], b);
      a = b = -1;
    }
    const clean = t.replace(/\s+/g, ' ').replace(/^[\s,;:.]+|[\s,;:]+$/g, '');
    const ws =
      a < 0 ? wordsOf(clean, foldKeepLength(clean), 0, clean.length) : wordsOf(source, foldKeepLength(source), a, b);
    if (!ws.some((w) => !W.joiners.has(w.f))) return;
    (startsWithPrep(ws) ? out.preparation : out.comment).push(clean);
  };
  // Nothing before the first comma ("1 teaspoon, plus one pinch, dried thyme"): the name is in a later piece.
  if (words(head).length === 0) {
    // "1/2 pound, less 2 tablespoons, butter", "1 tablespoon, or 1 package, dry yeast", "2 packages,
    // 10 ounces, frozen raspberries": a piece that is another amount, after a word or two, is a note.
    const amountPiece = (t: Piece) => {
      const tw = words(t);
      const at = tw.slice(0, 3).findIndex((w) => /^[\d½¼¾⅓⅔⅛]/.test(w.f));
      if (at < 0) return false;
      const d = parseAmountDetail(m.slice(tw[at].start, t.end));
      return !!d?.min && !!d.unit && tw[at].start + d.unit.end >= tw[tw.length - 1].end;
    };
    const k = tails.findIndex((t) => {
      const tw = words(t);
      // A preparation before a food is no note ("1 cup, plus 2 tablespoons, softened butter").
      return (
        tw.length > 0 &&
        (!startsWithPrep(tw) || nameLike(tw)) &&
        !phraseAt(tw, 0, W.comment) &&
        !PLUS.has(tw[0].f) &&
        !amountPiece(t) &&
        // "1 xícara (chá), bem cheia, de açúcar", "1 cup, heaping, flour": what qualifies the unit.
        !tw.every((w) => AMOUNT_MODIFIERS.has(w.f) || W.adverbs.has(w.f))
      );
    });
    if (k >= 0) {
      for (const t of tails.splice(0, k)) classify(t, m);
      head = tails.shift()!;
    }
  }
  // The head: [notes] [preparations] name [preparations] [notes]
  let ws = words(head);
  if (ws.length > 2 && PLUS.has(ws[0].f) && /^[\d½¼¾⅓⅔⅛]/.test(ws[1].f)) {
    // "(2 sticks) plus 3 tablespoons cold butter": more of the amount, then the name.
    const more = parseAmountDetail(m.slice(ws[1].start, head.end));
    const end = more?.unit ? ws[1].start + more.unit.end : -1;
    if (end > 0) {
      out.comment.push(text(ws[0].start, end));
      ws = ws.filter((w) => w.start >= end);
    }
  }
  if (ws.length > 2 && isOr(ws[0].f) && (/^[\d½¼¾⅓⅔⅛]/.test(ws[1].f) || LANG_WORDS.numbers.has(ws[1].f))) {
    // "1/2 cup or 1 stick butter", "a drop or two hot sauce", "1 garrafa ou 2 xícaras de molho":
    // the same amount again, in other words, then the name.
    const again = parseAmountDetail(m.slice(ws[1].start, head.end), { counts: () => false });
    const alone = LANG_WORDS.numbers.has(ws[1].f) && !again?.unit ? ws[1].end - ws[1].start : 0;
    if ((again?.min && !again.leadingText) || alone) {
      const ends = [alone, again?.qEnd ?? 0, again?.unit?.end ?? 0, again?.pack?.outerEnd ?? 0];
      let end = ws[1].start + Math.max(...ends, again?.compound?.end ?? 0);
      const rest = ws.filter((w) => w.start >= end);
      if (rest.length > 1 && W.linking.includes(rest[0].f)) end = rest[0].end;
      if (ws.some((w) => w.start >= end)) {
        out.comment.push(text(ws[0].start, end));
        ws = ws.filter((w) => w.start >= end);
      }
    }
  }
  if (toTasteSpan && toTasteSpan[0] >= head.start && toTasteSpan[1] <= head.end) {
    out.toTaste = true;
    const after = ws.filter((w) => w.start >= toTasteSpan[1]);
    if (after.length) out.comment.push(text(after[0].start, after[after.length - 1].end));
    ws = ws.filter((w) => w.end <= toTasteSpan[0]);
    // "salt or to taste", "sal ou a gosto": the joiner goes with the amount's words.
    while (ws.length > 1 && W.joiners.has(ws[ws.length - 1].f)) ws.pop();
  }
  const note = commentStart(ws, m);
  if (note > 0) {
    out.comment.push(text(ws[note].start, ws[ws.length - 1].end));
    ws = ws.slice(0, note);
  }
  // "1 or more dried chillies": a note on the amount before the name.
  const onAmount = ws.length > 2 && W.joiners.has(ws[0].f) ? phraseAt(ws, 0, W.comment) : 0;
  if (onAmount && onAmount < ws.length) {
    out.comment.push(text(ws[0].start, ws[onAmount - 1].end));
    ws = ws.slice(onAmount);
  }
  // "fresh or canned chicken broth", "fresh or thawed frozen shrimp": the states it may be bought in.
  if (ws.length > 3 && W.states.has(ws[0].f) && W.joiners.has(ws[1].f)) {
    let k = 2;
    while (k < ws.length - 1 && (W.states.has(ws[k].f) || isPrep(ws[k].f) || W.adverbs.has(ws[k].f))) k++;
    if (k > 2) {
      out.comment.push(text(ws[0].start, ws[k - 1].end));
      ws = ws.slice(k);
    }
  }
  // "camarão fresco ou congelado", "shrimp, fresh or frozen" in a head: the same states after the name.
  const n = ws.length;
  if (n > 3 && W.states.has(ws[n - 1].f) && isOr(ws[n - 2].f) && W.states.has(ws[n - 3].f)) {
    out.comment.push(text(ws[n - 3].start, ws[n - 1].end));
    ws = ws.slice(0, n - 3);
  }
  const lead = prepLeadStart(ws);
  if (lead > 0) {
    out.preparation.push(text(ws[lead].start, ws[ws.length - 1].end));
    ws = ws.slice(0, lead);
  }
  // A size or a dimension read before the name: a count unit may follow it ("small bunch of thyme").
  let before = amount.sized;
  for (;;) {
    const n = ws.length > 1 ? phraseAt(ws, 0, W.commentBefore) : 0;
    const dim = dimensionAt(m, ws) || mixedWeightAt(m, ws);
    if (n || dim) {
      out.comment.push(text(ws[0].start, ws[(n || dim) - 1].end));
      // "1 inch-long piece": a dimension without its own number measures the one piece counted.
      if (dim && (amount.quantity === 1 || /\d/.test(ws[0].f) || WORD_DIMENSION.test(ws[0].f))) before = true;
      ws = ws.slice(n || dim);
      continue;
    }
    // "8 very thin slices of prosciutto", "1 generous bunch dill": what qualifies the unit after the count.
    const adv = ws.length > 3 && W.adverbs.has(ws[0].f) ? 1 : 0;
    if (allowUnitAfter && ws.length > 2 + adv && AMOUNT_MODIFIERS.has(ws[adv].f) && countUnitAt(m, mf, ws[adv + 1])) {
      out.comment.push(text(ws[0].start, ws[adv].end));
      ws = ws.slice(adv + 1);
      before = true;
      continue;
    }
    // "4 medium to large onions", "12 extra-large or jumbo eggs": the other end of the size.
    if (before && ws.length > 2 && W.joinersOrRange.has(ws[0].f) && isSizeWord(ws[1], m, mf)) {
      out.comment.push(text(ws[0].start, ws[1].end));
      ws = ws.slice(2);
      continue;
    }
    const piece = ws.length > 1 ? countUnitAt(m, mf, ws[0]) : null;
    const of = ws.length > 2 && W.linking.includes(ws[1].f) ? 1 : 0;
    const held = piece !== null && CONTAINERS.has(piece.form.unit);
    if (piece && (before || amount.measured) && (!amount.measured || PIECES.has(piece.form.unit) || held)) {
      // "1 4- to 6-ounce piece Parmigiano", "Small bunch of fresh thyme": the unit of what is
      // counted; "14-ounce piece salt pork", "200g piece of pork belly": the piece the measure weighs;
      // "400g tin chopped tomatoes", "12-ounce jar apricot preserves": the container it is sold in.
      if (amount.measured && held) container = true;
      if (amount.measured) out.comment.push(text(ws[0].start, ws[0].end));
      else if (allowUnitAfter) out.unitAfter = piece;
      else break;
      ws = ws.slice(1 + of);
      before = false;
      continue;
    }
    // "very large onion": an adverb before the size goes with it.
    const adverb = ws.length > 2 && W.adverbs.has(ws[0].f) ? 1 : 0;
    const size = ws.length > 1 + adverb ? matchSize(m, mf, ws[adverb].start) : null;
    // "lg. onion": an abbreviation's dot ends the size, not its word.
    const k = size ? ws.findIndex((w) => w.end === size.end || (w.end === size.end - 1 && m[w.end] === '.')) : -1;
    if (size && k >= 0 && k < ws.length - 1) {
      // "large eggs", "extra large eggs" after "3": the size of the things counted.
      out.size ??= size;
      ws = ws.slice(k + 1);
      before = true;
      continue;
    }
    // "2 ripe medium tomatoes", "5 fresh large basil leaves": a quality or a state before the size
    // stays with the name ("cooked medium- or long-grain rice" names a grain, not a size).
    const quality = ws.length > 2 && (W.qualities.has(ws[0].f) || W.states.has(ws[0].f));
    if (!out.size && quality && isSizeWord(ws[1], m, mf) && m[ws[1].end] !== '-') {
      out.size = matchSize(m, mf, ws[1].start);
      ws = [ws[0], ...ws.slice(2)];
      before = true;
      continue;
    }
    break;
  }
  // After a can or a package the words describe what is bought: "1 can crushed tomatoes".
  let lead2 = container ? 0 : leadingPrepEnd(ws);
  // "freshly grated or bottled horseradish": the alternative preparation goes with the first.
  if (lead2 > 0 && lead2 + 2 < ws.length && W.joiners.has(ws[lead2].f) && isModifier(ws[lead2 + 1].f)) lead2 += 2;
  if (lead2 > 0) out.preparation.push(text(ws[0].start, ws[lead2 - 1].end));
  // "coco ralado", "queijo ralado": a food named with a preparation word keeps it.
  const kept = phraseAt(ws, lead2, W.namePhrases);
  const nameFrom = kept > 1 ? lead2 + kept - 1 : lead2;
  const trail = trailingPrepStart(ws.slice(nameFrom), m, mf);
  let nameWords = ws.slice(lead2, nameFrom + trail.at);
  let trailing = ws.slice(nameFrom + trail.at).filter((w) => !isSizeWord(w, m, mf));
  // "cebolas médias ou grandes", "médias a grandes": the joiner of two sizes is no preparation.
  if (trailing.every((w) => W.joinersOrRange.has(w.f))) trailing = [];
  if (trailing.length) out.preparation.push(text(trailing[0].start, trailing[trailing.length - 1].end));
  out.size ??= trail.size;
  if (allowUnitAfter && nameWords.length > 1) {
    const last = nameWords[nameWords.length - 1];
    // "2 garlic cloves"; "2 celery ribs" but not "beef short ribs": an entry may name the food before the unit.
    const prev = nameWords[nameWords.length - 2];
    const after = W.unitsAfterName.has(last.f) || W.unitsAfterName.has(`${prev.f} ${last.f}`);
    const u = after ? matchUnitAt(m, mf, last.start) : null;
    const others = nameWords.slice(0, -1);
    if (u && u.end === last.end && others.some((w) => !isModifier(w.f) && !matchUnitAt(m, mf, w.start))) {
      out.unitAfter = u;
      nameWords = nameWords.slice(0, -1);
    }
  }
  if (nameWords.length) out.name = { start: nameWords[0].start, end: nameWords[nameWords.length - 1].end };
  // The name as written, each run of its words kept whole ("Knorr® Rice Sides", "pimenta-do-reino").
  const runs: string[] = [];
  for (let k = 0; k < nameWords.length; k++) {
    let e = k;
    while (e + 1 < nameWords.length && nameWords[e + 1].index === nameWords[e].index + 1) e++;
    runs.push(text(nameWords[k].start, nameWords[e].end));
    k = e;
  }
  out.nameText = runs.join(' ');
  for (const b of splitPieces(s, from, to).brackets) classify(b, s);
  for (const t of tails) classify(t, m);
  return out;
}

/**
 * Where a preparation that runs to the end of the head starts ("potatoes in 1/2-inch dice",
 * "cebola cortada em cubos"): a lead of line-words.json (`#` stands for a number), or -1.
 */
function prepLeadStart(ws: Word[]): number {
  for (let k = 1; k < ws.length; k++) {
    // "abóbora em cubos de 1 cm": a preparation of several words runs to the end when more follows it.
    const n = phraseAt(ws, k, W.phrases);
    if (n && k + n < ws.length && W.linking.includes(ws[k + n].f)) return k;
    for (const lead of W.prepLeads) {
      const parts = lead.split(' ');
      if (k + parts.length > ws.length) continue;
      let ok = true;
      for (let n = 0; n < parts.length && ok; n++)
        ok =
          parts[n] === '#'
            ? /^[\d½¼¾⅓⅔⅛]/.test(ws[k + n].f)
            : parts[n] === '~'
              ? isPrep(ws[k + n].f)
              : ws[k + n].f === parts[n];
      if (ok) return k;
    }
  }
  return -1;
}

function measureOf(min: Q, max: NumberToken | null, unit: UnitMatch, text: string): LineMeasure {
  return {
    quantity: toNumber(min),
    quantityMax: max ? toNumber(max.value) : null,
    exact: { min, max: max ? max.value : null },
    unit: unit.form.unit,
    text,
  };
}

/** Skips a linking word ("of", "de", "d'") at i when a word follows it; returns where the name starts. */
function skipLinking(s: string, f: string, i: number): number {
  const j = i;
  for (const w of W.linking) {
    if (!f.startsWith(w, j)) continue;
    const end = j + w.length;
    if (w.endsWith("'")) return end;
    if (isWordChar(f, end)) continue;
    let k = end;
    while (k < s.length && isSpace(s, k)) k++;
    if (k > end && isWordChar(s, k)) return k;
  }
  return i;
}

/** Reads one ingredient line (see the module comment); never throws, whatever the text. */
export function readIngredientLine(input: string): IngredientLine {
  const s = nfc(input);
  const f = foldKeepLength(s);
  let first = 0;
  while (first < s.length && isSpace(s, first)) first++;
  // "- 1 cup sugar", "• 2 eggs": a list's bullet is not part of the line.
  const bullet = BULLET.exec(s.slice(first));
  if (bullet) first += bullet[0].length;
  // "For the sauce: 2 tbsp soy sauce", "Opcional: 1 colher de mel": a note before a colon, then the
  // line. The line is read with the note blanked (positions kept); the note goes first in its notes.
  const label = labelEnd(s, f, first);
  if (label > 0) {
    const read = readIngredientLine(s.slice(0, first) + ' '.repeat(label - first) + s.slice(label));
    const note = s.slice(first, label).replace(/[\s:]+$/, '');
    return { ...read, raw: s, start: first, comment: read.comment ? `${note}; ${read.comment}` : note };
  }
  // The amount parser reads from the line's start: the bullet is blanked, positions kept.
  const text = bullet ? ' '.repeat(first) + s.slice(first) : s;
  let last = s.length;
  while (last > first && isSpace(s, last - 1)) last--;
  const line: IngredientLine = {
    raw: s,
    start: first,
    quantity: null,
    quantityMax: null,
    exact: null,
    unit: null,
    unitText: '',
    unitLang: null,
    size: null,
    pack: null,
    alternative: null,
    modifier: '',
    toTaste: false,
    vague: false,
    name: '',
    preparation: '',
    comment: '',
    amountStart: first,
    amountEnd: first,
    amount: '',
    rest: '',
    linking: '',
  };
  let d = parseAmountDetail(text, { counts: countsNext });
  // "whole milk, 500 ml": "whole" without a number is the name's word; the amount may come later.
  if (d && !d.min && !d.pack && d.unit?.form.unit === 'whole') {
    const u = d.unit;
    const later = parseAmountDetail(text.slice(0, u.start) + ' '.repeat(u.end - u.start) + text.slice(u.end), {
      counts: countsNext,
    });
    if (later?.leadingText && (later.min || later.unit)) d = later;
  }
  if (!d || (!d.min && !d.unit && !d.pack && !d.toTasteSpan)) d = partOfAmount(s, f, first) ?? d;
  let restFrom = first;
  let before: Piece | null = null;
  let orNote = '';
  // A number inside the notes is not the line's amount: "bocconcini, cut into 1/2-inch wedges";
  // "Several sprigs fresh thyme, or 1 teaspoon dried": the amount is the vague one at the start.
  const later = !!d && d.leadingText && !linkedBefore(f, first, d.qStart);
  const vagueFirst = later && phraseAt(wordsOf(s, f, first, last), 0, LANG_WORDS.vague) > 0;
  if (d && later && !vagueFirst) {
    line.toTaste = d.toTaste;
    measureAfterName(line, s, f, first, d);
    return finish(line, s, f, first, last, d.toTasteSpan, null);
  }
  if (d && !vagueFirst && (d.min || d.unit || d.pack)) {
    let unit = d.unit;
    let size = d.size;
    if (unit && UNITS[unit.form.unit].kind === 'size') {
      // "3 large eggs": the size of the things counted, not a unit.
      size = unit;
      unit = null;
    } else if (unit?.form.unit === 'whole') {
      // "16 whole almonds", "1 whole chicken", "1 (3 pound) whole chicken": part of the name, the
      // pack weighing each.
      unit = null;
    }
    if (d.min) {
      const value = totalQuantity(d);
      line.quantity = toNumber(value);
      line.quantityMax = d.max ? toNumber(d.max.value) : null;
      line.exact = { min: value, max: d.max ? d.max.value : null };
    }
    line.unit = unit ? unit.form.unit : null;
    line.unitText = unit ? s.slice(unit.start, unit.end) : '';
    line.unitLang = unit ? unit.form.lang : null;
    line.size = size ? size.form.unit : null;
    if (d.pack) line.pack = measureOf(d.pack.token.value, null, d.pack.unit, s.slice(d.pack.start, d.pack.end));
    if (d.modifier) line.modifier = s.slice(d.modifier.start, d.modifier.end);
    const ends = [d.qEnd];
    if (unit) ends.push(unit.end);
    // "1 xícara e meia (chá)": the unit's qualifier after the half.
    if (d.compound) ends.push(d.compound.unit || !unit ? d.compound.end : qualifierEnd(s, unit, d.compound.end));
    if (d.pack) ends.push(d.pack.outerEnd);
    if (d.modifier) ends.push(d.modifier.end);
    if (d.size && unit) ends.push(d.size.end);
    let end = Math.max(...ends);
    const eq = equivalentAfter(d);
    if (eq) {
      const e = eq.detail;
      line.alternative = measureOf(totalQuantity(e), e.max, e.unit!, s.slice(eq.start, eq.end));
      end = Math.max(end, eq.outerEnd);
    } else if (isMeasure(unit)) {
      // "50g/2oz basil", "700g/1lb 9oz game meat": the same amount again, then the name.
      const slash = skipSpaces(s, end);
      if (s[slash] === '/') {
        const from = skipSpaces(s, slash + 1);
        const e = parseAmountDetail(s.slice(from));
        if (e?.min?.explicit && isMeasure(e.unit) && !e.leadingText && !e.pack) {
          const altEnd = from + Math.max(e.unit!.end, e.compound?.end ?? 0);
          line.alternative = measureOf(totalQuantity(e), e.max, e.unit!, s.slice(from, altEnd));
          end = altEnd;
        }
      }
    }
    if (unit && d.min && !d.max && !d.compound && !d.pack) {
      // "1 kg a 1,2 kg", "2 cups to 3 cups": a range with the unit written twice.
      const j = skipSpaces(s, end);
      const w = /^\S+/.exec(f.slice(j))?.[0] ?? '';
      if (LANG_WORDS.range.includes(w) || w === '-' || w === '–') {
        const k = skipSpaces(s, j + w.length);
        const e = parseAmountDetail(s.slice(k));
        if (
          e?.min?.explicit &&
          !e.max &&
          e.unit?.form.unit === unit.form.unit &&
          toNumber(e.min.value) > line.quantity!
        ) {
          line.quantityMax = toNumber(e.min.value);
          line.exact = { min: line.exact!.min, max: e.min.value };
          end = k + e.unit.end;
        }
      }
    }
    if (unit && !d.pack && CONTAINERS.has(unit.form.unit)) {
      // "1 lata de 395 g de leite condensado", "1 package of 8 oz cream cheese": what each holds.
      const at = skipSpaces(s, end);
      const j = skipLinking(s, f, at);
      const e = j > at ? parseAmountDetail(s.slice(j)) : null;
      if (e?.min?.explicit && !e.max && isMeasure(e.unit) && !e.leadingText && !e.pack && !e.compound) {
        line.pack = measureOf(totalQuantity(e), null, e.unit!, s.slice(j, j + e.unit!.end));
        end = j + e.unit!.end;
      }
    }
    if (!unit && !d.pack && /^[xX×]\s/.test(s.slice(end, end + 2))) end += 1; // "4x gousse d'ail"
    line.amountStart = d.leadingText ? d.qStart : first;
    line.amountEnd = end;
    if (d.leadingText) before = { start: first, end: d.qStart };
    restFrom = unit || d.pack ? skipLinking(s, f, skipSpaces(s, end)) : skipSpaces(s, end);
    if (d.min && !d.pack && !d.leadingText && !d.compound) {
      // "3 or more tablespoons dill", "2 ou mais colheres (sopa) de açúcar", "2 xícaras ou mais de
      // leite": a note on the amount between it and its unit, or its unit and the name.
      const ws = wordsOf(s, f, restFrom, last);
      const n = ws.length > 1 && ws[0].start === restFrom && isOr(ws[0].f) ? phraseAt(ws, 0, W.comment) : 0;
      const after = n && n < ws.length ? skipSpaces(s, ws[n - 1].end) : -1;
      const u = after > 0 && !unit && !size ? matchUnitAt(s, f, after) : null;
      if (u && isWordBoundary(s, u.end) && UNITS[u.form.unit].kind !== 'size') {
        unit = u;
        line.unit = u.form.unit;
        line.unitText = s.slice(u.start, u.end);
        line.unitLang = u.form.lang;
        line.amountEnd = u.end;
        orNote = s.slice(ws[0].start, ws[n - 1].end);
        restFrom = skipLinking(s, f, skipSpaces(s, u.end));
      } else if (after > 0 && unit && skipLinking(s, f, after) > after) {
        orNote = s.slice(ws[0].start, ws[n - 1].end);
        restFrom = skipLinking(s, f, after);
      }
    }
    if (!unit && !d.pack && !size && d.min && !d.max && !d.compound && !d.leadingText) {
      // "1/2 of a small celeriac", "3/4 of a pound of beets", "metade de uma cebola": a part of one.
      const k = skipLinking(s, f, restFrom);
      const w = k > restFrom ? (/^[\p{L}]+/u.exec(f.slice(k))?.[0] ?? '') : '';
      const n = LANG_WORDS.numbers.get(w);
      const one = LANG_WORDS.articles.has(w) || (!!n && n.n === n.d);
      const next = one && w ? skipSpaces(s, k + w.length) : -1;
      if (next > k + w.length && isWordChar(s, next)) {
        const u = matchUnitAt(s, f, next);
        if (u && isMeasure(u) && isWordBoundary(s, u.end)) {
          line.unit = u.form.unit;
          line.unitText = s.slice(u.start, u.end);
          line.unitLang = u.form.lang;
          line.amountEnd = u.end;
          restFrom = skipLinking(s, f, skipSpaces(s, u.end));
        } else restFrom = next;
      }
    }
    if (size && !unit && d.min && !d.pack && !d.leadingText) {
      // "4 large or 5 small eggs", "1 large or 2 small heads broccoli": another count of another
      // size is a note; its unit, when the first count has none, is the unit of both.
      let j = skipSpaces(s, Math.max(end, size.end));
      // "1 large, or 2 small egg yolks"
      if (s[j] === ',') j = skipSpaces(s, j + 1);
      const w = /^\S+/.exec(f.slice(j))?.[0] ?? '';
      const k = isOr(w) ? skipSpaces(s, j + w.length) : -1;
      const e = k > 0 ? parseAmountDetail(s.slice(k), { counts: countsNext }) : null;
      const eSize = e?.unit && UNITS[e.unit.form.unit].kind === 'size' ? e.unit : e?.size;
      if (e?.min?.explicit && eSize && !e.leadingText && !e.pack && !e.compound) {
        let to = k + Math.max(e.qEnd, eSize.end, e.max ? e.qEnd : 0);
        if (e.unit && e.unit !== eSize && UNITS[e.unit.form.unit].kind === 'count') {
          line.unit = e.unit.form.unit;
          line.unitText = s.slice(k + e.unit.start, k + e.unit.end);
          line.unitLang = e.unit.form.lang;
          to = Math.max(to, k + e.unit.end);
        }
        orNote = s.slice(j, to);
        restFrom = skipLinking(s, f, skipSpaces(s, to));
      }
    }
  } else if (d?.toTasteSpan && d.toTasteSpan[0] === first) {
    // "q.b. de azeite", "to taste: salt"
    line.toTaste = true;
    restFrom = skipLinking(s, f, skipSpaces(s, d.toTasteSpan[1]));
    if (s[restFrom] === ':') restFrom = skipSpaces(s, restFrom + 1);
  } else {
    if (d?.toTaste) line.toTaste = true;
    // "a little olive oil", "um pouco de sal": an amount without a number.
    const ws = wordsOf(s, f, first, last);
    const n = phraseAt(ws, 0, LANG_WORDS.vague);
    if (n && n < ws.length) {
      line.amountEnd = ws[n - 1].end;
      line.vague = true;
      // "a few sprigs of rosemary", "few drops porcini oil"
      const u = matchUnitAt(s, f, skipSpaces(s, line.amountEnd));
      if (u && UNITS[u.form.unit].kind !== 'size' && isWordBoundary(s, u.end)) {
        line.unit = u.form.unit;
        line.unitText = s.slice(u.start, u.end);
        line.amountEnd = u.end;
      }
      restFrom = skipLinking(s, f, skipSpaces(s, line.amountEnd));
    }
  }
  const out = finish(line, s, f, restFrom, last, d?.toTasteSpan ?? null, before);
  if (orNote) out.comment = out.comment ? `${orNote}; ${out.comment}` : orNote;
  return out;
}

/**
 * "Butter, about 1/2 cup", "medium-size eggplants, about 3/4 pound each", "Water to cover (2 to 3
 * quarts)": no amount before the name, and a weight or a volume opens a part of the line after it
 * (after a comma or a bracket, maybe after "about"). That measure is the line's amount; the name
 * is read from the start and the part stays a note. A number inside a part that does not open it
 * ("Pastry for a 9-inch pie", "Herb bouquet (13 sprigs parsley…)") is not the line's amount.
 */
const MEASURE_OPENS = new RegExp(
  `(?:,|\\()\\s*(?:(?:${LANG_WORDS.prefixes.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\s*)?$`,
);

function measureAfterName(
  line: IngredientLine,
  s: string,
  f: string,
  first: number,
  d: NonNullable<ReturnType<typeof parseAmountDetail>>,
): void {
  if (!d.min?.explicit || !isMeasure(d.unit) || d.pack || d.compound) return;
  const before = f.slice(first, d.qStart);
  const m = MEASURE_OPENS.exec(before);
  if (!m || /\d/.test(before) || !/\p{L}/u.test(before.slice(0, m.index))) return;
  const value = totalQuantity(d);
  line.quantity = toNumber(value);
  line.quantityMax = d.max ? toNumber(d.max.value) : null;
  line.exact = { min: value, max: d.max ? d.max.value : null };
  line.unit = d.unit!.form.unit;
  line.unitText = s.slice(d.unit!.start, d.unit!.end);
  line.unitLang = d.unit!.form.lang;
  line.amountStart = d.qStart;
  line.amountEnd = d.unit!.end;
}

/** True when the words before a later amount end with a linking word ("juice of 1 lemon", "suco de 2 limões"). */
function linkedBefore(f: string, from: number, to: number): boolean {
  const t = f.slice(from, to).trim();
  if (t === '' || /[,;()]/.test(t)) return false;
  const ws = t.split(/\s+/);
  const w = ws[ws.length - 1];
  if (W.linking.includes(w) || W.partOf.has(w)) return ws.length <= 4 || partsOfFood(ws.slice(0, -1));
  return partsOnly(t);
}

/** "juice and grated rind", "finely grated zest": parts of a food with their preparations. */
function partsOfFood(ws: string[]): boolean {
  return (
    ws.length <= 6 &&
    ws.some((w) => W.parts.has(w)) &&
    ws.every((w) => W.parts.has(w) || W.and.has(w) || W.preparation.has(w) || W.adverbs.has(w))
  );
}

/** "zest", "zest and juice": only parts of a food (and their joiners), written before its amount. */
function partsOnly(folded: string): boolean {
  return partsFrom(folded) >= 0;
}

/**
 * Where the parts begin in "finely grated zest", "zest and juice" (a word index; 0 when the words
 * are only parts and their joiners), after preparations and adverbs; -1 when they are not parts.
 */
function partsFrom(folded: string): number {
  const ws = folded.trim().split(/\s+/);
  let k = 0;
  while (k < ws.length - 1 && (W.preparation.has(ws[k]) || W.adverbs.has(ws[k]))) k++;
  const parts = ws.slice(k);
  return W.parts.has(parts[0]) &&
    W.parts.has(parts[parts.length - 1]) &&
    parts.every((w) => W.parts.has(w) || W.and.has(w))
    ? k
    : -1;
}

/**
 * "juice of four limes", "zest from one orange": a number word after a part and its linking word is
 * the amount (digits are found by the amount parser already). The words before it are blanked so
 * every position still indexes the line.
 */
function partOfAmount(s: string, f: string, first: number): ReturnType<typeof parseAmountDetail> {
  const ws = wordsOf(s, f, first, s.length).slice(0, 7);
  for (let k = 1; k < ws.length - 1; k++) {
    if (!W.linking.includes(ws[k].f) && !W.partOf.has(ws[k].f)) continue;
    if (/[,;()]/.test(s.slice(first, ws[k].start))) return null;
    // Past four words only the parts of a food and their preparations: "juice and grated rind of one orange".
    if (k > 3 && !partsOfFood(ws.slice(ws[0].f === 'the' ? 1 : 0, k).map((w) => w.f))) return null;
    const blanked = ' '.repeat(ws[k].end) + s.slice(ws[k].end);
    const d = parseAmountDetail(blanked, { counts: countsNext });
    if (d?.min && !d.leadingText && d.qStart === ws[k + 1].start) return { ...d, leadingText: true };
    // "juice of a lime": the article after the part counts one, as "one" would (not "a few").
    const a = ws[k + 1];
    if (k + 2 >= ws.length || !LANG_WORDS.articles.has(a.f) || phraseAt(ws, k + 1, LANG_WORDS.vague)) return null;
    const one = `${' '.repeat(a.start)}1${' '.repeat(a.end - a.start - 1)}${s.slice(a.end)}`;
    const e = parseAmountDetail(one, { counts: countsNext });
    if (!e?.min || e.leadingText || e.qStart !== a.start || e.qEnd !== a.start + 1) return null;
    if (e.unit || e.size || e.pack || e.max || e.compound) return null;
    return { ...e, qEnd: a.end, min: { ...e.min, end: a.end, article: true }, leadingText: true };
  }
  return null;
}

/** Reads the name, preparation and notes after the amount and completes the line. */
function finish(
  line: IngredientLine,
  s: string,
  f: string,
  restFrom: number,
  last: number,
  toTaste: [number, number] | null,
  before: Piece | null,
): IngredientLine {
  line.amount = s.slice(line.amountStart, line.amountEnd);
  line.rest = s.slice(restFrom, last).trim();
  line.linking = restFrom > line.amountEnd ? s.slice(line.amountEnd, restFrom).trim() : '';
  const container = !!line.pack || CONTAINERS.has(line.unit as UnitKey);
  const reading = readRest(s, f, restFrom, last, toTaste, !line.unit && !line.pack, container, {
    quantity: line.quantity,
    measured: !line.pack && isMeasureKey(line.unit),
    sized: !!line.size,
  });
  if (reading.unitAfter) {
    line.unit = reading.unitAfter.form.unit;
    line.unitText = s.slice(reading.unitAfter.start, reading.unitAfter.end);
  }
  line.toTaste ||= reading.toTaste;
  let name = reading.nameText ?? '';
  let prepBefore = '';
  if (before) {
    // "juice of 1 lemon": the words before the amount belong to the name.
    // "zest 1 lemon": the food and its part, "lemon zest"; "finely grated zest 1 lemon" prepares it.
    const lead = s.slice(before.start, before.end).trim();
    const from = name ? partsFrom(f.slice(before.start, before.end).trim()) : -1;
    if (from >= 0) {
      const words = lead.split(/\s+/);
      const part = words.slice(from).join(' ');
      name = `${name} ${part[0].toLowerCase()}${part.slice(1)}`;
      if (from > 0) prepBefore = words.slice(0, from).join(' ');
    } else {
      // "Minced zest of 1 lemon", "freshly squeezed juice of": the preparation of the part.
      const words = lead.split(/\s+/);
      const link = words.length > 2 ? f.slice(before.start, before.end).trim().split(/\s+/) : [];
      const at =
        link.length && (W.linking.includes(link[link.length - 1]) || W.partOf.has(link[link.length - 1]))
          ? partsFrom(link.slice(0, -1).join(' '))
          : -1;
      // One part only: in "finely grated zest and juice of 2 lemons" the juice is not grated.
      if (at > 0 && at === words.length - 2) {
        prepBefore = words.slice(0, at).join(' ');
        const part = words.slice(at).join(' ');
        name = name ? `${part[0].toUpperCase()}${part.slice(1)} ${name}` : part;
      } else name = name ? `${lead} ${name}` : lead;
    }
  }
  line.name = cleanName(name);
  if (!line.size && reading.size) line.size = reading.size.form.unit;
  line.preparation = [prepBefore, ...reading.preparation].filter(Boolean).join(', ');
  line.comment = reading.comment.join(', ');
  if (!line.name && line.unit && !line.pack && UNITS[line.unit].kind === 'count' && !line.preparation) {
    // "30 cloves", "2 cans": the unit word is all there is; it names what is counted.
    line.name = line.unitText;
    line.unit = null;
    line.unitText = '';
  }
  return line;
}

/**
 * Where the unit's qualifier ends when it comes after the half ("1 xícara e meia (chá)"): the unit
 * and the bracket read together as one of its spellings; else `end`.
 */
function qualifierEnd(s: string, unit: UnitMatch, end: number): number {
  const open = skipSpaces(s, end);
  if (s[open] !== '(') return end;
  const close = s.indexOf(')', open);
  if (close < 0) return end;
  const written = `${s.slice(unit.start, unit.end)} ${s.slice(open, close + 1)}`;
  const m = matchUnitAt(written, foldKeepLength(written), 0);
  return m && m.end === written.length && m.form.unit === unit.form.unit ? close + 1 : end;
}

/** Words after a number word that make it vague, not a count ("um pouco", "one more"). */
const VAGUE_AFTER_WORD = new Set(LANG_WORDS.vague.flatMap((p) => p.split(' ').slice(1, 2)));

/** A number word counts what follows it in a line ("two eggs"), unless it starts a vague amount ("um pouco"). */
function countsNext(s: string, end: number): boolean {
  const j = skipSpaces(s, end);
  let k = j;
  while (isWordChar(s, k)) k++;
  return !VAGUE_AFTER_WORD.has(foldKeepLength(s.slice(j, k)));
}

function isWordBoundary(s: string, i: number): boolean {
  return !isWordChar(s, i);
}

function skipSpaces(s: string, i: number): number {
  while (i < s.length && isSpace(s, i)) i++;
  return i;
}

/** The name without stray punctuation around it ("salt:", "*butter"). */
function cleanName(name: string): string {
  let t = name.replace(/^[\s,;:.*•·\-–—]+|[\s,;:*•·\-–—]+$/g, '').replace(/\s+/g, ' ');
  // "2 limes or, if available, Key limes": the "or" before the comma starts the note, not the name.
  const words = t.split(' ');
  if (words.length > 1 && isOr(foldKeepLength(words[words.length - 1]))) t = words.slice(0, -1).join(' ');
  const first = foldKeepLength(t.split(' ')[0]);
  return t.includes(' ') && W.linking.includes(first) ? t.slice(t.indexOf(' ') + 1) : t;
}
