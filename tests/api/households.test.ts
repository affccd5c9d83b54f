import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { householdInvitations, users } from '../../src/server/db/schema.ts';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (u: SignedInUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: u?.headers ?? {}, ...(payload ? { payload } : {}) });

async function invite(owner: SignedInUser): Promise<{ id: string; code: string; url: string; expiresAt: string }> {
  const res = await call(owner, 'POST', '/api/household/invitations');
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** An owner and a member who joined with a code. */
async function family(): Promise<{ owner: SignedInUser; member: SignedInUser }> {
  const owner = await signUp(t.app, { firstName: 'Ana' });
  const member = await signUp(t.app, { firstName: 'Bruno' });
  const { code } = await invite(owner);
  const joined = await call(member, 'POST', '/api/household/join', { code });
  expect(joined.statusCode, joined.body).toBe(200);
  return { owner, member };
}

describe('households', () => {
  it('every account is the owner of a household of its own', async () => {
    const u = await signUp(t.app, { firstName: 'Solo' });
    const res = await call(u, 'GET', '/api/household');
    expect(res.statusCode).toBe(200);
    const h = res.json();
    expect(h.role).toBe('owner');
    expect(h.members).toEqual([expect.objectContaining({ userId: u.id, firstName: 'Solo', role: 'owner' })]);
    expect(h.defaultRecipeVisibility).toBe('private');
  });

  it('invitations: a code and a link valid for 7 days; members see who is in the household', async () => {
    const owner = await signUp(t.app, { firstName: 'Ana' });
    const before = Date.now();
    const inv = await invite(owner);
    expect(inv.code).toMatch(/^[A-Z2-9]{10}$/);
    expect(inv.url).toMatch(new RegExp(`/invite/${inv.code}$`));
    const days = (new Date(inv.expiresAt).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    // The invite page may show whose household it is, even to a visitor.
    const preview = await call(null, 'GET', `/api/household/invitations/${inv.code}`);
    expect(preview.json()).toMatchObject({ invitedBy: 'Ana' });

    const member = await signUp(t.app, { firstName: 'Bruno' });
    const joined = await call(member, 'POST', '/api/household/join', { code: inv.code.toLowerCase() });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().role).toBe('member');
    expect(joined.json().members.map((m: { firstName: string; role: string }) => `${m.firstName}:${m.role}`)).toEqual([
      'Ana:owner',
      'Bruno:member',
    ]);
    // Only the owner invites.
    expect((await call(member, 'POST', '/api/household/invitations')).statusCode).toBe(403);
  });

  it('two members see and change one shopping list, one plan and one collection; each item says who added it', async () => {
    const { owner, member } = await family();
    const rice = (await call(owner, 'POST', '/api/shopping-list-items', { name: 'rice', amount: '1 cup' })).json();
    const beans = (await call(member, 'POST', '/api/shopping-list-items', { name: 'beans' })).json();
    expect(beans.addedBy).toBe('Bruno');
    const ownerList = (await call(owner, 'GET', '/api/shopping-list-items')).json();
    const memberList = (await call(member, 'GET', '/api/shopping-list-items')).json();
    expect(memberList).toEqual(ownerList);
    expect(ownerList.map((i: { name: string; addedBy: string }) => `${i.name}:${i.addedBy}`)).toEqual([
      'rice:Ana',
      'beans:Bruno',
    ]);
    expect((await call(member, 'PATCH', `/api/shopping-list-items/${rice.id}`, { checked: true })).json().checked).toBe(
      true,
    );
    expect((await call(owner, 'GET', '/api/shopping-list-items')).json()[0].checked).toBe(true);
    expect((await call(owner, 'DELETE', `/api/shopping-list-items/${beans.id}`)).statusCode).toBe(204);
    expect((await call(member, 'GET', '/api/shopping-list-items')).json()).toHaveLength(1);

    // The plan: the member plans a recipe the owner shares with the household.
    const recipe = (await call(owner, 'POST', '/api/recipes', buildRecipe({ title: 'Family stew' }))).json();
    expect((await call(member, 'GET', `/api/recipes/${recipe.id}`)).statusCode).toBe(404);
    const shared = await call(owner, 'PATCH', `/api/recipes/${recipe.id}/visibility`, { visibility: 'household' });
    expect(shared.json().visibility).toBe('household');
    expect((await call(member, 'GET', `/api/recipes/${recipe.id}`)).statusCode).toBe(200);
    const plan = (
      await call(owner, 'POST', '/api/meal-plans', { name: 'Week', startDate: '2026-11-22', endDate: '2026-11-28' })
    ).json();
    const same = await call(member, 'POST', '/api/meal-plans', {
      name: 'Week',
      startDate: '2026-11-22',
      endDate: '2026-11-28',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().id).toBe(plan.id);
    const item = await call(member, 'POST', `/api/meal-plans/${plan.id}/items`, {
      recipeId: recipe.id,
      mealDate: '2026-11-23',
      mealType: 'dinner',
    });
    expect(item.statusCode, item.body).toBe(201);
    const items = (await call(owner, 'GET', '/api/meal-plan-items?startDate=2026-11-22&endDate=2026-11-28')).json();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ addedBy: 'Bruno', recipe: { title: 'Family stew' } });
    expect((await call(owner, 'PATCH', `/api/meal-plan-items/${items[0].id}/toggle`)).json().completed).toBe(true);

    const col = (await call(member, 'POST', '/api/collections', { name: 'Sundays' })).json();
    expect((await call(owner, 'POST', `/api/collections/${col.id}/recipes`, { recipeId: recipe.id })).statusCode).toBe(
      201,
    );
    const cols = (await call(owner, 'GET', '/api/collections')).json();
    expect(cols).toEqual([expect.objectContaining({ id: col.id, addedBy: 'Bruno', recipeIds: [recipe.id] })]);
    // Cards carry the visibility, so lists can badge what the household shares.
    const cards = (await call(member, 'GET', `/api/collections/${col.id}/recipes`)).json();
    expect(cards).toEqual([expect.objectContaining({ id: recipe.id, visibility: 'household' })]);
    expect((await call(owner, 'GET', '/api/recipes')).json()).toEqual([
      expect.objectContaining({ id: recipe.id, visibility: 'household' }),
    ]);

    // Favourites stay personal: the member cannot favourite the owner's recipe.
    expect((await call(member, 'PATCH', `/api/recipes/${recipe.id}/favorite`)).statusCode).toBe(404);
    const sharedList = (await call(member, 'GET', '/api/household/recipes')).json();
    expect(sharedList.map((r: { title: string; authorName: string }) => `${r.title}:${r.authorName}`)).toEqual([
      'Family stew:Ana',
    ]);
  });

  it('a third account sees nothing of the household: 404 on every id', async () => {
    const { owner } = await family();
    const stranger = await signUp(t.app);
    const item = (await call(owner, 'POST', '/api/shopping-list-items', { name: 'rice' })).json();
    const plan = (
      await call(owner, 'POST', '/api/meal-plans', { name: 'W', startDate: '2026-11-22', endDate: '2026-11-28' })
    ).json();
    const recipe = (await call(owner, 'POST', '/api/recipes', buildRecipe())).json();
    await call(owner, 'PATCH', `/api/recipes/${recipe.id}/visibility`, { visibility: 'household' });
    const col = (await call(owner, 'POST', '/api/collections', { name: 'C' })).json();
    const inv = await invite(owner);
    for (const [method, url, payload] of [
      ['PATCH', `/api/shopping-list-items/${item.id}`, { checked: true }],
      ['DELETE', `/api/shopping-list-items/${item.id}`],
      ['POST', `/api/meal-plans/${plan.id}/items`, { recipeId: recipe.id, mealDate: '2026-11-23', mealType: 'lunch' }],
      ['GET', `/api/recipes/${recipe.id}`],
      ['GET', `/api/collections/${col.id}`],
      ['DELETE', `/api/household/invitations/${inv.id}`],
      ['DELETE', `/api/household/members/${owner.id}`],
      ['POST', '/api/household/owner', { userId: owner.id }],
    ] as Array<[Method, string, object?]>) {
      expect((await call(stranger, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(stranger, 'GET', '/api/shopping-list-items')).json()).toEqual([]);
    expect((await call(stranger, 'GET', '/api/meal-plans?startDate=2026-11-22&endDate=2026-11-28')).json()).toEqual([]);
    expect((await call(stranger, 'GET', '/api/household/recipes')).json()).toEqual([]);
  });

  it('a removed member loses access on the next request and keeps their own recipes', async () => {
    const { owner, member } = await family();
    const ownerRecipe = (await call(owner, 'POST', '/api/recipes', buildRecipe({ title: 'Ana pie' }))).json();
    await call(owner, 'PATCH', `/api/recipes/${ownerRecipe.id}/visibility`, { visibility: 'household' });
    const memberRecipe = (await call(member, 'POST', '/api/recipes', buildRecipe({ title: 'Bruno soup' }))).json();
    await call(member, 'PATCH', `/api/recipes/${memberRecipe.id}/visibility`, { visibility: 'household' });
    const item = (await call(owner, 'POST', '/api/shopping-list-items', { name: 'rice' })).json();
    expect((await call(member, 'GET', `/api/recipes/${ownerRecipe.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', `/api/recipes/${memberRecipe.id}`)).statusCode).toBe(200);

    expect((await call(member, 'DELETE', `/api/household/members/${owner.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/api/household/members/${member.id}`)).statusCode).toBe(204);

    expect((await call(member, 'GET', `/api/recipes/${ownerRecipe.id}`)).statusCode).toBe(404);
    expect((await call(member, 'PATCH', `/api/shopping-list-items/${item.id}`, { checked: true })).statusCode).toBe(
      404,
    );
    expect((await call(member, 'GET', '/api/shopping-list-items')).json()).toEqual([]);
    expect((await call(owner, 'GET', `/api/recipes/${memberRecipe.id}`)).statusCode).toBe(404);
    expect((await call(member, 'GET', `/api/recipes/${memberRecipe.id}`)).statusCode).toBe(200);
    const h = (await call(member, 'GET', '/api/household')).json();
    expect(h.members).toHaveLength(1);
    expect(h.role).toBe('owner');
  });

  it('leaving: the member starts a household of their own; the owner leaving passes ownership to the longest member', async () => {
    const { owner, member } = await family();
    const third = await signUp(t.app, { firstName: 'Caio' });
    await call(third, 'POST', '/api/household/join', { code: (await invite(owner)).code });
    await call(owner, 'POST', '/api/shopping-list-items', { name: 'rice' });
    const left = await call(owner, 'POST', '/api/household/leave');
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().members).toHaveLength(1);
    const h = (await call(member, 'GET', '/api/household')).json();
    expect(h.role).toBe('owner');
    expect(h.members.map((m: { firstName: string }) => m.firstName)).toEqual(['Bruno', 'Caio']);
    // The household keeps its list.
    expect((await call(third, 'GET', '/api/shopping-list-items')).json()).toHaveLength(1);
    expect((await call(owner, 'GET', '/api/shopping-list-items')).json()).toEqual([]);
    // Nobody to leave.
    expect((await call(owner, 'POST', '/api/household/leave')).statusCode).toBe(409);
  });

  it('ratings stay personal: a member rates a household recipe, finds it in their reviews, and loses it on leaving', async () => {
    const { owner, member } = await family();
    const recipe = (await call(owner, 'POST', '/api/recipes', buildRecipe({ title: 'Shared pie' }))).json();
    await call(owner, 'PATCH', `/api/recipes/${recipe.id}/visibility`, { visibility: 'household' });
    expect((await call(member, 'POST', `/api/recipes/${recipe.id}/rating`, { rating: 4 })).statusCode).toBeLessThan(
      300,
    );
    const titles = async () =>
      (await call(member, 'GET', '/api/reviews/my-reviews'))
        .json()
        .map((r: { recipe: { title: string } }) => r.recipe.title);
    expect(await titles()).toEqual(['Shared pie']);
    expect((await call(owner, 'GET', '/api/reviews/my-reviews')).json()).toEqual([]);
    await call(member, 'POST', '/api/household/leave');
    expect(await titles()).toEqual([]);
  });

  it('transfers ownership', async () => {
    const { owner, member } = await family();
    const res = await call(owner, 'POST', '/api/household/owner', { userId: member.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().role).toBe('member');
    expect((await call(member, 'GET', '/api/household')).json().role).toBe('owner');
    expect((await call(owner, 'POST', '/api/household/invitations')).statusCode).toBe(403);
  });

  it('refuses an expired, used or revoked code', async () => {
    const owner = await signUp(t.app);
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const used = await invite(owner);
    expect((await call(a, 'POST', '/api/household/join', { code: used.code })).statusCode).toBe(200);
    const again = await call(b, 'POST', '/api/household/join', { code: used.code });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('invitation_invalid');

    const revoked = await invite(owner);
    expect((await call(owner, 'DELETE', `/api/household/invitations/${revoked.id}`)).statusCode).toBe(204);
    expect((await call(b, 'POST', '/api/household/join', { code: revoked.code })).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/household/invitations/${revoked.code}`)).statusCode).toBe(404);

    const expired = await invite(owner);
    await t.database.db
      .update(householdInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(householdInvitations.id, expired.id));
    expect((await call(b, 'POST', '/api/household/join', { code: expired.code })).statusCode).toBe(404);
    expect((await call(b, 'GET', '/api/household')).json().members).toHaveLength(1);
  });

  it('slows down guessing codes: the 31st try in 15 minutes answers 429', async () => {
    const guesser = await signUp(t.app);
    for (let i = 0; i < 30; i += 1)
      expect((await call(guesser, 'POST', '/api/household/join', { code: `GUESS${i}` })).statusCode).toBe(404);
    const res = await call(guesser, 'POST', '/api/household/join', { code: 'GUESS30' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('joining brings a one-person household’s list along', async () => {
    const owner = await signUp(t.app);
    const newcomer = await signUp(t.app);
    await call(newcomer, 'POST', '/api/shopping-list-items', { name: 'coffee' });
    await call(newcomer, 'POST', '/api/household/join', { code: (await invite(owner)).code });
    expect((await call(owner, 'GET', '/api/shopping-list-items')).json().map((i: { name: string }) => i.name)).toEqual([
      'coffee',
    ]);
  });

  it('new recipes follow the account’s default visibility', async () => {
    const { owner, member } = await family();
    const set = await call(owner, 'PATCH', '/api/household', { defaultRecipeVisibility: 'household' });
    expect(set.json().defaultRecipeVisibility).toBe('household');
    const r = (await call(owner, 'POST', '/api/recipes', buildRecipe())).json();
    expect(r.visibility).toBe('household');
    expect((await call(member, 'GET', `/api/recipes/${r.id}`)).statusCode).toBe(200);
    expect((await call(member, 'POST', '/api/recipes', buildRecipe())).json().visibility).toBe('private');
  });

  it('deleting a member’s account leaves the others’ data; the owner’s deletion passes the household on', async () => {
    const { owner, member } = await family();
    const plan = (
      await call(owner, 'POST', '/api/meal-plans', { name: 'W', startDate: '2026-11-22', endDate: '2026-11-28' })
    ).json();
    const recipe = (await call(member, 'POST', '/api/recipes', buildRecipe())).json();
    await call(member, 'POST', `/api/meal-plans/${plan.id}/items`, {
      recipeId: recipe.id,
      mealDate: '2026-11-23',
      mealType: 'lunch',
    });
    await call(owner, 'POST', '/api/shopping-list-items', { name: 'rice' });
    await call(member, 'POST', '/api/shopping-list-items', { name: 'milk' });

    expect((await call(owner, 'DELETE', '/api/user/account')).statusCode).toBe(200);
    const h = (await call(member, 'GET', '/api/household')).json();
    expect(h.role).toBe('owner');
    expect(h.members).toHaveLength(1);
    // The household keeps its plan and its whole list (the owner's items too).
    expect(
      (await call(member, 'GET', '/api/meal-plans?startDate=2026-11-22&endDate=2026-11-28'))
        .json()
        .map((p: { id: string }) => p.id),
    ).toEqual([plan.id]);
    expect(
      (await call(member, 'GET', '/api/meal-plan-items?startDate=2026-11-22&endDate=2026-11-28')).json(),
    ).toHaveLength(1);
    expect(
      (await call(member, 'GET', '/api/shopping-list-items'))
        .json()
        .map((i: { name: string }) => i.name)
        .sort(),
    ).toEqual(['milk', 'rice']);
    expect((await call(member, 'GET', `/api/recipes/${recipe.id}`)).statusCode).toBe(200);

    // The last member's deletion ends the household.
    const householdId = h.id;
    expect((await call(member, 'DELETE', '/api/user/account')).statusCode).toBe(200);
    const left = await t.database.db.execute(
      sql`select count(*)::int as n from shopping_list_items where household_id = ${householdId}`,
    );
    expect(Number((left as unknown as { rows: Array<{ n: number }> }).rows[0]!.n)).toBe(0);
    expect((await t.database.db.select().from(users).where(eq(users.householdId, householdId))).length).toBe(0);
  });

  it('offline check-offs: the last change made wins whatever order they arrive in, replays change nothing, a deleted item stays deleted', async () => {
    const { owner, member } = await family();
    const item = (await call(owner, 'POST', '/api/shopping-list-items', { name: 'eggs' })).json();
    const t1 = new Date(Date.now() - 60_000).toISOString();
    const t2 = new Date(Date.now() - 30_000).toISOString();
    // The later change (member, unchecking at t2) arrives first; the earlier one (owner at t1) loses.
    expect(
      (await call(member, 'PATCH', `/api/shopping-list-items/${item.id}`, { checked: false, changedAt: t2 })).json()
        .checked,
    ).toBe(false);
    const stale = await call(owner, 'PATCH', `/api/shopping-list-items/${item.id}`, { checked: true, changedAt: t1 });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().checked).toBe(false);
    // A replay of the same change is harmless.
    expect(
      (await call(member, 'PATCH', `/api/shopping-list-items/${item.id}`, { checked: false, changedAt: t2 })).json()
        .checked,
    ).toBe(false);
    expect((await call(owner, 'DELETE', `/api/shopping-list-items/${item.id}`)).statusCode).toBe(204);
    expect(
      (
        await call(member, 'PATCH', `/api/shopping-list-items/${item.id}`, {
          checked: true,
          changedAt: new Date().toISOString(),
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(member, 'GET', '/api/shopping-list-items')).json()).toEqual([]);
  });
});
