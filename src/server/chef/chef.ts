import type { TLanguage, TUnitSystem } from '../../shared/constants.ts';
import type { z } from 'zod';
import type { ZGenerateRequest } from '../../shared/schemas/recipe.ts';
import type {
  TAdjustInstructionsRequestInput,
  TAdjustInstructionsResult,
  TGenerateResult,
  TMealPlanRequestInput,
  TMealPlanResult,
  TModifyRequestInput,
  TModifyResult,
  TRecipeDraft,
  TRecipeFromTextRequestInput,
  TRecipeFromTextResult,
  TRecipeHelpRequestInput,
  TSavedRecipeInput,
  TSubstitutesRequestInput,
  TSubstitutesResult,
  TTagsResult,
  TTipsResult,
} from '../../shared/schemas/chef.ts';

/** Per-call context every operation needs besides its request body. */
export interface ChefCallOptions {
  /** The user's unit system: amounts and temperatures of new text are written in it. */
  unitSystem: TUnitSystem;
  /** Cancels an LLM call (e.g. the client went away); the built-in chef ignores it. */
  signal?: AbortSignal;
}

export type GenerateInput = z.input<typeof ZGenerateRequest>;

/** The plan request plus the user's saved recipes (used when includeUserRecipes is true). */
export type MealPlanInput = TMealPlanRequestInput & { savedRecipes?: TSavedRecipeInput[] };

/**
 * Every AI feature of the product. Inputs are parsed with the zod schemas of
 * `src/shared/schemas/chef.ts` (defaults applied, language normalised to en or pt-BR), so callers
 * may pass a validated HTTP body straight through. Every result carries `meta` saying which
 * engine answered and whether it was a fallback. `meta.note`, when present, is meant for the cook:
 * the built-in chef sets it when it adapted a dish (ingredients swapped for a restriction), varied
 * the asked dish instead of adding unrelated ones, could not match part of the wish, or repeated
 * meals in a plan because few recipes fit.
 */
export interface Chef {
  readonly engine: 'local' | 'llm';
  /** POST /api/recipes/generate: exactly `recipeCount` distinct recipes fitting the time limit. */
  generateRecipes(input: GenerateInput, options: ChefCallOptions): Promise<TGenerateResult>;
  /** POST /api/recipes/:id/modify: an action or a custom request; success false says why. */
  modifyRecipe(input: TModifyRequestInput, options: ChefCallOptions): Promise<TModifyResult>;
  /** POST /api/recipes/:id/ai-tips: up to 5 tips not already in the recipe. */
  suggestTips(input: TRecipeHelpRequestInput, options: ChefCallOptions): Promise<TTipsResult>;
  /** POST /api/recipes/:id/ai-tags: up to 8 tags not already in the recipe. */
  suggestTags(input: TRecipeHelpRequestInput, options: ChefCallOptions): Promise<TTagsResult>;
  /** POST /api/ingredients/substitutions: up to 4 substitutes with amounts and notes. */
  findSubstitutes(input: TSubstitutesRequestInput, options: ChefCallOptions): Promise<TSubstitutesResult>;
  /** POST /api/recipes/adjust-instructions: the steps with the old ingredient replaced. */
  adjustInstructions(
    input: TAdjustInstructionsRequestInput,
    options: ChefCallOptions,
  ): Promise<TAdjustInstructionsResult>;
  /** POST /api/meal-plans/generate: breakfast, lunch, dinner (and snack) for every day of the range. */
  planMeals(input: MealPlanInput, options: ChefCallOptions): Promise<TMealPlanResult>;
  /** The importer's last resort for free text; `supported: false` when this chef cannot read text. */
  recipeFromText(input: TRecipeFromTextRequestInput, options: ChefCallOptions): Promise<TRecipeFromTextResult>;
}

/** A text-to-recipe parser the importer may lend to the built-in chef (no LLM involved). */
export type RecipeTextParser = (
  text: string,
  language: TLanguage,
) => TRecipeDraft | null | Promise<TRecipeDraft | null>;

/** The logger subset the chef uses (pino's signature). */
export interface ChefLogger {
  warn(obj: object, msg?: string): void;
}
