/**
 * Converting an amount knowing what it measures. Metric cooks weigh dry foods that US recipes
 * measure in cups: "2 cups" of flour → "250 g", "1 xícara" of sugar → "200 g"; US cooks measure
 * them by volume: "250 g" of flour → "2 cups". Spoonfuls of a known food stay spoonfuls in
 * metric ("1 tbsp" of butter is not "15 ml"); liquids take ml/l; foods the room does not know,
 * and foods that are weighed or counted everywhere, convert as convertAmount does. The food's facts
 * come with the recipe (the server works them out), so this module carries no food list.
 */
import type { TFoodFacts } from '../schemas/food-facts.ts';
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

/** What converting needs of a food: how it is measured, and its cup and spoon weights. */
export type ConvertFood = Pick<TFoodFacts, 'by' | 'cup' | 'tbsp' | 'tsp'>;

/**
 * Grams per millilitre for an amount of `ml`: the cup weight for cup-sized amounts, the spoon
 * weights for spoon-sized ones where known; null when no volume measure is known.
 */
export function densityOf({ cup, tbsp, tsp }: Pick<ConvertFood, 'cup' | 'tbsp' | 'tsp'>, ml: number): number | null {
  if (ml < SPOON_ML) {
    if (tbsp) return tbsp / 15;
    if (tsp) return tsp / 5;
  }
  if (cup) return cup / 240;
  if (tbsp) return tbsp / 15;
  if (tsp) return tsp / 5;
  return null;
}

/**
 * A spoon measure going to metric: a metric cook has the same spoons, so "1/2 tsp" of salt or of
 * a food the room does not know stays a spoon, never "2.5 ml" (issue 35 item 8). A quarter cup and
 * more is poured, and converts.
 */
function isSpoonful(d: AmountDetail, to: TargetSystem): boolean {
  if (to !== 'metric' || !d.unit || !d.min) return false;
  const info = UNITS[d.unit.form.unit];
  if (info.kind !== 'volume' || info.system !== 'imperial' || !info.base) return false;
  const most = d.max ? toNumber(d.max.value) : toNumber(totalQuantity(d));
  return most * toNumber(info.base) < SPOON_ML;
}

/** The new text for the quantity and unit, or null to leave the amount to convertAmount. */
function foodText(d: AmountDetail, food: ConvertFood, to: TargetSystem, o: RenderOptions): string | 'keep' | null {
  const info = UNITS[d.unit!.form.unit];
  if (!info.base || info.system === 'neutral') return null;
  const quantity = toNumber(totalQuantity(d));
  if (info.kind === 'volume' && info.system === 'imperial' && to === 'metric') {
    const ml = quantity * toNumber(info.base);
    // Spoons stay spoons; a cup of leaves, chopped vegetables or salsa stays a cup: nobody pours
    // lettuce in millilitres or weighs it by its cup weight (issue 35).
    if (ml < SPOON_ML || food.by === 'weight') return 'keep';
    if (food.cup !== undefined && food.cup < LOOSE_CUP_GRAMS) return 'keep';
    if (food.by !== 'volume') return null;
    // A dry food whose cup weight nobody knows (cassava flour, polvilho) stays in cups: a metric
    // cook measures flour in xícaras or weighs it, never pours it in millilitres (weekly walk 8).
    const density = densityOf(food, ml);
    return density === null ? 'keep' : metricText(ml * density, 'mass', o, true);
  }
  if (info.kind === 'mass' && info.system === 'metric' && to === 'imperial' && food.by === 'volume') {
    const grams = quantity * toNumber(info.base);
    const density = densityOf(food, food.cup ? grams / (food.cup / 240) : 0);
    return density === null ? null : imperialVolumeRounded(grams / density, o);
  }
  return null;
}

/**
 * An amount of an ingredient in the reader's unit system: convertAmount, using the food's weight
 * per cup where cooks of that system weigh or measure it differently (no food: as convertAmount).
 */
export function convertIngredientAmount(
  text: string,
  food: ConvertFood | null | undefined,
  to: TargetSystem,
  lang?: Lang,
  options: ConvertOptions = {},
): string {
  const d = parseAmountDetail(text);
  if (d && isSpoonful(d, to)) return text;
  if (!d || !food || !d.unit || !d.min || d.max || d.leadingText || d.text.includes('('))
    return convertAmount(text, to, lang, options);
  const o: RenderOptions = { lang: wordLang(d, lang), comma: usesComma(d, lang) };
  const next = foodText(d, food, to, o);
  if (next === 'keep') return text;
  if (next === null) return convertAmount(text, to, lang, options);
  const end = d.compound?.end ?? d.unit!.end;
  const between = d.text.slice(d.qEnd, d.unit!.start).trim();
  return applyEdits(d.text, [{ start: d.qStart, end, text: between ? `${next} ${between}` : next }]);
}
