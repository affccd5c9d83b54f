/**
 * An equivalent written right after a measured amount: "1 cup (240 ml)", "200 g (about 7 oz)",
 * "1 cup/240 ml" and "1 cup / 240 ml, sifted" give one quantity twice. Conversion shows the
 * reader's half first and the shopping list adds both halves up. Only after a mass or volume: after
 * a count ("1 (14 oz) can", "1 lata (395 g)") the brackets give the size of each item. The
 * brackets must hold nothing but the amount ("(1 cup per layer)" is a note, not an equivalent).
 */
import { parseAmountDetail, type AmountDetail } from './parse.ts';
import { isSpace } from './text.ts';
import { UNITS, type UnitKind } from './units.ts';

export interface Equivalent {
  /** Where the main amount ends (after its unit, or after "2 oz" of "1 lb 2 oz"). */
  mainEnd: number;
  /** The equivalent as written ("240 ml", "about 7 oz"), without brackets or the slash. */
  start: number;
  end: number;
  /** Where everything that belongs to the equivalent ends (after ")" in the bracket form). */
  outerEnd: number;
  /** The equivalent parsed on its own (positions relative to its text). */
  detail: AmountDetail;
}

function isMeasure(kind: UnitKind): boolean {
  return kind === 'mass' || kind === 'volume';
}

/** The clean amount between `from` and `to` of `s`, or null when anything else is there. */
function cleanAmount(s: string, from: number, to: number): { start: number; end: number; detail: AmountDetail } | null {
  let start = from;
  let end = to;
  while (start < end && isSpace(s, start)) start++;
  while (end > start && isSpace(s, end - 1)) end--;
  if (start === end) return null;
  const detail = parseAmountDetail(s.slice(start, end));
  if (!detail?.min?.explicit || !detail.unit || detail.leadingText || detail.toTaste) return null;
  // Nothing after the unit: "(240 ml)" and "(about 7 oz)" are equivalents, "(240 ml each)" is not.
  if ((detail.compound?.end ?? detail.unit.end) !== detail.text.length) return null;
  return { start, end, detail };
}

/**
 * The equivalent right after a measured amount ("(…)" or "/ …" with only spaces between), whose
 * unit is of one of `kinds`; null when there is none.
 */
export function equivalentAfter(d: AmountDetail, kinds: readonly UnitKind[] = ['mass', 'volume']): Equivalent | null {
  if (!d.min || !d.unit || d.leadingText || d.toTaste || !isMeasure(UNITS[d.unit.form.unit].kind)) return null;
  const s = d.text;
  const mainEnd = d.compound?.end ?? d.unit.end;
  let i = mainEnd;
  while (i < s.length && isSpace(s, i)) i++;
  let found: { start: number; end: number; detail: AmountDetail } | null;
  let outerEnd: number;
  if (s[i] === '(') {
    const close = s.indexOf(')', i);
    if (close < 0) return null;
    found = cleanAmount(s, i + 1, close);
    outerEnd = close + 1;
  } else if (s[i] === '/') {
    const rest = s.slice(i + 1).search(/[(),;]/);
    found = cleanAmount(s, i + 1, rest < 0 ? s.length : i + 1 + rest);
    outerEnd = found?.end ?? 0;
  } else {
    return null;
  }
  if (!found || !kinds.includes(UNITS[found.detail.unit!.form.unit].kind)) return null;
  return { mainEnd, start: found.start, end: found.end, outerEnd, detail: found.detail };
}

/**
 * The same quantity written in the other unit system right after a measured amount: "(240 ml)"
 * after "1 cup", "/7 oz" after "200 g", "(227 g)" after "1 cup" of butter. A measure in the same
 * system ("1 cup (8 oz)") is another figure, not the other half of a pair.
 */
export function otherSystemEquivalent(d: AmountDetail): Equivalent | null {
  const e = equivalentAfter(d);
  if (!e) return null;
  const main = UNITS[d.unit!.form.unit].system;
  const other = UNITS[e.detail.unit!.form.unit].system;
  return main !== 'neutral' && other !== 'neutral' && main !== other ? e : null;
}
