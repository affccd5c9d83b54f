import { z } from 'zod';
import { DIFFICULTIES, LIMITS, MEAL_TYPES } from '../../../shared/constants.ts';

/**
 * What the model must return. Every field is required (no defaults) so providers with strict
 * structured output accept the JSON Schema; answers are re-validated with the API schemas after.
 */
export const ZLlmIngredient = z.object({ name: z.string().min(1), amount: z.string() });

export const ZLlmRecipe = z.object({
  title: z.string().min(1).max(LIMITS.title),
  description: z.string().max(LIMITS.description),
  prepTime: z.number().int().min(0).max(LIMITS.minutes),
  cookTime: z.number().int().min(0).max(LIMITS.minutes),
  servings: z.number().int().min(1).max(LIMITS.servings),
  difficulty: z.enum(DIFFICULTIES),
  ingredients: z.array(ZLlmIngredient).min(1),
  instructions: z.array(z.string().min(1)).min(1),
  tags: z.array(z.string()),
  tips: z.array(z.string()),
});

export const ZLlmRecipes = z.object({ recipes: z.array(ZLlmRecipe) });

export const ZLlmModify = z.object({
  success: z.boolean(),
  updated_recipe: ZLlmRecipe,
  summary: z.string().min(1),
  reasoning: z.string().min(1),
});

export const ZLlmTips = z.object({ tips: z.array(z.string().min(1)).max(5) });
export const ZLlmTags = z.object({ tags: z.array(z.string().min(1)).max(8) });
export const ZLlmSubstitutes = z.object({ substitutes: z.array(z.object({ name: z.string().min(1), amount: z.string(), notes: z.string() })).max(6) });
export const ZLlmAdjusted = z.object({ adjustedInstructions: z.array(z.string().min(1)) });

export const ZLlmSuggestion = ZLlmRecipe.omit({ title: true, description: true }).extend({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  mealType: z.enum(MEAL_TYPES),
  recipeTitle: z.string().min(1).max(LIMITS.title),
  recipeDescription: z.string().max(LIMITS.description),
  reasoning: z.string(),
  /** Id of one of the user's saved recipes when the suggestion reuses it, else an empty string. */
  existingRecipeId: z.string(),
});
export const ZLlmPlan = z.object({ suggestions: z.array(ZLlmSuggestion) });

export const ZLlmFromText = z.object({
  found: z.boolean(),
  recipe: ZLlmRecipe.nullable(),
});
