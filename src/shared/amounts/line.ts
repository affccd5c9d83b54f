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
import type { NumberToken } from './parse-number.ts';
import { parseAmountDetail, totalQuantity } from './parse.ts';
import { toNumber, type Q } from './rational.ts';
import { foldKeepLength, isSpace, isWordChar, nfc } from './text.ts';
import { matchUnitAt, type UnitMatch } from './unit-words.ts';
import { UNITS, type UnitKey } from './units.ts';

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
  /** The quantity (the lower end of a range); null when none is written ("pinch of salt", "to taste"). */
  quantity: number | null;
  quantityMax: number | null;
  exact: { min: Q; max: Q | null } | null;
  /** The unit's key; null for counted things ("2 eggs") and amounts without one. */
  unit: UnitKey | null;
  /** The unit as written ("xícaras (chá)", "T"). */
  unitText: string;
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
}

const W = LANG_WORDS.line;

interface Word {
  start: number;
  end: number;
  f: string;
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
    out.push({ start: i, end: j, f: f.slice(i, j) });
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

/** A preparation word that is not also part of names ("chopped"; "ground" is a nameWord). */
function isPrep(w: string): boolean {
  return W.preparation.has(w) && !W.nameWords.has(w);
}

/** A word that qualifies a name ("skinless", "unbleached", "chopped"). */
function isModifier(w: string): boolean {
  return (
    W.preparation.has(w) ||
    W.nameWords.has(w) ||
    W.modifierSuffixes.some((e) => w.length > e.length + 2 && w.endsWith(e))
  );
}

/** A size of the thing written before a name ("22-inch-long baguette", "1-inch"). */
function isDimension(w: string): boolean {
  return /^\d+(?:[.,/]\d+)?-?(?:inch|in|cm|mm|centimet(?:er|re)|centímetro)s?(?:-[a-z]+)?$/.test(w);
}

function isMeasure(u: UnitMatch | null): boolean {
  const kind = u ? UNITS[u.form.unit].kind : null;
  return kind === 'mass' || kind === 'volume';
}

function isSizeWord(w: Word, s: string, f: string): boolean {
  const u = matchSize(s, f, w.start);
  return u !== null && u.end === w.end;
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

function textOf(s: string, p: Piece): string {
  return s.slice(p.start, p.end).trim();
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
      (c === ',' || c === ';' || ((c === '-' || c === '–' || c === '—') && isSpace(s, i - 1) && isSpace(s, i + 1)))
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
    if (W.adverbs.has(w)) {
      adverb = true;
      k++;
      continue;
    }
    if (isPrep(w) || (W.nameWords.has(w) && adverb)) {
      k++;
      cut = k;
      adverb = false;
      continue;
    }
    if (cut > 0 && W.joiners.has(w) && k + 1 < ws.length - 1 && isPrep(ws[k + 1].f)) {
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
    if (isSizeWord(w, s, f) && k - 1 >= 1) {
      size ??= matchSize(s, f, w.start);
      k--;
      at = k;
      continue;
    }
    break;
  }
  return { at, size };
}

/** The first word index at or after 1 where a note starts in the head ("flour for dusting"). */
function commentStart(ws: Word[]): number {
  for (let k = 1; k < ws.length; k++) if (phraseAt(ws, k, W.comment)) return k;
  return -1;
}

/** Reads the text after the amount: name, preparation and notes. */
function readRest(
  s: string,
  f: string,
  from: number,
  to: number,
  toTasteSpan: [number, number] | null,
  allowUnitAfter: boolean,
): Reading {
  const out: Reading = { name: null, unitAfter: null, preparation: [], comment: [], size: null, toTaste: false };
  const masked = blankBrackets(s, from, to);
  const maskedFull = s.slice(0, from) + masked + s.slice(to);
  const pieces = splitPieces(maskedFull, from, to);
  const { brackets } = pieces;
  let { head } = pieces;
  const tails = [...pieces.tails];
  const foldedMasked = foldKeepLength(maskedFull);
  const piecesWords = (p: Piece) => wordsOf(maskedFull, foldedMasked, p.start, p.end);
  // "skinless, boneless chicken breasts", "cubed, cooked ham": a head of one qualifying word.
  while (tails.length) {
    const hw = piecesWords(head);
    const tw = piecesWords(tails[0]);
    if (
      hw.length !== 1 ||
      !isModifier(hw[0].f) ||
      tw.length < 1 ||
      startsWithPrep(tw) ||
      /\d/.test(textOf(s, tails[0]))
    )
      break;
    head = { start: head.start, end: tails[0].end };
    tails.shift();
  }
  // "fresh coriander, or parsley", "chicken stock, beef stock or water": alternatives belong to the name.
  while (tails.length) {
    const tw = piecesWords(tails[0]);
    const text = textOf(s, tails[0]);
    const or = tw.findIndex((w) => W.joiners.has(w.f) && w.f !== 'and' && w.f !== 'e' && w.f !== '&');
    if (
      or < 0 ||
      /\d/.test(text) ||
      startsWithPrep(tw) ||
      phraseAt(tw, or, W.comment) ||
      phraseAt(tw, or + 1, W.comment)
    )
      break;
    if (or + 1 >= tw.length || (toTasteSpan && toTasteSpan[0] < tails[0].end && toTasteSpan[1] > tails[0].start)) break;
    head = { start: head.start, end: tails[0].end };
    tails.shift();
  }
  const classify = (p: Piece) => {
    let text = textOf(s, p);
    if (!text) return;
    if (toTasteSpan && toTasteSpan[0] >= p.start && toTasteSpan[1] <= p.end) {
      out.toTaste = true;
      text = (s.slice(p.start, toTasteSpan[0]) + s.slice(toTasteSpan[1], p.end)).trim();
      if (!text) return;
    }
    const ws = wordsOf(s, f, p.start, p.end);
    const words = ws.filter((w) => !W.joiners.has(w.f));
    if (words.length === 0) return;
    (startsWithPrep(ws) ? out.preparation : out.comment).push(text.replace(/^[,;:\s]+|[,;:\s]+$/g, ''));
  };
  // The head: [leading preparations] name [trailing preparations] [note]
  let ws = wordsOf(maskedFull, foldKeepLength(maskedFull), head.start, head.end);
  if (toTasteSpan && toTasteSpan[0] >= head.start && toTasteSpan[1] <= head.end) {
    out.toTaste = true;
    const before = ws.filter((w) => w.end <= toTasteSpan[0]);
    const after = ws.filter((w) => w.start >= toTasteSpan[1]);
    if (after.length) out.comment.push(s.slice(after[0].start, after[after.length - 1].end));
    ws = before;
  }
  const note = commentStart(ws);
  if (note > 0) {
    out.comment.push(s.slice(ws[note].start, ws[ws.length - 1].end));
    ws = ws.slice(0, note);
  }
  if (ws.length > 1 && isSizeWord(ws[0], s, f)) {
    // "large eggs" after "3": the size of the things counted.
    out.size = matchSize(s, f, ws[0].start);
    ws = ws.slice(1);
  }
  for (;;) {
    const n = ws.length > 1 ? phraseAt(ws, 0, W.commentBefore) : 0;
    const dim = ws.length > 1 && isDimension(ws[0].f) ? 1 : 0;
    if (!n && !dim) break;
    out.comment.push(s.slice(ws[0].start, ws[(n || dim) - 1].end));
    ws = ws.slice(n || dim);
  }
  const lead = leadingPrepEnd(ws);
  if (lead > 0) out.preparation.push(s.slice(ws[0].start, ws[lead - 1].end));
  const trail = trailingPrepStart(ws.slice(lead), s, f);
  let nameWords = ws.slice(lead, lead + trail.at);
  if (allowUnitAfter && nameWords.length > 1) {
    const last = nameWords[nameWords.length - 1];
    const u = matchUnitAt(s, f, last.start);
    if (u && u.end === last.end && W.unitsAfterName.has(u.form.unit)) {
      out.unitAfter = u;
      nameWords = nameWords.slice(0, -1);
    }
  }
  const trailing = ws.slice(lead + trail.at);
  const prepTrailing = trailing.filter((w) => !isSizeWord(w, s, f));
  if (prepTrailing.length)
    out.preparation.push(s.slice(prepTrailing[0].start, prepTrailing[prepTrailing.length - 1].end));
  out.size ??= trail.size;
  if (nameWords.length) out.name = { start: nameWords[0].start, end: nameWords[nameWords.length - 1].end };
  for (const b of brackets) classify(b);
  for (const t of tails) classify(t);
  return out;
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
  let last = s.length;
  while (last > first && isSpace(s, last - 1)) last--;
  const line: IngredientLine = {
    raw: s,
    quantity: null,
    quantityMax: null,
    exact: null,
    unit: null,
    unitText: '',
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
  };
  const d = parseAmountDetail(s, { line: true });
  let restFrom = first;
  let before: Piece | null = null;
  if (d && (d.min || d.unit || d.pack)) {
    let unit = d.unit;
    let size = d.size;
    if (unit && UNITS[unit.form.unit].kind === 'size') {
      // "3 large eggs": the size of the things counted, not a unit.
      size = unit;
      unit = null;
    } else if (unit?.form.unit === 'whole' && !d.pack) {
      // "16 whole almonds", "1 whole chicken": part of the name.
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
    line.size = size ? size.form.unit : null;
    if (d.pack) line.pack = measureOf(d.pack.token.value, null, d.pack.unit, s.slice(d.pack.start, d.pack.end));
    if (d.modifier) line.modifier = s.slice(d.modifier.start, d.modifier.end);
    const ends = [d.qEnd];
    if (unit) ends.push(unit.end);
    if (d.compound) ends.push(d.compound.end);
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
    line.amountStart = d.leadingText ? d.qStart : first;
    line.amountEnd = end;
    if (d.leadingText) before = { start: first, end: d.qStart };
    restFrom = unit || d.pack ? skipLinking(s, f, skipSpaces(s, end)) : skipSpaces(s, end);
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
      restFrom = skipLinking(s, f, skipSpaces(s, line.amountEnd));
    }
  }
  line.amount = s.slice(line.amountStart, line.amountEnd);
  line.rest = s.slice(restFrom, last).trim();
  const toTaste = d?.toTasteSpan ?? null;
  const reading = readRest(
    s,
    f,
    restFrom,
    last,
    toTaste,
    (line.quantity !== null || line.vague) && !line.unit && !line.pack,
  );
  if (reading.unitAfter) {
    line.unit = reading.unitAfter.form.unit;
    line.unitText = s.slice(reading.unitAfter.start, reading.unitAfter.end);
  }
  line.toTaste ||= reading.toTaste;
  let name = reading.name ? s.slice(reading.name.start, reading.name.end) : '';
  if (before) {
    // "juice of 1 lemon": the words before the amount belong to the name.
    const lead = s.slice(before.start, before.end).trim();
    name = name ? `${lead} ${name}` : lead;
  }
  line.name = cleanName(name);
  if (!line.size && reading.size) line.size = reading.size.form.unit;
  line.preparation = reading.preparation.join(', ');
  line.comment = reading.comment.join(', ');
  return line;
}

function skipSpaces(s: string, i: number): number {
  while (i < s.length && isSpace(s, i)) i++;
  return i;
}

/** The name without stray punctuation around it ("salt:", "*butter"). */
function cleanName(name: string): string {
  return name.replace(/^[\s,;:.*•·\-–—]+|[\s,;:*•·\-–—]+$/g, '').replace(/\s+/g, ' ');
}
