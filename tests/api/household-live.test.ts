import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { eventReader } from '../helpers/event-stream.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

async function open(u: SignedInUser) {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/household/events`, { headers: u.headers, signal: abort.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const next = eventReader(res.body!);
  expect((await next())?.event).toBe('ready');
  return { next, close: () => abort.abort() };
}

const call = (u: SignedInUser, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: u.headers, ...(payload ? { payload } : {}) });

/** A second session of an account (another device). */
async function signIn(email: string, password: string): Promise<SignedInUser> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = `tempero_session=${res.cookies.find((c) => c.name === 'tempero_session')!.value}`;
  return { id: res.json().id, email, cookie, headers: { cookie } };
}

describe('live updates (server-sent events)', () => {
  it('a member’s open screen hears the other member’s list and plan changes; a stranger hears nothing; a removed member’s stream ends', async () => {
    const owner = await signUp(t.app, { firstName: 'Ana' });
    const member = await signUp(t.app, { firstName: 'Bruno' });
    const stranger = await signUp(t.app);
    const code = (await call(owner, 'POST', '/api/household/invitations')).json().code;
    expect((await call(member, 'POST', '/api/household/join', { code })).statusCode).toBe(200);

    const screen = await open(member);
    const strangerScreen = await open(stranger);
    await call(owner, 'POST', '/api/shopping-list-items', { name: 'rice' });
    expect(await screen.next()).toEqual({ event: 'change', data: '{"topic":"shopping-list"}' });
    await call(owner, 'POST', '/api/meal-plans', { name: 'W', startDate: '2026-11-22', endDate: '2026-11-28' });
    expect(await screen.next()).toEqual({ event: 'change', data: '{"topic":"meal-plan"}' });

    // The stranger's own change is the first thing their stream carries: nothing of the household came before it.
    await call(stranger, 'POST', '/api/shopping-list-items', { name: 'salt' });
    expect(await strangerScreen.next()).toEqual({ event: 'change', data: '{"topic":"shopping-list"}' });
    strangerScreen.close();

    expect((await call(owner, 'DELETE', `/api/household/members/${member.id}`)).statusCode).toBe(204);
    expect(await screen.next()).toEqual({ event: 'change', data: '{"topic":"household"}' });
    expect(await screen.next()).toBeNull();
  });

  it('a stream ends with its session: logout, account deletion, a password change elsewhere (issue 36 item 3)', async () => {
    const owner = await signUp(t.app, { firstName: 'Ana' });
    const member = await signUp(t.app, { firstName: 'Bruno', password: 'old password here' });
    const code = (await call(owner, 'POST', '/api/household/invitations')).json().code;
    expect((await call(member, 'POST', '/api/household/join', { code })).statusCode).toBe(200);
    const change = () => call(owner, 'POST', '/api/shopping-list-items', { name: `item ${Math.random()}` });

    // Logout: the stream opened before it ends, and the next change does not reach it.
    const screen = await open(member);
    expect((await call(member, 'POST', '/api/auth/logout')).statusCode).toBe(204);
    await change();
    expect(await screen.next()).toBeNull();

    // A password change ends every session of the account, and their streams; the asker goes on
    // with a new session (harden37: its old cookie ends too, so a copy of it cannot stay).
    const phone = await signIn(member.email, 'old password here');
    const laptop = await signIn(member.email, 'old password here');
    const phoneScreen = await open(phone);
    const laptopScreen = await open(laptop);
    const changed = await call(laptop, 'POST', '/api/auth/password', {
      currentPassword: 'old password here',
      newPassword: 'new password here',
    });
    expect(changed.statusCode, changed.body).toBe(204);
    await change();
    expect(await phoneScreen.next()).toBeNull();
    expect(await laptopScreen.next()).toBeNull();
    expect((await call(phone, 'POST', '/api/shopping-list-items', { name: 'x' })).statusCode).toBe(401);
    expect((await call(laptop, 'POST', '/api/shopping-list-items', { name: 'x' })).statusCode).toBe(401);
    const renewed = changed.cookies.find((c) => c.name === 'tempero_session')!;
    const laptopNow = { ...laptop, headers: { cookie: `tempero_session=${renewed.value}` } };
    const renewedScreen = await open(laptopNow);
    await change();
    expect(await renewedScreen.next()).toEqual({ event: 'change', data: '{"topic":"shopping-list"}' });

    // The account deleted: its last stream ends too.
    expect((await call(laptopNow, 'DELETE', '/api/user/account')).statusCode).toBe(200);
    await change();
    expect(await renewedScreen.next()).toBeNull();
  });

  it('refuses a visitor', async () => {
    expect((await fetch(`${base}/api/household/events`)).status).toBe(401);
  });
});
