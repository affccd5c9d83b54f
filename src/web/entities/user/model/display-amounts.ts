// Straight from the modules, not the amounts barrel: recipe pages need neither the shopping-list
// sums nor the editor's validation that the barrel also brings.
import { convertIngredientAmount, type ConvertFood } from '../../../../shared/amounts/convert-food.ts';
import type { Lang } from '../../../../shared/amounts/format.ts';
import { scaleAmount } from '../../../../shared/amounts/scale.ts';
import { unitsInLanguage } from '../../../../shared/amounts/unit-spelling.ts';
import { convertLengthsInText, convertTemperaturesInText } from '../../../../shared/amounts/text-units.ts';
import { convertQuantitiesInText } from '../../../../shared/amounts/text-quantities.ts';
import type { TUnitSystem } from '../../../../shared/constants.ts';

/**
 * How amounts and recipe text are shown to a reader: scaled to the servings they chose, then
 * converted to their unit system. Nothing here changes a recipe; the stored text stays as written.
 */
export interface DisplayOptions {
  /** The reader's unit system. */
  to: TUnitSystem;
  /** The interface language: unit words ("xícara") and the decimal comma follow it. */
  lang: Lang;
  /** Servings chosen ÷ servings written; 1 (or absent) leaves the quantities alone. */
  factor?: number;
  /** Show the units as written ("show original amounts"): scaling still applies. */
  original?: boolean;
  /**
   * The food the amount measures (from the recipe's facts, found in the recipe's own language):
   * known foods convert by weight ("2 cups" flour → "250 g").
   */
  food?: ConvertFood | null;
}

/** An ingredient amount for the reader: "1 cup" → "240 ml" (metric), "450 g" → "1 lb" (imperial). */
export function displayAmount(
  amount: string,
  { to, lang, factor = 1, original = false, food }: DisplayOptions,
): string {
  if (amount.trim() === '') return amount;
  const scaled = factor === 1 ? amount : scaleAmount(amount, factor, lang);
  if (original) return scaled;
  // Known food or not: spoon measures stay spoons (convertIngredientAmount), the rest converts.
  const converted = convertIngredientAmount(scaled, food, to, lang);
  // The reader's own unit words: "1 tbsp" reads "1 colher de sopa" on a Portuguese screen.
  return unitsInLanguage(converted, lang);
}

/**
 * A step or tip for the reader: oven temperatures ("350°F" → "180°C"), lengths ("9 in pan" →
 * "23 cm pan"), weights and liquid measures ("240 grams" → "8 1/2 oz", as the ingredient list
 * shows them) in their system. Quantities inside sentences are not scaled: a step's "half of the
 * sauce" stays right at any size, while a number could not be told from a time or a count.
 */
export function displayText(text: string, { to, lang, original = false }: DisplayOptions): string {
  if (original) return text;
  return convertQuantitiesInText(convertLengthsInText(convertTemperaturesInText(text, to), to, lang), to, lang);
}

/** The factor that turns a recipe written for `base` servings into one for `chosen`. */
export function servingsFactor(base: number, chosen: number): number {
  if (!Number.isFinite(base) || !Number.isFinite(chosen) || base <= 0 || chosen <= 0) return 1;
  return chosen / base;
}
