import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import type { App } from '../../src/server/http/context.ts';
import { hashToken } from '../../src/server/auth/sessions.ts';
import { sql } from 'drizzle-orm';
import { buildRecipe } from '../helpers/factories.ts';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';

/**
 * Personal API tokens: `Authorization: Bearer` on the API with the rules of a session, scoped,
 * revoked at once everywhere, and never taken from a cookie or the query string.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function createToken(u: SignedInUser, scope: 'read' | 'read-write', name = 'Script') {
  const res = await t.app.inject({ method: 'POST', url: '/api/tokens', headers: u.headers, payload: { name, scope } });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; token: string; prefix: string; name: string }>();
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('API tokens', () => {
  it('are shown once, listed with their prefix and dates, and stored hashed', async () => {
    const u = await signUp(t.app);
    const created = await createToken(u, 'read', 'Home Assistant');
    expect(created.token).toMatch(/^tpat_[\w-]{40,}$/);
    expect(created.token.startsWith(created.prefix)).toBe(true);
    const list = await t.app.inject({ url: '/api/tokens', headers: u.headers });
    expect(list.statusCode).toBe(200);
    const [row] = list.json<Array<Record<string, unknown>>>();
    expect(row).toMatchObject({ id: created.id, name: 'Home Assistant', scope: 'read', lastUsedAt: null });
    expect(JSON.stringify(list.json())).not.toContain(created.token);
    const stored = await t.database.db.execute(sql`select token_hash from api_tokens where id = ${created.id}`);
    const hash = (stored as unknown as { rows: Array<{ token_hash: string }> }).rows[0]!.token_hash;
    expect(hash).toBe(hashToken(created.token));
    expect(hash).not.toContain(created.token);

    // Using it records "last used".
    expect((await t.app.inject({ url: '/api/recipes', headers: bearer(created.token) })).statusCode).toBe(200);
    const after = (await t.app.inject({ url: '/api/tokens', headers: u.headers })).json<
      Array<{ lastUsedAt: string }>
    >();
    expect(after[0]!.lastUsedAt).not.toBeNull();
  });

  it('act as the account: the same user, its data, and 404 for another account’s', async () => {
    const u = await signUp(t.app, { firstName: 'Ana' });
    const other = await signUp(t.app, { firstName: 'Bia' });
    const { token } = await createToken(u, 'read-write');
    const me = await t.app.inject({ url: '/api/auth/user', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: u.id, firstName: 'Ana' });

    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: bearer(token),
      payload: buildRecipe(),
    });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().userId).toBe(u.id);
    const theirs = (
      await t.app.inject({ method: 'POST', url: '/api/recipes', headers: other.headers, payload: buildRecipe() })
    ).json<{ id: string }>();
    expect((await t.app.inject({ url: `/api/recipes/${theirs.id}`, headers: bearer(token) })).statusCode).toBe(404);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/recipes/${theirs.id}`,
      headers: bearer(token),
      payload: { title: 'Taken' },
    });
    expect(patch.statusCode).toBe(404);
    // Nested: another account's shopping item and plan item are 404 too.
    const item = (
      await t.app.inject({
        method: 'POST',
        url: '/api/shopping-list-items',
        headers: other.headers,
        payload: { name: 'milk' },
      })
    ).json<{ id: string }>();
    const check = await t.app.inject({
      method: 'PATCH',
      url: `/api/shopping-list-items/${item.id}`,
      headers: bearer(token),
      payload: { checked: true },
    });
    expect(check.statusCode).toBe(404);
    // And another account's token is not revocable by this one.
    const theirToken = await createToken(other, 'read');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/tokens/${theirToken.id}`, headers: u.headers })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/recipes', headers: bearer(theirToken.token) })).statusCode).toBe(200);
  });

  it('a read token reads but cannot write', async () => {
    const u = await signUp(t.app);
    const { token } = await createToken(u, 'read');
    expect((await t.app.inject({ url: '/api/shopping-list-items', headers: bearer(token) })).statusCode).toBe(200);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/shopping-list-items',
      headers: bearer(token),
      payload: { name: 'eggs' },
    });
    expect(add.statusCode).toBe(403);
    expect(add.json().message).toMatch(/read-only/);
    const list = await t.app.inject({ url: '/api/shopping-list-items', headers: u.headers });
    expect(list.json()).toEqual([]);
  });

  it('needs no Origin and passes the CSRF rules, which are for cookies', async () => {
    const u = await signUp(t.app);
    const { token } = await createToken(u, 'read-write');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shopping-list-items',
      headers: { ...bearer(token), origin: 'https://elsewhere.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'flour' }),
    });
    expect(res.statusCode).toBe(201);
  });

  it('cannot manage tokens, sign out or delete the account', async () => {
    const u = await signUp(t.app);
    const { token, id } = await createToken(u, 'read-write');
    const mint = await t.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: bearer(token),
      payload: { name: 'More', scope: 'read-write' },
    });
    expect(mint.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/tokens', headers: bearer(token) })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/tokens/${id}`, headers: bearer(token) })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/user/account', headers: bearer(token) })).statusCode,
    ).toBe(403);
    for (const url of ['/api/logout', '/api/auth/logout'])
      expect((await t.app.inject({ method: 'POST', url, headers: bearer(token) })).statusCode, url).toBe(403);
    expect((await t.app.inject({ url: '/api/auth/user', headers: u.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/recipes', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('is never accepted from a cookie or the query string, nor beside a session cookie', async () => {
    const u = await signUp(t.app);
    const { token } = await createToken(u, 'read-write');
    for (const url of [
      `/api/recipes?access_token=${token}`,
      `/api/recipes?token=${token}`,
      `/api/recipes?authorization=Bearer%20${token}`,
    ])
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/recipes', headers: { cookie: `tempero_session=${token}` } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: '/api/recipes', headers: { cookie: `access_token=${token}` } })).statusCode).toBe(
      401,
    );
    const both = await t.app.inject({ url: '/api/recipes', headers: { ...bearer(token), cookie: u.cookie } });
    expect(both.statusCode).toBe(401);
    expect(both.json().message).toMatch(/not both/);
    // Other schemes and malformed headers are refused, not ignored.
    expect((await t.app.inject({ url: '/api/recipes', headers: { authorization: `Basic ${token}` } })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: '/api/recipes', headers: { authorization: 'Bearer' } })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/recipes', headers: { authorization: `Bearer ${'x'.repeat(5000)}` } }))
        .statusCode,
    ).toBe(401);
  });

  it('a revoked token stops at once', async () => {
    const u = await signUp(t.app);
    const { token, id } = await createToken(u, 'read');
    expect((await t.app.inject({ url: '/api/recipes', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/tokens/${id}`, headers: u.headers })).statusCode).toBe(
      204,
    );
    const after = await t.app.inject({ url: '/api/recipes', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.headers['www-authenticate']).toBe('Bearer');
  });

  it('the tokens go with the account', async () => {
    const u = await signUp(t.app);
    const { token } = await createToken(u, 'read-write');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user/account', headers: u.headers })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: '/api/recipes', headers: bearer(token) })).statusCode).toBe(401);
    const left = await t.database.db.execute(sql`select count(*)::int as n from api_tokens where user_id = ${u.id}`);
    expect((left as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
  });
});

describe('two app servers over one database', () => {
  let second: Database;
  let b: App;
  let ownsSecond = false;
  beforeAll(async () => {
    // On PostgreSQL a second pool, as a second server has; the embedded database has one handle.
    const url = (t.database as Database & { url?: string }).url;
    if (url) {
      second = await openDatabase({ databaseUrl: url, migrate: false, poolSize: 2 });
      ownsSecond = true;
    } else second = t.database;
    b = await buildApp({ config: t.config, database: second, webDist: false, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b.close();
    if (ownsSecond) await second.close();
  });

  it('a token revoked on one server is refused by the other on its next request', async () => {
    const u = await signUp(t.app);
    const { token, id } = await createToken(u, 'read');
    expect((await b.inject({ url: '/api/recipes', headers: bearer(token) })).statusCode).toBe(200);
    expect((await b.inject({ url: '/api/recipes', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/tokens/${id}`, headers: u.headers })).statusCode).toBe(
      204,
    );
    expect((await b.inject({ url: '/api/recipes', headers: bearer(token) })).statusCode).toBe(401);
  });
});
