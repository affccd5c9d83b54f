import type { LanguageModel } from 'ai';
import type { Config } from '../config.ts';
import type { Chef, ChefLogger, RecipeTextParser } from './chef.ts';
import { LlmChef } from './llm/llm-chef.ts';
import { createLanguageModel } from './llm/provider.ts';
import { CookbookChef } from './cookbook/cookbook-chef.ts';
import { CookbookFirstChef } from './cookbook-first.ts';

export type { Chef, ChefCallOptions, ChefLogger, GenerateInput, MealPlanInput, RecipeTextParser } from './chef.ts';
export { CookbookChef } from './cookbook/cookbook-chef.ts';
export { LlmChef } from './llm/llm-chef.ts';

export interface ChefDeps {
  logger?: ChefLogger;
  /** The importer's free-text parser, lent to the built-in chef for recipeFromText. */
  parseRecipeText?: RecipeTextParser;
  /** Ignored: the built-in chef reads its knowledge files (kept so older callers still compile). */
  recipes?: readonly unknown[];
  /** A ready model (tests); otherwise built from config.ai. */
  model?: LanguageModel;
  /** Warm the built-in chef's caches at start-up (the server does; tests need not). */
  warmUp?: boolean;
}

/**
 * The chef for this deployment: the LLM chef with the built-in chef as fallback when an AI
 * provider is configured, the built-in chef alone otherwise.
 */
export function createChef(config: { ai?: Config['ai'] }, deps: ChefDeps = {}): Chef {
  const local = new CookbookChef({ parseRecipeText: deps.parseRecipeText, warmUp: deps.warmUp });
  if (!config.ai && !deps.model) return local;
  const model = deps.model ?? createLanguageModel(config.ai!);
  const llm = new LlmChef({
    model,
    fallback: local,
    timeoutMs: config.ai?.timeoutMs ?? 60_000,
    maxOutputTokens: config.ai?.maxOutputTokens,
    logger: deps.logger,
  });
  // The cookbook answers what it knows; the model what it lacks (cookbook-first.ts).
  return new CookbookFirstChef(local, llm);
}
