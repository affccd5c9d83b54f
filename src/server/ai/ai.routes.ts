import { z } from 'zod';
import {
  ZAdjustInstructionsRequest,
  ZAdjustInstructionsResult,
  ZMealPlanRequest,
  ZMealSuggestion,
  ZModifyAction,
  ZModifyResult,
  ZChefLanguage,
  ZChefRecipe,
  ZSubstitutesRequest,
  ZSubstitutesResult,
  ZTagsResult,
  ZTipsResult,
  ZAiSuggestionsRequest,
} from '../../shared/schemas/chef.ts';
import { ZGenerateRequest, ZRecipe } from '../../shared/schemas/recipe.ts';
import { normalizeLanguage, type TUnitSystem } from '../../shared/constants.ts';
import { CHEF_META_HEADER, encodeChefMeta } from '../../shared/chef-meta-header.ts';
import type { Chef } from '../chef/chef.ts';
import { recipeFollowsDiets } from '../chef/llm/diet-check.ts';
import { dietsIn } from '../chef/local/wish.ts';
import type { Db } from '../db/client.ts';
import type { FastifyReply } from 'fastify';
import { requireUser, type App } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { routeRateLimit } from '../http/route-rate-limit.ts';
import { recipePolicy } from '../recipes/recipes.policy.ts';
import { presentRecipe } from '../recipes/recipes.presenter.ts';
import { recipesRepository, type RecipeRow } from '../recipes/recipes.repository.ts';
import type { UserRow } from '../users/users.repository.ts';

const tags = ['ai'];
const ZId = z.object({ id: z.string().max(100) });

/** AI routes share one per-user budget, stored in the database so it holds across instances. */
export const AI_RATE_LIMIT = { max: 60, windowMs: 10 * 60 * 1000 };

const ZModifyBody = z
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

/** The array answers keep the spec's shape; the chef's meta (and its honest note) rides in a header. */
const CHEF_META_DESCRIPTION = `The ${CHEF_META_HEADER} response header holds the chef's meta as percent-encoded JSON: {engine, fallback, note?}. The note says when the chef adapted the wish, could not match part of it, or answered because the configured LLM failed.`;

function chefOf(app: App): Chef {
  const chef = app.ctx.services.chef as Chef | undefined;
  if (!chef) throw new Error('The chef service is not configured');
  return chef;
}

function unitSystemOf(user: UserRow): TUnitSystem {
  return user.unitSystem === 'metric' ? 'metric' : 'imperial';
}

function asChefRecipe(r: RecipeRow) {
  return {
    title: r.title,
    description: r.description,
    prepTime: r.prepTime,
    cookTime: r.cookTime,
    servings: r.servings,
    difficulty: r.difficulty,
    ingredients: r.ingredients,
    instructions: r.instructions,
    tags: r.tags,
    tips: r.tips,
  };
}

export async function aiRoutes(app: App): Promise<void> {
  const limit = routeRateLimit(app, { bucket: 'ai', ...AI_RATE_LIMIT });
  const db = () => app.ctx.database.db;
  const owned = async (user: UserRow, id: string) => recipePolicy.assertManage(user, await recipesRepository(db()).findById(id));
  /**
   * Aborted when the client really goes away: the reply's socket closes before the response is
   * sent. (The request's own 'close' fires as soon as its body is read on Fastify 5 / Node 24.)
   */
  const signal = (reply: FastifyReply) => {
    const controller = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    return controller.signal;
  };
  const gone = () => new AppError(499, 'client_closed', 'The client closed the connection before the answer was ready.');
  /** Runs a chef call that is cancelled when the client goes away; then answers 499, not a 500. */
  const forClient = async <T>(reply: FastifyReply, run: (aborted: AbortSignal) => Promise<T>): Promise<T> => {
    const aborted = signal(reply);
    try {
      const out = await run(aborted);
      if (aborted.aborted) throw gone();
      return out;
    } catch (err) {
      if (aborted.aborted) throw gone();
      throw err;
    }
  };

  app.post(
    '/api/recipes/generate',
    { schema: { tags, description: CHEF_META_DESCRIPTION, body: ZGenerateRequest, response: { 200: z.array(ZRecipe) } }, preHandler: limit },
    async (req, reply) => {
      const user = requireUser(req);
      const language = normalizeLanguage(req.body.language);
      // A client that left gets nothing saved: forClient throws before the recipes are written.
      const result = await forClient(reply, (aborted) => chefOf(app).generateRecipes({ ...req.body, language }, { unitSystem: unitSystemOf(user), signal: aborted }));
      if (result.meta.fallback) req.log.warn({ note: result.meta.note }, 'generation answered by the built-in chef after an LLM failure');
      reply.header(CHEF_META_HEADER, encodeChefMeta(result.meta));
      // The generated recipes are saved together, so the user never gets half a batch.
      const rows = await db().transaction(async (tx) =>
        recipesRepository(tx as unknown as Db).insertMany(
          result.recipes.map((r) => ({
            userId: user.id,
            title: r.title,
            description: r.description || null,
            prepTime: r.prepTime,
            cookTime: r.cookTime,
            servings: r.servings,
            difficulty: r.difficulty,
            ingredients: r.ingredients,
            instructions: r.instructions,
            tags: r.tags,
            tips: r.tips,
            language,
            originalUnitSystem: unitSystemOf(user),
          })),
        ),
      );
      return rows.map(presentRecipe);
    },
  );

  app.post(
    '/api/recipes/:id/modify',
    { schema: { tags, params: ZId, body: ZModifyBody, response: { 200: ZModifyResult } }, preHandler: limit },
    async (req, reply) => {
      const user = requireUser(req);
      const recipe = await owned(user, req.params.id);
      return forClient(reply, (aborted) => chefOf(app).modifyRecipe(
        {
          action: req.body.action,
          customPrompt: req.body.customPrompt,
          currentRecipe: req.body.currentRecipe ?? asChefRecipe(recipe),
          language: req.body.language,
        },
        { unitSystem: unitSystemOf(user), signal: aborted },
      ));
    },
  );

  app.post('/api/recipes/:id/ai-tips', { schema: { tags, params: ZId, body: ZAiSuggestionsRequest, response: { 200: ZTipsResult } }, preHandler: limit }, async (req, reply) => {
    const user = requireUser(req);
    const recipe = await owned(user, req.params.id);
    const language = normalizeLanguage(req.body?.language ?? recipe.language ?? user.language);
    return forClient(reply, (aborted) => chefOf(app).suggestTips({ recipe: asChefRecipe(recipe), language }, { unitSystem: unitSystemOf(user), signal: aborted }));
  });

  app.post('/api/recipes/:id/ai-tags', { schema: { tags, params: ZId, body: ZAiSuggestionsRequest, response: { 200: ZTagsResult } }, preHandler: limit }, async (req, reply) => {
    const user = requireUser(req);
    const recipe = await owned(user, req.params.id);
    const language = normalizeLanguage(req.body?.language ?? recipe.language ?? user.language);
    return forClient(reply, (aborted) => chefOf(app).suggestTags({ recipe: asChefRecipe(recipe), language }, { unitSystem: unitSystemOf(user), signal: aborted }));
  });

  app.post(
    '/api/ingredients/substitutions',
    { schema: { tags, body: ZSubstitutesRequest, response: { 200: ZSubstitutesResult } }, preHandler: limit },
    async (req, reply) => {
      const user = requireUser(req);
      return forClient(reply, (aborted) => chefOf(app).findSubstitutes(req.body, { unitSystem: unitSystemOf(user), signal: aborted }));
    },
  );

  app.post(
    '/api/recipes/adjust-instructions',
    { schema: { tags, body: ZAdjustInstructionsRequest, response: { 200: ZAdjustInstructionsResult } }, preHandler: limit },
    async (req, reply) => {
      const user = requireUser(req);
      return forClient(reply, (aborted) => chefOf(app).adjustInstructions(req.body, { unitSystem: unitSystemOf(user), signal: aborted }));
    },
  );

  app.post(
    '/api/meal-plans/generate',
    { schema: { tags, description: CHEF_META_DESCRIPTION, body: ZMealPlanRequest, response: { 200: z.array(ZMealSuggestion) } }, preHandler: limit },
    async (req, reply) => {
      const user = requireUser(req);
      let savedRecipes: Array<ReturnType<typeof asChefRecipe> & { id: string }> = [];
      if (req.body.includeUserRecipes) {
        const { rows } = await recipesRepository(db()).list(user.id, { sort: 'newest', limit: 300, offset: 0 });
        // A saved recipe is offered only if it keeps the requested diets (whichever chef plans).
        const diets = dietsIn(`${req.body.preferences} ${req.body.dietaryRestrictions}`);
        savedRecipes = rows
          .filter((r) => r.instructions.length > 0 && r.ingredients.length > 0 && recipeFollowsDiets(r, diets))
          .map((r) => ({ id: r.id, ...asChefRecipe(r) }));
      }
      const language = req.body.language ?? normalizeLanguage(user.language);
      const result = await forClient(reply, (aborted) => chefOf(app).planMeals({ ...req.body, language, savedRecipes }, { unitSystem: unitSystemOf(user), signal: aborted }));
      reply.header(CHEF_META_HEADER, encodeChefMeta(result.meta));
      return result.suggestions;
    },
  );
}
