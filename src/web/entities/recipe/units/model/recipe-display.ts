import { scaleIngredient } from '../../../../../shared/amounts/countables.ts';
import { detectUnitSystem } from '../../../../../shared/amounts/convert.ts';
import { amountJoiner } from '../../../../../shared/amounts/joiner.ts';
import type { Lang } from '../../../../../shared/amounts/format.ts';
import { normalizeLanguage, type TUnitSystem } from '../../../../../shared/constants.ts';
import { displayAmount, displayText, servingsFactor } from '../../../user/model/display-amounts.ts';
import type { TRecipe } from '../../api/types.ts';

export type RecipeContent = Pick<TRecipe, 'ingredients' | 'instructions' | 'tips' | 'servings' | 'originalUnitSystem'> &
  Partial<Pick<TRecipe, 'language' | 'foods'>>;

export interface RecipeDisplayOptions {
  /** The reader's unit system. */
  to: TUnitSystem;
  lang: Lang;
  /** The servings to show amounts for; the recipe's own when absent. */
  servings?: number;
  /** "Show original amounts": the units as written (amounts still follow the servings). */
  original?: boolean;
}

/** An ingredient as shown; `joiner` goes between amount and name ("250 g" "de" "farinha"). */
export type DisplayIngredient = TRecipe['ingredients'][number] & { joiner?: string };

export interface RecipeDisplay {
  ingredients: DisplayIngredient[];
  instructions: TRecipe['instructions'];
  tips: TRecipe['tips'];
  servings: number;
  /** True when the servings differ from the recipe's. */
  scaled: boolean;
  /** True when showing the reader's system changes some text (so "show original amounts" means something). */
  converts: boolean;
  /** The system the recipe is written in: what its amounts say, else what it was saved with. */
  writtenIn: TUnitSystem;
}

/**
 * What a recipe view shows: ingredient amounts scaled to the chosen servings and converted to the
 * reader's unit system, temperatures and lengths in the steps and tips converted too. The recipe
 * itself is never changed.
 */
export function displayRecipe(
  recipe: RecipeContent,
  { to, lang, servings, original = false }: RecipeDisplayOptions,
): RecipeDisplay {
  const chosen = servings ?? recipe.servings;
  // The language the ingredient names are written in (the reader's when the recipe does not say).
  const nameLang: Lang = recipe.language ? normalizeLanguage(recipe.language) : lang;
  const factor = servingsFactor(recipe.servings, chosen);
  let converts = false;
  // Scaled first with counts kept whole ("1 1/2 eggs" → "2 eggs"), then converted by food.
  // The food of each line, as the server worked it out for these very lines (none for an unsaved edit).
  const foods = recipe.foods?.length === recipe.ingredients.length ? recipe.foods : undefined;
  const amount = (text: string, food: NonNullable<typeof foods>[number] | undefined) => {
    const converted = displayAmount(text, { to, lang, food });
    const written = displayAmount(text, { to, lang, original: true });
    if (converted !== written) converts = true;
    return original ? written : converted;
  };
  const text = (value: string) => {
    const converted = displayText(value, { to, lang });
    if (converted !== value) converts = true;
    return original ? value : converted;
  };
  return {
    ingredients: recipe.ingredients.map((ingredient, i) => {
      const food = foods?.[i];
      const scaled = ingredient.amount.trim()
        ? scaleIngredient(ingredient.amount, ingredient.name, factor, lang, nameLang, food?.halves ?? false)
        : ingredient;
      const shown = amount(scaled.amount, food);
      // "de" is part of the name's language: "240 ml de leite", never "240 ml de milk".
      const joiner = amountJoiner(shown, scaled.name, nameLang);
      return { ...ingredient, name: scaled.name, amount: shown, ...(joiner ? { joiner } : {}) };
    }),
    instructions: recipe.instructions.map(text),
    tips: recipe.tips.map(text),
    servings: chosen,
    scaled: factor !== 1,
    converts,
    writtenIn: detectUnitSystem(recipe.ingredients.map((i) => i.amount)) ?? recipe.originalUnitSystem,
  };
}
