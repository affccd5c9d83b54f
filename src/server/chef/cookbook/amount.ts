/**
 * A cookbook ingredient's amount, scaled and written for a reader: kitchen-friendly numbers in the
 * reader's unit system ("1 1/2 cups", "375 g", "2 eggs", "1/2 maço" — never "0,333 kg" or "1/6
 * maço"), and its weight in grams for nutrition. Spoons stay spoons in both systems; dry foods
 * measured in cups are weighed in metric; leaves and chopped things measured in cups stay in cups.
 */
import { kitchenFraction, nearestKitchen } from '../../../shared/amounts/format.ts';
import { q } from '../../../shared/amounts/rational.ts';
import type { TUnitSystem } from '../../../shared/constants.ts';
import type { TCookbookIngredient } from '../../../shared/knowledge/cookbook-schema.ts';
import type { TFood } from '../../../shared/knowledge/food-schema.ts';
import type { Grammar } from '../../../shared/knowledge/grammar.ts';
import { SR24_FOODS } from '../../../shared/food/usda-sr24.generated.ts';

export type Unit = NonNullable<TCookbookIngredient['u']>;

const ML: Partial<Record<Unit, number>> = { tsp: 5, tbsp: 15, cup: 240, ml: 1, l: 1000, 'fl-oz': 30 };
const G: Partial<Record<Unit, number>> = { g: 1, kg: 1000, oz: 28.3495, lb: 453.592 };
/** Units counted in halves ("1/2 can"), and units counted whole ("3 cloves"). */
const HALVES: readonly Unit[] = ['can', 'package', 'jar', 'bunch', 'head', 'stick'];

/** What one amount comes to, before it is written. */
export interface Measured {
  /** Low and high quantity in `unit` (equal unless a range). */
  lo: number;
  hi: number;
  unit: Unit | null;
  /** A written quantity reads as plural. */
  plural: boolean;
}

/** SR24's household measures of the food, and the record's own spoon and cup grams where SR24 gives none. */
function measures(food: TFood): Record<string, number> {
  return { ...food.measures, ...(food.usda ? SR24_FOODS[food.usda]?.[1] : undefined) };
}

function ownDensity(food: TFood): number | null {
  const m = measures(food);
  if (m.cup) return m.cup / 240;
  if (m.tbsp) return m.tbsp / 15;
  if (m.tsp) return m.tsp / 5;
  return null;
}

/** Grams per millilitre by food kind, learned from the foods of each kind that USDA measures. */
export type KindDensities = ReadonlyMap<string, number>;

const LEARNED = new WeakMap<object, KindDensities>();

/**
 * The median density of the foods of each kind weighed from cups (flour, fat, sugar…), for a food
 * of that kind USDA does not measure (gluten-free flour, vegan butter): metric cooks weigh it too.
 */
export function kindDensities(foods: ReadonlyMap<string, TFood>): KindDensities {
  const known = LEARNED.get(foods);
  if (known) return known;
  const by = new Map<string, number[]>();
  for (const f of foods.values()) {
    const d = f.by === 'volume' ? ownDensity(f) : null;
    if (d !== null) by.set(f.kind, [...(by.get(f.kind) ?? []), d]);
  }
  const out = new Map<string, number>();
  for (const [kind, ds] of by) {
    // A kind with a single measured food says little about the others.
    if (ds.length < 2) continue;
    const s = [...ds].sort((a, b) => a - b);
    out.set(kind, s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2);
  }
  LEARNED.set(foods, out);
  return out;
}

/**
 * Grams per millilitre of a food, when USDA (or the record) gives a volume measure, or, for a dry
 * food measured by volume, what the foods of its kind weigh.
 */
export function density(food: TFood, kinds?: KindDensities): number | null {
  const own = ownDensity(food);
  if (own !== null) return own;
  if (food.by === 'liquid') return 1;
  if (food.by === 'volume') return kinds?.get(food.kind) ?? null;
  return null;
}

/** Grams of one counted piece of a food (an egg, an onion), by size. */
export function pieceGrams(food: TFood, size?: 'small' | 'medium' | 'large'): number | null {
  const m = measures(food);
  if (size && food.sizes?.[size]) return food.sizes[size]!;
  if (size && m[size]) return m[size]!;
  return food.each ?? food.sizes?.medium ?? m.medium ?? m.large ?? m.fruit ?? m.small ?? null;
}

/** Grams of an amount (for nutrition and sums); null when the food gives no way to weigh it. */
export function gramsOf(i: TCookbookIngredient, food: TFood, factor = 1, kinds?: KindDensities): number | null {
  if (i.taste || i.q === undefined) return null;
  const qty = (Array.isArray(i.q) ? (i.q[0] + i.q[1]) / 2 : i.q) * factor;
  const u = i.u;
  if (!u) {
    const g = pieceGrams(food, i.size);
    return g === null ? null : qty * g;
  }
  if (G[u]) return qty * G[u]!;
  if (ML[u]) {
    const d = density(food, kinds);
    return d === null ? null : qty * ML[u]! * d;
  }
  if (i.pack) {
    const per =
      (G[i.pack.u as Unit] ?? 0) * i.pack.q || (ML[i.pack.u as Unit] ?? 0) * i.pack.q * (density(food, kinds) ?? 1);
    return per ? qty * per : null;
  }
  if (food.unit && food.unit.key === u) return qty * food.unit.g;
  if (u === 'pinch') return qty * 0.4;
  if (u === 'dash') return qty * 0.6;
  if (u === 'clove') return qty * 5;
  const m = measures(food);
  const g = m[u];
  return g ? qty * g : null;
}

/** Below this many, half of one is a usual amount ("1 1/2 onions"); from it, whole ones ("6 carrots"). */
const HALVES_BELOW = 3;

function roundCount(v: number, halves: boolean): number {
  const half = Math.round(v * 2) / 2;
  if (halves && half < HALVES_BELOW) return Math.max(0.5, half);
  return Math.max(1, Math.round(v));
}

function roundGrams(v: number): number {
  const step = v < 10 ? 1 : v < 100 ? 5 : v < 500 ? 10 : v < 1000 ? 25 : 50;
  return Math.max(1, Math.round(v / step) * step);
}

function roundMl(v: number): number {
  const step = v < 100 ? 5 : v < 500 ? 10 : v < 1000 ? 25 : 50;
  return Math.max(5, Math.round(v / step) * step);
}

/** Spoons: quarter teaspoons, half tablespoons; three teaspoons become a tablespoon. */
function spoons(ml: number): { n: number; unit: Unit } {
  if (ml < 14) return { n: Math.max(0.125, Math.round((ml / 5) * 4) / 4), unit: 'tsp' };
  return { n: Math.max(1, Math.round((ml / 15) * 2) / 2), unit: 'tbsp' };
}

/** Cups: quarters and thirds, and spoons below a quarter cup. */
function cups(ml: number): { n: number; unit: Unit } {
  if (ml < 55) return spoons(ml);
  const c = ml / 240;
  const quarter = Math.round(c * 4) / 4;
  const third = Math.round(c * 3) / 3;
  return { n: Math.abs(third - c) < Math.abs(quarter - c) - 1e-9 ? third : quarter, unit: 'cup' };
}

/**
 * The amount in the reader's system, rounded the way a cook measures: `lo`/`hi` in the chosen unit.
 */
export function measure(
  i: TCookbookIngredient,
  food: TFood,
  factor: number,
  system: TUnitSystem,
  kinds?: KindDensities,
): Measured | null {
  if (i.taste || i.q === undefined) return null;
  const [a, b] = Array.isArray(i.q) ? i.q : [i.q, i.q];
  const u = i.u ?? null;
  const each = (x: number) => x * factor;
  const pick = (f: (x: number) => { n: number; unit: Unit | null }): Measured => {
    const lo = f(each(a));
    const hi = f(each(b));
    const unit = lo.unit;
    return { lo: lo.n, hi: unit === hi.unit ? hi.n : lo.n, unit, plural: Math.max(lo.n, hi.n) > 1 };
  };
  if (u === null) return pick((x) => ({ n: roundCount(x, food.halves === true), unit: null }));
  if (HALVES.includes(u)) return pick((x) => ({ n: roundCount(x, true), unit: u }));
  if (!ML[u] && !G[u]) return pick((x) => ({ n: roundCount(x, false), unit: u }));
  if (G[u]) {
    return pick((x) => {
      const g = x * G[u]!;
      if (system === 'metric') {
        const r = roundGrams(g);
        return r >= 1000 ? { n: Math.round(r / 50) / 20, unit: 'kg' } : { n: r, unit: 'g' };
      }
      const d = density(food, kinds);
      if (food.by === 'volume' && d) return cups(g / d);
      const oz = g / G.oz!;
      if (oz >= 16) return { n: Math.max(1, Math.round((oz / 16) * 4) / 4), unit: 'lb' };
      return { n: oz < 1 ? Math.max(0.25, Math.round(oz * 4) / 4) : Math.round(oz * 2) / 2, unit: 'oz' };
    });
  }
  // A volume.
  return pick((x) => {
    const ml = x * ML[u]!;
    // Up to four tablespoons stay spoons in any kitchen ("4 colheres (sopa) de manteiga").
    if (ml < 45 || u === 'tsp' || (u === 'tbsp' && ml <= 60)) return spoons(ml);
    const d = density(food, kinds);
    if (system === 'metric') {
      if (food.by === 'volume' && d) {
        const r = roundGrams(ml * d);
        return r >= 1000 ? { n: Math.round(r / 50) / 20, unit: 'kg' } : { n: r, unit: 'g' };
      }
      if (food.by === 'liquid') {
        const r = roundMl(ml);
        return r >= 1000 ? { n: Math.round(r / 100) / 10, unit: 'l' } : { n: r, unit: 'ml' };
      }
      // Leaves, chopped vegetables, salsa: cups are how they are measured in any kitchen.
      return cups(ml);
    }
    return cups(ml);
  });
}

const METRIC: readonly Unit[] = ['g', 'kg', 'ml', 'l'];

/** A quantity written for a unit: decimals for metric ("1,5 kg"), kitchen fractions otherwise. */
export function qtyText(n: number, unit: Unit | null, g: Grammar): string {
  if (unit && METRIC.includes(unit)) return g.decimal(n, unit === 'kg' || unit === 'l' ? 2 : 0);
  const exact = kitchenFraction(q(Math.round(n * 24), 24));
  if (exact && !/\/(24|12)$/.test(exact)) return exact;
  const near = nearestKitchen(n);
  return kitchenFraction(near) ?? g.decimal(n, 2);
}

export function rangeText(m: Measured, g: Grammar): string {
  const lo = qtyText(m.lo, m.unit, g);
  if (m.hi === m.lo) return lo;
  return `${lo}–${qtyText(m.hi, m.unit, g)}`;
}

/** Grams or millilitres of a pack ("400 g", "14 oz") in the reader's system. */
export function packText(pack: NonNullable<TCookbookIngredient['pack']>, system: TUnitSystem, g: Grammar): string {
  const grams = G[pack.u as Unit];
  const ml = ML[pack.u as Unit];
  if (grams) {
    const v = pack.q * grams;
    if (system === 'metric') return `${g.decimal(roundGrams(v), 0)} g`;
    return `${qtyText(Math.round(v / G.oz!), 'oz', g)} oz`;
  }
  if (ml) {
    const v = pack.q * ml;
    if (system === 'metric') return `${g.decimal(roundMl(v), 0)} ml`;
    return `${Math.round(v / 30)} fl oz`;
  }
  return '';
}

/** Celsius as the reader reads an oven: °C, or °F rounded to 25 (to 5 under 300 °F for low ovens). */
export function temperatureText(c: number, system: TUnitSystem): string {
  if (system === 'metric') return `${c} °C`;
  const f = (c * 9) / 5 + 32;
  const step = f >= 300 ? 25 : 5;
  return `${Math.round(f / step) * step} °F`;
}

/** Centimetres as the reader measures them: cm, or inches to the half inch. */
export function lengthText(
  cm: number,
  cm2: number | undefined,
  system: TUnitSystem,
  g: Grammar,
  words: { cm: string; inch: string },
): string {
  if (system === 'metric')
    return cm2 ? `${g.decimal(cm, 1)} x ${g.decimal(cm2, 1)} ${words.cm}` : `${g.decimal(cm, 1)} ${words.cm}`;
  const inch = (v: number) => qtyText(Math.max(0.25, Math.round((v / 2.54) * 2) / 2), null, g);
  return cm2 ? `${inch(cm)} x ${inch(cm2)} ${words.inch}` : `${inch(cm)} ${words.inch}`;
}
