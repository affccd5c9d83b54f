/**
 * Adding up the amounts of one ingredient, for a shopping list built from several recipes.
 * Same unit: the first amount's text with new numbers ("2 cloves" + "1 clove" → "3 cloves").
 * Same measure, other units: a total written the way a cook measures it ("200 g" + "1/2 kg" →
 * "700 g"; "1 cup" + "2 tbsp" → "1 cup + 2 tbsp"; "1 lb" + "8 oz" → "1 1/2 lb"), in the first
 * amount's unit system. Anything that does not add up honestly gives null, so the caller lists the
 * amounts separately: a mass and a volume, "2 cups" and "1 pinch", different notes ("(14 oz)"
 * vs "(28 oz)"), "to taste" with a number, text without a quantity, and ranges across units.
 * An equivalent after a measured amount is the same quantity again and adds up with it ("1 cup
 * (240 ml)" twice → "2 cups (480 ml)"); when some amounts have none it is left out ("1 cup
 * (240 ml)" + "1/2 cup" → "1 1/2 cups").
 */
import { equivalentAfter, type Equivalent } from './equivalent.ts';
import type { Lang } from './format.ts';
import { parseAmountDetail, totalQuantity, type AmountDetail } from './parse.ts';
import { add, fromNumber, mul, q, toNumber, type Q } from './rational.ts';
import { imperialMassText, imperialVolumeExact, metricText, roundOunces, type RenderOptions } from './render.ts';
import { applyEdits, usesComma, wordLang, writeNumber, type Edit } from './scale.ts';
import { foldText, restOf } from './text.ts';
import { respellUnit } from './unit-spelling.ts';
import { GRAMS_PER_OZ, UNITS } from './units.ts';

function restKey(d: AmountDetail): string {
  const spans: [number, number][] = [[d.qStart, d.qEnd]];
  if (d.unit) spans.push([d.unit.start, d.unit.end]);
  if (d.compound) spans.push([d.compound.start, d.compound.end]);
  return foldText(restOf(d.text, spans));
}

/** Sum in one unit: new numbers written into the first amount's own text. */
function sumSameUnit(items: AmountDetail[], lang: Lang | undefined): string {
  const first = items[0];
  let lo: Q = q(0);
  let hi: Q = q(0);
  let ranged = false;
  for (const d of items) {
    const v = totalQuantity(d);
    lo = add(lo, v);
    hi = add(hi, d.max ? d.max.value : v);
    if (d.max) ranged = true;
  }
  const comma = usesComma(first, lang);
  const unitKey = first.unit ? first.unit.form.unit : null;
  const edits: Edit[] = [];
  const loText = writeNumber(lo, first.min, unitKey, comma);
  const hiText = writeNumber(hi, first.max ?? first.min, unitKey, comma);
  let unitText: string | null = null;
  if (first.unit) {
    const written = first.text.slice(first.unit.start, first.unit.end);
    unitText = respellUnit(written, first.unit, toNumber(hi), wordLang(first, lang));
  }
  if (!first.min) {
    // "pinch" + "pinch": the first had no number, write one before its unit.
    const range = ranged ? `-${hiText}` : '';
    edits.push({ start: first.unit!.start, end: first.unit!.end, text: `${loText}${range} ${unitText}` });
  } else {
    if (first.max) edits.push({ start: first.max.start, end: first.max.end, text: hiText });
    const minText = ranged && !first.max ? `${loText}-${hiText}` : loText;
    edits.push({ start: first.min.start, end: first.min.end, text: minText });
    if (first.unit && unitText !== null) edits.push({ start: first.unit.start, end: first.unit.end, text: unitText });
  }
  if (first.compound) edits.push({ start: first.compound.start, end: first.compound.end, text: '' });
  return applyEdits(first.text, edits).trim();
}

/** Sum of masses or volumes in different units, written fresh in the first amount's system. */
function sumMeasures(items: AmountDetail[], lang: Lang | undefined): string | null {
  const first = UNITS[items[0].unit!.form.unit];
  const kind = first.kind as 'mass' | 'volume';
  const system = first.system;
  let total: Q = q(0);
  let approximate = false;
  for (const d of items) {
    const info = UNITS[d.unit!.form.unit];
    if (info.kind !== kind || !info.base || d.max) return null;
    let base = mul(totalQuantity(d), info.base);
    if (kind === 'mass' && info.system !== system) {
      // Grams ↔ ounces is not a kitchen rational: convert and round the total afterwards.
      const factor = system === 'metric' ? GRAMS_PER_OZ : 1 / GRAMS_PER_OZ;
      base = fromNumber(toNumber(base) * factor);
      approximate = true;
    }
    total = add(total, base);
  }
  const o: RenderOptions = { lang: wordLang(items[0], lang), comma: usesComma(items[0], lang) };
  if (system === 'metric') return metricText(toNumber(total), kind, o, approximate);
  if (kind === 'mass') return imperialMassText(approximate ? roundOunces(toNumber(total)) : total, o);
  return imperialVolumeExact(total, o);
}

/**
 * The total of amounts of which some carry an equivalent: the main amounts add up without theirs,
 * and when every amount has one the equivalents add up too and go back after the total, written
 * like the first amount's ("2 cups (480 ml)", "1 1/2 cups/360 ml").
 */
function sumWithEquivalents(items: AmountDetail[], eqs: (Equivalent | null)[], lang: Lang | undefined): string | null {
  const mains = items.map((d, n) => {
    const e = eqs[n];
    return e ? d.text.slice(0, e.mainEnd) + d.text.slice(e.outerEnd) : d.text;
  });
  const total = sumAmounts(mains, lang);
  if (!total || eqs.some((e) => !e)) return total;
  const sum = sumAmounts(
    eqs.map((e, n) => items[n].text.slice(e!.start, e!.end)),
    lang,
  );
  const t = parseAmountDetail(total);
  if (!sum || !t?.unit) return total;
  const at = t.compound?.end ?? t.unit.end;
  const [first, s] = [eqs[0]!, items[0].text];
  return (
    t.text.slice(0, at) +
    s.slice(first.mainEnd, first.start) +
    sum +
    s.slice(first.end, first.outerEnd) +
    t.text.slice(at)
  );
}

/**
 * The total of several amounts of the same ingredient, or null when they cannot be added
 * honestly. Blank amounts are ignored; no amounts at all give ''.
 */
export function sumAmounts(amounts: readonly string[], lang?: Lang): string | null {
  const texts: string[] = [];
  for (const a of amounts) {
    const t = a.trim();
    if (t !== '') texts.push(t);
  }
  if (texts.length === 0) return '';
  if (texts.length === 1) return texts[0];
  const items: AmountDetail[] = [];
  let tasteOnly = 0;
  for (const t of texts) {
    const d = parseAmountDetail(t);
    if (!d || d.leadingText) return null;
    if (!d.min && !d.unit) tasteOnly++;
    else if (d.toTaste) return null;
    items.push(d);
  }
  if (tasteOnly === items.length) return texts[0];
  if (tasteOnly > 0) return null;
  const eqs = items.map((d) => equivalentAfter(d, ['mass', 'volume', 'count']));
  if (eqs.some(Boolean)) return sumWithEquivalents(items, eqs, lang);
  const rest = restKey(items[0]);
  if (items.some((d) => restKey(d) !== rest)) return null;
  const key = items[0].unit?.form.unit ?? null;
  const sameUnit = items.every((d) => (d.unit?.form.unit ?? null) === key && !(d.compound && d.compound.unit));
  // 600 g + 600 g reads better as 1.2 kg: small metric units that pass 1000 are rewritten.
  const grows =
    (key === 'g' || key === 'ml') &&
    !items.some((d) => d.max) &&
    items.reduce((sum, d) => sum + toNumber(totalQuantity(d)), 0) >= 1000;
  if (sameUnit && !grows) return sumSameUnit(items, lang);
  const info = key ? UNITS[key] : null;
  if (!info || (info.kind !== 'mass' && info.kind !== 'volume')) return null;
  if (items.some((d) => !d.unit)) return null;
  const total = sumMeasures(items, lang);
  if (total === null) return null;
  return rest
    ? `${total} ${restOf(items[0].text, [[items[0].qStart, items[0].compound?.end ?? items[0].unit!.end]])}`
    : total;
}
