/**
 * What the recipes need of a counted thing, as a cook counts it (issue 35): beside "6 cloves" to
 * buy, "recipes need 5 7/8 cloves" tells nobody anything; "almost 6" does. Cloves, slices, sprigs
 * and leaves are used whole; whole pieces (eggs, onions, cans) in halves where the food's record
 * says half of one is usual (`halves`: "½ onion", never "½ egg"). So the need is said as:
 *
 * - `exact`: already a whole (or usual half) number, kept as written ("2 1/2 onions");
 * - `about`: near a usual half ("2 3/8 onions" → "about 2 1/2");
 * - `almost`: just under the next count ("5 7/8 cloves" → "almost 6 cloves");
 * - `over`: a little over a count ("1 3/8 eggs" → "a little more than 1 egg");
 * - `under`: less than the first count ("1/4 egg" → "less than 1 egg").
 *
 * Anything that is not one counted amount (a measure, a sum) is `exact`, as written.
 */
import type { Lang } from '../amounts/format.ts';
import { parseAmountDetail } from '../amounts/parse.ts';
import { q, toNumber } from '../amounts/rational.ts';
import { applyEdits, usesComma, wordLang, writeNumber, type Edit } from '../amounts/scale.ts';
import { respellUnit } from '../amounts/unit-spelling.ts';
import { UNITS, type UnitKey } from '../amounts/units.ts';

export type NeedKind = 'exact' | 'about' | 'almost' | 'over' | 'under';

export interface CountedNeed {
  kind: NeedKind;
  /** The amount the words go with ("6 cloves" in "almost 6 cloves"). */
  amount: string;
}

/** Parts of a food a cook uses whole: a third of a clove is a clove to peel. */
const PARTS = new Set<UnitKey>(['clove', 'slice', 'sprig', 'leaf', 'stalk']);
/** Whole things of which a half is usual whatever the food: half a can, half a bunch. */
const HALF_UNITS = new Set<UnitKey>(['can', 'package', 'jar', 'bunch', 'head', 'stick']);
/** Counted as whole pieces (a bare number counts them too). */
const PIECES = new Set<UnitKey>(['whole', 'large', 'medium', 'small', 'piece']);

/** Within this of a count, the need is that count ("5 15/16" is 6 to anyone counting). */
const NEAR = 1 / 8;

export function countedNeed(needed: string, halves: boolean, lang?: Lang): CountedNeed {
  const exact: CountedNeed = { kind: 'exact', amount: needed };
  const d = parseAmountDetail(needed);
  if (!d?.min || d.max || d.leadingText || d.compound || d.toTaste) return exact;
  const unit = d.unit?.form.unit ?? null;
  if (unit && !PARTS.has(unit) && !HALF_UNITS.has(unit) && !PIECES.has(unit)) return exact;
  const n = toNumber(d.min.value);
  if (!(n > 0)) return exact;
  const step = unit && PARTS.has(unit) ? 1 : halves || (unit && HALF_UNITS.has(unit)) ? 0.5 : 1;
  const written = (value: number): string => {
    const edits: Edit[] = [
      { start: d.min!.start, end: d.min!.end, text: writeNumber(q(value * 2, 2), d.min, unit, usesComma(d, lang)) },
    ];
    if (d.unit && UNITS[d.unit.form.unit].kind !== 'size') {
      const word = d.text.slice(d.unit.start, d.unit.end);
      const respelled = respellUnit(word, d.unit, value, wordLang(d, lang));
      if (respelled !== word) edits.push({ start: d.unit.start, end: d.unit.end, text: respelled });
    }
    return applyEdits(d.text, edits).trim();
  };
  const lower = Math.floor(n / step + 1e-9) * step;
  if (Math.abs(n - lower) < 1e-9) return exact;
  const upper = lower + step;
  const nearest = n - lower <= upper - n ? lower : upper;
  // Near a usual half: that half ("about 2 1/2 onions").
  if (!Number.isInteger(nearest) && nearest > 0 && Math.abs(n - nearest) <= NEAR)
    return { kind: 'about', amount: written(nearest) };
  if (nearest === lower) {
    return lower === 0 ? { kind: 'under', amount: written(upper) } : { kind: 'over', amount: written(lower) };
  }
  return { kind: 'almost', amount: written(upper) };
}
