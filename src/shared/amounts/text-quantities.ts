/**
 * Weights and liquid measures inside free text (a step, a tip), converted like the ingredient list:
 * "Add 240 grams of flour" ↔ "Add 8 1/2 oz of flour", "1 lb" → "450 g", "500 ml" → "2 1/8 cups".
 * Cups and spoons stay as written: a step rarely says which food it measures, and a cup of flour
 * is no 240 ml (the ingredient list converts those, knowing the food). A quantity given in both
 * systems keeps both, the reader's first.
 */
import { convertAmount } from './convert.ts';
import type { Lang } from './format.ts';
import { LEN_NUM, NOT_AFTER, rewrite } from './text-units.ts';
import type { ConvertOptions, TargetSystem } from './units.ts';

const QTY_UNIT =
  String.raw`(?<nums>${LEN_NUM}(?:\s*(?:-|–|to|a)\s*${LEN_NUM})?)\s?` +
  String.raw`(?<u>kilograms?|kilogrammes?|quilogramas?|quilos?|kilos?|kg|grams?|grammes?|gramas?|gr|g|` +
  String.raw`millilit(?:er|re)s?|mililitros?|ml|lit(?:er|re)s?|litros?|l|` +
  String.raw`fl\.?\s?oz|fluid ounces?|ounces?|onças?|oz|pounds?|libras?|lbs?)(?![\p{L}\p{N}])\.?`;
const QTY_RE = new RegExp(NOT_AFTER + QTY_UNIT, 'giu');
const QTY_AT = new RegExp(QTY_UNIT, 'iuy');
/** Metric words start with these letters; "fl oz" and "fluid ounce" are imperial though. */
const METRIC_UNIT = /^(?:k|g|q|m|l(?!b|ibra))/i;

export function convertQuantitiesInText(
  text: string,
  to: TargetSystem,
  lang: Lang = 'en',
  options: ConvertOptions = {},
): string {
  if (!/\d/.test(text)) return text;
  return rewrite(
    text,
    to,
    QTY_RE,
    QTY_AT,
    (m) => {
      const unit = m.groups!.u!;
      const system: TargetSystem = METRIC_UNIT.test(unit) ? 'metric' : 'imperial';
      return { system, converted: () => convertAmount(m[0], to, lang, { equivalent: 'drop' }) };
    },
    options,
  );
}
