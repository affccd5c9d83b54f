/**
 * The sign-in limit holds under concurrency: each attempt reserves its place in the shared
 * database window before the password is checked, so no burst gets more than the limit of guesses
 * checked, on PGlite and on PostgreSQL (TEST_DATABASE_URL), whichever app server answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { LOGIN_FAILURE_LIMIT } from '../../src/server/auth/auth.service.ts';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const attempt = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password } });

describe('sign-in rate limit under concurrency', () => {
  it('checks at most the limit of guesses in a burst of 100 parallel attempts', async () => {
    const email = 'burst@example.com';
    await signUp(t.app, { email, password: 'the-real-password' });
    // 99 wrong guesses and the right password, all at once, the right one last.
    const passwords = [...Array.from({ length: 99 }, (_, i) => `guess-${i}`), 'the-real-password'];
    const results = await Promise.all(passwords.map((p) => attempt(email, p, '203.0.113.50')));
    const count = (status: number) => results.filter((r) => r.statusCode === status).length;
    const checked = count(401) + count(200);
    expect(checked).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    expect(count(429)).toBeGreaterThanOrEqual(100 - LOGIN_FAILURE_LIMIT);
    expect(count(401) + count(200) + count(429)).toBe(100);
    for (const r of results.filter((x) => x.statusCode === 429))
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    // Once the window is used up, even the right password is refused without being checked.
    expect((await attempt(email, 'the-real-password', '203.0.113.50')).statusCode).toBe(429);
  });

  it('a burst that mixes the right password in never lets more than the limit of wrong guesses through', async () => {
    const email = 'mixed@example.com';
    await signUp(t.app, { email, password: 'the-real-password' });
    const passwords = Array.from({ length: 100 }, (_, i) => (i === 37 ? 'the-real-password' : `guess-${i}`));
    const results = await Promise.all(passwords.map((p) => attempt(email, p, '203.0.113.51')));
    const wrong = results.filter((r, i) => i !== 37 && r.statusCode === 401).length;
    expect(wrong).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    expect([200, 429]).toContain(results[37]!.statusCode);
  });

  it('holds across two app servers sharing the database', async () => {
    const second = await buildApp({ config: t.config, database: t.database, webDist: false, logger: false });
    await second.ready();
    try {
      const email = 'two-servers@example.com';
      await signUp(t.app, { email, password: 'the-real-password' });
      const on = (app: typeof t.app, i: number) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '203.0.113.53',
          payload: { email, password: `guess-${i}` },
        });
      const results = await Promise.all(Array.from({ length: 100 }, (_, i) => on(i % 2 === 0 ? t.app : second, i)));
      expect(results.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
      expect(results.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(100 - LOGIN_FAILURE_LIMIT);
    } finally {
      await second.close();
    }
  });

  it('a successful sign-in does not count as a failure', async () => {
    const email = 'ok@example.com';
    await signUp(t.app, { email, password: 'the-real-password' });
    for (let i = 0; i < LOGIN_FAILURE_LIMIT + 5; i++)
      expect((await attempt(email, 'the-real-password', '203.0.113.52')).statusCode).toBe(200);
  });
});
