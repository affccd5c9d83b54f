import { normalizeLanguage, type TUnitSystem } from '../../shared/constants.ts';
import type {
  TAdjustInstructionsRequest,
  TMealPlanRequest,
  TModifyRecipeBody,
  TRecipeHelpBody,
  TSubstitutesRequest,
} from '../../shared/schemas/chef.ts';
import { ZRecipeDraftFields, type TGenerateRequest, type TRecipeDraftField } from '../../shared/schemas/recipe.ts';
import type { Chef } from '../chef/chef.ts';
import { recipeFollowsDiets } from '../chef/llm/diet-check.ts';
import { dietsIn } from '../chef/local/wish.ts';
import type { Db } from '../db/client.ts';
import { recipePolicy } from '../recipes/recipes.policy.ts';
import { recipesRepository, type RecipeRow } from '../recipes/recipes.repository.ts';
import { presentRecipe } from '../recipes/recipes.presenter.ts';
import type { WebhookEmitter } from '../integrations/webhooks.service.ts';
import type { UserRow } from '../users/users.repository.ts';

function unitSystemOf(user: UserRow): TUnitSystem {
  return user.unitSystem === 'metric' ? 'metric' : 'imperial';
}

/** The recipe fields the chef reads and writes: the draft's, as the shared schema lists them. */
const DRAFT_FIELDS = ZRecipeDraftFields.keyof().options;

/** Only the draft fields of a recipe (a saved row, a generated draft): a new draft field follows. */
function draftFieldsOf<R extends Record<TRecipeDraftField, unknown>>(r: R): Pick<R, TRecipeDraftField> {
  return Object.fromEntries(DRAFT_FIELDS.map((k) => [k, r[k]])) as Pick<R, TRecipeDraftField>;
}

export interface AiDeps {
  db: Db;
  chef: Chef;
  /** Webhooks hear of the recipes the chef's answers are saved as. */
  events?: WebhookEmitter;
}

/**
 * The AI features: the chef's answers for the signed-in cook, on recipes they own. Each call takes
 * the signal that is aborted when the client goes away (the routes answer 499 then).
 */
export function aiService({ db, chef, events }: AiDeps) {
  const recipes = recipesRepository(db);
  const owned = async (user: UserRow, id: string) => recipePolicy.assertManage(user, await recipes.findById(id));
  const options = (user: UserRow, signal: AbortSignal) => ({ unitSystem: unitSystemOf(user), signal });

  return {
    /** Asks the chef for recipes; the caller saves them (saveGenerated) once the client is still there. */
    async generate(user: UserRow, body: TGenerateRequest, signal: AbortSignal) {
      const language = normalizeLanguage(body.language);
      const result = await chef.generateRecipes({ ...body, language }, options(user, signal));
      return { ...result, language };
    },
    /** The generated recipes are saved in one statement, so the user never gets half a batch. */
    async saveGenerated(
      user: UserRow,
      generated: Awaited<ReturnType<Chef['generateRecipes']>>['recipes'],
      language: string,
    ) {
      const rows = await recipes.insertMany(
        generated.map((r) => ({
          ...draftFieldsOf(r),
          // An empty description is stored as none.
          description: r.description || null,
          userId: user.id,
          language,
          originalUnitSystem: unitSystemOf(user),
        })),
      );
      for (const row of rows)
        await events?.emit({ type: 'recipe.created', actor: user, data: () => presentRecipe(row) });
      return rows;
    },
    async modify(user: UserRow, recipeId: string, body: TModifyRecipeBody, signal: AbortSignal) {
      const recipe = await owned(user, recipeId);
      return chef.modifyRecipe(
        {
          action: body.action,
          customPrompt: body.customPrompt,
          currentRecipe: body.currentRecipe ?? draftFieldsOf(recipe),
          language: body.language,
        },
        options(user, signal),
      );
    },
    /** The body's language, else the recipe's, else the cook's. */
    async tips(user: UserRow, recipeId: string, body: TRecipeHelpBody, signal: AbortSignal) {
      const recipe = await owned(user, recipeId);
      const language = normalizeLanguage(body?.language ?? recipe.language ?? user.language);
      return chef.suggestTips({ recipe: draftFieldsOf(recipe), language }, options(user, signal));
    },
    async tags(user: UserRow, recipeId: string, body: TRecipeHelpBody, signal: AbortSignal) {
      const recipe = await owned(user, recipeId);
      const language = normalizeLanguage(body?.language ?? recipe.language ?? user.language);
      return chef.suggestTags({ recipe: draftFieldsOf(recipe), language }, options(user, signal));
    },
    async substitutes(user: UserRow, body: TSubstitutesRequest, signal: AbortSignal) {
      return chef.findSubstitutes(body, options(user, signal));
    },
    async adjustInstructions(user: UserRow, body: TAdjustInstructionsRequest, signal: AbortSignal) {
      return chef.adjustInstructions(body, options(user, signal));
    },
    async planMeals(user: UserRow, body: TMealPlanRequest, signal: AbortSignal) {
      let savedRecipes: Array<Pick<RecipeRow, TRecipeDraftField> & { id: string }> = [];
      if (body.includeUserRecipes) {
        const { rows } = await recipes.list(user.id, { sort: 'newest', limit: 300, offset: 0 });
        // A saved recipe is offered only if it keeps the requested diets (whichever chef plans).
        const diets = dietsIn(`${body.preferences} ${body.dietaryRestrictions}`);
        savedRecipes = rows
          .filter((r) => r.instructions.length > 0 && r.ingredients.length > 0 && recipeFollowsDiets(r, diets))
          .map((r) => ({ id: r.id, ...draftFieldsOf(r) }));
      }
      const language = body.language ?? normalizeLanguage(user.language);
      return chef.planMeals({ ...body, language, savedRecipes }, options(user, signal));
    },
  };
}
