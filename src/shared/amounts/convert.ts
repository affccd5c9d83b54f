/**
 * Showing an amount in the reader's unit system. Recipes keep the units they were written in;
 * display converts g/kg ↔ oz/lb and ml/l ↔ tsp/tbsp/cup, rounded to what a cook can measure.
 * Counts, sizes and "a pinch" are the same in both systems and stay as written, and so does
 * anything the parser does not understand.
 *
 * Choices: 1 cup = 240 ml, 1 tbsp = 15 ml, 1 tsp = 5 ml (the kitchen convention, so 240 ml reads
 * back as 1 cup); 1 oz = 28.35 g, rounded on a kitchen ladder, so 1 lb → 450 g and 14 oz → 400 g;
 * 500 g → "1 lb 2 oz" (what a US scale shows); milligrams stay milligrams.
 */
import type { Lang } from './format.ts';
import { decimalText, kitchenFraction, nearestKitchen } from './format.ts';
import { otherSystemEquivalent, type Equivalent } from './equivalent.ts';
import { LANG_WORDS } from './lang-words.ts';
import { parseAmountDetail, totalQuantity, type AmountDetail } from './parse.ts';
import { foldText } from './text.ts';
import { mul, q, toNumber, type Q } from './rational.ts';
import {
  imperialMassText,
  imperialVolumeRounded,
  metricText,
  roundMetric,
  roundOunces,
  type RenderOptions,
} from './render.ts';
import { applyEdits, usesComma, wordLang, type Edit } from './scale.ts';
import { convertLengthsInText } from './text-units.ts';
import { GRAMS_PER_OZ, UNITS, type ConvertOptions, type TargetSystem, type UnitKey } from './units.ts';
import { outputUnitWord, wantsPlural } from './unit-spelling.ts';

function isSpaceOnly(s: string): boolean {
  return s.trim() === '';
}

/** "de" between a quantity and its unit ("1/4 de xícara"): it goes with the old unit. */
function isLinking(s: string): boolean {
  return LANG_WORDS.linking.includes(foldText(s));
}

/** A single converted value with its unit ("450 g", "1 lb 2 oz", "3/4 cup"). */
function convertOne(base: number, kind: 'mass' | 'volume', to: TargetSystem, o: RenderOptions): string {
  if (kind === 'mass') {
    if (to === 'metric') return metricText(base * GRAMS_PER_OZ, 'mass', o, true);
    return imperialMassText(roundOunces(base / GRAMS_PER_OZ), o);
  }
  if (to === 'metric') return metricText(base, 'volume', o, true);
  return imperialVolumeRounded(base, o);
}

function kitchen(v: Q): string {
  return kitchenFraction(v) ?? kitchenFraction(nearestKitchen(toNumber(v)))!;
}

/** Both ends of a range in one unit chosen by the upper end ("450-900 g", "1-1 1/2 cups"). */
function convertRange(
  lo: number,
  hi: number,
  kind: 'mass' | 'volume',
  to: TargetSystem,
  sep: string,
  o: RenderOptions,
): string {
  let a: string;
  let b: string;
  let unit: UnitKey;
  let top: number;
  if (to === 'metric') {
    const ra = roundMetric(kind === 'mass' ? lo * GRAMS_PER_OZ : lo, kind);
    const rb = roundMetric(kind === 'mass' ? hi * GRAMS_PER_OZ : hi, kind);
    const big = rb >= 1000;
    const div = big ? 1000 : 1;
    a = decimalText(ra / div, big ? 3 : 1, o.comma);
    b = decimalText(rb / div, big ? 3 : 1, o.comma);
    unit = kind === 'mass' ? (big ? 'kg' : 'g') : big ? 'l' : 'ml';
    return `${a}${sep}${b} ${outputUnitWord(unit, o.lang, false)}`;
  }
  if (kind === 'mass') {
    const oa = lo / GRAMS_PER_OZ;
    const ob = hi / GRAMS_PER_OZ;
    if (toNumber(roundOunces(ob)) >= 16) {
      unit = 'lb';
      const la = q(Math.max(1, Math.round((oa / 16) * 4)), 4);
      const lb = q(Math.round((ob / 16) * 4), 4);
      [a, b, top] = [kitchen(la), kitchen(lb), toNumber(lb)];
    } else {
      unit = 'oz';
      const qa = roundOunces(oa);
      const qb = roundOunces(ob);
      [a, b, top] = [kitchen(qa), kitchen(qb), toNumber(qb)];
    }
  } else {
    let per: number;
    if (hi < 12.5) [unit, per] = ['tsp', 5];
    else if (hi < 52.5) [unit, per] = ['tbsp', 15];
    else if (hi < 1920 || o.lang === 'pt') [unit, per] = ['cup', 240];
    else [unit, per] = ['quart', 960];
    const qa = nearestKitchen(lo / per);
    const qb = nearestKitchen(hi / per);
    [a, b, top] = [kitchen(qa), kitchen(qb), toNumber(qb)];
  }
  return `${a}${sep}${b} ${outputUnitWord(unit, o.lang, wantsPlural(top, o.lang))}`;
}

/** The edits that convert the main quantity and unit of an amount, or [] when nothing converts. */
function mainEdits(d: AmountDetail, to: TargetSystem, lang: Lang | undefined): Edit[] {
  if (!d.unit) return [];
  const info = UNITS[d.unit.form.unit];
  if ((info.kind !== 'mass' && info.kind !== 'volume') || !info.base || info.system === 'neutral') return [];
  if (info.system === to || d.unit.form.unit === 'mg') return [];
  const o: RenderOptions = { lang: wordLang(d, lang), comma: usesComma(d, lang) };
  const lo = toNumber(mul(totalQuantity(d), info.base));
  let text: string;
  if (d.max) {
    const sep = d.text.slice(d.min!.end, d.max.start);
    text = convertRange(lo, toNumber(mul(d.max.value, info.base)), info.kind, to, sep, o);
  } else {
    text = convertOne(lo, info.kind, to, o);
  }
  const end = d.compound?.end ?? d.unit.end;
  if (!d.min) return [{ start: d.unit.start, end, text }];
  const between = d.text.slice(d.qEnd, d.unit.start);
  if (isSpaceOnly(between) || isLinking(between)) return [{ start: d.qStart, end, text }];
  // Something sits between the number and the unit ("1 heaping tbsp"): keep it after the new amount.
  return [{ start: d.qStart, end, text: `${text} ${between.trim()}` }];
}

/**
 * The edits for an amount written in both systems ("1 cup (240 ml)", "200 g/7 oz"): the half in
 * `to` goes first and the other half takes its place beside it, both exactly as written; with
 * 'drop' the other half goes. Nothing is converted, so nothing is converted twice.
 */
function pairEdits(d: AmountDetail, pair: Equivalent, to: TargetSystem, mode: 'keep' | 'drop'): Edit[] {
  const s = d.text;
  const readerFirst = UNITS[d.unit!.form.unit].system === to;
  const edits: Edit[] = [];
  if (!readerFirst) edits.push({ start: d.qStart, end: pair.mainEnd, text: s.slice(pair.start, pair.end) });
  if (mode === 'drop') edits.push({ start: pair.mainEnd, end: pair.outerEnd, text: '' });
  else if (!readerFirst) edits.push({ start: pair.start, end: pair.end, text: s.slice(d.qStart, pair.mainEnd) });
  return edits;
}

/** Converts "(14 oz)" / "(400 g)" / "(4-inch)" inside an amount, outside the spans already taken. */
function parentheticalEdits(
  s: string,
  taken: readonly { start: number; end: number }[],
  to: TargetSystem,
  lang: Lang | undefined,
): Edit[] {
  const edits: Edit[] = [];
  let from = 0;
  for (;;) {
    const open = s.indexOf('(', from);
    if (open < 0) break;
    const close = s.indexOf(')', open);
    if (close < 0) break;
    from = close + 1;
    if (taken.some((e) => open < e.end && close >= e.start)) continue;
    const inner = s.slice(open + 1, close);
    const d = parseAmountDetail(inner);
    const inside = d && d.min && d.unit && !d.leadingText ? mainEdits(d, to, lang) : [];
    // A size in the parentheses: "1 (4-inch) piece" → "1 (10 cm) piece".
    const text = inside.length ? applyEdits(d!.text, inside) : convertLengthsInText(inner, to, lang);
    if (text !== inner) edits.push({ start: open + 1, end: close, text });
  }
  return edits;
}

/**
 * An amount in the other unit system: "1 cup" → "240 ml", "240 ml" → "1 cup", "1 xícara" →
 * "240 ml", "500 g" → "1 lb 2 oz", "1 (14 oz) can" → "1 (400 g) can". Amounts already in the
 * target system, neutral units and text the parser does not understand come back unchanged.
 * An amount that already carries its equivalent in the other system shows the reader's half first
 * and keeps the author's other half beside it: "1 cup (240 ml)" → "240 ml (1 cup)" (metric),
 * unchanged (imperial); "200 g/7 oz" → "7 oz/200 g" (imperial). With `equivalent: 'drop'` only
 * the reader's half is left: "1 cup (240 ml)" → "240 ml" (metric), "1 cup" (imperial).
 */
export function convertAmount(text: string, to: TargetSystem, lang?: Lang, options: ConvertOptions = {}): string {
  const d = parseAmountDetail(text);
  if (!d) return text;
  const pair = otherSystemEquivalent(d);
  const edits = pair ? pairEdits(d, pair, to, options.equivalent ?? 'keep') : mainEdits(d, to, lang);
  if (d.text.includes('(')) {
    const taken = pair ? [...edits, { start: d.qStart, end: pair.outerEnd }] : edits;
    edits.push(...parentheticalEdits(d.text, taken, to, lang));
  }
  return edits.length ? applyEdits(d.text, edits) : text;
}

/** The unit system an amount is written in, or null for counts, "to taste" and unknown text. */
export function amountSystem(text: string): TargetSystem | null {
  const d = parseAmountDetail(text);
  const system = d?.unit ? UNITS[d.unit.form.unit].system : 'neutral';
  return system === 'neutral' ? null : system;
}

/**
 * The system most amounts of a recipe are written in ("1 cup" and "2 tbsp" → imperial; "200 g"
 * → metric), or null when none says. Ties go to imperial, the product's default.
 */
export function detectUnitSystem(amounts: readonly string[]): TargetSystem | null {
  let metric = 0;
  let imperial = 0;
  for (const a of amounts) {
    const s = amountSystem(a);
    if (s === 'metric') metric++;
    else if (s === 'imperial') imperial++;
  }
  if (metric === 0 && imperial === 0) return null;
  return metric > imperial ? 'metric' : 'imperial';
}
