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
import { dietFeasible, generateFromKb } from './generate.ts';
import { generate } from './kb/generate.ts';
import { knowledge } from './kb/load.ts';
import { planWeek } from './kb/week.ts';
import { adjustOnStructure, modifyOnStructure } from './kb/ops.ts';
import { DIETS } from './knowledge/diets.ts';
import { mentionPhrases } from './mentions.ts';
import { kbToWorking, workingToDraft } from './model.ts';
import { tokenize } from './text.ts';
import { buildKbIndex, type KbIndex } from './kb-index.ts';
import type { KbRecipe } from './knowledge/types.ts';
import { modifyLocally } from './modify.ts';
import { planLocally } from './plan.ts';
import { adjustLocally, substitutesLocally } from './substitutes.ts';
import { tagsLocally, tipsLocally } from './tips-tags.ts';

export interface LocalChefOptions {
  /** The knowledge base (the real one by default; tests pass their own). */
  recipes: readonly KbRecipe[];
  /** The importer's text parser, used for recipeFromText (no LLM involved). */
  parseRecipeText?: RecipeTextParser;
  /** Run a few requests at start-up so the first user request is as fast as the rest. */
  warmUp?: boolean;
}

const META: TChefMeta = { engine: 'local', fallback: false };

/**
 * The built-in chef: deterministic, offline, bilingual. Answers come from a hand-written knowledge
 * base of recipes, an ingredient lexicon, diet rules and a substitution table; nothing is invented.
 */
export class LocalChef implements Chef {
  readonly engine = 'local' as const;
  private readonly index: KbIndex;
  private readonly parseText: RecipeTextParser | undefined;

  constructor(options: LocalChefOptions) {
    this.index = buildKbIndex(options.recipes);
    this.parseText = options.parseRecipeText;
    if (options.warmUp) this.warmUp();
  }

  get recipeCount(): number {
    return this.index.entries.length;
  }

  private warmUp(): void {
    // Read every recipe once in both languages so the text caches (words, mentions, categories)
    // are filled before the first user request instead of during it.
    for (const e of this.index.entries) {
      for (const language of ['en', 'pt-BR'] as const) {
        const w = kbToWorking(e.kb, language);
        for (const i of w.ingredients) mentionPhrases(i, language);
        for (const s of w.steps) tokenize(s);
        tokenize(w.title);
        tokenize(w.description);
      }
    }
    // Which recipes each diet can reach (cached per recipe; the first request per diet would pay it).
    for (const d of DIETS) for (const e of this.index.entries) dietFeasible(e, [d], []);
    const sample =
      this.index.entries.find((e) => e.kb.protein === 'beef' || e.kb.protein === 'chicken') ?? this.index.entries[0];
    if (sample) {
      for (const language of ['en', 'pt-BR'] as const) {
        const w = kbToWorking(sample.kb, language);
        const currentRecipe = { ...workingToDraft(w) };
        for (const action of ['vegetarian', 'double', 'spicy', 'healthy', 'quick'] as const)
          modifyLocally(ZModifyRequest.parse({ action, currentRecipe, language }));
        modifyLocally(
          ZModifyRequest.parse({
            customPrompt: language === 'en' ? 'vegan for 6 people' : 'sem lactose para 6 pessoas',
            currentRecipe,
            language,
          }),
        );
      }
    }
    for (const language of ['en', 'pt-BR'] as const) {
      generate(knowledge(), {
        dishType: 'tofu stir-fry',
        timeLimit: '',
        preferences: '',
        recipeCount: 2,
        availableIngredients: [],
        language,
        unitSystem: 'metric',
      });
      generateFromKb(this.index, {
        dishType: 'vegetarian dinner',
        timeLimit: '30min',
        preferences: 'spicy',
        recipeCount: 2,
        availableIngredients: ['tomato'],
        language,
        unitSystem: 'metric',
      });
      generateFromKb(this.index, {
        dishType: 'frango',
        timeLimit: '',
        preferences: 'sem glúten',
        recipeCount: 2,
        availableIngredients: [],
        language,
        unitSystem: 'imperial',
      });
    }
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
