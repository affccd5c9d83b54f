import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeReturnTo } from '../../src/server/auth/return-to.ts';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('accounts', () => {
  it('registers, returns the user without secrets and signs in with a session cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'Maria@Example.com', password: 'a-long-password', firstName: 'Maria', lastName: 'Silva' },
    });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      email: 'maria@example.com',
      firstName: 'Maria',
      lastName: 'Silva',
      unitSystem: 'imperial',
    });
    expect(JSON.stringify(user)).not.toMatch(/hash|password|argon/i);
    const cookie = res.headers['set-cookie'] as string;
    expect(cookie).toMatch(/tempero_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: cookie.split(';')[0]! } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('maria@example.com');
  });

  it('refuses a short password and a taken e-mail with clear errors', async () => {
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'short@example.com', password: 'short', firstName: 'S' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().field).toBe('password');
    await signUp(t.app, { email: 'taken@example.com' });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'TAKEN@example.com', password: 'another-password', firstName: 'T' },
    });
    expect(taken.statusCode).toBe(409);
  });

  it('signs in with the right password and refuses a wrong one with one generic message', async () => {
    await signUp(t.app, { email: 'login@example.com', password: 'right-password-1' });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'login@example.com', password: 'right-password-1' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.cookies.some((c) => c.name === 'tempero_session')).toBe(true);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'login@example.com', password: 'wrong-password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('answers 401 to the current-user call without a session', async () => {
    const res = await t.app.inject({ url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('message');
  });

  it('rate-limits more than 10 failures per e-mail and IP in 15 minutes with Retry-After', async () => {
    await signUp(t.app, { email: 'brute@example.com', password: 'the-real-password' });
    const attempt = (password: string, ip = '203.0.113.9') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email: 'brute@example.com', password },
      });
    for (let i = 0; i < 10; i++) expect((await attempt(`guess-${i}`)).statusCode).toBe(401);
    const blocked = await attempt('the-real-password');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP is not blocked by this one's failures.
    expect((await attempt('the-real-password', '198.51.100.7')).statusCode).toBe(200);
  });

  it('logs out by POST: the session ends server-side and the cookie is cleared', async () => {
    const u = await signUp(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: {
        ...u.headers,
        origin: 'http://localhost:80',
        host: 'localhost:80',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/');
    expect(String(out.headers['set-cookie'])).toMatch(/tempero_session=;/);
    const me = await t.app.inject({ url: '/api/auth/user', headers: u.headers });
    expect(me.statusCode).toBe(401);
  });

  it('GET /api/logout never signs out by itself: it answers a page that posts', async () => {
    const u = await signUp(t.app);
    // A cross-site <img src="/api/logout"> or link.
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'document' },
      {},
    ]) {
      const res = await t.app.inject({ url: '/api/logout', headers: { ...u.headers, ...headers } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.body).toContain('<form id="logout-form" method="post" action="/api/logout">');
      expect(res.body).toContain('<script src="/api/logout/logout.js" defer></script>');
      expect((await t.app.inject({ url: '/api/auth/user', headers: u.headers })).statusCode).toBe(200);
    }
    // The page's script posts only when the visitor came from this site.
    const script = await t.app.inject({ url: '/api/logout/logout.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toContain('document.referrer');
    // Signed out already: straight home.
    const anon = await t.app.inject({ url: '/api/logout' });
    expect(anon.statusCode).toBe(302);
    expect(anon.headers.location).toBe('/');
  });

  it('refuses a cross-site logout post', async () => {
    const u = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...u.headers, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/auth/user', headers: u.headers })).statusCode).toBe(200);
  });

  it('stores only a hash of the session token', async () => {
    const u = await signUp(t.app);
    const token = u.cookie.split('=')[1]!;
    const rows = await t.database.db.query.sessions.findMany();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });
});

describe('sign-in page and returnTo', () => {
  it('serves a localised sign-in page', async () => {
    const en = await t.app.inject({ url: '/api/login?returnTo=/favorites' });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toMatch(/text\/html/);
    expect(en.body).toContain('Create an account');
    expect(en.body).toContain('data-return-to="/favorites"');
    const pt = await t.app.inject({ url: '/api/login', headers: { 'accept-language': 'pt-BR,pt;q=0.9' } });
    expect(pt.body).toContain('Criar uma conta');
    expect(pt.body).toContain('lang="pt-BR"');
  });

  it('redirects a signed-in visitor to returnTo', async () => {
    const u = await signUp(t.app);
    const res = await t.app.inject({ url: '/api/login?returnTo=%2Fhistory%3Fpage%3D2', headers: u.headers });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/history?page=2');
  });

  it.each([
    ['https://evil.example/steal', '/'],
    ['//evil.example/steal', '/'],
    ['/\\evil.example', '/'],
    ['\\\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['http:/evil.example', '/'],
    ['/%0d%0aSet-Cookie:x=1', '/'],
    ['/favorites?x=1#top', '/favorites?x=1#top'],
    ['', '/'],
  ])('returnTo %s becomes %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it('never redirects a signed-in user off-site', async () => {
    const u = await signUp(t.app);
    for (const target of ['https://evil.example', '//evil.example', '/\\evil.example']) {
      const res = await t.app.inject({ url: `/api/login?returnTo=${encodeURIComponent(target)}`, headers: u.headers });
      expect(res.headers.location).toBe('/');
    }
  });
});

describe('HTTP basics', () => {
  it('health answers ok and unknown API paths answer JSON 404', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const missing = await t.app.inject({ url: '/api/does-not-exist' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toHaveProperty('message');
  });

  it('answers 400 for invalid JSON and 413 for bodies over 1 MB', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('message');
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1_100_000) }),
    });
    expect(big.statusCode).toBe(413);
  });

  it('sends strict security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://recipes.example.com' } });
    try {
      const res = await secure.app.inject({ url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
    } finally {
      await secure.close();
    }
  });

  it('refuses cross-site state-changing requests', async () => {
    const u = await signUp(t.app);
    const crossOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...u.headers, origin: 'https://evil.example' },
    });
    expect(crossOrigin.statusCode).toBe(403);
    const formPost = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.c&password=x',
    });
    expect(formPost.statusCode).toBe(403);
  });

  it('publishes OpenAPI generated from the schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/auth/register');
  });
});
