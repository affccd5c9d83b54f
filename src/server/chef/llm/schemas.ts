import { z } from 'zod';
import { ZMealSuggestion } from '../../../shared/schemas/chef.ts';
import { ZRecipeDraftStrict } from '../../../shared/schemas/recipe.ts';

/**
 * What the model must return. Every field is required (no defaults) so providers with strict
 * structured output accept the JSON Schema; answers are re-validated with the API schemas after.
 */
export const ZLlmRecipe = ZRecipeDraftStrict;
export const ZLlmRecipes = z.object({ recipes: z.array(ZLlmRecipe) });

export const ZLlmModify = z.object({
  success: z.boolean(),
  updated_recipe: ZLlmRecipe,
  summary: z.string().min(1),
  reasoning: z.string().min(1),
});

export const ZLlmTips = z.object({ tips: z.array(z.string().min(1)).max(5) });
export const ZLlmTags = z.object({ tags: z.array(z.string().min(1)).max(8) });
export const ZLlmSubstitutes = z.object({
  substitutes: z.array(z.object({ name: z.string().min(1), amount: z.string(), notes: z.string() })).max(6),
});
export const ZLlmAdjusted = z.object({ adjustedInstructions: z.array(z.string().min(1)) });

export const ZLlmSuggestion = ZMealSuggestion.extend({
  /** Id of one of the user's saved recipes when the suggestion reuses it, else an empty string. */
  existingRecipeId: z.string(),
});
export const ZLlmPlan = z.object({ suggestions: z.array(ZLlmSuggestion) });

export const ZLlmFromText = z.object({
  found: z.boolean(),
  recipe: ZLlmRecipe.nullable(),
});
