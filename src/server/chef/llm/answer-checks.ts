import type { z } from 'zod';
import type { TLanguage } from '../../../shared/constants.ts';
import {
  ZMealSuggestion,
  ZRecipeDraft,
  type TMealPlanRequest,
  type TMealSuggestion,
  type TSavedRecipe,
} from '../../../shared/schemas/chef.ts';
import type { TGenerateRequest, TRecipeDraft } from '../../../shared/schemas/recipe.ts';
import { knowledgeRoom } from '../../knowledge/room.ts';
import type { Restrictions } from '../cookbook/restrictions.ts';
import { brokenBy } from '../reader/diets.ts';
import { detectLanguage } from '../reader/language.ts';
import { InvalidAnswerError } from './failure.ts';
import type { ZLlmPlan, ZLlmRecipes } from './schemas.ts';

// The rules a model's answer must keep to be used; a broken one throws InvalidAnswerError and the
// built-in chef answers instead.

/**
 * The recipes of a generate answer: as many as asked, in time, keeping the restrictions (diets
 * with their limits, avoided foods) in every field, in the language, distinct.
 */
export function checkedRecipes(
  out: z.infer<typeof ZLlmRecipes>,
  req: TGenerateRequest,
  limit: number | null,
  restrictions: Restrictions,
  lang: TLanguage,
): TRecipeDraft[] {
  const room = knowledgeRoom();
  if (out.recipes.length < req.recipeCount)
    throw new InvalidAnswerError(`expected ${req.recipeCount} recipes, got ${out.recipes.length}`);
  const recipes = out.recipes.slice(0, req.recipeCount).map((r) => ZRecipeDraft.parse(r));
  for (const r of recipes) {
    if (limit !== null && r.prepTime + r.cookTime > limit)
      throw new InvalidAnswerError(`"${r.title}" takes ${r.prepTime + r.cookTime} min, over ${limit}`);
    const broken = brokenBy(room, r, restrictions, lang);
    if (broken) throw new InvalidAnswerError(`"${r.title}" breaks the restrictions: ${broken}`);
    if (detectLanguage(r.instructions.join(' '), lang) !== lang)
      throw new InvalidAnswerError(`"${r.title}" is not in ${lang}`);
  }
  if (new Set(recipes.map((r) => r.title.trim().toLowerCase())).size < recipes.length)
    throw new InvalidAnswerError('duplicate recipes');
  return recipes;
}

/**
 * The suggestions of a plan answer on the plan's days: breakfast, lunch and dinner every day, in
 * time, keeping the restrictions (a saved recipe is checked as the recipe that will be planned).
 */
export function checkedPlan(
  out: z.infer<typeof ZLlmPlan>,
  req: TMealPlanRequest,
  days: string[],
  restrictions: Restrictions,
  byId: Map<string, TSavedRecipe>,
): TMealSuggestion[] {
  const room = knowledgeRoom();
  const lang = req.language ?? 'en';
  const ids = new Set(byId.keys());
  const suggestions = out.suggestions
    .filter((s) => days.includes(s.date))
    .map((s) => {
      const { existingRecipeId, ...rest } = s;
      return ZMealSuggestion.parse({
        ...rest,
        servings: req.peopleCount,
        ...(existingRecipeId && ids.has(existingRecipeId) ? { existingRecipeId } : {}),
      });
    });
  for (const day of days) {
    for (const meal of ['breakfast', 'lunch', 'dinner'] as const) {
      if (!suggestions.some((s) => s.date === day && s.mealType === meal))
        throw new InvalidAnswerError(`no ${meal} on ${day}`);
    }
  }
  for (const s of suggestions) {
    if (req.maxCookingTime && s.prepTime + s.cookTime > req.maxCookingTime)
      throw new InvalidAnswerError(`"${s.recipeTitle}" is over ${req.maxCookingTime} min`);
    const planned = s.existingRecipeId ? byId.get(s.existingRecipeId) : undefined;
    const broken =
      brokenBy(room, { ...s, title: s.recipeTitle, description: s.recipeDescription }, restrictions, lang) ??
      (planned ? brokenBy(room, planned, restrictions, lang) : null);
    if (broken) throw new InvalidAnswerError(`"${s.recipeTitle}" breaks the restrictions: ${broken}`);
  }
  return suggestions;
}
