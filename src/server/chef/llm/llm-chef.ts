import { generateText, Output, type LanguageModel } from 'ai';
import type { z } from 'zod';
import { normalizeLanguage, type TLanguage } from '../../../shared/constants.ts';
import {
  ZAdjustInstructionsRequest,
  ZMealPlanRequest,
  ZModifyRequest,
  ZRecipeDraft,
  ZRecipeFromTextRequest,
  ZRecipeHelpRequest,
  ZSavedRecipe,
  ZSubstitutesRequest,
  type TAdjustInstructionsRequestInput,
  type TAdjustInstructionsResult,
  type TChefMeta,
  type TGenerateResult,
  type TMealPlanResult,
  type TModifyRequestInput,
  type TModifyResult,
  type TRecipeFromTextRequestInput,
  type TRecipeFromTextResult,
  type TRecipeHelpRequestInput,
  type TSubstitutesRequestInput,
  type TSubstitutesResult,
  type TTagsResult,
  type TTipsResult,
} from '../../../shared/schemas/chef.ts';
import { ZGenerateRequest } from '../../../shared/schemas/recipe.ts';
import type { Chef, ChefCallOptions, ChefLogger, GenerateInput, MealPlanInput } from '../chef.ts';
import { recipeLanguage } from '../local/model.ts';
import { daysBetween } from '../local/plan.ts';
import { dietsIn, minutesInText, parseTimeLimit } from '../local/wish.ts';
import { checkedPlan, checkedRecipes } from './answer-checks.ts';
import { recipeFollowsDiets } from './diet-check.ts';
import { OUTPUT_TOKENS, type LlmOp as Op } from './output-tokens.ts';
import { failureKind, fallbackNote, InvalidAnswerError, providerReason } from './failure.ts';
import {
  adjustPrompt,
  fromTextPrompt,
  generatePrompt,
  modifyPrompt,
  planPrompt,
  substitutesPrompt,
  systemPrompt,
  tagsPrompt,
  tipsPrompt,
} from './prompts.ts';
import {
  ZLlmAdjusted,
  ZLlmFromText,
  ZLlmModify,
  ZLlmPlan,
  ZLlmRecipes,
  ZLlmSubstitutes,
  ZLlmTags,
  ZLlmTips,
} from './schemas.ts';

export interface LlmChefOptions {
  model: LanguageModel;
  /** Answers when the model fails; the built-in chef. */
  fallback: Chef;
  timeoutMs: number;
  /** AI_MAX_OUTPUT_TOKENS: replaces every operation's own budget (OUTPUT_TOKENS) when set. */
  maxOutputTokens?: number;
  logger?: ChefLogger;
}

type WithoutMeta<T> = Omit<T, 'meta'>;

const LLM_META: TChefMeta = { engine: 'llm', fallback: false };

/**
 * The chef backed by a language model (Vercel AI SDK structured output with the same zod
 * schemas). Any failure — an error, a timeout, malformed or rule-breaking output — is answered by
 * the built-in chef, with `meta.fallback` and a note saying so.
 */
export class LlmChef implements Chef {
  readonly engine = 'llm' as const;
  private readonly model: LanguageModel;
  private readonly fallback: Chef;
  private readonly timeoutMs: number;
  private readonly maxOutputTokens: number | undefined;
  private readonly logger: ChefLogger | undefined;

  constructor(options: LlmChefOptions) {
    this.model = options.model;
    this.fallback = options.fallback;
    this.timeoutMs = options.timeoutMs;
    this.maxOutputTokens = options.maxOutputTokens;
    this.logger = options.logger;
  }

  private async ask<S extends z.ZodType>(
    op: Op,
    schema: S,
    lang: TLanguage,
    options: ChefCallOptions,
    prompt: string,
  ): Promise<z.infer<S>> {
    const signals = [AbortSignal.timeout(this.timeoutMs)];
    if (options.signal) signals.push(options.signal);
    const result = await generateText({
      model: this.model,
      system: systemPrompt(lang, options.unitSystem),
      prompt,
      output: Output.object({ schema }),
      abortSignal: AbortSignal.any(signals),
      maxOutputTokens: this.maxOutputTokens ?? OUTPUT_TOKENS[op],
      maxRetries: 0,
    });
    // Re-validate: providers without strict structured output may return near-misses.
    return schema.parse(result.output) as z.infer<S>;
  }

  private async guarded<R extends { meta: TChefMeta }>(
    op: Op,
    lang: TLanguage,
    options: ChefCallOptions,
    viaLlm: () => Promise<WithoutMeta<R>>,
    viaLocal: () => Promise<R>,
  ): Promise<R> {
    try {
      const answer = await viaLlm();
      return { ...answer, meta: LLM_META } as R;
    } catch (err) {
      // The client went away: nobody is waiting for a fallback.
      if (options.signal?.aborted) throw err;
      const kind = failureKind(err);
      this.logger?.warn({ op, kind, ...providerReason(err) }, `AI chef failed (${kind}); the built-in chef answered`);
      const local = await viaLocal();
      // The built-in chef's own note (a dish it does not know, a part of the wish not met) stays.
      const own = local.meta.note;
      return {
        ...local,
        meta: { engine: 'local', fallback: true, note: fallbackNote(kind, lang), ...(own ? { chefNote: own } : {}) },
      };
    }
  }

  async generateRecipes(input: GenerateInput, options: ChefCallOptions): Promise<TGenerateResult> {
    const req = ZGenerateRequest.parse(input);
    const lang = normalizeLanguage(req.language);
    const wish = `${req.dishType} . ${req.preferences}`;
    const diets = dietsIn(wish);
    const limits = [parseTimeLimit(req.timeLimit), minutesInText(wish)].filter((x): x is number => x !== null);
    const limit = limits.length > 0 ? Math.min(...limits) : null;
    return this.guarded<TGenerateResult>(
      'generate',
      lang,
      options,
      async () => {
        const out = await this.ask('generate', ZLlmRecipes, lang, options, generatePrompt(req, limit, diets));
        return { recipes: checkedRecipes(out, req, limit, diets, lang) };
      },
      () => this.fallback.generateRecipes(input, options),
    );
  }

  async modifyRecipe(input: TModifyRequestInput, options: ChefCallOptions): Promise<TModifyResult> {
    const req = ZModifyRequest.parse(input);
    // Doubling is exact arithmetic: the built-in chef does it better than any model.
    if (req.action === 'double') return this.fallback.modifyRecipe(input, options);
    return this.guarded<TModifyResult>(
      'modify',
      req.language,
      options,
      async () => {
        const out = await this.ask('modify', ZLlmModify, req.language, options, modifyPrompt(req));
        const updated = ZRecipeDraft.parse(out.updated_recipe);
        const diets = req.action === 'vegetarian' ? (['vegetarian'] as const) : dietsIn(req.customPrompt ?? '');
        if (out.success && !recipeFollowsDiets(updated, diets))
          throw new InvalidAnswerError(`modified recipe still breaks ${diets.join(', ')}`);
        return { success: out.success, updated_recipe: updated, summary: out.summary, reasoning: out.reasoning };
      },
      () => this.fallback.modifyRecipe(input, options),
    );
  }

  async suggestTips(input: TRecipeHelpRequestInput, options: ChefCallOptions): Promise<TTipsResult> {
    const req = ZRecipeHelpRequest.parse(input);
    // Tips are saved with the recipe: in its language, whatever the interface's.
    const lang = recipeLanguage(req.recipe, req.language);
    return this.guarded<TTipsResult>(
      'tips',
      req.language,
      options,
      async () => {
        const out = await this.ask('tips', ZLlmTips, lang, options, tipsPrompt(req.recipe));
        return { tips: out.tips.slice(0, 5) };
      },
      () => this.fallback.suggestTips(input, options),
    );
  }

  async suggestTags(input: TRecipeHelpRequestInput, options: ChefCallOptions): Promise<TTagsResult> {
    const req = ZRecipeHelpRequest.parse(input);
    // A Portuguese recipe never gets English tags.
    const lang = recipeLanguage(req.recipe, req.language);
    return this.guarded<TTagsResult>(
      'tags',
      req.language,
      options,
      async () => {
        const out = await this.ask('tags', ZLlmTags, lang, options, tagsPrompt(req.recipe));
        const have = new Set(req.recipe.tags.map((t) => t.trim().toLowerCase()));
        return {
          tags: [...new Set(out.tags.map((t) => t.trim().toLowerCase()))].filter((t) => t && !have.has(t)).slice(0, 8),
        };
      },
      () => this.fallback.suggestTags(input, options),
    );
  }

  async findSubstitutes(input: TSubstitutesRequestInput, options: ChefCallOptions): Promise<TSubstitutesResult> {
    const req = ZSubstitutesRequest.parse(input);
    return this.guarded<TSubstitutesResult>(
      'substitutes',
      req.language,
      options,
      async () => {
        const out = await this.ask('substitutes', ZLlmSubstitutes, req.language, options, substitutesPrompt(req));
        if (out.substitutes.length === 0) throw new InvalidAnswerError('no substitutes');
        return { substitutes: out.substitutes.slice(0, 4) };
      },
      () => this.fallback.findSubstitutes(input, options),
    );
  }

  async adjustInstructions(
    input: TAdjustInstructionsRequestInput,
    options: ChefCallOptions,
  ): Promise<TAdjustInstructionsResult> {
    const req = ZAdjustInstructionsRequest.parse(input);
    return this.guarded<TAdjustInstructionsResult>(
      'adjust-instructions',
      req.language,
      options,
      async () => {
        const out = await this.ask('adjust-instructions', ZLlmAdjusted, req.language, options, adjustPrompt(req));
        if (out.adjustedInstructions.length !== req.currentInstructions.length)
          throw new InvalidAnswerError(
            `expected ${req.currentInstructions.length} steps, got ${out.adjustedInstructions.length}`,
          );
        return { adjustedInstructions: out.adjustedInstructions };
      },
      () => this.fallback.adjustInstructions(input, options),
    );
  }

  async planMeals(input: MealPlanInput, options: ChefCallOptions): Promise<TMealPlanResult> {
    const { savedRecipes, ...rest } = input;
    const req = ZMealPlanRequest.parse(rest);
    const saved = (savedRecipes ?? []).map((s) => ZSavedRecipe.parse(s));
    const days = daysBetween(req.startDate, req.endDate);
    const diets = dietsIn(`${req.preferences} ${req.dietaryRestrictions}`);
    const lang = req.language ?? 'en';
    // Only saved recipes that keep the diets are offered, and a suggestion that names one is
    // checked as the saved recipe that will be planned, not by the suggestion's own text.
    const offered = req.includeUserRecipes ? saved.filter((s) => recipeFollowsDiets(s, diets)) : [];
    const byId = new Map(offered.map((s) => [s.id, s]));
    return this.guarded<TMealPlanResult>(
      'plan',
      lang,
      options,
      async () => {
        const out = await this.ask('plan', ZLlmPlan, lang, options, planPrompt(req, days, diets, offered));
        return { suggestions: checkedPlan(out, req, days, diets, byId) };
      },
      () => this.fallback.planMeals(input, options),
    );
  }

  async recipeFromText(input: TRecipeFromTextRequestInput, options: ChefCallOptions): Promise<TRecipeFromTextResult> {
    const req = ZRecipeFromTextRequest.parse(input);
    return this.guarded<TRecipeFromTextResult>(
      'recipe-from-text',
      req.language,
      options,
      async () => {
        const out = await this.ask('recipe-from-text', ZLlmFromText, req.language, options, fromTextPrompt(req.text));
        if (!out.found || !out.recipe) {
          return {
            supported: true,
            recipe: null,
            reason:
              req.language === 'pt-BR' ? 'O texto não contém uma receita.' : 'The text does not contain a recipe.',
          };
        }
        return { supported: true, recipe: ZRecipeDraft.parse(out.recipe) };
      },
      () => this.fallback.recipeFromText(input, options),
    );
  }
}
