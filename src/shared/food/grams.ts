/**
 * What an ingredient amount weighs, from USDA household measures: "2 cups" of flour → 250 g,
 * "3" eggs → 150 g, "2 dentes" of garlic → 6 g, "2 x 500g bags" → 1 kg. Null when the amount cannot be weighed ("a gosto",
 * "a pinch", a count of something USDA gives no weight for).
 */
import { parseAmountDetail, totalQuantity } from '../amounts/parse.ts';
import { toNumber } from '../amounts/rational.ts';
import { GRAMS_PER_OZ, UNITS, type UnitKey } from '../amounts/units.ts';
import { gramsPerMl, type Food } from './lookup.ts';
import type { MeasureKey } from './sr24-transform.ts';

/** Count units that are a USDA measure of the same name. */
const COUNT_MEASURES: Partial<Record<UnitKey, MeasureKey>> = {
  clove: 'clove',
  slice: 'slice',
  leaf: 'leaf',
  stick: 'stick',
  stalk: 'stalk',
  sprig: 'sprig',
  large: 'large',
  medium: 'medium',
  small: 'small',
};

/** Grams of one counted item of a food, by the size written or its usual size. */
function gramsEach(food: Food, unit: UnitKey | null): number | null {
  const m = food.measures;
  if (unit && COUNT_MEASURES[unit]) return m[COUNT_MEASURES[unit]!] ?? null;
  if (unit && unit !== 'whole' && unit !== 'piece') return null;
  if (food.each && m[food.each]) return m[food.each]!;
  return m.medium ?? m.fruit ?? m.large ?? m.small ?? null;
}

/** Grams of `quantity` in `unit` of a food (unit null: counted items). */
export function gramsOfQuantity(food: Food, quantity: number, unit: UnitKey | null): number | null {
  if (!(quantity > 0)) return null;
  const info = unit ? UNITS[unit] : null;
  if (info?.kind === 'mass')
    return unit === 'oz' || unit === 'lb'
      ? quantity * toNumber(info.base!) * GRAMS_PER_OZ
      : quantity * toNumber(info.base!);
  if (info?.kind === 'volume') {
    const ml = quantity * toNumber(info.base!);
    const density = gramsPerMl(food, ml);
    return density === null ? null : ml * density;
  }
  if (info?.kind === 'vague') return null;
  const each = gramsEach(food, unit);
  return each === null ? null : quantity * each;
}

/** Grams of a written amount of a food; a range counts as its middle. */
export function gramsOfAmount(food: Food, amount: string): number | null {
  const d = parseAmountDetail(amount);
  if (!d?.min || d.leadingText) return null;
  const unit = d.unit?.form.unit ?? null;
  const lo = toNumber(totalQuantity(d));
  const quantity = d.max ? (lo + toNumber(d.max.value)) / 2 : lo;
  if (d.pack) {
    // "1 (14 oz) can", "2 x 7g sachets": the count times what each holds.
    const each = gramsOfQuantity(food, toNumber(d.pack.token.value), d.pack.unit.form.unit);
    if (each !== null) return quantity * each;
  }
  return gramsOfQuantity(food, quantity, unit);
}
