/**
 * Adding up one food measured by volume and by weight, for the shopping list: "1 cup" + "200 g"
 * of flour → "325 g" (USDA: 1 cup of flour weighs 125 g). Only masses and volumes of a food the
 * catalog knows; counts, ranges and amounts carrying their own equivalent ("1 cup (120 g)") are
 * left to the caller, who lists them side by side.
 */
import type { Lang } from '../amounts/format.ts';
import { parseAmountDetail } from '../amounts/parse.ts';
import { metricText } from '../amounts/render.ts';
import { UNITS } from '../amounts/units.ts';
import { gramsOfAmount } from './grams.ts';
import { findFood } from './lookup.ts';

export function sumByWeight(amounts: readonly string[], name: string, lang: Lang = 'en'): string | null {
  const food = findFood(name, lang === 'pt-BR' ? 'pt' : 'en');
  if (!food || amounts.length < 2) return null;
  let grams = 0;
  for (const amount of amounts) {
    const d = parseAmountDetail(amount);
    const kind = d?.unit ? UNITS[d.unit.form.unit].kind : null;
    if (!d?.min || d.max || d.leadingText || d.text.includes('(') || (kind !== 'mass' && kind !== 'volume'))
      return null;
    const g = gramsOfAmount(food, amount);
    if (g === null) return null;
    grams += g;
  }
  return metricText(
    Math.round(grams),
    'mass',
    { lang: lang === 'pt-BR' ? 'pt' : 'en', comma: lang === 'pt-BR' },
    false,
  );
}
