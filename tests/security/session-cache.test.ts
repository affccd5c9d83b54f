import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/server/auth/sessions.ts';
import { enableSessionCache, SessionCache, sessionCacheOf } from '../../src/server/auth/session-cache.ts';
import type { UserRow } from '../../src/server/users/users.repository.ts';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';

/**
 * Sessions remembered in memory (embedded database) must end at once: a signed-out, deleted or
 * changed account is never served from the cache. The cache is turned on here whatever the
 * database, so these run on PostgreSQL too.
 */
let t: TestApp;
let cache: SessionCache;
beforeAll(async () => {
  t = await createTestApp();
  cache = sessionCacheOf(t.database.db) ?? enableSessionCache(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const me = (u: SignedInUser) => t.app.inject({ url: '/api/auth/user', headers: u.headers });
const tokenHashOf = (u: SignedInUser) => hashToken(u.cookie.split('=')[1]!);

/** Two requests: the second is answered from the cache (the test fails if nothing is cached). */
async function warm(u: SignedInUser) {
  expect((await me(u)).statusCode).toBe(200);
  expect(cache.get(tokenHashOf(u))).toBeDefined();
  expect((await me(u)).statusCode).toBe(200);
}

describe('session cache', () => {
  it('refuses a signed-out session at once', async () => {
    const u = await signUp(t.app);
    await warm(u);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: u.headers });
    expect(out.statusCode).toBe(204);
    expect(cache.get(tokenHashOf(u))).toBeUndefined();
    expect((await me(u)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/recipes', headers: u.headers })).statusCode).toBe(401);
  });

  it('signing out one session keeps the others of the same person', async () => {
    const u = await signUp(t.app, { email: 'two-sessions@example.com', password: 'two sessions pass' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'two-sessions@example.com', password: 'two sessions pass' },
    });
    const other = login.cookies.find((c) => c.name === 'tempero_session')!;
    const second: SignedInUser = {
      ...u,
      cookie: `tempero_session=${other.value}`,
      headers: { cookie: `tempero_session=${other.value}` },
    };
    await warm(u);
    await warm(second);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: u.headers });
    expect((await me(u)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('refuses the session of a deleted account at once', async () => {
    const u = await signUp(t.app);
    await warm(u);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/user/account', headers: u.headers });
    expect(del.statusCode).toBe(200);
    expect((await me(u)).statusCode).toBe(401);
  });

  it('answers with the changed account at once (preferences)', async () => {
    const u = await signUp(t.app);
    await warm(u);
    expect((await me(u)).json().language).not.toBe('pt-BR');
    const set = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/preferences',
      headers: u.headers,
      payload: { language: 'pt-BR' },
    });
    expect(set.statusCode).toBe(200);
    expect((await me(u)).json().language).toBe('pt-BR');
  });

  it('a household owner who hands over the household loses the owner’s rights at once', async () => {
    const owner = await signUp(t.app);
    const member = await signUp(t.app);
    const inv = await t.app.inject({ method: 'POST', url: '/api/household/invitations', headers: owner.headers });
    expect(inv.statusCode).toBe(201);
    const join = await t.app.inject({
      method: 'POST',
      url: '/api/household/join',
      headers: member.headers,
      payload: { code: inv.json().code },
    });
    expect(join.statusCode).toBe(200);
    await warm(owner);
    await warm(member);
    const handOver = await t.app.inject({
      method: 'POST',
      url: '/api/household/owner',
      headers: owner.headers,
      payload: { userId: member.id },
    });
    expect(handOver.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/household/invitations', headers: owner.headers })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/household/invitations', headers: member.headers })).statusCode,
    ).toBe(201);
  });
});

describe('SessionCache', () => {
  const user = { id: 'u1', email: 'a@example.com' } as UserRow;
  const later = (ms: number) => new Date(1_000_000 + ms);

  it('keeps an entry for its time to live, never past the session’s expiry', () => {
    const c = new SessionCache(10_000, 10);
    c.set('a', { user, sessionId: 's', expiresAt: later(60_000) }, 1_000_000);
    expect(c.get('a', 1_000_000 + 9_999)?.sessionId).toBe('s');
    expect(c.get('a', 1_000_000 + 10_000)).toBeUndefined();
    c.set('b', { user, sessionId: 's', expiresAt: later(5_000) }, 1_000_000);
    expect(c.get('b', 1_000_000 + 5_000)).toBeUndefined();
  });

  it('holds at most its limit, dropping the oldest, and forgets by user', () => {
    const c = new SessionCache(10_000, 2);
    c.set('a', { user, sessionId: 'a', expiresAt: later(60_000) }, 1_000_000);
    c.set('b', { user: { ...user, id: 'u2' }, sessionId: 'b', expiresAt: later(60_000) }, 1_000_000);
    c.set('c', { user, sessionId: 'c', expiresAt: later(60_000) }, 1_000_000);
    expect(c.size).toBe(2);
    expect(c.get('a', 1_000_000)).toBeUndefined();
    c.forgetUser('u1');
    expect(c.get('c', 1_000_000)).toBeUndefined();
    expect(c.get('b', 1_000_000)?.sessionId).toBe('b');
  });

  it('gives each request its own copy of the user row', () => {
    const c = new SessionCache(10_000, 2);
    c.set('a', { user, sessionId: 'a', expiresAt: later(60_000) }, 1_000_000);
    c.get('a', 1_000_000)!.user.email = 'changed@example.com';
    expect(c.get('a', 1_000_000)!.user.email).toBe('a@example.com');
  });
});
