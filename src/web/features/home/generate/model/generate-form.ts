/**
 * The generation form's values and rules (spec sections 3, 5 and 9), kept apart from React so
 * they can be tested on their own.
 */
import { RECIPE_COUNT, TIME_LIMITS, type TLanguage, type TTimeLimit } from '../../../../../shared/constants.ts';
import { foldText } from '../../../../../shared/amounts/text.ts';
import type { TGenerateRequest } from '../../../../../shared/schemas/recipe.ts';

/** 1 to 5, default 2. */
export const RECIPE_COUNT_OPTIONS = Array.from(
  { length: RECIPE_COUNT.max - RECIPE_COUNT.min + 1 },
  (_, i) => RECIPE_COUNT.min + i,
);
export const TIME_OPTIONS = TIME_LIMITS;
/** What the server takes per request (ZGenerateRequest). */
export const LIMITS = { dishType: 500, preferences: 1000, ingredient: 100, ingredients: 50 } as const;

export interface GenerateFormValues {
  dishType: string;
  /** The Select's value: '1' to '5'. */
  recipeCount: string;
  /** '' until a time is chosen. */
  timeLimit: TTimeLimit | '';
  availableIngredients: string[];
  preferences: string;
}

export const DEFAULT_GENERATE_VALUES: GenerateFormValues = {
  dishType: '',
  recipeCount: String(RECIPE_COUNT.default),
  timeLimit: '',
  availableIngredients: [],
  preferences: '',
};

export type AddIngredientResult =
  | { added: true; list: string[]; value: string }
  | { added: false; list: string[]; reason: 'empty' | 'duplicate' | 'full'; value: string };

/**
 * Spec section 5: an ingredient is added only when the trimmed text is non-empty and not already
 * on the list (ignoring case and accents: "Tomate" = "tomate"). The caller clears the input
 * afterwards; a duplicate is ignored.
 */
export function addAvailableIngredient(list: readonly string[], input: string): AddIngredientResult {
  const value = input.trim().replace(/\s+/g, ' ').slice(0, LIMITS.ingredient);
  if (value === '') return { added: false, list: [...list], reason: 'empty', value };
  const key = foldText(value);
  if (list.some((item) => foldText(item) === key)) return { added: false, list: [...list], reason: 'duplicate', value };
  if (list.length >= LIMITS.ingredients) return { added: false, list: [...list], reason: 'full', value };
  return { added: true, list: [...list, value], value };
}

/** The form's values once validated (model/generate-form-schema.ts). */
export type GenerateFormOutput = Omit<GenerateFormValues, 'recipeCount'> & { recipeCount: number };

/** The body of POST /api/recipes/generate, in the interface language. */
export function toGenerateRequest(values: GenerateFormOutput, language: TLanguage): TGenerateRequest {
  return {
    dishType: values.dishType.trim(),
    timeLimit: values.timeLimit,
    preferences: values.preferences.trim(),
    recipeCount: values.recipeCount,
    availableIngredients: values.availableIngredients,
    language,
  };
}

/** How many advanced settings are in use (shown on the closed Advanced section). */
export function advancedInUse(
  values: Pick<GenerateFormValues, 'timeLimit' | 'availableIngredients' | 'preferences'>,
): number {
  return (
    (values.timeLimit ? 1 : 0) + (values.availableIngredients.length > 0 ? 1 : 0) + (values.preferences.trim() ? 1 : 0)
  );
}
