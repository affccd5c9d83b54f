/**
 * Writing a mass or volume in a unit system the way a cook reads it. Two modes:
 * - exact (sums, scaling of "1 cup + 2 tbsp"): the value is kept, split into friendly parts;
 * - rounded (conversion between systems): the value is rounded to what a cook can measure.
 */
import { decimalText, kitchenFraction, nearestKitchen } from './format.ts';
import { add, div, mul, q, toNumber, type Q } from './rational.ts';
import { outputUnitWord, wantsPlural } from './unit-spelling.ts';
import type { UnitKey } from './units.ts';

export interface RenderOptions {
  lang: 'en' | 'pt';
  comma: boolean;
}

function word(unit: UnitKey, value: number, o: RenderOptions): string {
  return outputUnitWord(unit, o.lang, wantsPlural(value, o.lang));
}

function frac(v: Q): string {
  return kitchenFraction(v) ?? kitchenFraction(nearestKitchen(toNumber(v)))!;
}

function withUnit(v: Q, unit: UnitKey, o: RenderOptions): string {
  return `${frac(v)} ${word(unit, toNumber(v), o)}`;
}

/**
 * Rounds grams or millilitres to what a kitchen scale or jug shows: halves under 10, units under
 * 20, fives under 250 (2.5 ml under 50 ml, so spoon measures such as 1 1/2 tbsp = 22.5 ml stay
 * exact), tens under 1000, fifties under 2000, hundreds above.
 */
export function roundMetric(v: number, kind: 'mass' | 'volume' = 'mass'): number {
  if (v <= 0) return 0;
  let step = v < 10 ? 0.5 : v < 20 ? 1 : v < 250 ? 5 : v < 1000 ? 10 : v < 2000 ? 50 : 100;
  if (kind === 'volume' && v >= 20 && v < 50) step = 2.5;
  return Math.max(step === 0.5 ? 0.5 : step, Math.round(v / step) * step);
}

/** Grams or millilitres as "250 g", "1.25 kg", "500 mg", "1,5 l". */
export function metricText(value: number, kind: 'mass' | 'volume', o: RenderOptions, rounded: boolean): string {
  const v = rounded ? roundMetric(value, kind) : value;
  if (v >= 1000) return `${decimalText(v / 1000, 3, o.comma)} ${kind === 'mass' ? 'kg' : 'l'}`;
  if (kind === 'mass' && v > 0 && v < 1 && !rounded) return `${decimalText(v * 1000, 0, o.comma)} mg`;
  // Rounded values are already on the kitchen ladder (22.5 ml, 450 g): one decimal place shows them as they are.
  return `${decimalText(v, 1, o.comma)} ${kind === 'mass' ? 'g' : 'ml'}`;
}

/** Ounces rounded to a kitchen step: eighths under 1 oz, quarters under 4, halves under 16, then whole ounces. */
export function roundOunces(oz: number): Q {
  if (oz <= 0) return q(0);
  if (oz < 1) return q(Math.max(1, Math.round(oz * 8)), 8);
  if (oz < 4) return q(Math.round(oz * 4), 4);
  if (oz < 16) return q(Math.round(oz * 2), 2);
  return q(Math.round(oz));
}

/** Ounces as "9 oz", "1 1/2 lb" or "1 lb 2 oz"; ten pounds and more to the quarter pound. */
export function imperialMassText(oz: Q, o: RenderOptions): string {
  const v = toNumber(oz);
  if (v < 16) return withUnit(oz, 'oz', o);
  const lb = div(oz, q(16));
  if (lb.d === 1 || lb.d === 2 || lb.d === 4) return withUnit(lb, 'lb', o);
  if (v >= 160) return withUnit(nearestKitchen(toNumber(lb)), 'lb', o);
  const whole = Math.floor(toNumber(lb));
  const rest = add(oz, q(-16 * whole));
  return `${whole} lb ${withUnit(rest, 'oz', o)}`;
}

/** Millilitres as spoons, exactly: "1 tbsp", "3/4 tsp", "1 tbsp + 1 tsp"; null if no spoon fits. */
function spoonsText(ml: Q, o: RenderOptions): string | null {
  const tsp = div(ml, q(5));
  const tbsp = div(ml, q(15));
  if (toNumber(tbsp) >= 1 && (tbsp.d === 1 || tbsp.d === 2)) return withUnit(tbsp, 'tbsp', o);
  const tspValue = toNumber(tsp);
  if (tspValue < 3) return kitchenFraction(tsp) ? withUnit(tsp, 'tsp', o) : null;
  const whole = Math.floor(toNumber(tbsp));
  const rest = add(tsp, q(-3 * whole));
  if (!kitchenFraction(rest)) return null;
  return `${withUnit(q(whole), 'tbsp', o)} + ${withUnit(rest, 'tsp', o)}`;
}

/**
 * Millilitres as a cook measures them, exactly: whole or quarter/third cups plus spoons
 * ("1 cup + 2 tbsp", "2/3 cup + 1 tbsp", "1 1/2 cups"), spoons under a quarter cup.
 */
export function imperialVolumeExact(ml: Q, o: RenderOptions): string {
  const v = toNumber(ml);
  if (v >= 60) {
    const cups = div(ml, q(240));
    const c = toNumber(cups);
    const quarter = q(Math.floor(c * 4 + 1e-9), 4);
    const third = q(Math.floor(c * 3 + 1e-9), 3);
    const main = toNumber(third) > toNumber(quarter) ? third : quarter;
    const rest = add(ml, mul(main, q(-240)));
    if (rest.n === 0) return withUnit(main, 'cup', o);
    const spoons = spoonsText(rest, o);
    if (spoons) return `${withUnit(main, 'cup', o)} + ${spoons}`;
    return withUnit(nearestKitchen(c), 'cup', o);
  }
  // Spoons a cook can measure, rounded, rather than millilitres an imperial cook has no spoon for:
  // a scaled "1 tsp" × 1.2 is "1 1/4 tsp", never "6 ml" (issue 35).
  return spoonsText(ml, o) ?? imperialVolumeRounded(v, o);
}

/**
 * Millilitres converted for a cook using cups and spoons, rounded: teaspoons under 12.5 ml,
 * tablespoons (to the half) under a quarter cup, cups (to the eighth or third) under 8 cups,
 * then quarts (cups in Portuguese, which has no everyday word for a quart).
 */
export function imperialVolumeRounded(ml: number, o: RenderOptions): string {
  if (ml <= 0) return withUnit(q(0), 'tsp', o);
  if (ml < 12.5) {
    const tsp = ml / 5;
    return withUnit(tsp < 1 ? q(Math.max(1, Math.round(tsp * 8)), 8) : q(Math.round(tsp * 4), 4), 'tsp', o);
  }
  const tbsp = q(Math.round((ml / 15) * 2), 2);
  if (toNumber(tbsp) < 4) return withUnit(tbsp, 'tbsp', o);
  const cups = ml / 240;
  if (cups < 8 || o.lang === 'pt') return withUnit(nearestKitchen(cups), 'cup', o);
  return withUnit(q(Math.round((ml / 960) * 4), 4), 'quart', o);
}
