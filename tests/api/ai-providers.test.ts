/**
 * The AI features against a fake provider that speaks each wire protocol (OpenAI-compatible chat
 * completions, Anthropic messages, Ollama /api/chat, an OpenAI images endpoint), on 127.0.0.1.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { FIXTURE_KB } from '../../src/server/chef/__fixtures__/kb.ts';
import { createChef } from '../../src/server/chef/index.ts';
import { OUTPUT_TOKENS } from '../../src/server/chef/llm/output-tokens.ts';
import { recipes } from '../../src/server/db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';
import {
  modelRecipe as draft,
  startFakeProvider,
  type FakeAnswer,
  type FakeProvider,
  type ProviderCall,
  UNKNOWN_DISH,
} from '../helpers/fake-ai-provider.ts';

const meal = (date: string, mealType: string, extra: Record<string, unknown> = {}) => ({
  ...draft(`Chickpea ${mealType}`),
  recipeTitle: `Chickpea ${mealType}`,
  recipeDescription: 'Chickpeas and tomatoes.',
  date,
  mealType,
  reasoning: 'Fits.',
  existingRecipeId: '',
  ...extra,
});

let answer: (call: ProviderCall) => FakeAnswer = () => ({ text: '{}' });
let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider((call) => answer(call));
});
afterAll(async () => {
  await fake.close();
});

const opts = { unitSystem: 'metric' as const };
const chefFor = (ai: Record<string, unknown>) => {
  const logger = { warn: vi.fn() };
  const chef = createChef(
    { ai: { model: 'test-model', timeoutMs: 10_000, ...ai } as never },
    { recipes: FIXTURE_KB, logger },
  );
  return { chef, logger };
};
const twoRecipes = () => ({ text: JSON.stringify({ recipes: [draft('Chickpea Stew'), draft('Tomato Chickpeas')] }) });

describe('Ollama', () => {
  it.each(['', '/', '/api', '/v1', '/v1/'])(
    'AI_BASE_URL ending in %j reaches /api/chat with the API key',
    async (suffix) => {
      answer = twoRecipes;
      const { chef } = chefFor({ provider: 'ollama', baseUrl: `${fake.origin}${suffix}`, apiKey: 'sk-ollama' });
      const res = await chef.generateRecipes({ dishType: UNKNOWN_DISH, recipeCount: 2, language: 'en' }, opts);
      expect(res.meta).toEqual({ engine: 'llm', fallback: false });
      const call = fake.calls.at(-1)!;
      expect(call.path).toBe('/api/chat');
      expect(call.headers.authorization).toBe('Bearer sk-ollama');
    },
  );
});

describe('Anthropic output budget and fallback reasons', () => {
  it('asks for each operation’s own output budget, or AI_MAX_OUTPUT_TOKENS', async () => {
    answer = () => ({
      text: JSON.stringify({ suggestions: ['breakfast', 'lunch', 'dinner'].map((m) => meal('2026-03-02', m)) }),
    });
    const { chef } = chefFor({
      provider: 'anthropic',
      baseUrl: `${fake.origin}/v1`,
      apiKey: 'sk-ant',
      model: 'claude-unknown-to-the-sdk',
    });
    const plan = await chef.planMeals(
      { startDate: '2026-03-02', endDate: '2026-03-02', preferences: UNKNOWN_DISH, language: 'en' },
      opts,
    );
    expect(plan.meta.engine).toBe('llm');
    let call = fake.calls.at(-1)!;
    expect(call.path).toBe('/v1/messages');
    expect(call.headers['x-api-key']).toBe('sk-ant');
    expect(call.body.max_tokens).toBe(OUTPUT_TOKENS.plan);
    expect(OUTPUT_TOKENS.plan).toBeGreaterThanOrEqual(8000);
    answer = twoRecipes;
    await chef.generateRecipes({ dishType: UNKNOWN_DISH, recipeCount: 2, language: 'en' }, opts);
    expect(fake.calls.at(-1)!.body.max_tokens).toBe(OUTPUT_TOKENS.generate);
    const { chef: capped } = chefFor({
      provider: 'anthropic',
      baseUrl: `${fake.origin}/v1`,
      apiKey: 'sk-ant',
      maxOutputTokens: 12_000,
    });
    await capped.generateRecipes({ dishType: UNKNOWN_DISH, recipeCount: 2, language: 'en' }, opts);
    call = fake.calls.at(-1)!;
    expect(call.body.max_tokens).toBe(12_000);
  });

  it('a cut answer falls back, and the warning says why (the provider’s stop reason)', async () => {
    answer = () => ({ text: '{"suggestions": [{"date": "2026-03-02", "mealType": "breakf', stop: 'length' });
    const { chef, logger } = chefFor({ provider: 'anthropic', baseUrl: `${fake.origin}/v1`, apiKey: 'sk-ant' });
    const plan = await chef.planMeals(
      { startDate: '2026-03-02', endDate: '2026-03-02', preferences: UNKNOWN_DISH, language: 'en' },
      opts,
    );
    expect(plan.meta).toMatchObject({ engine: 'local', fallback: true });
    expect(logger.warn).toHaveBeenCalledOnce();
    const [fields, message] = logger.warn.mock.calls[0]!;
    expect(fields).toMatchObject({ op: 'plan', kind: 'invalid' });
    expect(JSON.stringify(fields)).toMatch(/length/);
    expect(String(message)).toMatch(/invalid/);
  });

  it('a provider error is logged with its status and body', async () => {
    answer = () => ({ status: 429, body: '{"error":{"message":"rate limit reached for this key"}}' });
    const { chef, logger } = chefFor({ provider: 'openai-compatible', baseUrl: `${fake.origin}/v1`, apiKey: 'k' });
    const res = await chef.suggestTips({ recipe: draft('Chickpea Stew'), language: 'en' }, opts);
    expect(res.meta.fallback).toBe(true);
    expect(logger.warn.mock.calls[0]![0]).toMatchObject({ op: 'tips', kind: 'error', statusCode: 429 });
    expect(JSON.stringify(logger.warn.mock.calls[0]![0])).toContain('rate limit reached for this key');
  });
});

describe('vegetarian answers are read whole', () => {
  const veg = { dishType: UNKNOWN_DISH, preferences: 'vegetarian', recipeCount: 2, language: 'en' as const };
  it.each([
    ['description', { description: 'Juicy garlic chicken thighs with chickpeas.' }],
    ['title', { title: 'Garlic Chicken and Chickpeas' }],
    ['steps', { instructions: ['Brown the bacon in a pan.', 'Add the chickpeas and simmer for 10 minutes.'] }],
  ])('meat named only in the %s falls back', async (_part, extra) => {
    answer = () => ({ text: JSON.stringify({ recipes: [draft('Chickpea Stew', extra), draft('Tomato Chickpeas')] }) });
    const { chef } = chefFor({ provider: 'openai-compatible', baseUrl: `${fake.origin}/v1`, apiKey: 'k' });
    const res = await chef.generateRecipes(veg, opts);
    expect(res.meta.fallback).toBe(true);
  });
  it('a truly vegetarian answer (even one saying "no meat") is used', async () => {
    answer = () => ({
      text: JSON.stringify({
        recipes: [draft('Chickpea Stew', { description: 'Hearty, with no meat at all.' }), draft('Tomato Chickpeas')],
      }),
    });
    const { chef } = chefFor({ provider: 'openai-compatible', baseUrl: `${fake.origin}/v1`, apiKey: 'k' });
    expect((await chef.generateRecipes(veg, opts)).meta).toEqual({ engine: 'llm', fallback: false });
  });
});

describe('through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        AI_PROVIDER: 'openai-compatible',
        AI_MODEL: 'test-model',
        AI_BASE_URL: `${fake.origin}/v1`,
        AI_API_KEY: 'k',
        AI_IMAGE_PROVIDER: `${fake.origin}/v1/images/generations`,
        AI_IMAGE_TIMEOUT_MS: '1000',
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a vegetarian week plan never plans a saved meat recipe, and the model is not offered one', async () => {
    const cook = await signUp(t.app);
    const save = async (body: object) =>
      (await t.app.inject({ method: 'POST', url: '/api/recipes', headers: cook.headers, payload: body })).json<{
        id: string;
      }>().id;
    const chicken = await save(
      buildRecipe({
        title: 'Garlic Chicken Rice Bowl',
        ingredients: [
          { name: 'chicken thighs', amount: '500 g' },
          { name: 'rice', amount: '1 cup' },
        ],
      }),
    );
    const curry = await save(
      buildRecipe({
        title: 'Chickpea Curry',
        ingredients: [
          { name: 'chickpeas', amount: '400 g' },
          { name: 'coconut milk', amount: '1 can' },
        ],
      }),
    );
    answer = () => ({
      text: JSON.stringify({
        suggestions: [
          meal('2026-03-02', 'breakfast'),
          meal('2026-03-02', 'lunch', { recipeTitle: 'Rice bowl', existingRecipeId: chicken }),
          meal('2026-03-02', 'dinner', { existingRecipeId: curry }),
        ],
      }),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/meal-plans/generate',
      headers: cook.headers,
      payload: {
        startDate: '2026-03-02',
        endDate: '2026-03-02',
        dietaryRestrictions: 'vegetarian',
        preferences: UNKNOWN_DISH,
        includeUserRecipes: true,
        language: 'en',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const prompt = JSON.stringify(fake.calls.at(-1)!.body);
    expect(prompt).not.toContain('Garlic Chicken Rice Bowl');
    expect(prompt).toContain('Chickpea Curry');
    const ids = res.json<Array<{ existingRecipeId?: string }>>().map((s) => s.existingRecipeId);
    expect(ids).not.toContain(chicken);
    expect(ids).toContain(curry);
  });

  it('images use AI_IMAGE_TIMEOUT_MS: a hanging images endpoint is given up and the illustration answers', async () => {
    answer = (call) => (call.path.endsWith('/images/generations') ? 'hang' : { text: '{}' });
    const cook = await signUp(t.app);
    const id = (
      await t.app.inject({ method: 'POST', url: '/api/recipes', headers: cook.headers, payload: buildRecipe() })
    ).json<{ id: string }>().id;
    const called = fake.nextCall();
    const res = await t.app.inject({ method: 'POST', url: `/api/recipes/${id}/generate-image`, headers: cook.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ source: 'illustration' });
    await (
      await called
    ).aborted;
  });

  it('a client that disconnects cancels the model call, and nothing is saved', async () => {
    answer = () => 'hang';
    const cook = await signUp(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const called = fake.nextCall();
    const body = JSON.stringify({ dishType: UNKNOWN_DISH, recipeCount: 2, language: 'en' });
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/recipes/generate',
      headers: { cookie: cook.cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    req.on('error', () => {});
    req.end(body);
    const call = await called;
    req.destroy();
    // The model call is cancelled, not left running…
    await call.aborted;
    // …and once every request has finished, the generation saved nothing.
    await t.app.close();
    const saved = await t.database.db.select().from(recipes).where(eq(recipes.userId, cook.id));
    expect(saved).toEqual([]);
  });
});
