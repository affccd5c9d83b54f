/**
 * What an ingredient amount weighs, from the food's piece and unit weights and USDA household
 * measures: "2 cups" of flour → 250 g, "3" eggs → 150 g, "2 dentes" of garlic → 6 g, "1 can" of
 * cooked beans → 240 g, "2 x 500g bags" → 1 kg. Null when the amount cannot be weighed ("a gosto",
 * "a pinch", a count of something whose piece weight nobody knows).
 */
import { parseAmountDetail, totalQuantity } from '../amounts/parse.ts';
import { toNumber } from '../amounts/rational.ts';
import { GRAMS_PER_OZ, UNITS, type UnitKey } from '../amounts/units.ts';
import { densityOf } from '../amounts/convert-food.ts';
import { foodByKey, type Food } from './lookup.ts';
import type { MeasureKey } from './sr24-transform.ts';

/** Count units that may be a USDA measure of the same name. */
const USDA_COUNT: Partial<Record<UnitKey, MeasureKey>> = {
  clove: 'clove',
  slice: 'slice',
  leaf: 'leaf',
  stick: 'stick',
  stalk: 'stalk',
  sprig: 'sprig',
};

/** Grams of one counted item of a food, by the unit or size written or its usual piece. */
function gramsEach(food: Food, unit: UnitKey | null): number | null {
  const m = food.measures;
  if (unit === 'large' || unit === 'medium' || unit === 'small')
    return food.sizes[unit] ?? m[unit] ?? (unit === 'medium' ? food.each : null);
  if (unit && unit !== 'whole' && unit !== 'piece') {
    if (food.unit?.key === unit) return food.unit.g;
    // British cooks count celery in sticks: a stalk by another name.
    if (unit === 'stick' && food.unit?.key === 'stalk' && !m.stick) return food.unit.g;
    const usda = USDA_COUNT[unit];
    return usda ? (m[usda] ?? null) : null;
  }
  if (unit === 'piece' && food.unit?.key === 'piece') return food.unit.g;
  return food.each ?? food.sizes.medium ?? m.medium ?? m.fruit ?? m.large ?? m.small ?? null;
}

/**
 * The food an amount of a food is: a can of dried beans holds cooked beans, so "1 can black
 * beans" is weighed and counted as cooked black beans.
 */
export function foodAsMeasured(food: Food, unit: UnitKey | null): Food {
  return unit === 'can' && food.can ? (foodByKey(food.can) ?? food) : food;
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
    const density = densityOf(food.measures, ml);
    return density === null ? null : ml * density;
  }
  if (info?.kind === 'vague') return null;
  const each = gramsEach(food, unit);
  return each === null ? null : quantity * each;
}

/** A written amount: its quantity (a range counts as its middle), unit, and what each item holds. */
export interface AmountQuantity {
  quantity: number;
  unit: UnitKey | null;
  /** "1 (14 oz) can", "2 x 7g sachets": the measure of each counted item, or null. */
  pack: { quantity: number; unit: UnitKey } | null;
}

/** The unit and quantity of a written amount, or null. */
export function amountQuantity(amount: string): AmountQuantity | null {
  const d = parseAmountDetail(amount);
  if (!d?.min || d.leadingText) return null;
  const lo = toNumber(totalQuantity(d));
  return {
    quantity: d.max ? (lo + toNumber(d.max.value)) / 2 : lo,
    unit: d.unit?.form.unit ?? null,
    pack: d.pack
      ? { quantity: toNumber(d.pack.token.value), unit: d.pack.unit.form.unit }
      : d.unit
        ? null
        : bracketWeight(amount.slice(d.qEnd)),
  };
}

/**
 * "1 (3 pound)" or "1 3 1/4-pound" of a whole chicken, "2 (8 oz)" of fillets: a count with nothing
 * after it but a weight or a volume, in brackets or joined by a hyphen, weighs that much each.
 */
function bracketWeight(rest: string): AmountQuantity['pack'] {
  // "3 1/4-pound" reads as the measure "3 1/4 pound".
  const text = (/^\s*\(([^()]*)\)\s*$/.exec(rest)?.[1] ?? rest).trim().replace(/(?<=\d)-(?=\p{L})/u, ' ');
  const d = text ? parseAmountDetail(text) : null;
  const kind = d?.unit ? UNITS[d.unit.form.unit].kind : null;
  if (!d?.min || d.max || d.leadingText || d.pack || (kind !== 'mass' && kind !== 'volume')) return null;
  if (d.unit!.end < text.length) return null;
  return { quantity: toNumber(totalQuantity(d)), unit: d.unit!.form.unit };
}

/**
 * Grams of an amount of a food as measured (see foodAsMeasured): a pack counts its items times
 * what each holds ("2 x 500g bags" = 1 kg); else the quantity in its unit.
 */
export function gramsOfMeasured(food: Food, a: AmountQuantity): number | null {
  if (a.pack) {
    const each = gramsOfQuantity(food, a.pack.quantity, a.pack.unit);
    if (each !== null) return a.quantity * each;
  }
  return gramsOfQuantity(food, a.quantity, a.unit);
}

/** Grams of a written amount of a food; a range counts as its middle. */
export function gramsOfAmount(food: Food, amount: string): number | null {
  const a = amountQuantity(amount);
  return a ? gramsOfMeasured(foodAsMeasured(food, a.unit), a) : null;
}
