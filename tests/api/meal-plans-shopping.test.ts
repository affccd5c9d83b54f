import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combineShoppingItems } from '../../src/server/shopping-list/combine.ts';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';

let t: TestApp;
let owner: SignedInUser;
let other: SignedInUser;
const inject = (opts: InjectOptions | string) => t.app.inject(opts);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  other = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

async function recipe(user: SignedInUser, overrides: Record<string, unknown> = {}) {
  return (
    await inject({ method: 'POST', url: '/api/recipes', headers: user.headers, payload: buildRecipe(overrides) })
  ).json();
}
// The week of Sunday 2026-11-22 to Saturday 2026-11-28.
const WEEK = { startDate: '2026-11-22', endDate: '2026-11-28' };
async function plan(user: SignedInUser, body: Record<string, unknown> = { name: 'Week of Nov 22', ...WEEK }) {
  const res = await inject({ method: 'POST', url: '/api/meal-plans', headers: user.headers, payload: body });
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json();
}

describe('meal plans', () => {
  it('creates a plan from startDate/endDate and from weekStart/weekEnd/userId; the user comes from the session', async () => {
    const a = await plan(owner, { name: 'Week of Nov 22', ...WEEK, notes: 'n' });
    expect(a).toMatchObject({ name: 'Week of Nov 22', startDate: '2026-11-22', endDate: '2026-11-28', notes: 'n' });
    const b = await plan(owner, {
      name: 'AI Plan - Week of Nov 22',
      weekStart: '2026-11-22T03:00:00.000Z',
      weekEnd: '2026-11-28',
      userId: other.id,
    });
    expect(b).toMatchObject({ startDate: '2026-11-22', endDate: '2026-11-28' });
    // Saying another user's id changes nothing: the plan is the session user's.
    const theirs = await inject({
      url: '/api/meal-plans?startDate=2026-11-22&endDate=2026-11-28',
      headers: other.headers,
    });
    expect(theirs.json()).toEqual([]);
    const mine = await inject({
      url: '/api/meal-plans?startDate=2026-11-22&endDate=2026-11-28',
      headers: owner.headers,
    });
    expect(
      mine
        .json()
        .map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    // The same plan again returns the existing one.
    const again = await inject({
      method: 'POST',
      url: '/api/meal-plans',
      headers: owner.headers,
      payload: { name: 'Week of Nov 22', ...WEEK },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(a.id);
  });

  it.each([
    [{ name: 'x', endDate: '2026-11-28' }, 'startDate'],
    [{ name: 'x', startDate: '2026-11-28', endDate: '2026-11-22' }, 'endDate'],
    [{ name: 'x', startDate: '2026-02-30', endDate: '2026-03-02' }, 'startDate'],
    [{ name: '', ...WEEK }, 'name'],
  ])('refuses %j', async (body, field) => {
    const res = await inject({ method: 'POST', url: '/api/meal-plans', headers: owner.headers, payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });

  it('adds items inside the plan, lists the week with nested recipes (Saturday in, next Sunday out), toggles, deletes', async () => {
    const u = await signUp(t.app);
    const r = await recipe(u, { title: 'Planned soup' });
    const p = await plan(u);
    const add = (body: Record<string, unknown>) =>
      inject({ method: 'POST', url: `/api/meal-plans/${p.id}/items`, headers: u.headers, payload: body });
    const sat = await add({ recipeId: r.id, mealDate: '2026-11-28', mealType: 'dinner', servings: 3, notes: 'late' });
    expect(sat.statusCode, sat.body).toBe(201);
    expect(sat.json()).toMatchObject({
      mealDate: '2026-11-28',
      mealType: 'dinner',
      servings: 3,
      completed: false,
      recipe: { title: 'Planned soup' },
    });
    expect((await add({ recipeId: r.id, mealDate: '2026-11-29', mealType: 'lunch' })).json().field).toBe('mealDate');
    expect((await add({ recipeId: r.id, mealDate: '2026-11-22', mealType: 'brunch' })).statusCode).toBe(400);
    expect((await add({ recipeId: r.id, mealDate: '2026-11-22', mealType: 'lunch', servings: 0 })).json().field).toBe(
      'servings',
    );
    const sun = await add({ recipeId: r.id, mealDate: '2026-11-22', mealType: 'breakfast' });
    expect(sun.json().servings).toBe(2);
    // A plan for next week with a Sunday item.
    const next = await plan(u, { name: 'Week of Nov 29', startDate: '2026-11-29', endDate: '2026-12-05' });
    await inject({
      method: 'POST',
      url: `/api/meal-plans/${next.id}/items`,
      headers: u.headers,
      payload: { recipeId: r.id, mealDate: '2026-11-29', mealType: 'lunch' },
    });
    const week = await inject({
      url: '/api/meal-plan-items?startDate=2026-11-22&endDate=2026-11-28',
      headers: u.headers,
    });
    expect(week.json().map((i: { mealDate: string }) => i.mealDate)).toEqual(['2026-11-22', '2026-11-28']);
    expect(week.json()[0].recipe.title).toBe('Planned soup');
    const toggled = await inject({
      method: 'PATCH',
      url: `/api/meal-plan-items/${sat.json().id}/toggle`,
      headers: u.headers,
    });
    expect(toggled.json().completed).toBe(true);
    expect(
      (
        await inject({ method: 'PATCH', url: `/api/meal-plan-items/${sat.json().id}/toggle`, headers: u.headers })
      ).json().completed,
    ).toBe(false);
    expect(
      (await inject({ method: 'DELETE', url: `/api/meal-plan-items/${sat.json().id}`, headers: u.headers })).statusCode,
    ).toBe(204);
    expect(
      (
        await inject({ url: '/api/meal-plan-items?startDate=2026-11-22&endDate=2026-11-28', headers: u.headers })
      ).json(),
    ).toHaveLength(1);
  });

  it("keeps plans private: another user's plan, items and private recipes answer 404 and nothing changes", async () => {
    const r = await recipe(owner);
    const p = await plan(owner, { name: 'Private week', ...WEEK });
    const item = (
      await inject({
        method: 'POST',
        url: `/api/meal-plans/${p.id}/items`,
        headers: owner.headers,
        payload: { recipeId: r.id, mealDate: '2026-11-23', mealType: 'lunch' },
      })
    ).json();
    const otherRecipe = await recipe(other);
    expect(
      (
        await inject({
          method: 'POST',
          url: `/api/meal-plans/${p.id}/items`,
          headers: other.headers,
          payload: { recipeId: otherRecipe.id, mealDate: '2026-11-23', mealType: 'lunch' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await inject({ method: 'PATCH', url: `/api/meal-plan-items/${item.id}/toggle`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject({ method: 'DELETE', url: `/api/meal-plan-items/${item.id}`, headers: other.headers })).statusCode,
    ).toBe(404);
    // Planning someone else's private recipe is refused.
    expect(
      (
        await inject({
          method: 'POST',
          url: `/api/meal-plans/${p.id}/items`,
          headers: owner.headers,
          payload: { recipeId: otherRecipe.id, mealDate: '2026-11-23', mealType: 'lunch' },
        })
      ).statusCode,
    ).toBe(404);
    const still = (
      await inject({ url: '/api/meal-plan-items?startDate=2026-11-22&endDate=2026-11-28', headers: owner.headers })
    ).json();
    expect(still.find((i: { id: string }) => i.id === item.id)).toMatchObject({ completed: false });
    expect((await inject({ url: '/api/meal-plan-items?startDate=2026-11-22&endDate=2026-11-28' })).statusCode).toBe(
      401,
    );
  });
});

describe('shopping list', () => {
  it('adds, lists, checks, deletes and clears items of the signed-in user only', async () => {
    const u = await signUp(t.app);
    const r = await recipe(u, { title: 'Rice dish' });
    const add = (body: Record<string, unknown>) =>
      inject({ method: 'POST', url: '/api/shopping-list-items', headers: u.headers, payload: body });
    const a = (await add({ name: 'rice', amount: '1 cup', recipeTitle: 'Rice dish', recipeId: r.id })).json();
    const b = (await add({ name: 'milk', amount: '' })).json();
    expect(a).toMatchObject({
      name: 'rice',
      amount: '1 cup',
      checked: false,
      recipeId: r.id,
      recipeTitle: 'Rice dish',
    });
    expect(b).toMatchObject({ recipeId: null, recipeTitle: null });
    expect((await add({ name: '  ' })).statusCode).toBe(400);
    const otherRecipe = await recipe(other);
    expect((await add({ name: 'x', recipeId: otherRecipe.id })).statusCode).toBe(404);
    const checked = await inject({
      method: 'PATCH',
      url: `/api/shopping-list-items/${a.id}`,
      headers: u.headers,
      payload: { checked: true },
    });
    expect(checked.json().checked).toBe(true);
    expect(
      (
        await inject({
          method: 'PATCH',
          url: `/api/shopping-list-items/${a.id}`,
          headers: other.headers,
          payload: { checked: false },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await inject({ method: 'DELETE', url: `/api/shopping-list-items/${a.id}`, headers: other.headers })).statusCode,
    ).toBe(404);
    expect(
      (await inject({ method: 'DELETE', url: '/api/shopping-list-items', headers: other.headers })).json(),
    ).toEqual({ deleted: 0 });
    const list = (await inject({ url: '/api/shopping-list-items', headers: u.headers })).json();
    expect(list.map((i: { name: string; checked: boolean }) => [i.name, i.checked])).toEqual([
      ['rice', true],
      ['milk', false],
    ]);
    expect(
      (await inject({ method: 'DELETE', url: `/api/shopping-list-items/${b.id}`, headers: u.headers })).statusCode,
    ).toBe(204);
    expect((await inject({ method: 'DELETE', url: '/api/shopping-list-items', headers: u.headers })).json()).toEqual({
      deleted: 1,
    });
    expect((await inject({ url: '/api/shopping-list-items', headers: u.headers })).json()).toEqual([]);
    expect((await inject({ url: '/api/shopping-list-items' })).statusCode).toBe(401);
  });

  it('merges the same ingredient across recipes and sums amounts with unit conversion', async () => {
    const u = await signUp(t.app);
    for (const [name, amount, recipeTitle] of [
      ['Flour', '200 g', 'Bread'],
      ['flour', '1/2 kg', 'Cake'],
      ['Tomatoes', '2', 'Salad'],
      ['tomato', '3', 'Sauce'],
      ['salt', '', 'Bread'],
    ]) {
      await inject({
        method: 'POST',
        url: '/api/shopping-list-items',
        headers: u.headers,
        payload: { name, amount, recipeTitle },
      });
    }
    const combined = (await inject({ url: '/api/shopping-list-items/combined', headers: u.headers })).json();
    const flour = combined.find((c: { name: string }) => c.name === 'Flour');
    expect(flour).toMatchObject({ amount: '700 g', recipeTitles: ['Bread', 'Cake'] });
    expect(flour.itemIds).toHaveLength(2);
    expect(combined.find((c: { name: string }) => c.name === 'Tomatoes').amount).toBe('5');
    expect(combined).toHaveLength(3);
  });

  it('lists incompatible amounts side by side', () => {
    const merged = combineShoppingItems([
      { id: '1', name: 'butter', amount: '100 g', checked: true, recipeTitle: 'A' },
      { id: '2', name: 'Butter', amount: '2 tbsp', checked: true, recipeTitle: 'B' },
      { id: '3', name: 'butter', amount: '50 g', checked: true, recipeTitle: 'C' },
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ amount: '150 g + 2 tbsp', checked: true });
  });
});
