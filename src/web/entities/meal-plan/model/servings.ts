/** Servings a plan item accepts (the server refuses more than 100). */
export const SERVINGS_MIN = 1;
export const SERVINGS_MAX = 100;
/** The add-meal dialog's default, also used when the field holds no number (spec section 5). */
export const ADD_MEAL_DEFAULT_SERVINGS = 2;
/** The Add to Meal Plan dialog's default when the recipe does not say (spec section 9). */
export const UNKNOWN_RECIPE_SERVINGS = 4;

/** The servings typed in a field: a whole number of at least 1; not a number → the fallback. */
export function parseServings(value: string | number | null | undefined, fallback = ADD_MEAL_DEFAULT_SERVINGS): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? '').trim(), 10);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(SERVINGS_MAX, Math.max(SERVINGS_MIN, Math.trunc(n)));
}

/** The Add to Meal Plan default: the recipe's servings, or 4 when unknown. */
export function recipeDefaultServings(servings: number | null | undefined): number {
  return typeof servings === 'number' && Number.isFinite(servings) && servings >= 1
    ? parseServings(servings)
    : UNKNOWN_RECIPE_SERVINGS;
}
