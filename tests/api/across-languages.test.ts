/**
 * One food whichever language names it (issue 32, item 5): the pantry, the combined shopping list
 * and nutrition give the same answer for a line written in English or in Portuguese, both ways.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';

let t: TestApp;
const inject = (opts: InjectOptions | string) => t.app.inject(opts);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function post(user: SignedInUser, url: string, payload: Record<string, unknown>) {
  const res = await inject({ method: 'POST', url, headers: user.headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const recipe = (user: SignedInUser, title: string, ingredients: [string, string][], language: string) =>
  post(
    user,
    '/api/recipes',
    buildRecipe({ title, language, servings: 2, ingredients: ingredients.map(([amount, name]) => ({ amount, name })) }),
  );

async function matchesOf(user: SignedInUser) {
  const res = await inject({ url: '/api/pantry/matches', headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().matches as Array<{ recipe: { id: string }; missing: { name: string }[]; have: string[] }>;
}

describe('the pantry', () => {
  it.each([
    ['English pantry, Portuguese recipe', ['firm tofu', 'onions', 'cherry tomatoes'], 'pt-BR'],
    ['Portuguese pantry, English recipe', ['tofu firme', 'cebolas', 'tomate-cereja'], 'en'],
  ] as const)('%s: the same foods are had', async (_case, pantry, language) => {
    const u = await signUp(t.app);
    for (const name of pantry) await post(u, '/api/pantry-items', { name });
    const lines: [string, string][] =
      language === 'pt-BR'
        ? [
            ['400 g', 'tofu firme'],
            ['1', 'cebola'],
            ['200 g', 'tomates-cereja'],
            ['1 xícara', 'leite de coco'],
          ]
        : [
            ['400 g', 'firm tofu'],
            ['1', 'onion'],
            ['200 g', 'cherry tomatoes'],
            ['1 cup', 'coconut milk'],
          ];
    const r = await recipe(u, 'Tofu', lines, language);
    const [m] = await matchesOf(u);
    expect(m!.recipe.id).toBe(r.id);
    expect(m!.have).toHaveLength(3);
    expect(m!.missing.map((x) => x.name)).toEqual([lines[3]![1]]);
  });
});

describe('the combined shopping list', () => {
  it.each([
    ['English first', ['onion', '1'], ['cebola', '2'], 'en', 'onions'],
    ['Portuguese first', ['cebola', '2'], ['onion', '1'], 'pt-BR', 'cebolas'],
    ['flour by weight', ['farinha de trigo', '200 g'], ['all-purpose flour', '1 cup'], 'en', 'all-purpose flour'],
    [
      'flour, Portuguese reader',
      ['all-purpose flour', '1 cup'],
      ['farinha de trigo', '200 g'],
      'pt-BR',
      'farinha de trigo',
    ],
  ] as const)('merges one food written in both languages (%s)', async (_case, a, b, language, name) => {
    const u = await signUp(t.app);
    const pref = await inject({
      method: 'PATCH',
      url: '/api/user/preferences',
      headers: u.headers,
      payload: { language },
    });
    expect(pref.statusCode, pref.body).toBe(200);
    await post(u, '/api/shopping-list-items', { name: a[0], amount: a[1], recipeTitle: 'A' });
    await post(u, '/api/shopping-list-items', { name: b[0], amount: b[1], recipeTitle: 'B' });
    await post(u, '/api/shopping-list-items', { name: 'almond milk', amount: '1 cup', recipeTitle: 'B' });
    await post(u, '/api/shopping-list-items', { name: 'almonds', amount: '1 cup', recipeTitle: 'B' });
    const res = await inject({ url: '/api/shopping-list-items/combined', headers: u.headers });
    expect(res.statusCode, res.body).toBe(200);
    const combined = res.json() as { name: string; amount: string; needed: string | null; itemIds: string[] }[];
    // One line for the food, and almond milk never merged into almonds.
    expect(combined).toHaveLength(3);
    const line = combined.find((c) => c.itemIds.length === 2)!;
    // Named in the reader's language by the line written in it, in the number of the sum
    // ("3 onions", "3 cebolas"): the weekly routine's rule for a list to shop from.
    expect(line.name).toBe(name);
    // Flour is bought by weight, in the pack a shop sells, beside the 325 g the recipes need.
    if (a[0].includes('flour') || a[0].includes('farinha')) {
      expect(line.amount).toBe('500 g');
      // 200 g + 1 cup (125 g): 325 g, said to the nearest 10 g.
      expect(line.needed).toBe('330 g');
    } else expect(line.amount).toMatch(/^3\b/);
  });
});

describe('nutrition', () => {
  it('counts a recipe the same in English and in Portuguese', async () => {
    const u = await signUp(t.app);
    const en = await recipe(
      u,
      'Cake',
      [
        ['2 cups', 'all-purpose flour'],
        ['100 g', 'butter'],
        ['2', 'eggs'],
        ['1 cup', 'coconut milk'],
        ['400 g', 'firm tofu'],
      ],
      'en',
    );
    const pt = await recipe(
      u,
      'Bolo',
      [
        ['2 xícaras', 'farinha de trigo'],
        ['100 g', 'manteiga'],
        ['2', 'ovos'],
        ['1 xícara', 'leite de coco'],
        ['400 g', 'tofu firme'],
      ],
      'pt-BR',
    );
    const mixed = await recipe(
      u,
      'Bolo misto',
      [
        ['2 xícaras', 'all-purpose flour'],
        ['100 g', 'manteiga'],
        ['2', 'eggs'],
        ['1 xícara', 'coconut milk'],
        ['400 g', 'firm tofu'],
      ],
      'pt-BR',
    );
    const of = async (id: string) => (await inject({ url: `/api/recipes/${id}/nutrition`, headers: u.headers })).json();
    const [a, b, c] = await Promise.all([of(en.id), of(pt.id), of(mixed.id)]);
    expect(a.counted).toBe(5);
    expect(b.perServing).toEqual(a.perServing);
    expect(c.perServing).toEqual(a.perServing);
    // The recipe as presented carries the same figures and each line's food.
    expect(pt.nutrition.perServing).toEqual(a.perServing);
    expect(pt.foods.map((f: { food: string }) => f.food)).toEqual(en.foods.map((f: { food: string }) => f.food));
    expect(en.foods.map((f: { food: string }) => f.food)).toEqual(['flour', 'butter', 'egg', 'coconut-milk', 'tofu']);
  });

  it('names an unknown or uncountable line as not counted, in either language', async () => {
    const u = await signUp(t.app);
    for (const [lines, language] of [
      [
        [
          ['2 cups', 'almond milk'],
          ['1 tsp', 'garam masala'],
          ['1', 'dragon scale'],
        ],
        'en',
      ],
      [
        [
          ['2 xícaras', 'bebida de amêndoa'],
          ['1 colher de chá', 'garam masala'],
          ['1', 'escama de dragão'],
        ],
        'pt-BR',
      ],
    ] as const) {
      const r = await recipe(u, 'X', lines.map(([a, n]) => [a, n]) as [string, string][], language);
      expect(r.nutrition.uncounted.map((x: { reason: string }) => x.reason)).toEqual(['no-data', 'no-data', 'unknown']);
      expect(r.nutrition.counted).toBe(0);
    }
  });
});
