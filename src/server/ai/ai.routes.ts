import { z } from 'zod';
import {
  ZAdjustInstructionsRequest,
  ZAdjustInstructionsResult,
  ZMealPlanRequest,
  ZMealSuggestion,
  ZModifyRecipeBody,
  ZModifyResult,
  ZRecipeHelpBody,
  ZSubstitutesRequest,
  ZSubstitutesResult,
  ZTagsResult,
  ZTipsResult,
} from '../../shared/schemas/chef.ts';
import { ZId } from '../../shared/schemas/id.ts';
import { ZGenerateRequest, ZRecipe } from '../../shared/schemas/recipe.ts';
import { CHEF_META_HEADER, encodeChefMeta } from '../../shared/chef-meta-header.ts';
import type { FastifyReply } from 'fastify';
import { requireUser, type App } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { AI_RATE_LIMIT } from '../http/route-limits.ts';
import { routeRateLimit } from '../http/route-rate-limit.ts';
import { presentRecipe } from '../recipes/recipes.presenter.ts';
import { aiService } from './ai.service.ts';

const tags = ['ai'];

/** The array answers keep the spec's shape; the chef's meta (and its honest note) rides in a header. */
const CHEF_META_DESCRIPTION = `The ${CHEF_META_HEADER} response header holds the chef's meta as percent-encoded JSON: {engine, fallback, note?}. The note says when the chef adapted the wish, could not match part of it, or answered because the configured LLM failed.`;

export async function aiRoutes(app: App): Promise<void> {
  const limit = routeRateLimit(app, AI_RATE_LIMIT);
  const service = () =>
    aiService({ db: app.ctx.database.db, chef: app.ctx.services.chef, events: app.ctx.services.webhooks });
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
  const gone = () =>
    new AppError(499, 'client_closed', 'The client closed the connection before the answer was ready.');
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
    {
      schema: { tags, description: CHEF_META_DESCRIPTION, body: ZGenerateRequest, response: { 200: z.array(ZRecipe) } },
      preHandler: limit,
    },
    async (req, reply) => {
      const user = requireUser(req);
      // A client that left gets nothing saved: forClient throws before the recipes are written.
      const result = await forClient(reply, (aborted) => service().generate(user, req.body, aborted));
      if (result.meta.fallback)
        req.log.warn({ note: result.meta.note }, 'generation answered by the built-in chef after an LLM failure');
      reply.header(CHEF_META_HEADER, encodeChefMeta(result.meta));
      const rows = await service().saveGenerated(user, result.recipes, result.language);
      return rows.map(presentRecipe);
    },
  );

  app.post(
    '/api/recipes/:id/modify',
    { schema: { tags, params: ZId, body: ZModifyRecipeBody, response: { 200: ZModifyResult } }, preHandler: limit },
    async (req, reply) =>
      forClient(reply, (aborted) => service().modify(requireUser(req), req.params.id, req.body, aborted)),
  );

  app.post(
    '/api/recipes/:id/ai-tips',
    { schema: { tags, params: ZId, body: ZRecipeHelpBody, response: { 200: ZTipsResult } }, preHandler: limit },
    async (req, reply) =>
      forClient(reply, (aborted) => service().tips(requireUser(req), req.params.id, req.body, aborted)),
  );

  app.post(
    '/api/recipes/:id/ai-tags',
    { schema: { tags, params: ZId, body: ZRecipeHelpBody, response: { 200: ZTagsResult } }, preHandler: limit },
    async (req, reply) =>
      forClient(reply, (aborted) => service().tags(requireUser(req), req.params.id, req.body, aborted)),
  );

  app.post(
    '/api/ingredients/substitutions',
    { schema: { tags, body: ZSubstitutesRequest, response: { 200: ZSubstitutesResult } }, preHandler: limit },
    async (req, reply) => forClient(reply, (aborted) => service().substitutes(requireUser(req), req.body, aborted)),
  );

  app.post(
    '/api/recipes/adjust-instructions',
    {
      schema: { tags, body: ZAdjustInstructionsRequest, response: { 200: ZAdjustInstructionsResult } },
      preHandler: limit,
    },
    async (req, reply) =>
      forClient(reply, (aborted) => service().adjustInstructions(requireUser(req), req.body, aborted)),
  );

  app.post(
    '/api/meal-plans/generate',
    {
      schema: {
        tags,
        description: CHEF_META_DESCRIPTION,
        body: ZMealPlanRequest,
        response: { 200: z.array(ZMealSuggestion) },
      },
      preHandler: limit,
    },
    async (req, reply) => {
      const result = await forClient(reply, (aborted) => service().planMeals(requireUser(req), req.body, aborted));
      reply.header(CHEF_META_HEADER, encodeChefMeta(result.meta));
      return result.suggestions;
    },
  );
}
