import { expect } from 'vitest';
import type { TUnitSystem } from '../../../shared/constants.ts';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import type { TRecipeDraft } from '../../../shared/schemas/recipe.ts';
import { createChef } from '../index.ts';
import type { GenerateRequest } from './generate.ts';
import type { WishInput } from './wish.ts';

/** The chef tests' way of asking the built-in chef as a cook would: a wish, then an edit of its answer. */
export const chef = createChef({});
export type Lang = 'en' | 'pt-BR';
export const metric = { unitSystem: 'metric' as const };

/** The one recipe a wish gives (failing the test when it gives none). */
export async function first(dishType: string, language: Lang, unitSystem: TUnitSystem = 'metric') {
  const res = await chef.generateRecipes({ dishType, recipeCount: 1, language }, { unitSystem });
  expect(res.recipes.length).toBe(1);
  return res.recipes[0]!;
}

/** A cook's request on a recipe, as the recipe view sends it. */
export async function edit(recipe: TRecipeDraft, request: string, language: Lang, unitSystem: TUnitSystem = 'metric') {
  return chef.modifyRecipe({ currentRecipe: recipe, customPrompt: request, language }, { unitSystem });
}

/** A wish as the form sends it: the dish type in a language, and nothing else said unless given. */
export const wishOf = (language: TLanguage, dishType: string, more: Partial<WishInput> = {}): WishInput => ({
  dishType,
  preferences: '',
  timeLimit: '',
  availableIngredients: [],
  language,
  ...more,
});

/** The same wish asked of the cookbook for three recipes in metric, unless given otherwise. */
export const requestOf = (
  language: TLanguage,
  dishType: string,
  more: Partial<GenerateRequest> = {},
): GenerateRequest => ({ ...wishOf(language, dishType), recipeCount: 3, unitSystem: 'metric', ...more });
