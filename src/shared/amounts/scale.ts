/**
 * Scaling amounts with servings and the editor's "double" button. Arithmetic is exact (thirds
 * stay thirds); only the numbers and unit words change, the rest of the text stays as written.
 */
import { decimalText, kitchenFraction, naturalDecimals, nearestKitchen, type Lang } from './format.ts';
import { languageWords } from '../i18n/languages.ts';
import type { NumberToken } from './parse-number.ts';
import { parseAmountDetail, totalQuantity, type AmountDetail } from './parse.ts';
import { fromNumber, mul, q, toNumber, type Q } from './rational.ts';
import { imperialMassText, imperialVolumeExact, metricText, type RenderOptions } from './render.ts';
import { respellUnit } from './unit-spelling.ts';
import { UNITS, unitSystemOf, type UnitKey } from './units.ts';
import { applyEdits, type Edit } from './edits.ts';

export { applyEdits, type Edit } from './edits.ts';

/** The language of the words of an amount: its unit's, else the caller's. */
export function wordLang(d: AmountDetail, lang: Lang | undefined): 'en' | 'pt' {
  const l = d.unit?.form.lang;
  if (l === 'pt' || l === 'en') return l;
  return languageWords(lang);
}

/**
 * Decimal comma when the cook wrote one; a point when they wrote one; otherwise by the reader's
 * language, or the amount's own words when the caller does not say.
 */
export function usesComma(d: AmountDetail, lang: Lang | undefined): boolean {
  const tokens = [d.min, d.max];
  if (tokens.some((t) => t?.decimal && t.comma)) return true;
  if (tokens.some((t) => t?.decimal && !t.comma)) return false;
  return lang ? lang === 'pt-BR' : wordLang(d, lang) === 'pt';
}

/** Writes a new value in the style of the token it replaces (decimals stay decimals, ½ stays ½). */
export function writeNumber(value: Q, tok: NumberToken | null, unit: UnitKey | null, comma: boolean): string {
  const metric = unitSystemOf(unit) === 'metric';
  const written = tok && (tok.fraction || tok.unicode || tok.joiner !== null);
  const decimal = tok?.decimal || (metric && !written);
  const v = toNumber(value);
  if (decimal) {
    const small = unit === 'g' || unit === 'ml' || unit === 'mg';
    return decimalText(v, small ? (v >= 10 ? 0 : 1) : naturalDecimals(v), comma);
  }
  const style = { unicode: tok?.unicode, joiner: tok?.joiner };
  return kitchenFraction(value, style) ?? kitchenFraction(nearestKitchen(v), style)!;
}

/** A compound amount ("1 lb 2 oz", "1 cup + 2 tbsp") times a factor, re-split into friendly parts. */
function scaleCompound(d: AmountDetail, factor: Q, o: RenderOptions): string {
  const info = UNITS[d.unit!.form.unit];
  const base = mul(mul(totalQuantity(d), info.base!), factor);
  if (info.system === 'metric') return metricText(toNumber(base), info.kind === 'mass' ? 'mass' : 'volume', o, false);
  return info.kind === 'mass' ? imperialMassText(base, o) : imperialVolumeExact(base, o);
}

/** Fractions a cook can measure with each imperial unit; anything else is re-split ("1 lb 5 oz"). */
const MEASURABLE: Partial<Record<UnitKey, readonly number[]>> = {
  cup: [1, 2, 3, 4],
  tbsp: [1, 2],
  tsp: [1, 2, 4, 8],
  lb: [1, 2, 4],
  oz: [1, 2, 4, 8],
};

function needsResplit(d: AmountDetail, unit: UnitKey, value: Q): boolean {
  const dens = MEASURABLE[unit];
  if (!dens || dens.includes(value.d)) return false;
  if (d.min?.decimal) return false; // "1.5 cups" stays decimal
  return true;
}

function cut(span: { start: number; end: number }): Edit {
  return { start: span.start, end: span.end, text: '' };
}

/** The edits that scale a parsed amount by an exact factor. */
export function scaleEdits(d: AmountDetail, factor: Q, lang: Lang | undefined): Edit[] {
  const edits: Edit[] = [];
  const comma = usesComma(d, lang);
  const unitKey = d.unit ? d.unit.form.unit : null;
  if (d.compound?.unit && d.unit) {
    const text = scaleCompound(d, factor, { lang: wordLang(d, lang), comma });
    return [{ start: d.min ? d.min.start : d.unit.start, end: d.compound.end, text }];
  }
  const newMin = mul(totalQuantity(d), factor);
  const newMax = d.max ? mul(d.max.value, factor) : null;
  if (d.unit && !newMax && needsResplit(d, unitKey!, newMin)) {
    const start = d.min ? d.min.start : d.unit.start;
    // Only when nothing sits between the number and the unit ("1 heaping cup" keeps its fraction).
    if (!d.min || d.text.slice(d.qEnd, d.unit.start).trim() === '') {
      const info = UNITS[unitKey!];
      const base = mul(newMin, info.base!);
      const o = { lang: wordLang(d, lang), comma };
      const text = info.kind === 'mass' ? imperialMassText(base, o) : imperialVolumeExact(base, o);
      return [{ start, end: d.compound ? d.compound.end : d.unit.end, text }];
    }
  }
  if (d.unit) {
    const written = d.text.slice(d.unit.start, d.unit.end);
    const unitText = respellUnit(written, d.unit, toNumber(newMax ?? newMin), wordLang(d, lang));
    if (!d.min) {
      // "pinch" × 2: the quantity was implied, write it before the unit.
      const text = `${writeNumber(newMin, null, unitKey, comma)} ${unitText}`;
      return [{ start: d.unit.start, end: d.unit.end, text }, ...(d.compound ? [cut(d.compound)] : [])];
    }
    if (unitText !== written) edits.push({ start: d.unit.start, end: d.unit.end, text: unitText });
  }
  if (d.min) edits.push({ start: d.min.start, end: d.min.end, text: writeNumber(newMin, d.min, unitKey, comma) });
  if (d.max && newMax)
    edits.push({ start: d.max.start, end: d.max.end, text: writeNumber(newMax, d.max, unitKey, comma) });
  if (d.compound) edits.push(cut(d.compound));
  return edits;
}

/**
 * The edits that scale an equivalent written after a measured amount: "1 cup (240 ml)", "200 g
 * (about 7 oz)", "1 cup/240 ml" are one quantity written twice, so both halves scale. Only after a
 * mass or volume: after a count ("1 (14 oz) can", "1 lata (395 g)") the brackets give the size of
 * each item and stay as written.
 */
function equivalentEdits(d: AmountDetail, factor: Q, lang: Lang | undefined): Edit[] {
  if (!d.min || !d.unit) return [];
  const kind = UNITS[d.unit.form.unit].kind;
  if (kind !== 'mass' && kind !== 'volume') return [];
  const s = d.text;
  const from = Math.max(d.unit.end, d.compound?.end ?? 0);
  const edits: Edit[] = [];
  const scaleAt = (start: number, end: number) => {
    const inner = parseAmountDetail(s.slice(start, end));
    if (!inner?.min?.explicit || !inner.unit || inner.leadingText || inner.toTaste) return;
    const innerKind = UNITS[inner.unit.form.unit].kind;
    if (innerKind !== 'mass' && innerKind !== 'volume' && innerKind !== 'count') return;
    for (const e of scaleEdits(inner, factor, lang))
      edits.push({ start: e.start + start, end: e.end + start, text: e.text });
  };
  const slash = /^\s*\/\s*/.exec(s.slice(from));
  if (slash) {
    const start = from + slash[0].length;
    const stop = s.slice(start).search(/[(,;]/);
    scaleAt(start, stop < 0 ? s.length : start + stop);
  }
  for (let open = s.indexOf('(', from); open >= 0; open = s.indexOf('(', open + 1)) {
    const close = s.indexOf(')', open);
    if (close < 0) break;
    scaleAt(open + 1, close);
  }
  return edits;
}

/**
 * Multiplies an amount by a factor: "1/3 cup" × 2 → "2/3 cup", "0,5 kg" × 2 → "1 kg",
 * "2-3 cloves" × 2 → "4-6 cloves", "1 cup (240 ml)" × 2 → "2 cups (480 ml)". "to taste", text
 * without a quantity and factors that are not positive numbers leave the text unchanged.
 */
export function scaleAmount(text: string, factor: number, lang?: Lang): string {
  if (!Number.isFinite(factor) || factor <= 0 || factor === 1) return text;
  const d = parseAmountDetail(text);
  if (!d || (!d.min && !d.unit)) return text;
  const exact = fromNumber(factor);
  return applyEdits(d.text, [...scaleEdits(d, exact, lang), ...equivalentEdits(d, exact, lang)]);
}

/**
 * The editor's double button: null unless the amount contains a number (spec: "needs a non-empty
 * amount containing a number"); "a pinch" has no number, "uma pitada" and "½ cup" do.
 */
export function doubleAmount(text: string, lang?: Lang): string | null {
  if (text.trim() === '') return null;
  const d = parseAmountDetail(text);
  if (!d || !d.min || !d.min.explicit) return null;
  return applyEdits(d.text, [...scaleEdits(d, q(2), lang), ...equivalentEdits(d, q(2), lang)]);
}
