import { ZGenerateRequest } from '../../../shared/schemas/recipe.ts';
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
import { normalizeLanguage } from '../../../shared/constants.ts';
import type { Chef, ChefCallOptions, GenerateInput, MealPlanInput, RecipeTextParser } from '../chef.ts';
import { generate } from './kb/generate.ts';
import { knowledge, loadKnowledge } from './kb/load.ts';
import { adjustOnStructure } from './kb/edit/adjust.ts';
import { modifyOnStructure } from './kb/edit/modify.ts';
import { planWeek } from './kb/week.ts';
import { substitutesLocally } from './substitutes.ts';
import { tagsLocally, tipsLocally } from './tips-tags.ts';

export interface LocalChefOptions {
  /**
   * Kept for callers written before the knowledge became data files; ignored (the chef reads
   * src/server/chef/knowledge on first use).
   */
  recipes?: readonly unknown[];
  /** The importer's text parser, used for recipeFromText (no LLM involved). */
  parseRecipeText?: RecipeTextParser;
  /** Read the knowledge a minute after start-up instead of on the first request. */
  warmUp?: boolean;
}

const META: TChefMeta = { engine: 'local', fallback: false };

/**
 * The built-in chef: deterministic, offline, bilingual. Recipes are structure (an ingredient
 * lexicon, dish families with slots, named classics) read from src/server/chef/knowledge on first
 * use; every text is rendered from that structure, so what was asked is what is cooked.
 */
export class LocalChef implements Chef {
  readonly engine = 'local' as const;
  private readonly parseText: RecipeTextParser | undefined;

  constructor(options: LocalChefOptions = {}) {
    this.parseText = options.parseRecipeText;
    if (options.warmUp) this.warmUp();
  }

  get recipeCount(): number {
    return knowledge().recipes.length;
  }

  /**
   * The knowledge is read on the first chef call, not at start-up (idle memory matters more than
   * ~0.3 s once); warming up therefore only checks the files load, later, off the start-up path,
   * and keeps nothing: a server whose cooks never ask the chef does not hold it.
   */
  private warmUp(): void {
    setTimeout(() => void loadKnowledge(), 60_000).unref();
  }

  async generateRecipes(input: GenerateInput, options: ChefCallOptions): Promise<TGenerateResult> {
    const req = ZGenerateRequest.parse(input);
    const { recipes, note } = generate(knowledge(), {
      dishType: req.dishType,
      timeLimit: req.timeLimit,
      preferences: req.preferences,
      recipeCount: req.recipeCount,
      availableIngredients: req.availableIngredients,
      language: normalizeLanguage(req.language),
      unitSystem: options.unitSystem,
    });
    return { recipes, meta: note ? { ...META, note } : META };
  }

  async modifyRecipe(input: TModifyRequestInput, _options: ChefCallOptions): Promise<TModifyResult> {
    const req = ZModifyRequest.parse(input);
    return { ...modifyOnStructure(knowledge(), req), meta: META };
  }

  async suggestTips(input: TRecipeHelpRequestInput, _options: ChefCallOptions): Promise<TTipsResult> {
    const req = ZRecipeHelpRequest.parse(input);
    return { tips: tipsLocally(req.recipe, req.language), meta: META };
  }

  async suggestTags(input: TRecipeHelpRequestInput, _options: ChefCallOptions): Promise<TTagsResult> {
    const req = ZRecipeHelpRequest.parse(input);
    return { tags: tagsLocally(req.recipe, req.language), meta: META };
  }

  async findSubstitutes(input: TSubstitutesRequestInput, _options: ChefCallOptions): Promise<TSubstitutesResult> {
    const req = ZSubstitutesRequest.parse(input);
    return { substitutes: substitutesLocally(req), meta: META };
  }

  async adjustInstructions(
    input: TAdjustInstructionsRequestInput,
    _options: ChefCallOptions,
  ): Promise<TAdjustInstructionsResult> {
    const req = ZAdjustInstructionsRequest.parse(input);
    return { adjustedInstructions: adjustOnStructure(knowledge(), req), meta: META };
  }

  async planMeals(input: MealPlanInput, options: ChefCallOptions): Promise<TMealPlanResult> {
    const { savedRecipes, ...rest } = input;
    const req = ZMealPlanRequest.parse(rest);
    const saved = (savedRecipes ?? []).map((s) => ZSavedRecipe.parse(s));
    const { suggestions, note } = planWeek(knowledge(), req, saved, options.unitSystem);
    return { suggestions, meta: note ? { ...META, note } : META };
  }

  async recipeFromText(input: TRecipeFromTextRequestInput, _options: ChefCallOptions): Promise<TRecipeFromTextResult> {
    const req = ZRecipeFromTextRequest.parse(input);
    const notSupported = (reason: string): TRecipeFromTextResult => ({
      supported: false,
      recipe: null,
      reason,
      meta: META,
    });
    if (!this.parseText) {
      return notSupported(
        req.language === 'pt-BR'
          ? 'O chef embutido não lê receitas em texto livre; configure um modelo de IA (AI_PROVIDER) para isso.'
          : 'The built-in chef cannot read free-text recipes; configure an AI model (AI_PROVIDER) for this.',
      );
    }
    const parsed = await this.parseText(req.text, req.language);
    const ok = parsed ? ZRecipeDraft.safeParse(parsed) : null;
    if (!ok?.success) {
      return {
        supported: true,
        recipe: null,
        reason:
          req.language === 'pt-BR'
            ? 'Não encontrei ingredientes e modo de preparo reconhecíveis no texto.'
            : 'No recognisable ingredients and steps were found in the text.',
        meta: META,
      };
    }
    return { supported: true, recipe: ok.data, meta: META };
  }
}
