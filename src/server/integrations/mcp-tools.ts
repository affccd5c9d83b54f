import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { MEAL_TYPES, normalizeLanguage, RECIPE_COUNT } from '../../shared/constants.ts';
import { calendarDate } from '../../shared/schemas/calendar-date.ts';
import { aiService } from '../ai/ai.service.ts';
import type { Db } from '../db/client.ts';
import { AppError, badRequest, tooManyRequests } from '../http/errors.ts';
import { AI_RATE_LIMIT, IMPORT_RATE_LIMIT } from '../http/route-limits.ts';
import { hitRateLimit } from '../http/rate-limit.ts';
import { presentMealPlanItem } from '../meal-plans/meal-plans.presenter.ts';
import { mealPlansService } from '../meal-plans/meal-plans.service.ts';
import { pantryService } from '../pantry/pantry.service.ts';
import { presentRecipeCard } from '../recipes/recipe-cards.ts';
import { presentRecipe, presentRecipeFor } from '../recipes/recipes.presenter.ts';
import type { AppServices } from '../services.ts';
import { presentShoppingItem } from '../shopping-list/shopping-list.presenter.ts';
import { shoppingListService, type Publish } from '../shopping-list/shopping-list.service.ts';
import type { UserRow } from '../users/users.repository.ts';

export interface McpToolDeps {
  db: Db;
  services: Pick<AppServices, 'recipes' | 'recipeImport' | 'chef' | 'webhooks'>;
  /** Tells the household's open screens what changed (the live bus). */
  publish: Publish;
  log: { error(obj: object, msg?: string): void };
}

interface Caller {
  user: UserRow;
  scope: 'read' | 'read-write';
}

const READ_ONLY_MESSAGE =
  'This API token is read-only: create a read-write token in your Tempero profile to let the assistant make changes.';

type ToolResult = { content: Array<{ type: 'text'; text: string }>; isError?: boolean };
const answer = (value: unknown): ToolResult => ({ content: [{ type: 'text', text: JSON.stringify(value, null, 2) }] });
const refusal = (message: string): ToolResult => ({ content: [{ type: 'text', text: message }], isError: true });

/** The Sunday-to-Saturday week of a date, as the meal planner names and creates it. */
function weekOf(date: string): { name: string; startDate: string; endDate: string } {
  const day = new Date(`${date}T00:00:00Z`);
  const start = new Date(day.getTime() - day.getUTCDay() * 86_400_000);
  const end = new Date(start.getTime() + 6 * 86_400_000);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const label = start.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return { name: `Week of ${label}`, startDate: iso(start), endDate: iso(end) };
}

/**
 * The MCP server of one request: the tools act as the token's account through the same services
 * the HTTP API uses (visibility, limits, webhooks and live updates included). Write tools refuse a
 * read-only token with a sentence the assistant can pass on.
 */
export function buildMcpServer(deps: McpToolDeps, caller: Caller): McpServer {
  const { db, services } = deps;
  const { user } = caller;
  const server = new McpServer(
    { name: 'tempero', version: '1.0.0' },
    {
      instructions:
        'Tempero is a recipe manager. Search and read the cook’s recipes, save new ones from text or a web address, plan meals, add to the shopping list, and ask the built-in chef for ideas (from a wish or from what is in the pantry).',
    },
  );
  const budget = async (limit: { bucket: string; max: number; windowMs: number }) => {
    const hit = await hitRateLimit(db, `${limit.bucket}:u:${user.id}`, limit.max, limit.windowMs);
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
  };
  /** Runs a tool: AppErrors (404, 400, 429…) become a tool error with their message. */
  const run =
    <A>(write: boolean, body: (args: A) => Promise<unknown>) =>
    async (args: A): Promise<ToolResult> => {
      if (write && caller.scope !== 'read-write') return refusal(READ_ONLY_MESSAGE);
      try {
        return answer(await body(args));
      } catch (err) {
        if (err instanceof AppError) return refusal(err.message);
        deps.log.error({ err }, 'an MCP tool failed');
        return refusal('Tempero could not do this just now. Please try again later.');
      }
    };
  const readOnly = { readOnlyHint: true, openWorldHint: false };
  const writes = { readOnlyHint: false, destructiveHint: false, openWorldHint: false };

  server.registerTool(
    'search_recipes',
    {
      title: 'Search my recipes',
      description:
        'Lists the cook’s saved recipes, newest first, optionally matching words in the title, tags or description. 20 a page.',
      inputSchema: {
        query: z.string().trim().max(200).optional().describe('Words to look for; leave out to list all'),
        page: z.number().int().min(1).max(1000).optional().describe('Page number, from 1'),
      },
      annotations: readOnly,
    },
    run(false, async ({ query, page }: { query?: string; page?: number }) => {
      const { rows, total } = await services.recipes.list(user, {
        q: query || undefined,
        sort: 'newest',
        page: page ?? 1,
        pageSize: 20,
      });
      return { total, page: page ?? 1, recipes: rows.map(presentRecipeCard) };
    }),
  );

  server.registerTool(
    'get_recipe',
    {
      title: 'Read a recipe',
      description: 'One recipe with its ingredients, steps and tips, by id (from search_recipes).',
      inputSchema: { id: z.string().max(100).describe('The recipe id') },
      annotations: readOnly,
    },
    run(false, async ({ id }: { id: string }) => presentRecipeFor(user, await services.recipes.get(user, id))),
  );

  server.registerTool(
    'create_recipe',
    {
      title: 'Save a recipe from text or a web address',
      description:
        'Saves a new recipe to the cook’s collection through Tempero’s importer: give either the text of a recipe (title, ingredients, steps) or the address of a recipe page.',
      inputSchema: {
        text: z.string().trim().min(1).max(50_000).optional().describe('The recipe as text'),
        url: z.string().trim().max(2000).optional().describe('The address of a recipe page (http or https)'),
      },
      annotations: { ...writes, openWorldHint: true },
    },
    run(true, async ({ text, url }: { text?: string; url?: string }) => {
      if (Boolean(text) === Boolean(url)) throw badRequest('Give either text or url (one of them).');
      await budget(IMPORT_RATE_LIMIT);
      const saved = url
        ? await services.recipeImport.fromUrl(user, url)
        : await services.recipeImport.fromText(user, text!, undefined);
      return presentRecipe(saved);
    }),
  );

  server.registerTool(
    'add_to_meal_plan',
    {
      title: 'Plan a meal',
      description:
        'Puts a recipe on the household’s meal plan for a day and meal (the week’s plan is created when there is none).',
      inputSchema: {
        recipeId: z.string().max(100).describe('The recipe id'),
        date: z.string().max(10).describe('The day, YYYY-MM-DD'),
        mealType: z.enum(MEAL_TYPES),
        servings: z.number().int().min(1).max(100).optional(),
      },
      annotations: writes,
    },
    run(
      true,
      async (args: { recipeId: string; date: string; mealType: (typeof MEAL_TYPES)[number]; servings?: number }) => {
        const date = calendarDate(args.date);
        if (!date) throw badRequest('date must be a real day written YYYY-MM-DD.');
        const plans = mealPlansService(db, (householdId) => deps.publish(householdId, 'meal-plan'), services.webhooks);
        const covering = (await plans.list(user, date, date)).find((p) => p.startDate <= date && p.endDate >= date);
        const planId = covering?.id ?? (await plans.create(user, { ...weekOf(date), notes: null })).plan.id;
        const added = await plans.addItem(user, planId, {
          recipeId: args.recipeId,
          mealDate: date,
          mealType: args.mealType,
          servings: args.servings ?? 2,
        });
        return presentMealPlanItem(user, added);
      },
    ),
  );

  server.registerTool(
    'add_to_shopping_list',
    {
      title: 'Add to the shopping list',
      description: 'Adds items to the household’s shopping list.',
      inputSchema: {
        items: z
          .array(z.object({ name: z.string().trim().min(1).max(200), amount: z.string().trim().max(100).optional() }))
          .min(1)
          .max(50),
      },
      annotations: writes,
    },
    run(true, async ({ items }: { items: Array<{ name: string; amount?: string }> }) => {
      const list = shoppingListService(db, deps.publish, services.webhooks);
      const added = [];
      for (const item of items)
        added.push(presentShoppingItem(await list.add(user, { name: item.name, amount: item.amount ?? '' })));
      return added;
    }),
  );

  server.registerTool(
    'ask_chef',
    {
      title: 'Ask the chef for recipes',
      description:
        'Asks Tempero’s chef for new recipes from a wish (“a quick vegetarian dinner”) or from what is in the pantry. Returns the ideas; with save (read-write token), they are saved to the collection.',
      inputSchema: {
        wish: z.string().trim().max(500).optional().describe('What the cook feels like'),
        fromPantry: z.boolean().optional().describe('Use what is in the pantry'),
        count: z.number().int().min(RECIPE_COUNT.min).max(RECIPE_COUNT.max).optional(),
        save: z.boolean().optional().describe('Save the recipes (needs a read-write token)'),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    },
    async (args: { wish?: string; fromPantry?: boolean; count?: number; save?: boolean }) =>
      run(args.save === true, async () => {
        if (!args.wish && !args.fromPantry) throw badRequest('Give a wish, or set fromPantry.');
        const pantry = args.fromPantry ? (await pantryService(db).list(user)).map((p) => p.name) : [];
        if (args.fromPantry && pantry.length === 0)
          throw badRequest('The pantry is empty: add what you have in Tempero’s pantry first, or give a wish.');
        await budget(AI_RATE_LIMIT);
        const ai = aiService({ db, chef: services.chef, events: services.webhooks });
        const result = await ai.generate(
          user,
          {
            dishType: args.wish ?? '',
            timeLimit: '',
            preferences: '',
            recipeCount: args.count ?? (RECIPE_COUNT.default as number),
            availableIngredients: pantry.slice(0, 50),
            language: normalizeLanguage(user.language),
          },
          new AbortController().signal,
        );
        if (args.save) {
          const rows = await ai.saveGenerated(user, result.recipes, result.language);
          return { note: result.meta.note ?? null, saved: rows.map(presentRecipe) };
        }
        return { note: result.meta.note ?? null, recipes: result.recipes };
      })({}),
  );

  return server;
}
