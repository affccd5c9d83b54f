/**
 * returnTo after sign-in: every form that a browser would resolve off-site becomes "/", whether
 * the visitor is signed in (302 from /api/login) or signed out (the sign-in page carries it and the
 * page's script navigates there after a real sign-in).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeReturnTo } from '../../src/server/auth/return-to.ts';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app, { email: 'return-to@example.com', password: 'the-real-password' });
});
afterAll(async () => {
  await t.close();
});

/** Forms an attacker can send (as they reach the server, i.e. after the query string is decoded once). */
const OFF_SITE = [
  'https://evil.example/steal',
  'http://evil.example',
  'HTTPS://evil.example',
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/.//evil.example',
  '/./\\evil.example',
  '/..//evil.example',
  '/a/../..//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example',
  '/%2e//evil.example',
  '/.%2e//evil.example',
  '/%2F%2Fevil.example',
  '/%2F/evil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/%252F%252Fevil.example',
  '/%09/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http:/evil.example',
  'http:evil.example',
  'evil.example',
  '%2F%2Fevil.example',
  '/api/logout',
  '/api/%6Cogout',
  '/api/login?returnTo=//evil.example',
  '/%0d%0aSet-Cookie:x=1',
];

const SAME_SITE: Array<[string, string]> = [
  ['/favorites', '/favorites'],
  ['/favorites?x=1#top', '/favorites?x=1#top'],
  ['/history?page=2', '/history?page=2'],
  ['/recipe/abc', '/recipe/abc'],
  ['/recipes/./abc', '/recipes/abc'],
  ['/search?q=a%2Fb', '/search?q=a%2Fb'],
];

/** The address a browser lands on after following `location` from https://app.example/api/login. */
function landsOn(location: string): URL {
  return new URL(location, 'https://app.example/api/login');
}

describe('safeReturnTo', () => {
  it(`has a table of at least 30 off-site forms`, () => {
    expect(OFF_SITE.length).toBeGreaterThanOrEqual(30);
  });
  it.each(OFF_SITE)('%j becomes "/"', (input) => {
    expect(safeReturnTo(input)).toBe('/');
  });
  it.each(SAME_SITE)('%j stays %j', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});

describe('GET /api/login', () => {
  it.each(OFF_SITE)('signed in: %j redirects on this site only', async (input) => {
    const res = await t.app.inject({ url: `/api/login?returnTo=${encodeURIComponent(input)}`, headers: user.headers });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(landsOn(String(res.headers.location)).origin).toBe('https://app.example');
  });

  it.each(OFF_SITE)('signed out: the sign-in page carries %j as "/"', async (input) => {
    const res = await t.app.inject({ url: `/api/login?returnTo=${encodeURIComponent(input)}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-return-to="/"');
  });

  it('signed out: the page goes to returnTo after a real sign-in, and only on this site', async () => {
    const page = await t.app.inject({ url: `/api/login?returnTo=${encodeURIComponent('/.//evil.example')}` });
    const target = /data-return-to="([^"]*)"/.exec(page.body)![1]!;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'the-real-password' },
    });
    expect(login.statusCode).toBe(200);
    expect(landsOn(target).origin).toBe('https://app.example');
    expect(landsOn(target).pathname).toBe('/');
  });
});
