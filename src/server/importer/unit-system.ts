import { parseAmount, type TargetSystem, type UnitKey } from '../../shared/amounts/index.ts';

/**
 * The unit system a recipe is written in, read from its amounts and the temperatures of its
 * steps. Cups and spoons are household measures used on both sides (a Brazilian recipe in grams
 * and °C still says "1 xícara"), so they decide only when nothing else does; weights, metric
 * volumes and oven temperatures are what tell the systems apart.
 */
const WEAK: ReadonlySet<UnitKey> = new Set(['cup', 'tbsp', 'tsp', 'dessert-spoon', 'coffee-spoon']);
const STRONG_METRIC: ReadonlySet<UnitKey> = new Set(['g', 'kg', 'mg', 'ml', 'l']);
const STRONG_IMPERIAL: ReadonlySet<UnitKey> = new Set(['oz', 'lb', 'fl-oz', 'pint', 'quart', 'gallon']);

// "180°C", "180 ºC", "180 graus", "350 degrees F", "350°F", "gas mark 4".
const CELSIUS = /\d\s*(?:°|º|˚)\s*C\b|\d\s*(?:degrees?\s*)?(?:celsius|centigrade)\b|\d\s*graus\b(?!\s*f)/giu;
const FAHRENHEIT = /\d\s*(?:°|º|˚)\s*F\b|\d\s*degrees?\s*(?:F\b|fahrenheit)|\d\s*graus\s*f(?:ahrenheit)?\b/giu;

export function detectRecipeUnitSystem(amounts: readonly string[], texts: readonly string[]): TargetSystem | null {
  let metric = 0;
  let imperial = 0;
  let weakImperial = 0;
  for (const a of amounts) {
    const unit = parseAmount(a)?.unit;
    if (!unit) continue;
    if (STRONG_METRIC.has(unit)) metric += 2;
    else if (STRONG_IMPERIAL.has(unit)) imperial += 2;
    else if (WEAK.has(unit)) weakImperial += 1;
  }
  for (const t of texts) {
    metric += 3 * (t.match(CELSIUS)?.length ?? 0);
    imperial += 3 * (t.match(FAHRENHEIT)?.length ?? 0);
  }
  if (metric === 0 && imperial === 0) return weakImperial > 0 ? 'imperial' : null;
  return metric > imperial ? 'metric' : 'imperial';
}
