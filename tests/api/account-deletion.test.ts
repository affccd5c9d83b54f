import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema.ts';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Fills every kind of data a user can own, through the real API. */
async function populate(u: SignedInUser, friend: SignedInUser) {
  const inject = t.app.inject.bind(t.app);
  const mine = (
    await inject({ method: 'POST', url: '/api/recipes', headers: u.headers, payload: buildRecipe({ title: 'Mine' }) })
  ).json();
  await inject({ method: 'PATCH', url: `/api/recipes/${mine.id}/favorite`, headers: u.headers });
  await inject({ method: 'PATCH', url: `/api/recipes/${mine.id}/public`, headers: u.headers });
  const col = (
    await inject({ method: 'POST', url: '/api/collections', headers: u.headers, payload: { name: 'C' } })
  ).json();
  await inject({
    method: 'POST',
    url: `/api/collections/${col.id}/recipes`,
    headers: u.headers,
    payload: { recipeId: mine.id },
  });
  await inject({
    method: 'POST',
    url: `/api/recipes/${mine.id}/rating`,
    headers: u.headers,
    payload: { rating: 5, comment: 'mine' },
  });
  // The friend rates and plans the public recipe, and keeps a collection holding it.
  await inject({
    method: 'POST',
    url: `/api/recipes/${mine.id}/rating`,
    headers: friend.headers,
    payload: { rating: 4 },
  });
  const plan = (
    await inject({
      method: 'POST',
      url: '/api/meal-plans',
      headers: u.headers,
      payload: { name: 'W', startDate: '2026-11-22', endDate: '2026-11-28' },
    })
  ).json();
  await inject({
    method: 'POST',
    url: `/api/meal-plans/${plan.id}/items`,
    headers: u.headers,
    payload: { recipeId: mine.id, mealDate: '2026-11-23', mealType: 'lunch' },
  });
  await inject({
    method: 'POST',
    url: '/api/shopping-list-items',
    headers: u.headers,
    payload: { name: 'rice', amount: '1 cup', recipeId: mine.id, recipeTitle: 'Mine' },
  });
  await inject({ method: 'POST', url: '/api/pantry-items', headers: u.headers, payload: { name: 'rice' } });
  await inject({ method: 'PUT', url: '/api/pantry/staples', headers: u.headers, payload: { staples: ['salt'] } });
  await inject({ method: 'POST', url: '/api/tokens', headers: u.headers, payload: { name: 'Script', scope: 'read' } });
  await inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: u.headers,
    payload: { url: 'https://hooks.example.com/tempero', events: ['recipe.deleted'] },
  });
  await t.database.db
    .insert(schema.rateLimits)
    .values({ key: `ai:u:${u.id}`, count: 1, resetAt: new Date(Date.now() + 60000) });
  return mine;
}

async function rowsOf(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!(table instanceof PgTable)) continue;
    const name = getTableName(table);
    const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
    const userColumn = name === 'users' ? columns.id : columns.userId;
    if (!userColumn) continue;
    const res = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM ${table} WHERE ${userColumn} = ${userId}`,
    );
    counts[name] = Number((res as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
  }
  return counts;
}

describe('account deletion', () => {
  it('removes every row the user owns, in every table, and nothing of anyone else', async () => {
    const u = await signUp(t.app);
    const friend = await signUp(t.app);
    const mine = await populate(u, friend);
    const friendRecipe = (
      await t.app.inject({
        method: 'POST',
        url: '/api/recipes',
        headers: friend.headers,
        payload: buildRecipe({ title: 'Friend' }),
      })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/shopping-list-items',
      headers: friend.headers,
      payload: { name: 'salt' },
    });
    const before = await rowsOf(u.id);
    expect(before.recipes).toBe(1);
    expect(before.pantry_items).toBe(1);
    expect(before.kitchen_settings).toBe(1);
    expect(before.sessions).toBeGreaterThan(0);
    expect(before.api_tokens).toBe(1);
    expect(before.webhooks).toBe(1);
    const friendBefore = await rowsOf(friend.id);

    const res = await t.app.inject({ method: 'DELETE', url: '/api/user/account', headers: u.headers });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/tempero_session=;/);

    const after = await rowsOf(u.id);
    for (const [table, n] of Object.entries(after)) expect(n, `rows left in ${table}`).toBe(0);
    // Rows keyed by the deleted user's recipes are gone too (collection links, others' ratings).
    const links = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM collection_recipes WHERE recipe_id = ${mine.id}`,
    );
    expect((links as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
    const theirRatings = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM ratings WHERE recipe_id = ${mine.id}`,
    );
    expect((theirRatings as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
    // The friend keeps everything of theirs except the rating of the vanished recipe.
    const friendAfter = await rowsOf(friend.id);
    expect(friendAfter).toEqual({ ...friendBefore, ratings: friendBefore.ratings! - 1 });
    expect((await t.app.inject({ url: `/api/recipes/${friendRecipe.id}`, headers: friend.headers })).statusCode).toBe(
      200,
    );
    // The session is gone and the e-mail can be registered again.
    expect((await t.app.inject({ url: '/api/auth/user', headers: u.headers })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { email: u.email, password: 'a-new-password', firstName: 'Again' },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('requires sign-in', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user/account' })).statusCode).toBe(401);
  });
});

describe('preferences', () => {
  it('updates unit system and language; refuses unknown values and empty bodies', async () => {
    const u = await signUp(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/preferences',
      headers: u.headers,
      payload: { unitSystem: 'metric', language: 'pt-BR' },
    });
    expect(res.json()).toMatchObject({ unitSystem: 'metric', language: 'pt-BR' });
    expect((await t.app.inject({ url: '/api/auth/user', headers: u.headers })).json()).toMatchObject({
      unitSystem: 'metric',
      language: 'pt-BR',
    });
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/user/preferences',
          headers: u.headers,
          payload: { unitSystem: 'cubits' },
        })
      ).json().field,
    ).toBe('unitSystem');
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/user/preferences', headers: u.headers, payload: {} }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/user/preferences', payload: { unitSystem: 'metric' } }))
        .statusCode,
    ).toBe(401);
  });
});
