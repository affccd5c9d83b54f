import type { Chef, ChefCallOptions, GenerateInput, MealPlanInput } from './chef.ts';
import type { CookbookChef } from './cookbook/cookbook-chef.ts';
import type {
  TAdjustInstructionsRequestInput,
  TAdjustInstructionsResult,
  TGenerateResult,
  TMealPlanResult,
  TModifyRequestInput,
  TModifyResult,
  TRecipeFromTextRequestInput,
  TRecipeFromTextResult,
  TRecipeHelpRequestInput,
  TSubstitutesRequestInput,
  TSubstitutesResult,
  TTagsResult,
  TTipsResult,
} from '../../shared/schemas/chef.ts';

/**
 * With an LLM configured: the cookbook answers what it knows (a named dish it has, a wish it
 * fills completely, edits of its own recipes, week plans without repeats), and the LLM answers
 * the rest — a dish the cookbook does not know, a wish it only partly fills, edits of a cook's own
 * recipe, tips, tags and substitutes for any recipe. The LLM's answers pass its own checks, with
 * the cookbook as the fallback when they fail.
 */
export class CookbookFirstChef implements Chef {
  readonly engine = 'llm' as const;
  private readonly book: CookbookChef;
  private readonly llm: Chef;
  constructor(book: CookbookChef, llm: Chef) {
    this.book = book;
    this.llm = llm;
  }

  async generateRecipes(input: GenerateInput, options: ChefCallOptions): Promise<TGenerateResult> {
    const { complete, ...local } = this.book.generateFromCookbook(input, options);
    if (complete) return local;
    return this.llm.generateRecipes(input, options);
  }

  async modifyRecipe(input: TModifyRequestInput, options: ChefCallOptions): Promise<TModifyResult> {
    if (this.book.knows(input.currentRecipe, input.language ?? 'en')) {
      const local = await this.book.modifyRecipe(input, options);
      if (local.success) return local;
    }
    return this.llm.modifyRecipe(input, options);
  }

  suggestTips(input: TRecipeHelpRequestInput, options: ChefCallOptions): Promise<TTipsResult> {
    return this.llm.suggestTips(input, options);
  }

  suggestTags(input: TRecipeHelpRequestInput, options: ChefCallOptions): Promise<TTagsResult> {
    return this.llm.suggestTags(input, options);
  }

  findSubstitutes(input: TSubstitutesRequestInput, options: ChefCallOptions): Promise<TSubstitutesResult> {
    return this.llm.findSubstitutes(input, options);
  }

  adjustInstructions(
    input: TAdjustInstructionsRequestInput,
    options: ChefCallOptions,
  ): Promise<TAdjustInstructionsResult> {
    return this.llm.adjustInstructions(input, options);
  }

  async planMeals(input: MealPlanInput, options: ChefCallOptions): Promise<TMealPlanResult> {
    const { complete, ...local } = this.book.planFromCookbook(input, options);
    if (complete) return local;
    return this.llm.planMeals(input, options);
  }

  recipeFromText(input: TRecipeFromTextRequestInput, options: ChefCallOptions): Promise<TRecipeFromTextResult> {
    return this.llm.recipeFromText(input, options);
  }
}
