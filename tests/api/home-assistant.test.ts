import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecipe } from '../helpers/factories.ts';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app.ts';

/**
 * What a Home Assistant integration does with a personal API token (docs/integrations.md): the
 * shopping list as a to-do list (list, add, rename, check, uncheck, remove) and the week as a
 * calendar through the ICS feed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('Home Assistant', () => {
  it('keeps the shopping list as a to-do list', async () => {
    const u = await signUp(t.app);
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/api/tokens',
        headers: u.headers,
        payload: { name: 'HA', scope: 'read-write' },
      })
    ).json<{ token: string }>().token;
    const ha = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

    const added = await ha('POST', '/api/shopping-list-items', { name: 'Milk' });
    expect(added.statusCode).toBe(201);
    const id = added.json<{ id: string }>().id;
    const renamed = await ha('PATCH', `/api/shopping-list-items/${id}`, { name: 'Oat milk', amount: '1 l' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: 'Oat milk', amount: '1 l', checked: false });
    expect((await ha('PATCH', `/api/shopping-list-items/${id}`, { checked: true })).json()).toMatchObject({
      checked: true,
    });
    // Renaming and checking at once, as a to-do update of both may send.
    const both = await ha('PATCH', `/api/shopping-list-items/${id}`, { name: 'Milk', checked: false });
    expect(both.json()).toMatchObject({ name: 'Milk', checked: false });
    expect((await ha('PATCH', `/api/shopping-list-items/${id}`, {})).statusCode).toBe(400);
    expect((await ha('PATCH', `/api/shopping-list-items/${id}`, { name: '' })).statusCode).toBe(400);
    const list = await ha('GET', '/api/shopping-list-items');
    expect(list.json()).toMatchObject([{ id, name: 'Milk', checked: false }]);
    expect((await ha('DELETE', `/api/shopping-list-items/${id}`)).statusCode).toBe(204);
    expect((await ha('GET', '/api/shopping-list-items')).json()).toEqual([]);

    // Another account's item cannot be renamed.
    const other = await signUp(t.app);
    const theirs = (
      await t.app.inject({
        method: 'POST',
        url: '/api/shopping-list-items',
        headers: other.headers,
        payload: { name: 'Tea' },
      })
    ).json<{ id: string }>();
    expect((await ha('PATCH', `/api/shopping-list-items/${theirs.id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/shopping-list-items', headers: other.headers })).json<
        Array<{ name: string }>
      >()[0]!.name,
    ).toBe('Tea');
  });

  it('shows the week as a calendar through the ICS feed the token can look up', async () => {
    const u = await signUp(t.app);
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/api/tokens',
        headers: u.headers,
        payload: { name: 'HA', scope: 'read' },
      })
    ).json<{ token: string }>().token;
    const recipe = (
      await t.app.inject({
        method: 'POST',
        url: '/api/recipes',
        headers: u.headers,
        payload: buildRecipe({ title: 'Feijoada' }),
      })
    ).json<{ id: string }>();
    const plan = (
      await t.app.inject({
        method: 'POST',
        url: '/api/meal-plans',
        headers: u.headers,
        payload: { name: 'W', startDate: '2026-12-06', endDate: '2026-12-12' },
      })
    ).json<{ id: string }>();
    await t.app.inject({
      method: 'POST',
      url: `/api/meal-plans/${plan.id}/items`,
      headers: u.headers,
      payload: { recipeId: recipe.id, mealDate: '2026-12-09', mealType: 'dinner' },
    });
    const settings = await t.app.inject({
      url: '/api/meal-plans/calendar',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(settings.statusCode).toBe(200);
    const feed = new URL(settings.json<{ url: string }>().url);
    const ics = await t.app.inject({ url: `${feed.pathname}${feed.search}` });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/text\/calendar/);
    expect(ics.body).toContain('SUMMARY:');
    expect(ics.body).toContain('Feijoada');
  });
});
