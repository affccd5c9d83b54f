import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import type { App } from '../../src/server/http/context.ts';
import { buildRecipe } from '../helpers/factories.ts';
import { family } from '../helpers/households.ts';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { eventReader } from '../helpers/event-stream.ts';

/**
 * Attacks on personal API tokens (issue 36, "other routes"): a token used on another account's
 * data and nested objects, what a token may reach whatever its scope, and every way a token's
 * access ends (revocation, a password change, the account deleted) — live streams included, with
 * the stream on another app server than the change.
 */
let t: TestApp;
/** Two app servers over one database on PostgreSQL (a second pool, each its own LISTEN); one on the embedded database. */
let a: App;
let b: App;
let second: Database | undefined;
/** Where streams are opened: server B (changes and revocations go through server A). */
let streamBase: string;

beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
  const url = (t.database as Database & { url?: string }).url;
  if (url) {
    // The live bus listens on config.databaseUrl, as every real server does.
    const config = { ...t.config, databaseUrl: url };
    second = await openDatabase({ databaseUrl: url, migrate: false, poolSize: 2 });
    a = await buildApp({ config, database: t.database, webDist: false, logger: false });
    b = await buildApp({ config, database: second, webDist: false, logger: false });
  } else {
    // The embedded database belongs to one server process: its live events stay in it.
    a = t.app;
    b = t.app;
  }
  streamBase = await b.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  if (second) {
    await a.close();
    await b.close();
    await second.close();
  }
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function createToken(u: SignedInUser, scope: 'read' | 'read-write') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: u.headers,
    payload: { name: 'Script', scope },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; token: string }>();
}

/** A live stream opened with a token (on the other app server where there are two). */
async function openWithToken(token: string) {
  const abort = new AbortController();
  const res = await fetch(`${streamBase}/api/household/events`, { headers: bearer(token), signal: abort.signal });
  expect(res.status).toBe(200);
  const next = eventReader(res.body!);
  expect((await next())?.event).toBe('ready');
  return { next, close: () => abort.abort() };
}

const change = (u: SignedInUser) =>
  a.inject({
    method: 'POST',
    url: '/api/shopping-list-items',
    headers: u.headers,
    payload: { name: `item ${Math.random()}` },
  });

describe('a token’s access ends with it, on every app server', () => {
  it('a live stream opened with a token works, and ends when the token is revoked elsewhere', async () => {
    const { owner, member } = await family(t);
    const { id, token } = await createToken(member, 'read');
    const screen = await openWithToken(token);
    await change(owner);
    expect(await screen.next()).toEqual({ event: 'change', data: '{"topic":"shopping-list"}' });
    expect((await a.inject({ method: 'DELETE', url: `/api/tokens/${id}`, headers: member.headers })).statusCode).toBe(
      204,
    );
    await change(owner);
    expect(await screen.next()).toBeNull();
  });

  it('a password change revokes the account’s tokens: a stolen session cannot leave one behind', async () => {
    const { owner, member } = await family(t, { member: 'Rita' });
    const { token } = await createToken(member, 'read-write');
    const screen = await openWithToken(token);
    const changed = await a.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: member.headers,
      payload: { currentPassword: 'correct horse battery', newPassword: 'a new password here' },
    });
    expect(changed.statusCode, changed.body).toBe(204);
    await change(owner);
    expect(await screen.next()).toBeNull();
    for (const app of [a, b]) {
      const res = await app.inject({ url: '/api/recipes', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
    }
    // The asker goes on with the session the change renewed.
    const renewed = changed.cookies.find((c) => c.name === 'tempero_session')!;
    const listed = await a.inject({ url: '/api/tokens', headers: { cookie: `tempero_session=${renewed.value}` } });
    expect(listed.json()).toEqual([]);
  });

  it('a stream opened with a token ends when the account is deleted', async () => {
    const { owner, member } = await family(t, { member: 'Caio' });
    const { token } = await createToken(member, 'read');
    const screen = await openWithToken(token);
    expect((await a.inject({ method: 'DELETE', url: '/api/user/account', headers: member.headers })).statusCode).toBe(
      200,
    );
    await change(owner);
    expect(await screen.next()).toBeNull();
  });

  it('a token’s stream ends when its person is removed from the household', async () => {
    const { owner, member } = await family(t, { member: 'Davi' });
    const { token } = await createToken(member, 'read');
    const screen = await openWithToken(token);
    expect(
      (await a.inject({ method: 'DELETE', url: `/api/household/members/${member.id}`, headers: owner.headers }))
        .statusCode,
    ).toBe(204);
    expect(await screen.next()).toEqual({ event: 'change', data: '{"topic":"household"}' });
    expect(await screen.next()).toBeNull();
  });
});

describe('what a token may reach', () => {
  it('a read-only token is refused on every route that is not a read (the route table)', async () => {
    const u = await signUp(t.app);
    const { token } = await createToken(u, 'read');
    const writes = t.app.ctx.routes.filter(
      (r) => r.url.startsWith('/api/') && !['GET', 'HEAD', 'OPTIONS'].includes(r.method) && r.url !== '/api/mcp',
    );
    expect(writes.length).toBeGreaterThan(30);
    for (const route of writes) {
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({ method: route.method as 'POST', url, headers: bearer(token), payload: {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('an administrator’s read-write token cannot reach the administrator’s routes', async () => {
    const fresh = await createTestApp({ env: { SIGNUPS: 'invite' } });
    try {
      const admin = await signUp(fresh.app);
      const made = await fresh.app.inject({
        method: 'POST',
        url: '/api/tokens',
        headers: admin.headers,
        payload: { name: 'Automation', scope: 'read-write' },
      });
      const token = made.json<{ token: string }>().token;
      const invite = await fresh.app.inject({
        method: 'POST',
        url: '/api/admin/invites',
        headers: admin.headers,
        payload: {},
      });
      expect(invite.statusCode).toBe(201);
      for (const [method, url] of [
        ['GET', '/api/admin/invites'],
        ['POST', '/api/admin/invites'],
        ['DELETE', `/api/admin/invites/${invite.json<{ id: string }>().id}`],
      ] as const) {
        const res = await fresh.app.inject({
          method,
          url,
          headers: bearer(token),
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
      // The session still can, and the invite is still there.
      const list = await fresh.app.inject({ url: '/api/admin/invites', headers: admin.headers });
      expect(list.json<{ invites: unknown[] }>().invites).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  // Issue 36: a leaked token must not move its account into another household (where it would
  // read that household's plan, list and collections) nor hand its own household to anyone.
  it('a read-write token is refused on every change to a household, with a clear code in the account’s language', async () => {
    const { owner, member } = await family(t, { owner: 'Olívia', member: 'Miro' });
    const stranger = await signUp(t.app, { firstName: 'Estranho' });
    const strangerCode = (
      await t.app.inject({ method: 'POST', url: '/api/household/invitations', headers: stranger.headers })
    ).json<{ code: string }>().code;
    const ownInvitation = (
      await t.app.inject({ method: 'POST', url: '/api/household/invitations', headers: owner.headers })
    ).json<{ id: string; code: string }>();
    const ownerToken = (await createToken(owner, 'read-write')).token;
    const memberToken = (await createToken(member, 'read-write')).token;
    const householdOf = async (u: SignedInUser) =>
      (await t.app.inject({ url: '/api/household', headers: u.headers })).json<{
        id: string;
        role: string;
        name: string;
        members: Array<{ userId: string }>;
      }>();
    const before = await householdOf(owner);

    const attempts: Array<[string, 'POST' | 'PATCH' | 'DELETE', string, object | undefined]> = [
      [memberToken, 'POST', '/api/household/join', { code: strangerCode }],
      [memberToken, 'POST', '/api/household/leave', undefined],
      [ownerToken, 'POST', '/api/household/join', { code: strangerCode }],
      [ownerToken, 'POST', '/api/household/invitations', undefined],
      [ownerToken, 'DELETE', `/api/household/invitations/${ownInvitation.id}`, undefined],
      [ownerToken, 'DELETE', `/api/household/members/${member.id}`, undefined],
      [ownerToken, 'POST', '/api/household/owner', { userId: member.id }],
      [ownerToken, 'PATCH', '/api/household', { name: 'Taken over' }],
    ];
    for (const [token, method, url, payload] of attempts) {
      const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json(), `${method} ${url}`).toMatchObject({
        code: 'token_household_refused',
        message: expect.stringMatching(/^API tokens cannot change a household .* sign in to Tempero in a browser\.$/),
      });
    }
    // Nothing moved: the same two people, the same owner and name, the stranger's code unused.
    const after = await householdOf(owner);
    expect(after).toMatchObject({ id: before.id, role: 'owner', name: before.name });
    expect(after.members.map((m) => m.userId).sort()).toEqual([owner.id, member.id].sort());
    expect((await householdOf(member)).id).toBe(before.id);
    expect((await householdOf(stranger)).members.map((m) => m.userId)).toEqual([stranger.id]);
    const preview = await t.app.inject({ url: `/api/household/invitations/${strangerCode}`, headers: member.headers });
    expect(preview.statusCode).toBe(200);

    // Every write the household routes have, including any added later (the route table).
    const writes = t.app.ctx.routes.filter(
      (r) =>
        (r.url === '/api/household' || r.url.startsWith('/api/household/')) &&
        !['GET', 'HEAD', 'OPTIONS'].includes(r.method),
    );
    expect(writes.length).toBeGreaterThanOrEqual(7);
    for (const route of writes) {
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({ method: route.method as 'POST', url, headers: bearer(ownerToken), payload: {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json<{ code: string }>().code, `${route.method} ${route.url}`).toBe('token_household_refused');
    }

    // In the account's language.
    await t.app.inject({
      method: 'PATCH',
      url: '/api/user/preferences',
      headers: member.headers,
      payload: { language: 'pt-BR' },
    });
    const pt = await t.app.inject({
      method: 'POST',
      url: '/api/household/join',
      headers: bearer(memberToken),
      payload: { code: strangerCode },
    });
    expect(pt.statusCode).toBe(403);
    expect(pt.json<{ message: string }>().message).toMatch(/^Tokens de API não podem alterar uma casa .* navegador\.$/);
    // The session itself still can (the rule is about tokens, not about the person).
    const left = await t.app.inject({ method: 'POST', url: '/api/household/leave', headers: member.headers });
    expect(left.statusCode, left.body).toBe(200);
  });

  it('a token reading the household sees no invitation codes', async () => {
    const owner = await signUp(t.app, { firstName: 'Odete' });
    const made = await t.app.inject({ method: 'POST', url: '/api/household/invitations', headers: owner.headers });
    expect(made.statusCode).toBe(201);
    const { code } = made.json<{ code: string }>();
    const inSession = await t.app.inject({ url: '/api/household', headers: owner.headers });
    expect(inSession.json<{ invitations: Array<{ code: string }> }>().invitations.map((i) => i.code)).toEqual([code]);
    for (const scope of ['read', 'read-write'] as const) {
      const { token } = await createToken(owner, scope);
      const res = await t.app.inject({ url: '/api/household', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ role: 'owner', invitations: [] });
      expect(res.body).not.toContain(code);
    }
  });

  it('a token cannot add or change webhooks, which would outlive its revocation', async () => {
    const u = await signUp(t.app);
    const { id, token } = await createToken(u, 'read-write');
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: bearer(token),
      payload: { url: 'http://127.0.0.1:9/exfiltrate', events: ['shopping_item.added'] },
    });
    expect(add.statusCode).toBe(403);
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: u.headers,
      payload: { url: 'http://127.0.0.1:9/mine', events: ['shopping_item.added'] },
    });
    expect(hook.statusCode).toBe(201);
    const hookId = hook.json<{ id: string }>().id;
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/webhooks/${hookId}`,
          headers: bearer(token),
          payload: { enabled: false },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/webhooks/${hookId}`, headers: bearer(token) })).statusCode,
    ).toBe(403);
    // Reading them is a read like any other.
    expect((await t.app.inject({ url: '/api/webhooks', headers: bearer(token) })).statusCode).toBe(200);
    // After the token is revoked, nothing it made remains (it could make nothing).
    await t.app.inject({ method: 'DELETE', url: `/api/tokens/${id}`, headers: u.headers });
    const hooks = (await t.app.inject({ url: '/api/webhooks', headers: u.headers })).json<Array<{ url: string }>>();
    expect(hooks.map((h) => h.url)).toEqual(['http://127.0.0.1:9/mine']);
  });

  it('another account’s collections, plan, plan items, pantry, imports and webhooks answer 404 to a token', async () => {
    const u = await signUp(t.app);
    const other = await signUp(t.app);
    const { token } = await createToken(u, 'read-write');
    const as = (who: SignedInUser) => (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
    const theirs = as(other);
    const recipe = (await theirs('POST', '/api/recipes', buildRecipe())).json<{ id: string }>();
    const collection = (await theirs('POST', '/api/collections', { name: 'Mine', isPublic: false })).json<{
      id: string;
    }>();
    expect(
      (await theirs('POST', `/api/collections/${collection.id}/recipes`, { recipeId: recipe.id })).statusCode,
    ).toBe(201);
    const plan = (
      await theirs('POST', '/api/meal-plans', { name: 'W', startDate: '2026-11-22', endDate: '2026-11-28' })
    ).json<{ id: string }>();
    const item = (
      await theirs('POST', `/api/meal-plans/${plan.id}/items`, {
        recipeId: recipe.id,
        mealDate: '2026-11-23',
        mealType: 'dinner',
      })
    ).json<{ id: string }>();
    const pantry = (await theirs('POST', '/api/pantry-items', { name: 'rice' })).json<{ id: string }>();
    const hook = (
      await theirs('POST', '/api/webhooks', { url: 'http://127.0.0.1:9/theirs', events: ['recipe.created'] })
    ).json<{ id: string }>();
    const h = { headers: bearer(token) };
    const attempts: Array<[string, string, object?]> = [
      ['GET', `/api/collections/${collection.id}`],
      ['PATCH', `/api/collections/${collection.id}`, { name: 'Taken' }],
      ['DELETE', `/api/collections/${collection.id}/recipes/${recipe.id}`],
      ['POST', `/api/collections/${collection.id}/recipes`, { recipeId: recipe.id }],
      ['DELETE', `/api/collections/${collection.id}`],
      ['GET', `/api/collections/${collection.id}/recipes`],
      ['POST', `/api/meal-plans/${plan.id}/items`, { recipeId: recipe.id, mealDate: '2026-11-24', mealType: 'lunch' }],
      ['PATCH', `/api/meal-plan-items/${item.id}/toggle`],
      ['POST', `/api/meal-plan-items/${item.id}/use-pantry`],
      ['DELETE', `/api/meal-plan-items/${item.id}`],
      ['PATCH', `/api/pantry-items/${pantry.id}`, { name: 'taken' }],
      ['DELETE', `/api/pantry-items/${pantry.id}`],
      ['GET', `/api/webhooks/${hook.id}/deliveries`],
      ['GET', `/api/recipes/${recipe.id}`],
      ['DELETE', `/api/recipes/${recipe.id}`],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await t.app.inject({ method: method as 'GET', url, ...h, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
    }
    // Nothing of theirs changed.
    const still = await theirs('GET', `/api/collections/${collection.id}`);
    expect(still.json()).toMatchObject({ name: 'Mine' });
    expect((await theirs('GET', `/api/recipes/${recipe.id}`)).statusCode).toBe(200);
    const items = await theirs('GET', '/api/meal-plan-items?startDate=2026-11-22&endDate=2026-11-28');
    expect(items.json<Array<{ id: string }>>().map((i) => i.id)).toEqual([item.id]);
  });

  it('malformed and oversized Authorization headers are refused with 401, never read another way', async () => {
    const u = await signUp(t.app);
    const { token } = await createToken(u, 'read');
    for (const authorization of [
      `Bearer ${token} ${token}`,
      `Bearer ${token},Bearer ${token}`,
      `Bearer\t${token}`,
      `Bearer ${token}\u0000`,
      `Bearer ${token.slice(0, -1)}`,
      `Bearer ${token}x`,
      `Bearer ${token.toUpperCase()}`,
      `Bearer tpat_${'A'.repeat(190)}`,
      `Bearer ${'tpat_'.repeat(3000)}`,
      `Bearer ${' '.repeat(5000)}x`,
      `Token ${token}`,
      'Bearer',
      '',
    ]) {
      const res = await t.app.inject({ url: '/api/recipes', headers: { authorization } });
      expect(res.statusCode, JSON.stringify(authorization.slice(0, 60))).toBe(401);
    }
    expect((await t.app.inject({ url: '/api/recipes', headers: bearer(token) })).statusCode).toBe(200);
  });
});
