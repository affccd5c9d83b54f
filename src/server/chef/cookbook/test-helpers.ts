import { expect } from 'vitest';
import type { TUnitSystem } from '../../../shared/constants.ts';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import type { TMealPlanRequest } from '../../../shared/schemas/chef.ts';
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

/**
 * A week plan as the planner sends it: `days` days from December `day` 2026 (the 7th is a Monday),
 * for two people, from the cookbook alone, unless given otherwise.
 */
export const weekOf = (
  language: TLanguage,
  days: number,
  dietaryRestrictions: string,
  preferences: string,
  more: Partial<TMealPlanRequest> & { day?: number } = {},
): TMealPlanRequest => {
  const { day = 7, ...rest } = more;
  const start = new Date(Date.UTC(2026, 11, day));
  const end = new Date(start.getTime() + (days - 1) * 86_400_000);
  return {
    startDate: start.toISOString().slice(0, 10),
    endDate: end.toISOString().slice(0, 10),
    peopleCount: 2,
    dietaryRestrictions,
    preferences,
    includeUserRecipes: false,
    language,
    ...rest,
  };
};
