/**
 * Small input holes: a password of only spaces, numbers sent as arrays or booleans (coercion read
 * [1] as 1), and absolute URLs built from the Host header when PUBLIC_URL is not set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';

let t: TestApp;
let cook: SignedInUser;
let webDir: string;
beforeAll(async () => {
  // A minimal built SPA, so public pages are rendered; no PUBLIC_URL.
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-web-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>Tempero</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ build: { webDist: webDir } });
  cook = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});
/** Bodies with deliberately wrong types. */
const body = (value: Record<string, unknown>) => value as Record<string, string>;

describe('passwords', () => {
  it.each([' '.repeat(10), ' '.repeat(40), '\t'.repeat(12), `  ab  ${' '.repeat(6)}`])(
    'refuses %j',
    async (password) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: `spaces${Math.random()}@example.com`, password, firstName: 'S' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('password');
    },
  );
  it('accepts a passphrase with spaces inside', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'phrase@example.com', password: 'correct horse battery', firstName: 'S' },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('numbers are numbers', () => {
  const odd: unknown[] = [[1], ['4'], true, false, {}, { valueOf: 1 }, '', ' ', '1e400', '0x10', 'Infinity'];
  it.each(odd.map((v) => [v]))('POST /api/recipes refuses servings %j', async (servings) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: cook.headers,
      payload: body(buildRecipe({ servings } as Record<string, unknown>)),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field).toBe('servings');
  });
  it.each(odd.map((v) => [v]))('PATCH and plan items refuse %j', async (value) => {
    const id = (
      await t.app.inject({ method: 'POST', url: '/api/recipes', headers: cook.headers, payload: buildRecipe() })
    ).json().id;
    for (const field of ['servings', 'prepTime', 'cookTime']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/recipes/${id}`,
        headers: cook.headers,
        payload: { [field]: value },
      });
      expect(res.statusCode, `${field} ${res.body}`).toBe(400);
    }
    const plan = (
      await t.app.inject({
        method: 'POST',
        url: '/api/meal-plans',
        headers: cook.headers,
        payload: { name: `P${Math.random()}`, startDate: '2026-11-22', endDate: '2026-11-28' },
      })
    ).json().id;
    const item = await t.app.inject({
      method: 'POST',
      url: `/api/meal-plans/${plan}/items`,
      headers: cook.headers,
      payload: { recipeId: id, mealDate: '2026-11-23', mealType: 'lunch', servings: value },
    });
    expect(item.statusCode, item.body).toBe(400);
    const rating = await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${id}/rating`,
      headers: cook.headers,
      payload: { rating: value },
    });
    expect(rating.statusCode, rating.body).toBe(400);
  });
  it('still reads a number written as text, as forms send it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: cook.headers,
      payload: body(buildRecipe({ servings: '6', prepTime: ' 15 ' } as Record<string, unknown>)),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ servings: 6, prepTime: 15 });
  });
});

describe('absolute URLs without PUBLIC_URL', () => {
  it('a public page never names the Host header as its address', async () => {
    const id = (
      await t.app.inject({
        method: 'POST',
        url: '/api/recipes',
        headers: cook.headers,
        payload: buildRecipe({ title: 'Host soup', imageUrl: '/media/abcdefghijklmnopqrstuv-640.webp' }),
      })
    ).json().id;
    await t.app.inject({ method: 'PATCH', url: `/api/recipes/${id}/public`, headers: cook.headers });
    const page = await t.app.inject({
      url: `/public/recipe/${id}`,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Host soup');
    expect(page.body).not.toContain('evil.example');
    expect(page.body).not.toContain('rel="canonical"');
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(page.body)![1]!);
    expect(ld).toMatchObject({ '@type': 'Recipe', name: 'Host soup' });
    expect(ld.url).toBeUndefined();
  });
});
