import { ZGenerateRequest } from '../../../shared/schemas/recipe.ts';
import {
  ZAdjustInstructionsRequest,
  ZChefRecipe,
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
import { recipeLanguage } from '../reader/language.ts';
import { substitutesFor } from '../reader/substitutes.ts';
import { tagsFor } from '../reader/tags.ts';
import { tipsFor } from '../reader/tips.ts';
import { adjustText } from './adjust.ts';
import { editKnown, recognise } from './edit.ts';
import { parseEdit } from './edit-parse.ts';
import { editText } from './edit-text.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { say } from './pack.ts';
import { planWeek } from './plan.ts';

export interface CookbookChefOptions {
  /** The importer's text parser, used for recipeFromText (no LLM involved). */
  parseRecipeText?: RecipeTextParser;
  /** Read the cookbook a minute after start-up instead of on the first request. */
  warmUp?: boolean;
}

const META: TChefMeta = { engine: 'local', fallback: false };

/**
 * The built-in chef: deterministic, offline, bilingual. It cooks from a cookbook of complete
 * recipes (src/knowledge/cookbook), finds the dish a wish asks for, says plainly when it does not
 * know one, and edits the recipes it knows as operations; on a cook's own recipe it does only what
 * it can do exactly.
 */
export class CookbookChef implements Chef {
  readonly engine = 'local' as const;
  private readonly parseText: RecipeTextParser | undefined;

  constructor(options: CookbookChefOptions = {}) {
    this.parseText = options.parseRecipeText;
    if (options.warmUp) setTimeout(() => void cookbook(), 60_000).unref();
  }

  get recipeCount(): number {
    return new Set(cookbook().entries.map((e) => e.recipeId)).size;
  }

  async generateRecipes(input: GenerateInput, options: ChefCallOptions): Promise<TGenerateResult> {
    const { complete: _complete, ...result } = this.generateFromCookbook(input, options);
    return result;
  }

  /** The cookbook's answer and whether it answered the whole wish (the LLM takes what it lacks). */
  generateFromCookbook(input: GenerateInput, options: ChefCallOptions): TGenerateResult & { complete: boolean } {
    const req = ZGenerateRequest.parse(input);
    const { recipes, note, complete } = generate(cookbook(), {
      dishType: req.dishType,
      timeLimit: req.timeLimit,
      preferences: req.preferences,
      recipeCount: req.recipeCount,
      availableIngredients: req.availableIngredients,
      language: normalizeLanguage(req.language),
      unitSystem: options.unitSystem,
    });
    return { recipes, meta: note ? { ...META, note } : META, complete };
  }

  /** Whether a recipe is one the cookbook knows (its edits are the cookbook's). */
  knows(recipe: TModifyRequestInput['currentRecipe'], language: string): boolean {
    const r = ZChefRecipe.parse(recipe);
    return recognise(cookbook(), r, recipeLanguage(r, normalizeLanguage(language))) !== null;
  }

  async modifyRecipe(input: TModifyRequestInput, _options: ChefCallOptions): Promise<TModifyResult> {
    const req = ZModifyRequest.parse(input);
    const book = cookbook();
    const ui = req.language;
    const lang = recipeLanguage(req.currentRecipe, ui);
    const parsed = parseEdit(book, req.action, req.customPrompt, lang);
    if ('unknown' in parsed) {
      const again = lang !== ui ? parseEdit(book, req.action, req.customPrompt, ui) : parsed;
      if ('unknown' in again) {
        const known = recognise(book, req.currentRecipe, lang);
        const original = known ? editKnown(book, known, req.currentRecipe, [], lang, ui).updated_recipe : null;
        return {
          success: false,
          updated_recipe:
            original ?? ZRecipeDraft.parse({ ...req.currentRecipe, description: req.currentRecipe.description ?? '' }),
          summary: say(ui, 'edits', 'notUnderstood', { request: parsed.unknown }),
          reasoning: `${say(ui, 'edits', 'notUnderstood', { request: parsed.unknown })} ${say(ui, 'edits', 'abilities')}`,
          meta: META,
        };
      }
      return this.runEdit(req, lang, again.ops);
    }
    return this.runEdit(req, lang, parsed.ops);
  }

  private runEdit(
    req: ReturnType<typeof ZModifyRequest.parse>,
    lang: ReturnType<typeof normalizeLanguage>,
    ops: Parameters<typeof editText>[2],
  ): TModifyResult {
    const book = cookbook();
    const known = recognise(book, req.currentRecipe, lang);
    const out = known
      ? editKnown(book, known, req.currentRecipe, ops, lang, req.language)
      : editText(book.room, req.currentRecipe, ops, lang, req.language);
    return { ...out, meta: META };
  }

  async suggestTips(input: TRecipeHelpRequestInput, _options: ChefCallOptions): Promise<TTipsResult> {
    const req = ZRecipeHelpRequest.parse(input);
    return { tips: tipsFor(cookbook(), req.recipe, req.language), meta: META };
  }

  async suggestTags(input: TRecipeHelpRequestInput, _options: ChefCallOptions): Promise<TTagsResult> {
    const req = ZRecipeHelpRequest.parse(input);
    return { tags: tagsFor(cookbook(), req.recipe, req.language), meta: META };
  }

  async findSubstitutes(input: TSubstitutesRequestInput, options: ChefCallOptions): Promise<TSubstitutesResult> {
    const req = ZSubstitutesRequest.parse(input);
    return { substitutes: substitutesFor(cookbook().room, req, options.unitSystem), meta: META };
  }

  async adjustInstructions(
    input: TAdjustInstructionsRequestInput,
    _options: ChefCallOptions,
  ): Promise<TAdjustInstructionsResult> {
    const req = ZAdjustInstructionsRequest.parse(input);
    return { adjustedInstructions: adjustText(cookbook().room, req), meta: META };
  }

  async planMeals(input: MealPlanInput, options: ChefCallOptions): Promise<TMealPlanResult> {
    const { complete: _complete, ...result } = this.planFromCookbook(input, options);
    return result;
  }

  /** The cookbook's week and whether it planned the whole wish (the LLM takes what it lacks). */
  planFromCookbook(input: MealPlanInput, options: ChefCallOptions): TMealPlanResult & { complete: boolean } {
    const { savedRecipes, ...rest } = input;
    const req = ZMealPlanRequest.parse(rest);
    const saved = (savedRecipes ?? []).map((s) => ZSavedRecipe.parse(s));
    const { suggestions, note, complete } = planWeek(cookbook(), req, saved, options.unitSystem);
    return { suggestions, meta: note ? { ...META, note } : META, complete };
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
