/**
 * Converting an amount knowing what it measures. Metric cooks weigh dry foods that US recipes
 * measure in cups: "2 cups" of flour → "250 g", "1 xícara" of sugar → "200 g"; US cooks measure
 * them by volume: "250 g" of flour → "2 cups". Spoonfuls of a known food stay spoonfuls in
 * metric ("1 tbsp" of butter is not "15 ml"); liquids take ml/l; foods the catalog does not know,
 * and foods that are weighed or counted everywhere, convert as convertAmount does.
 */
import { findFood, gramsPerMl, type Food } from '../food/lookup.ts';
import { convertAmount } from './convert.ts';
import type { Lang } from './format.ts';
import { parseAmountDetail, totalQuantity, type AmountDetail } from './parse.ts';
import { toNumber } from './rational.ts';
import { imperialVolumeRounded, metricText, type RenderOptions } from './render.ts';
import { applyEdits, usesComma, wordLang } from './scale.ts';
import { UNITS, type ConvertOptions, type TargetSystem } from './units.ts';

/** Under a quarter cup a cook reaches for a spoon, in any system. */
const SPOON_ML = 60;
/**
 * A cup that weighs less than this holds leaves or herbs (cilantro 16 g, lettuce 36 g, parsley
 * 60 g; flour is 125 g, rice 185 g): measured loosely by the cup everywhere, never weighed.
 */
const LOOSE_CUP_GRAMS = 65;

/** The new text for the quantity and unit, or null to leave the amount to convertAmount. */
function foodText(d: AmountDetail, food: Food, to: TargetSystem, o: RenderOptions): string | 'keep' | null {
  const info = UNITS[d.unit!.form.unit];
  if (!info.base || info.system === 'neutral') return null;
  const quantity = toNumber(totalQuantity(d));
  if (info.kind === 'volume' && info.system === 'imperial' && to === 'metric') {
    const ml = quantity * toNumber(info.base);
    // Spoons stay spoons; a cup of leaves, chopped vegetables or salsa stays a cup: nobody pours
    // lettuce in millilitres or weighs it by its cup weight (issue 35).
    if (ml < SPOON_ML || food.by === 'weight') return 'keep';
    if (food.measures.cup !== undefined && food.measures.cup < LOOSE_CUP_GRAMS) return 'keep';
    const density = food.by === 'volume' ? gramsPerMl(food, ml) : null;
    return density === null ? null : metricText(ml * density, 'mass', o, true);
  }
  if (info.kind === 'mass' && info.system === 'metric' && to === 'imperial' && food.by === 'volume') {
    const grams = quantity * toNumber(info.base);
    const density = gramsPerMl(food, food.measures.cup ? grams / (food.measures.cup / 240) : 0);
    return density === null ? null : imperialVolumeRounded(grams / density, o);
  }
  return null;
}

/**
 * An amount of a named ingredient in the reader's unit system: convertAmount, using the food's
 * weight per cup where cooks of that system weigh or measure it differently.
 */
export function convertIngredientAmount(
  text: string,
  name: string,
  to: TargetSystem,
  lang?: Lang,
  options: ConvertOptions = {},
  /** The language the name is written in ("salsa" is parsley in Portuguese); the reader's when absent. */
  nameLang: Lang | undefined = lang,
): string {
  const d = parseAmountDetail(text);
  const food =
    d?.unit && d.min && !d.max && !d.leadingText && !d.text.includes('(')
      ? findFood(name, nameLang === 'pt-BR' ? 'pt' : 'en')
      : null;
  if (!d || !food) return convertAmount(text, to, lang, options);
  const o: RenderOptions = { lang: wordLang(d, lang), comma: usesComma(d, lang) };
  const next = foodText(d, food, to, o);
  if (next === 'keep') return text;
  if (next === null) return convertAmount(text, to, lang, options);
  const end = d.compound?.end ?? d.unit!.end;
  const between = d.text.slice(d.qEnd, d.unit!.start).trim();
  return applyEdits(d.text, [{ start: d.qStart, end, text: between ? `${next} ${between}` : next }]);
}
