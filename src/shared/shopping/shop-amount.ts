/**
 * An amount as a shop sells it: eggs, onions and cans come whole, so a count is rounded up ("1 3/8
 * eggs" → "2", "1/2 (15 oz) can" → "1 (15 oz) can", "2/3 clove" → "1 clove") and what the recipes need is kept as a note;
 * "to taste" beside a real quantity says nothing more ("to taste + 2 1/2 tsp" → "2 1/2 tsp").
 * Masses and volumes stay exact: they are weighed or poured, not bought in halves.
 */
import type { Lang } from '../amounts/format.ts';
import { parseAmountDetail } from '../amounts/parse.ts';
import { q, toNumber } from '../amounts/rational.ts';
import { applyEdits, usesComma, wordLang, writeNumber, type Edit } from '../amounts/scale.ts';
import { respellUnit } from '../amounts/unit-spelling.ts';
import { UNITS, type UnitKey } from '../amounts/units.ts';

export interface ShopAmount {
  /** What to buy. */
  amount: string;
  /** What the recipes need, when it differs from what to buy ("1 3/8"); null otherwise. */
  needed: string | null;
}

/**
 * Count units a shop sells only whole (a bare number counts whole things too), the parts a cook
 * uses whole ("2/3 clove" of garlic is one to peel, a slice, a sprig, a leaf), and the vague ones
 * nobody measures in fractions ("3/8 pinch" is a pinch).
 */
const WHOLE = new Set<UnitKey>([
  'whole',
  'clove',
  'slice',
  'sprig',
  'stalk',
  'leaf',
  'large',
  'medium',
  'small',
  'can',
  'package',
  'box',
  'jar',
  'bunch',
  'head',
  'pinch',
  'dash',
  'drop',
  'handful',
]);

/** The parts a combined amount was joined from ("1 cup + 2 tbsp" stays one: it is one measure). */
function parts(amount: string): string[] {
  return amount
    .split(/\s\+\s/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Rounded silently: "a pinch" is not bought, and "3/8 pinch needed" tells nobody anything. */
const VAGUE = new Set<UnitKey>(['pinch', 'dash', 'drop', 'handful']);

function roundUp(part: string, lang: Lang | undefined): { text: string; rounded: boolean } {
  const d = parseAmountDetail(part);
  const unit = d?.unit?.form.unit ?? null;
  if (!d?.min || d.leadingText || d.compound || (unit && !WHOLE.has(unit))) return { text: part, rounded: false };
  const lo = toNumber(d.min.value);
  const hi = d.max ? toNumber(d.max.value) : lo;
  const upLo = Math.max(1, Math.ceil(lo - 1e-9));
  const upHi = Math.max(1, Math.ceil(hi - 1e-9));
  if (upLo === lo && upHi === hi) return { text: part, rounded: false };
  const comma = usesComma(d, lang);
  const edits: Edit[] = [];
  if (d.max && upHi !== upLo) {
    edits.push({ start: d.min.start, end: d.min.end, text: writeNumber(q(upLo), d.min, unit, comma) });
    edits.push({ start: d.max.start, end: d.max.end, text: writeNumber(q(upHi), d.max, unit, comma) });
  } else {
    // "1 1/2-2 onions" rounds to "2 onions": one number where the range closed up.
    edits.push({ start: d.min.start, end: (d.max ?? d.min).end, text: writeNumber(q(upHi), d.min, unit, comma) });
  }
  if (d.unit && UNITS[d.unit.form.unit].kind !== 'size') {
    const written = d.text.slice(d.unit.start, d.unit.end);
    const respelled = respellUnit(written, d.unit, upHi, wordLang(d, lang));
    if (respelled !== written) edits.push({ start: d.unit.start, end: d.unit.end, text: respelled });
  }
  return { text: applyEdits(d.text, edits).trim(), rounded: !(unit && VAGUE.has(unit)) };
}

/**
 * "(11 oz each)" said of one thing or less reads "(11 oz)": "each" sizes several ("2 jars (11 oz
 * each)"), and a list that rounds "1/2 jar (11 oz each)" up to one jar has no several left.
 */
function withoutEach(part: string): string {
  if (!/\s(each|cada)\)/i.test(part)) return part;
  const d = parseAmountDetail(part);
  if (!d?.min || d.max || toNumber(d.min.value) > 1) return part;
  return part.replace(/\(([^()]*\S)\s+(?:each|cada)\)/gi, '($1)');
}

/** What to buy of an amount (as written or as summed for the list), and what is needed when that differs. */
export function shopAmount(amount: string, lang?: Lang): ShopAmount {
  const all = parts(amount);
  if (all.length === 0) return { amount: '', needed: null };
  // "to taste" beside a quantity adds nothing to buy.
  const measured = all.filter((p) => !parseAmountDetail(p)?.toTaste || parseAmountDetail(p)?.min);
  const kept = measured.length > 0 ? measured : all.slice(0, 1);
  const rounded = kept.map((p) => roundUp(p, lang));
  const text = rounded.map((r) => withoutEach(r.text)).join(' + ');
  const anyRounded = rounded.some((r) => r.rounded);
  return { amount: text, needed: anyRounded ? kept.map(withoutEach).join(' + ') : null };
}

/** The number of whole things an amount buys (for naming them: "2 eggs"), or null. */
export function countOf(amount: string): number | null {
  const all = parts(amount);
  if (all.length !== 1) return null;
  const d = parseAmountDetail(all[0]!);
  if (!d?.min || d.max || d.leadingText || d.unit) return null;
  return toNumber(d.min.value);
}
