import { z } from 'zod';
import { numberInput } from './number-input.ts';
import { ZDate } from './calendar-date.ts';
import { AI_PLAN, LIMITS, MEAL_TYPES, normalizeLanguage } from '../constants.ts';
import {
  MODIFY_ACTIONS,
  ZGenerateRequest,
  ZRecipeDraft,
  ZRecipeDraftFields,
  ZRecipeDraftStrict,
  normalizeDifficulty,
  type FieldRules,
  type TRecipeDraftField,
} from './recipe.ts';

/**
 * Inputs and outputs of the chef (the AI features). The same schemas validate HTTP bodies,
 * type the web client and constrain the LLM's structured output.
 */

export { ZGenerateRequest, ZRecipeDraft };
export type { TGenerateRequest, TRecipeDraft } from './recipe.ts';

/** Any language string; anything that is not Portuguese becomes English (spec section 3). */
export const ZChefLanguage = z
  .string()
  .max(20)
  .optional()
  .transform((v) => normalizeLanguage(v ?? 'en'));

/** Where an answer came from; `fallback` is true when the LLM failed and the built-in chef answered. */
export const ZChefMeta = z.object({
  engine: z.enum(['local', 'llm']),
  fallback: z.boolean(),
  note: z.string().optional(),
  /** After a fallback: the built-in chef's own note (a dish it does not know, a part not met). */
  chefNote: z.string().optional(),
});
export type TChefMeta = z.infer<typeof ZChefMeta>;

/** A recipe handed to the chef (the user's own, imported, generated): lenient, capped. */
export const ZChefRecipe = ZRecipeDraftFields.extend({
  title: z.string().max(LIMITS.title),
  description: z.string().max(LIMITS.description).nullish(),
  prepTime: numberInput(z.number().int().min(0).max(LIMITS.minutes)).default(0),
  cookTime: numberInput(z.number().int().min(0).max(LIMITS.minutes)).default(0),
  servings: numberInput(z.number().int().min(1).max(LIMITS.servings)).default(1),
  difficulty: z
    .string()
    .max(20)
    .nullish()
    .transform((v) => normalizeDifficulty(v ?? 'Medium')),
  ingredients: z
    .array(
      z.object({
        name: z.string().max(LIMITS.ingredientName),
        amount: z
          .string()
          .max(LIMITS.ingredientAmount)
          .nullish()
          .transform((v) => v ?? ''),
      }),
    )
    .max(LIMITS.ingredients * 2),
  instructions: z.array(z.string().max(LIMITS.instruction)).max(LIMITS.instructions * 2),
  tags: z
    .array(z.string().max(LIMITS.tag * 4))
    .max(LIMITS.tags * 2)
    .nullish()
    .transform((v) => v ?? []),
  tips: z
    .array(z.string().max(LIMITS.tip))
    .max(LIMITS.tips * 2)
    .nullish()
    .transform((v) => v ?? []),
} satisfies FieldRules<TRecipeDraftField>);
export type TChefRecipe = z.infer<typeof ZChefRecipe>;
export type TChefRecipeInput = z.input<typeof ZChefRecipe>;

// ---------------------------------------------------------------- generate
export const ZGenerateResult = z.object({
  recipes: z.array(ZRecipeDraft),
  meta: ZChefMeta,
});
export type TGenerateResult = z.infer<typeof ZGenerateResult>;

// ---------------------------------------------------------------- modify
export const ZModifyAction = z.enum(MODIFY_ACTIONS);

export const ZModifyRequest = z
  .object({
    action: ZModifyAction.optional(),
    customPrompt: z.string().trim().max(1000).optional(),
    currentRecipe: ZChefRecipe,
    language: ZChefLanguage,
  })
  .refine((v) => Boolean(v.action) || Boolean(v.customPrompt && v.customPrompt.length > 0), {
    message: 'Please enter a modification request.',
    path: ['customPrompt'],
  });
export type TModifyRequest = z.infer<typeof ZModifyRequest>;
export type TModifyRequestInput = z.input<typeof ZModifyRequest>;

/** POST /api/recipes/:id/modify: the stored recipe is modified unless the editor sends its current state. */
export const ZModifyRecipeBody = z
  .object({
    action: ZModifyAction.optional(),
    customPrompt: z.string().trim().max(1000).optional(),
    currentRecipe: ZChefRecipe.optional(),
    language: ZChefLanguage,
  })
  .refine((v) => Boolean(v.action) || Boolean(v.customPrompt && v.customPrompt.length > 0), {
    message: 'Please enter a modification request.',
    path: ['customPrompt'],
  });
export type TModifyRecipeBody = z.infer<typeof ZModifyRecipeBody>;

export const ZModifyResult = z.object({
  success: z.boolean(),
  /** The modified recipe; when success is false, the recipe as it was. */
  updated_recipe: ZRecipeDraft,
  summary: z.string(),
  reasoning: z.string(),
  meta: ZChefMeta,
});
export type TModifyResult = z.infer<typeof ZModifyResult>;

// ---------------------------------------------------------------- tips and tags
export const ZRecipeHelpRequest = z.object({
  recipe: ZChefRecipe,
  language: ZChefLanguage,
});
export type TRecipeHelpRequest = z.infer<typeof ZRecipeHelpRequest>;
export type TRecipeHelpRequestInput = z.input<typeof ZRecipeHelpRequest>;

/**
 * POST /api/recipes/:id/ai-tips and ai-tags: the body is optional; without a language the recipe's
 * (then the cook's) is used. Any other language string becomes English (normalizeLanguage).
 */
export const ZRecipeHelpBody = z.object({ language: z.string().max(20).optional() }).nullish();
export type TRecipeHelpBody = z.infer<typeof ZRecipeHelpBody>;

export const ZTipsResult = z.object({ tips: z.array(z.string()).max(5), meta: ZChefMeta });
export type TTipsResult = z.infer<typeof ZTipsResult>;
export const ZTagsResult = z.object({ tags: z.array(z.string()).max(8), meta: ZChefMeta });
export type TTagsResult = z.infer<typeof ZTagsResult>;

// ---------------------------------------------------------------- substitutions
export const ZSubstitutesRequest = z.object({
  ingredient: z.string().trim().min(1, 'Ingredient is required').max(LIMITS.ingredientName),
  recipeTitle: z.string().max(LIMITS.title).optional().default(''),
  /** The client sends the steps as a list or as one text. */
  recipeInstructions: z
    .union([
      z.string().max(LIMITS.instruction * 10),
      z.array(z.string().max(LIMITS.instruction)).max(LIMITS.instructions * 2),
    ])
    .optional()
    .default([])
    .transform((v) => (Array.isArray(v) ? v : v.split(/\n+/).filter((s) => s.trim() !== ''))),
  amount: z.string().max(LIMITS.ingredientAmount).optional(),
  language: ZChefLanguage,
});
export type TSubstitutesRequest = z.infer<typeof ZSubstitutesRequest>;
export type TSubstitutesRequestInput = z.input<typeof ZSubstitutesRequest>;

export const ZSubstitute = z.object({
  name: z.string().min(1),
  amount: z.string(),
  notes: z.string(),
});
export type TSubstitute = z.infer<typeof ZSubstitute>;

export const ZSubstitutesResult = z.object({ substitutes: z.array(ZSubstitute).max(6), meta: ZChefMeta });
export type TSubstitutesResult = z.infer<typeof ZSubstitutesResult>;

// ---------------------------------------------------------------- adjust instructions
export const ZAdjustInstructionsRequest = z.object({
  recipeTitle: z.string().max(LIMITS.title).optional().default(''),
  currentInstructions: z.array(z.string().max(LIMITS.instruction)).max(LIMITS.instructions * 2),
  oldIngredient: z.string().trim().min(1).max(LIMITS.ingredientName),
  newIngredient: z.string().trim().min(1).max(LIMITS.ingredientName),
  newAmount: z.string().max(LIMITS.ingredientAmount).optional().default(''),
  language: ZChefLanguage,
});
export type TAdjustInstructionsRequest = z.infer<typeof ZAdjustInstructionsRequest>;
export type TAdjustInstructionsRequestInput = z.input<typeof ZAdjustInstructionsRequest>;

export const ZAdjustInstructionsResult = z.object({ adjustedInstructions: z.array(z.string()), meta: ZChefMeta });
export type TAdjustInstructionsResult = z.infer<typeof ZAdjustInstructionsResult>;

// ---------------------------------------------------------------- meal plans
/** A date as answers carry it (responses cannot hold transforms). */
const ZIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2025-01-31');

/** The longest range one plan request may cover. */
export const MEAL_PLAN_MAX_DAYS = 31;

export const ZMealPlanRequest = z
  .object({
    /** Real calendar dates in a sane year range (see calendar-date.ts). */
    startDate: ZDate,
    endDate: ZDate,
    preferences: z.string().max(1000).optional().default(''),
    dietaryRestrictions: z.string().max(1000).optional().default(''),
    maxCookingTime: numberInput(z.number().int().min(AI_PLAN.maxTimeMin).max(AI_PLAN.maxTimeMax)).optional(),
    peopleCount: numberInput(z.number().int().min(AI_PLAN.peopleMin).max(AI_PLAN.peopleMax)).default(
      AI_PLAN.peopleDefault,
    ),
    includeUserRecipes: z.boolean().default(true),
    /** Left undefined when the client does not send it, so the route can use the user's language; the chef defaults to en. */
    language: z
      .string()
      .max(20)
      .optional()
      .transform((v) => (v === undefined ? undefined : normalizeLanguage(v))),
  })
  .refine((v) => !Number.isNaN(Date.parse(v.startDate)) && !Number.isNaN(Date.parse(v.endDate)), {
    message: 'Dates must be real calendar dates',
    path: ['startDate'],
  })
  .refine((v) => v.endDate >= v.startDate, { message: 'endDate must not be before startDate', path: ['endDate'] })
  .refine((v) => (Date.parse(v.endDate) - Date.parse(v.startDate)) / 86_400_000 < MEAL_PLAN_MAX_DAYS, {
    message: `A plan covers at most ${MEAL_PLAN_MAX_DAYS} days`,
    path: ['endDate'],
  });
export type TMealPlanRequest = z.infer<typeof ZMealPlanRequest>;
export type TMealPlanRequestInput = z.input<typeof ZMealPlanRequest>;

/** One of the user's saved recipes, offered to the planner. */
export const ZSavedRecipe = ZChefRecipe.extend({ id: z.string().min(1).max(100) });
export type TSavedRecipe = z.infer<typeof ZSavedRecipe>;
export type TSavedRecipeInput = z.input<typeof ZSavedRecipe>;

/** A meal the planner suggests: a strict draft whose title and description carry the meal's names. */
export const ZMealSuggestion = ZRecipeDraftStrict.omit({ title: true, description: true }).extend({
  date: ZIsoDate,
  mealType: z.enum(MEAL_TYPES),
  recipeTitle: z.string().min(1).max(LIMITS.title),
  recipeDescription: z.string().max(LIMITS.description),
  reasoning: z.string(),
  /** Set when the suggestion reuses one of the user's saved recipes (the route may link it instead of copying). */
  existingRecipeId: z.string().optional(),
});
export type TMealSuggestion = z.infer<typeof ZMealSuggestion>;

export const ZMealPlanResult = z.object({ suggestions: z.array(ZMealSuggestion), meta: ZChefMeta });
export type TMealPlanResult = z.infer<typeof ZMealPlanResult>;

// ---------------------------------------------------------------- recipe from text (import)
export const ZRecipeFromTextRequest = z.object({
  text: z.string().trim().min(1).max(50_000),
  language: ZChefLanguage,
});
export type TRecipeFromTextRequest = z.infer<typeof ZRecipeFromTextRequest>;
export type TRecipeFromTextRequestInput = z.input<typeof ZRecipeFromTextRequest>;

export const ZRecipeFromTextResult = z.object({
  /** false when this chef cannot read free text (no LLM and no text parser): nothing is invented. */
  supported: z.boolean(),
  recipe: ZRecipeDraft.nullable(),
  reason: z.string().optional(),
  meta: ZChefMeta,
});
export type TRecipeFromTextResult = z.infer<typeof ZRecipeFromTextResult>;
