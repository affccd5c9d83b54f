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

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function add(user: SignedInUser, body: Record<string, unknown>) {
  const res = await inject({ method: 'POST', url: '/api/pantry-items', headers: user.headers, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function recipe(
  user: SignedInUser,
  title: string,
  ingredients: Array<[string, string]>,
  extra: Record<string, unknown> = {},
) {
  const res = await inject({
    method: 'POST',
    url: '/api/recipes',
    headers: user.headers,
    payload: buildRecipe({ title, ingredients: ingredients.map(([amount, name]) => ({ amount, name })), ...extra }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function matches(user: SignedInUser, query = '') {
  const res = await inject({ url: `/api/pantry/matches${query}`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().matches as Array<{
    recipe: { id: string; title: string };
    total: number;
    missing: Array<{ name: string }>;
    have: string[];
  }>;
}

describe('pantry items', () => {
  it('creates, lists (running low and expiring first), updates and deletes', async () => {
    const u = await signUp(t.app);
    const rice = await add(u, { name: 'rice', amount: '2 kg' });
    expect(rice).toMatchObject({ name: 'rice', amount: '2 kg', bestBefore: null, runningLow: false });
    const milk = await add(u, { name: 'milk', bestBefore: days(1) });
    const beans = await add(u, { name: 'beans', bestBefore: days(60) });
    const flour = await add(u, { name: 'flour' });

    let list = (await inject({ url: '/api/pantry-items', headers: u.headers })).json();
    expect(list.map((i: { name: string }) => i.name)).toEqual(['milk', 'beans', 'flour', 'rice']);

    const low = await inject({
      method: 'PATCH',
      url: `/api/pantry-items/${flour.id}`,
      headers: u.headers,
      payload: { runningLow: true, amount: 'a little' },
    });
    expect(low.statusCode).toBe(200);
    expect(low.json()).toMatchObject({ runningLow: true, amount: 'a little', name: 'flour' });
    list = (await inject({ url: '/api/pantry-items', headers: u.headers })).json();
    expect(list.map((i: { name: string }) => i.name)).toEqual(['milk', 'flour', 'beans', 'rice']);

    const cleared = await inject({
      method: 'PATCH',
      url: `/api/pantry-items/${milk.id}`,
      headers: u.headers,
      payload: { bestBefore: null },
    });
    expect(cleared.json().bestBefore).toBeNull();

    expect(
      (await inject({ method: 'DELETE', url: `/api/pantry-items/${beans.id}`, headers: u.headers })).statusCode,
    ).toBe(204);
    expect(
      (await inject({ method: 'DELETE', url: `/api/pantry-items/${beans.id}`, headers: u.headers })).statusCode,
    ).toBe(404);
    list = (await inject({ url: '/api/pantry-items', headers: u.headers })).json();
    expect(list.map((i: { id: string }) => i.id).sort()).toEqual([rice.id, milk.id, flour.id].sort());
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(201) }, 'name'],
    [{ name: 'eggs', bestBefore: '2026-02-30' }, 'bestBefore'],
    [{ name: 'eggs', amount: 'y'.repeat(101) }, 'amount'],
  ])('refuses %j', async (body, field) => {
    const u = await signUp(t.app);
    const res = await inject({ method: 'POST', url: '/api/pantry-items', headers: u.headers, payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });

  it("never shows, changes or deletes another user's items (404)", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const item = await add(owner, { name: 'saffron' });
    expect((await inject({ url: '/api/pantry-items', headers: other.headers })).json()).toEqual([]);
    const patch = await inject({
      method: 'PATCH',
      url: `/api/pantry-items/${item.id}`,
      headers: other.headers,
      payload: { name: 'mine now' },
    });
    expect(patch.statusCode).toBe(404);
    expect(
      (await inject({ method: 'DELETE', url: `/api/pantry-items/${item.id}`, headers: other.headers })).statusCode,
    ).toBe(404);
    expect((await inject({ url: '/api/pantry-items', headers: owner.headers })).json()[0].name).toBe('saffron');
    expect((await inject({ url: '/api/pantry-items' })).statusCode).toBe(401);
  });
});

describe('what can I make?', () => {
  it('ranks recipes by how few ingredients are missing, staples left out', async () => {
    const u = await signUp(t.app);
    await add(u, { name: 'eggs' });
    await add(u, { name: 'Tomatoes' });
    await add(u, { name: 'cheese' });
    const omelette = await recipe(u, 'Omelette', [
      ['3', 'egg'],
      ['50 g', 'cheese'],
      ['', 'salt'],
      ['1 tbsp', 'olive oil'],
      ['', 'black pepper'],
    ]);
    const salad = await recipe(u, 'Tomato salad', [
      ['2', 'tomato'],
      ['1', 'red onion'],
      ['', 'salt and pepper'],
    ]);
    const cake = await recipe(u, 'Cake', [
      ['2 cups', 'flour'],
      ['1 cup', 'sugar'],
      ['3', 'eggs'],
      ['1 cup', 'milk'],
    ]);

    const ranked = await matches(u);
    // The default staples are the knowledge room's (salt, pepper, oil, flour, sugar…): the cake
    // only misses its milk, as the salad only its onion.
    expect(ranked.map((m) => m.recipe.id)).toEqual([omelette.id, cake.id, salad.id]);
    expect(ranked[0]).toMatchObject({ total: 2, missing: [], have: ['egg', 'cheese'] });
    expect(ranked[1]!.missing.map((m) => m.name)).toEqual(['milk']);
    expect(ranked[2]!.missing).toEqual([{ name: 'red onion', amount: '1' }]);
    expect((await matches(u, '?maxMissing=0')).map((m) => m.recipe.id)).toEqual([omelette.id]);
  });

  it('matches singular/plural and across English and Portuguese', async () => {
    const u = await signUp(t.app);
    await add(u, { name: 'cebolas' });
    await add(u, { name: 'chicken breast' });
    await add(u, { name: 'Arroz' });
    const pt = await recipe(
      u,
      'Frango com arroz',
      [
        ['500 g', 'peito de frango'],
        ['1 xícara', 'arroz'],
        ['1', 'cebola'],
        ['', 'sal'],
      ],
      { language: 'pt-BR' },
    );
    const en = await recipe(u, 'Onion rice', [
      ['2', 'onions'],
      ['1 cup', 'rice'],
      ['2 cups', 'water'],
    ]);
    const ranked = await matches(u);
    const byId = new Map(ranked.map((m) => [m.recipe.id, m]));
    expect(byId.get(pt.id)).toMatchObject({ total: 3, missing: [] });
    expect(byId.get(en.id)).toMatchObject({ total: 2, missing: [] });
  });

  it('never offers a recipe that uses nothing the pantry holds, however few its ingredients', async () => {
    const u = await signUp(t.app);
    await add(u, { name: 'rice' });
    await add(u, { name: 'eggs' });
    await recipe(u, 'Toast', [['2 slices', 'bread']]);
    await recipe(u, 'Fried rice', [
      ['2 cups', 'rice'],
      ['2', 'eggs'],
      ['1', 'onion'],
      ['1 tbsp', 'soy sauce'],
    ]);
    const ranked = await matches(u);
    expect(ranked.map((m) => m.recipe.title)).toEqual(['Fried rice']);
    expect(ranked[0]).toMatchObject({ total: 4, have: ['rice', 'eggs'] });
  });

  it('uses the per-user staples list, editable', async () => {
    const u = await signUp(t.app);
    const soup = await recipe(u, 'Soup', [
      ['1', 'carrot'],
      ['1', 'onion'],
      ['1 l', 'water'],
      ['', 'salt'],
    ]);
    await add(u, { name: 'onion' });
    expect((await inject({ url: '/api/pantry/staples', headers: u.headers })).json().staples).toContain('salt');
    let [m] = await matches(u);
    expect(m).toMatchObject({ recipe: { id: soup.id }, total: 2, missing: [{ name: 'carrot' }] });

    const put = await inject({
      method: 'PUT',
      url: '/api/pantry/staples',
      headers: u.headers,
      payload: { staples: ['water', 'carrot'] },
    });
    expect(put.json().staples).toEqual(['water', 'carrot']);
    [m] = await matches(u);
    expect(m).toMatchObject({ total: 2, missing: [{ name: 'salt' }] });
    // Another user keeps the defaults.
    const other = await signUp(t.app);
    expect((await inject({ url: '/api/pantry/staples', headers: other.headers })).json().staples).toContain('salt');
  });

  it("ranks only the user's own recipes and reads only their pantry (IDOR)", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    await add(owner, { name: 'lentils' });
    await recipe(owner, 'Dal', [['1 cup', 'lentils']]);
    const theirs = await recipe(other, 'Lentil stew', [['1 cup', 'lentils']]);
    await inject({ method: 'PATCH', url: `/api/recipes/${theirs.id}/public`, headers: other.headers });
    const mine = await matches(owner);
    expect(mine.map((m) => m.recipe.title)).toEqual(['Dal']);
    // Their own recipe uses nothing of their (empty) pantry: read with the owner's lentils, it would show.
    expect(await matches(other)).toEqual([]);
    expect((await inject({ url: '/api/pantry/matches' })).statusCode).toBe(401);
  });
});

describe('what can I make, in a household', () => {
  it("ranks the recipes my household shares with me, never a member's private ones", async () => {
    const owner = await signUp(t.app);
    const member = await signUp(t.app);
    const code = (await inject({ method: 'POST', url: '/api/household/invitations', headers: owner.headers })).json()
      .code;
    const joined = await inject({
      method: 'POST',
      url: '/api/household/join',
      headers: member.headers,
      payload: { code },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    await add(owner, { name: 'lentils' });
    const shared = await recipe(member, 'Shared dal', [['1 cup', 'lentils']]);
    const res = await inject({
      method: 'PATCH',
      url: `/api/recipes/${shared.id}/visibility`,
      headers: member.headers,
      payload: { visibility: 'household' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await recipe(member, 'Private lentil soup', [['1 cup', 'lentils']]);
    const ranked = await matches(owner);
    expect(ranked.map((m) => m.recipe.title)).toEqual(['Shared dal']);
    expect(ranked[0]).toMatchObject({ missing: [] });
  });
});

describe('shopping list and pantry', () => {
  const WEEK = { startDate: '2026-11-22', endDate: '2026-11-28' };

  it('builds the list from the week without what the pantry holds, and says so', async () => {
    const u = await signUp(t.app);
    const r = await recipe(
      u,
      'Rice and beans',
      [
        ['1 cup', 'rice'],
        ['2 cups', 'black beans'],
        ['1', 'onion'],
      ],
      { servings: 2 },
    );
    const plan = (
      await inject({ method: 'POST', url: '/api/meal-plans', headers: u.headers, payload: { name: 'W', ...WEEK } })
    ).json();
    await inject({
      method: 'POST',
      url: `/api/meal-plans/${plan.id}/items`,
      headers: u.headers,
      payload: { recipeId: r.id, mealDate: '2026-11-24', mealType: 'dinner', servings: 4 },
    });
    await add(u, { name: 'Arroz' });
    await add(u, { name: 'onions' });

    const res = await inject({
      method: 'POST',
      url: '/api/shopping-list-items/from-plan',
      headers: u.headers,
      payload: WEEK,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      added: 1,
      merged: 0,
      alreadyListed: 0,
      skipped: [
        { name: 'rice', pantryItem: 'Arroz' },
        { name: 'onion', pantryItem: 'onions' },
      ],
    });
    const list = (await inject({ url: '/api/shopping-list-items', headers: u.headers })).json();
    expect(list).toMatchObject([
      { name: 'black beans', amount: '4 cups', recipeId: r.id, recipeTitle: 'Rice and beans' },
    ]);

    // Many items keep the recipe's order.
    await inject({ method: 'DELETE', url: '/api/shopping-list-items', headers: u.headers });
    const names = Array.from({ length: 12 }, (_, i) => `spice ${String.fromCharCode(97 + i)}`);
    const long = await recipe(
      u,
      'Curry',
      names.map((n) => ['1 tsp', n] as [string, string]),
    );
    await inject({
      method: 'POST',
      url: `/api/meal-plans/${plan.id}/items`,
      headers: u.headers,
      payload: { recipeId: long.id, mealDate: '2026-11-25', mealType: 'lunch' },
    });
    await inject({
      method: 'POST',
      url: '/api/shopping-list-items/from-plan',
      headers: u.headers,
      payload: { startDate: '2026-11-25', endDate: '2026-11-25' },
    });
    const ordered = (await inject({ url: '/api/shopping-list-items', headers: u.headers })).json();
    expect(ordered.map((i: { name: string }) => i.name)).toEqual(names);

    // Another user's week is not theirs to build.
    const other = await signUp(t.app);
    const theirs = await inject({
      method: 'POST',
      url: '/api/shopping-list-items/from-plan',
      headers: other.headers,
      payload: WEEK,
    });
    expect(theirs.json()).toEqual({ added: 0, merged: 0, alreadyListed: 0, skipped: [] });
  });

  it('takes a cooked meal’s ingredients out of the pantry, staples kept; 404 for another user', async () => {
    const u = await signUp(t.app);
    const r = await recipe(u, 'Pasta', [
      ['200 g', 'spaghetti'],
      ['2', 'tomatoes'],
      ['', 'salt'],
    ]);
    const plan = (
      await inject({ method: 'POST', url: '/api/meal-plans', headers: u.headers, payload: { name: 'W', ...WEEK } })
    ).json();
    const meal = (
      await inject({
        method: 'POST',
        url: `/api/meal-plans/${plan.id}/items`,
        headers: u.headers,
        payload: { recipeId: r.id, mealDate: '2026-11-24', mealType: 'lunch' },
      })
    ).json();
    await add(u, { name: 'espaguete' });
    await add(u, { name: 'tomato' });
    await add(u, { name: 'salt' });
    await add(u, { name: 'honey' });

    const other = await signUp(t.app);
    expect(
      (await inject({ method: 'POST', url: `/api/meal-plan-items/${meal.id}/use-pantry`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    expect((await inject({ url: '/api/pantry-items', headers: u.headers })).json()).toHaveLength(4);

    const res = await inject({ method: 'POST', url: `/api/meal-plan-items/${meal.id}/use-pantry`, headers: u.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().removed.sort()).toEqual(['espaguete', 'tomato']);
    const left = (await inject({ url: '/api/pantry-items', headers: u.headers })).json();
    expect(left.map((i: { name: string }) => i.name).sort()).toEqual(['honey', 'salt']);
  });
});
