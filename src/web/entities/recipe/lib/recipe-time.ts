import type { TRecipe } from '../../../../shared/schemas/recipe.ts';

function minutes(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** The time a card shows: preparation plus cooking, in minutes (spec section 2, Recipe card). */
export function totalTime(recipe: Pick<TRecipe, 'prepTime' | 'cookTime'>): number {
  return minutes(recipe.prepTime) + minutes(recipe.cookTime);
}
