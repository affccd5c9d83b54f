import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';

let t: TestApp;
let owner: SignedInUser;
let other: SignedInUser;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-web-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>Tempero</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ env: { PUBLIC_URL: 'https://recipes.example.com' }, build: { webDist: webDir } });
  owner = await signUp(t.app, { firstName: 'Bia' });
  other = await signUp(t.app, { firstName: 'Caio' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

async function create(ingredients: { name: string; amount: string }[], servings: number, language = 'pt-BR') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: owner.headers,
    payload: { ...buildRecipe({ ingredients, servings }), language },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

describe('GET /api/recipes/:id/nutrition', () => {
  it('gives the per-serving figures from USDA values and the lines they are based on', async () => {
    const id = await create(
      [
        { name: 'farinha de trigo', amount: '2 xícaras' },
        { name: 'manteiga', amount: '100 g' },
        { name: 'sal', amount: 'a gosto' },
        { name: 'pó mágico', amount: '1 colher de chá' },
      ],
      2,
    );
    const res = await t.app.inject({ url: `/api/recipes/${id}/nutrition`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const n = res.json();
    // (250 g flour × 364 + 100 g butter × 717) / 100 / 2 servings
    expect(n.perServing.kcal).toBe(Math.round((250 * 364 + 100 * 717) / 100 / 2));
    expect(n.perServing.fat).toBeCloseTo((250 * 0.98 + 100 * 81.11) / 100 / 2, 1);
    expect(n).toMatchObject({ servings: 2, lines: 4, counted: 2, source: 'USDA SR24' });
    expect(n.uncounted).toEqual([
      { name: 'sal', amount: 'a gosto', reason: 'unmeasured', matters: false },
      { name: 'pó mágico', amount: '1 colher de chá', reason: 'unknown', matters: true },
    ]);
    // An unknown food by the spoon may carry energy: the figures are a lower bound.
    expect(n.complete).toBe(false);
  });

  it('answers 404 for somebody else’s private recipe and 200 once it is public', async () => {
    const id = await create([{ name: 'butter', amount: '100 g' }], 1, 'en');
    expect((await t.app.inject({ url: `/api/recipes/${id}/nutrition`, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/recipes/${id}/nutrition` })).statusCode).toBe(404);
    await t.app.inject({ method: 'PATCH', url: `/api/recipes/${id}/public`, headers: owner.headers });
    const res = await t.app.inject({ url: `/api/recipes/${id}/nutrition` });
    expect(res.statusCode).toBe(200);
    expect(res.json().perServing.kcal).toBe(717);
  });
});

describe('public page JSON-LD', () => {
  function jsonLd(html: string) {
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
    expect(ld).not.toBeNull();
    return JSON.parse(ld![1]!);
  }

  it('adds schema.org NutritionInformation with calories per serving', async () => {
    const id = await create(
      [
        { name: 'all-purpose flour', amount: '2 cups' },
        { name: 'salt', amount: 'to taste' },
      ],
      4,
      'en',
    );
    await t.app.inject({ method: 'PATCH', url: `/api/recipes/${id}/public`, headers: owner.headers });
    const ld = jsonLd((await t.app.inject({ url: `/public/recipes/${id}` })).body);
    expect(ld.nutrition).toMatchObject({
      '@type': 'NutritionInformation',
      calories: `${Math.round((250 * 364) / 100 / 4)} kcal`,
    });
    expect(ld.nutrition.proteinContent).toMatch(/^\d+(\.\d)? g$/);
  });

  it('leaves nutrition out when a line names a food it does not know (it would be a guess)', async () => {
    const id = await create(
      [
        { name: 'all-purpose flour', amount: '2 cups' },
        { name: 'unicorn tears', amount: '1 cup' },
      ],
      4,
      'en',
    );
    await t.app.inject({ method: 'PATCH', url: `/api/recipes/${id}/public`, headers: owner.headers });
    expect(jsonLd((await t.app.inject({ url: `/public/recipes/${id}` })).body).nutrition).toBeUndefined();
  });

  it('leaves it out when a known food that carries energy has no weight (cheese by the package)', async () => {
    const id = await create(
      [
        { name: 'onion', amount: '1' },
        // Counted: a can holds cooked beans (the food records' can weight).
        { name: 'black beans', amount: '3 cans' },
        { name: 'cheddar cheese', amount: '1 package' },
        { name: 'olive oil', amount: '2 tbsp' },
        { name: 'salt', amount: 'to taste' },
        { name: 'water', amount: '4 cups' },
      ],
      4,
      'en',
    );
    const n = (await t.app.inject({ url: `/api/recipes/${id}/nutrition`, headers: owner.headers })).json();
    expect(n.complete).toBe(false);
    expect(n.uncounted).toEqual([
      { name: 'cheddar cheese', amount: '1 package', reason: 'unmeasured', matters: true },
      { name: 'salt', amount: 'to taste', reason: 'unmeasured', matters: false },
    ]);
    await t.app.inject({ method: 'PATCH', url: `/api/recipes/${id}/public`, headers: owner.headers });
    expect(jsonLd((await t.app.inject({ url: `/public/recipes/${id}` })).body).nutrition).toBeUndefined();
  });
});

describe('a new account’s unit system', () => {
  async function register(language: string | undefined, acceptLanguage?: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      payload: {
        email: `u${Math.random()}@example.com`,
        password: 'a-long-password',
        firstName: 'U',
        ...(language ? { language } : {}),
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().unitSystem as string;
  }

  it('follows the language and region: pt-BR and en-GB metric, en-US and bare English imperial', async () => {
    expect(await register('pt-BR')).toBe('metric');
    expect(await register('pt-BR', 'en-US,en;q=0.9')).toBe('metric');
    expect(await register('en', 'en-GB,en;q=0.9')).toBe('metric');
    expect(await register('en', 'en-US,en;q=0.9')).toBe('imperial');
    expect(await register(undefined)).toBe('imperial');
  });

  it('still switches in the profile', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: `s${Math.random()}@example.com`,
        password: 'a-long-password',
        firstName: 'S',
        language: 'pt-BR',
      },
    });
    const cookie = res.cookies.find((c) => c.name === 'tempero_session')!;
    const headers = { cookie: `tempero_session=${cookie.value}` };
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/preferences',
      headers,
      payload: { unitSystem: 'imperial' },
    });
    expect(patched.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/user', headers })).json().unitSystem).toBe('imperial');
  });
});
