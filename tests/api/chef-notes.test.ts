import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHEF_META_HEADER, decodeChefMeta } from '../../src/shared/chef-meta-header.ts';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';
import { UNKNOWN_DISH } from '../helpers/fake-ai-provider.ts';

/**
 * Honest notes (issue 17 item 9): when the configured LLM fails, the built-in chef answers and
 * every AI answer says so in `meta.note` — in the body where the answer is an object, in the
 * x-chef-meta header where the spec's answer is a bare array (generation, meal plans).
 */

// A model that cannot be reached: nothing listens on the discard port.
const FAILING_LLM = {
  AI_PROVIDER: 'openai-compatible',
  AI_MODEL: 'mock',
  AI_BASE_URL: 'http://127.0.0.1:9/v1',
  AI_TIMEOUT_MS: '5000',
};

describe('with a configured LLM that fails', () => {
  let t: TestApp;
  let cook: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ env: FAILING_LLM });
    cook = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('generation answers with the built-in chef and the fallback note in the header, in the language asked', async () => {
    for (const [language, note] of [
      ['en', /built-in chef answered/],
      ['pt-BR', /chef embutido respondeu/],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/recipes/generate',
        headers: cook.headers,
        payload: { dishType: UNKNOWN_DISH, recipeCount: 1, language },
      });
      expect(res.statusCode, res.body).toBe(200);
      // The cookbook does not know the dish either, and says so: nothing under its name.
      expect(res.json().every((r: { title: string }) => !/kraken/i.test(r.title))).toBe(true);
      const meta = decodeChefMeta(res.headers[CHEF_META_HEADER] as string);
      expect(meta).toMatchObject({ engine: 'local', fallback: true });
      expect(meta?.note).toMatch(note);
    }
  });

  it('a meal plan carries the fallback note in the header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/meal-plans/generate',
      headers: cook.headers,
      payload: {
        startDate: '2026-03-02',
        endDate: '2026-03-03',
        includeUserRecipes: false,
        preferences: UNKNOWN_DISH,
        language: 'en',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().length).toBeGreaterThan(0);
    const meta = decodeChefMeta(res.headers[CHEF_META_HEADER] as string);
    expect(meta).toMatchObject({ engine: 'local', fallback: true });
    expect(meta?.note).toMatch(/built-in chef answered/);
  });

  it('a modification carries the fallback note in the body', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: cook.headers,
      payload: buildRecipe(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${created.json().id}/modify`,
      headers: cook.headers,
      payload: { customPrompt: 'make it for 6 people', language: 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta).toMatchObject({ engine: 'local', fallback: true });
    expect(res.json().meta.note).toMatch(/built-in chef answered/);
  });
});

describe('with the built-in chef alone', () => {
  let t: TestApp;
  let cook: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    cook = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('generation and plans still say which engine answered, without a fallback', async () => {
    const gen = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/generate',
      headers: cook.headers,
      payload: { dishType: 'soup', recipeCount: 1 },
    });
    expect(gen.statusCode, gen.body).toBe(200);
    expect(decodeChefMeta(gen.headers[CHEF_META_HEADER] as string)).toMatchObject({ engine: 'local', fallback: false });
    const plan = await t.app.inject({
      method: 'POST',
      url: '/api/meal-plans/generate',
      headers: cook.headers,
      payload: { startDate: '2026-03-02', endDate: '2026-03-02', includeUserRecipes: false },
    });
    expect(plan.statusCode, plan.body).toBe(200);
    expect(decodeChefMeta(plan.headers[CHEF_META_HEADER] as string)).toMatchObject({
      engine: 'local',
      fallback: false,
    });
  });

  it('a header that is not a valid meta reads as none', () => {
    expect(decodeChefMeta(undefined)).toBeUndefined();
    expect(decodeChefMeta('%E0%A4%A')).toBeUndefined();
    expect(decodeChefMeta(encodeURIComponent('{"engine":"gpt"}'))).toBeUndefined();
  });
});
