import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
// @ts-expect-error oidc-provider 9 ships no type declarations; the shape used here is typed below.
import ProviderModule from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { signupsService } from '../../src/server/auth/signups.service.ts';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app.ts';

/**
 * Sign-in through a REAL OpenID provider (oidc-provider 9) started on 127.0.0.1 for this file.
 * The provider's login and consent interactions are finished programmatically by a tiny handler
 * mounted on the same http server, so the whole authorization code + PKCE flow runs for real:
 * discovery, authorization request, interactions, code, token exchange, ID token validation.
 */

interface Interaction {
  uid: string;
  prompt: { name: string; details: Record<string, unknown> };
  params: Record<string, unknown>;
  session?: { accountId?: string };
  grantId?: string;
}
interface Grant {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  save(): Promise<string>;
}
interface OidcProvider {
  callback(): (req: http.IncomingMessage, res: http.ServerResponse) => void;
  interactionDetails(req: http.IncomingMessage, res: http.ServerResponse): Promise<Interaction>;
  interactionFinished(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    result: object,
    options?: object,
  ): Promise<void>;
  Grant: { new (init: { accountId: string; clientId: string }): Grant; find(id: string): Promise<Grant | undefined> };
  on(event: string, listener: (...args: unknown[]) => void): void;
}
const Provider = ProviderModule as new (issuer: string, configuration: object) => OidcProvider;

interface Account {
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

const PUBLIC_URL = 'http://tempero.test';
const CLIENT_ID = 'tempero';
const CLIENT_SECRET = 'tempero-test-client-secret-0123456789';

/** The provider's user directory; tests add or change accounts before a sign-in. */
const accounts = new Map<string, Account>();
/** The account the provider's login interaction signs in as for the next flow. */
let loginAs = '';
const providerErrors: unknown[] = [];

let server: http.Server;
let issuer = '';
let t: TestApp;

beforeAll(async () => {
  // The issuer URL needs the port, so the provider is created once the server listens.
  server = http.createServer((req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interact(provider, req, res).catch((err: unknown) => {
        providerErrors.push(err);
        res.statusCode = 500;
        res.end(String(err));
      });
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${PUBLIC_URL}/api/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // openid-client 6 sends the secret in the body when given one without an explicit method.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...account }) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    cookies: { keys: [crypto.randomBytes(32).toString('hex')] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
  });
  provider.on('server_error', (_ctx, err) => providerErrors.push(err));

  t = await createTestApp({
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: CLIENT_SECRET, PUBLIC_URL },
  });
});

afterAll(async () => {
  await t?.close();
  if (server) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

/** The provider's interaction endpoint: logs in as `loginAs`, then grants what the client asked for. */
async function interact(provider: OidcProvider, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name === 'login') {
    if (!accounts.has(loginAs)) throw new Error(`test set up no provider account "${loginAs}"`);
    await provider.interactionFinished(req, res, { login: { accountId: loginAs } }, { mergeWithLastSubmission: false });
    return;
  }
  if (details.prompt.name === 'consent') {
    const accountId = details.session!.accountId!;
    const grant = details.grantId
      ? (await provider.Grant.find(details.grantId))!
      : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    const missingScope = details.prompt.details.missingOIDCScope as string[] | undefined;
    const missingClaims = details.prompt.details.missingOIDCClaims as string[] | undefined;
    if (missingScope) grant.addOIDCScope(missingScope.join(' '));
    if (missingClaims) grant.addOIDCClaims(missingClaims);
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    return;
  }
  throw new Error(`unexpected prompt ${details.prompt.name}`);
}

type Jar = Map<string, string>;

function storeCookies(jar: Jar, setCookies: string[]): void {
  for (const line of setCookies) {
    const [pair = '', ...attributes] = line.split(';');
    const eqAt = pair.indexOf('=');
    const name = pair.slice(0, eqAt).trim();
    const value = pair.slice(eqAt + 1).trim();
    const expired = attributes.some((a) => {
      const [k = '', v = ''] = a.trim().split('=');
      return (
        (k.toLowerCase() === 'expires' && Date.parse(v) <= Date.now()) ||
        (k.toLowerCase() === 'max-age' && Number(v) <= 0)
      );
    });
    if (expired || value === '') jar.delete(name);
    else jar.set(name, value);
  }
}

function cookieHeader(jar: Jar): string {
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

interface ProviderRoundTrip {
  authUrl: URL;
  /** The provider's redirect back to Tempero (…/api/callback?code=…&state=…). */
  callbackUrl: URL;
  /** `tempero_oidc=<value>`, as a browser would send it to /api/callback. */
  flowCookie: string;
}

/** GET /api/login on the app, then walk the provider's redirects like a browser until it sends us back. */
async function goThroughProvider(returnTo: string, accountId: string, query = ''): Promise<ProviderRoundTrip> {
  loginAs = accountId;
  const login = await t.app.inject({ url: `/api/login?returnTo=${encodeURIComponent(returnTo)}${query}` });
  expect(login.statusCode).toBe(302);
  const authUrl = new URL(String(login.headers.location));
  expect(authUrl.origin).toBe(issuer);
  const flow = login.cookies.find((c) => c.name === 'tempero_oidc');
  expect(flow).toBeDefined();
  expect(flow!.httpOnly).toBe(true);
  expect(flow!.path).toBe('/api/callback');

  const jar: Jar = new Map();
  let url = authUrl;
  for (let hop = 0; url.origin !== PUBLIC_URL; hop++) {
    if (hop > 10) throw new Error('too many redirects at the provider');
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader(jar) } });
    storeCookies(jar, res.headers.getSetCookie());
    const location = res.headers.get('location');
    const body = await res.text();
    if (res.status < 300 || res.status >= 400 || !location) {
      throw new Error(
        `provider answered ${res.status} at ${url.pathname}: ${body.slice(0, 500)} ${providerErrors.map(String).join('; ')}`,
      );
    }
    url = new URL(location, url);
  }
  return { authUrl, callbackUrl: url, flowCookie: `tempero_oidc=${flow!.value}` };
}

function callback(url: URL, cookie?: string) {
  return t.app.inject({ url: url.pathname + url.search, headers: cookie ? { cookie } : {} });
}

function sessionOf(res: { cookies: { name: string; value: string }[] }): string | undefined {
  const c = res.cookies.find((x) => x.name === 'tempero_session' && x.value !== '');
  return c ? `tempero_session=${c.value}` : undefined;
}

/** The whole flow; returns the callback response and the session cookie it set, if any. */
async function signInWithProvider(returnTo: string, accountId: string, query = '') {
  const trip = await goThroughProvider(returnTo, accountId, query);
  const res = await callback(trip.callbackUrl, trip.flowCookie);
  return { res, session: sessionOf(res), trip };
}

async function currentUser(session: string) {
  const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: session } });
  expect(me.statusCode).toBe(200);
  return me.json<{ id: string; email: string; firstName: string; lastName: string | null }>();
}

async function usersWithSubject(sub: string) {
  return t.database.db.select().from(users).where(eq(users.oidcSubject, sub));
}

describe('OpenID Connect sign-in against a real provider', () => {
  it('runs the code + PKCE flow, creates the user from the provider claims and returns to returnTo', async () => {
    accounts.set('sub-ana', {
      email: 'Ana@Example.com',
      email_verified: true,
      given_name: 'Ana',
      family_name: 'Souza',
    });
    const trip = await goThroughProvider('/favorites', 'sub-ana');

    const q = trip.authUrl.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(CLIENT_ID);
    expect(q.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/callback`);
    expect(q.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();

    expect(`${trip.callbackUrl.origin}${trip.callbackUrl.pathname}`).toBe(`${PUBLIC_URL}/api/callback`);
    expect(trip.callbackUrl.searchParams.get('code')).toBeTruthy();
    expect(trip.callbackUrl.searchParams.get('state')).toBe(q.get('state'));

    const res = await callback(trip.callbackUrl, trip.flowCookie);
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe('/favorites');
    const session = sessionOf(res);
    expect(session).toBeDefined();
    // The one-time flow cookie is cleared.
    expect(res.cookies.find((c) => c.name === 'tempero_oidc')?.value ?? '').toBe('');

    const me = await currentUser(session!);
    expect(me).toMatchObject({ email: 'ana@example.com', firstName: 'Ana', lastName: 'Souza' });
    const rows = await usersWithSubject('sub-ana');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: me.id, oidcIssuer: issuer, passwordHash: null });

    // The same code cannot be redeemed twice.
    const replay = await callback(trip.callbackUrl, trip.flowCookie);
    expect(replay.statusCode).toBeGreaterThanOrEqual(400);
    expect(replay.statusCode).toBeLessThan(500);
    expect(sessionOf(replay)).toBeUndefined();
  });

  it('signs the same subject into the same user on a second sign-in, even after its e-mail changed', async () => {
    // An unverified e-mail: if the lookup by (issuer, sub) failed, the e-mail match would refuse (409).
    accounts.set('sub-caio', {
      email: 'caio@example.com',
      email_verified: false,
      given_name: 'Caio',
      family_name: 'Lima',
    });
    const first = await signInWithProvider('/', 'sub-caio');
    expect(first.res.statusCode, first.res.body).toBe(302);
    const firstUser = await currentUser(first.session!);

    const second = await signInWithProvider('/recipes?tag=soup', 'sub-caio');
    expect(second.res.statusCode, second.res.body).toBe(302);
    expect(second.res.headers.location).toBe('/recipes?tag=soup');
    expect(second.session).not.toBe(first.session);
    expect((await currentUser(second.session!)).id).toBe(firstUser.id);

    accounts.set('sub-caio', { ...accounts.get('sub-caio')!, email: 'caio.lima@example.com', email_verified: true });
    const third = await signInWithProvider('/', 'sub-caio');
    expect(third.res.statusCode, third.res.body).toBe(302);
    expect((await currentUser(third.session!)).id).toBe(firstUser.id);
    expect(await usersWithSubject('sub-caio')).toHaveLength(1);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'caio.lima@example.com'))).toHaveLength(0);
  });

  it('links an existing local account when the provider verified the e-mail', async () => {
    const local = await signUp(t.app, { email: 'bia@example.com', firstName: 'Beatriz' });
    accounts.set('sub-bia', {
      email: 'BIA@example.com',
      email_verified: true,
      given_name: 'Bia',
      family_name: 'Rocha',
    });
    const { res, session } = await signInWithProvider('/favorites', 'sub-bia');
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe('/favorites');
    const me = await currentUser(session!);
    expect(me.id).toBe(local.id);
    expect(me.email).toBe('bia@example.com');
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'bia@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: local.id, oidcIssuer: issuer, oidcSubject: 'sub-bia' });
    // The local password keeps working.
    const pw = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'bia@example.com', password: 'correct horse battery' },
    });
    expect(pw.statusCode).toBe(200);
  });

  it('refuses to link an existing local account when the e-mail is not verified (409)', async () => {
    const local = await signUp(t.app, { email: 'duda@example.com' });
    accounts.set('sub-mallory', {
      email: 'duda@example.com',
      email_verified: false,
      given_name: 'Mallory',
      family_name: 'X',
    });
    const { res, session } = await signInWithProvider('/favorites', 'sub-mallory');
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toMatch(/Sign-in failed/);
    expect(session).toBeUndefined();
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'duda@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: local.id, oidcIssuer: null, oidcSubject: null });
    expect(await usersWithSubject('sub-mallory')).toHaveLength(0);
  });

  it('refuses a callback with a tampered state, without the flow cookie, or with a forged flow cookie', async () => {
    accounts.set('sub-eva', { email: 'eva@example.com', email_verified: true, given_name: 'Eva', family_name: 'Melo' });

    const tampered = await goThroughProvider('/', 'sub-eva');
    const badState = new URL(tampered.callbackUrl);
    badState.searchParams.set('state', `${badState.searchParams.get('state')}x`);
    const r1 = await callback(badState, tampered.flowCookie);
    expect(r1.statusCode).toBe(400);
    expect(sessionOf(r1)).toBeUndefined();

    const noCookie = await goThroughProvider('/', 'sub-eva');
    const r2 = await callback(noCookie.callbackUrl);
    expect(r2.statusCode).toBe(400);
    expect(sessionOf(r2)).toBeUndefined();

    const forged = await goThroughProvider('/', 'sub-eva');
    const [payload, mac] = forged.flowCookie.slice('tempero_oidc='.length).split('.');
    const flow = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const evilPayload = Buffer.from(JSON.stringify({ ...flow, returnTo: '//evil.example' })).toString('base64url');
    const r3 = await callback(forged.callbackUrl, `tempero_oidc=${evilPayload}.${mac}`);
    expect(r3.statusCode).toBe(400);
    expect(sessionOf(r3)).toBeUndefined();

    // Nobody was created by the refused callbacks; the genuine cookie still completes the last flow.
    expect(await usersWithSubject('sub-eva')).toHaveLength(0);
    const ok = await callback(forged.callbackUrl, forged.flowCookie);
    expect(ok.statusCode, ok.body).toBe(302);
    expect(sessionOf(ok)).toBeDefined();
  });

  it('sends an off-site returnTo (//evil.example) to / instead', async () => {
    accounts.set('sub-fabio', {
      email: 'fabio@example.com',
      email_verified: true,
      given_name: 'Fábio',
      family_name: 'Reis',
    });
    const { res, session } = await signInWithProvider('//evil.example', 'sub-fabio');
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe('/');
    expect((await currentUser(session!)).firstName).toBe('Fábio');
  });

  it('had no provider-side errors', () => {
    expect(providerErrors).toEqual([]);
  });
});

describe('OpenID Connect first sign-ins follow SIGNUPS (issue 33)', () => {
  it('closed: a new person is refused, in their language; invite: the invite link lets one in, once', async () => {
    const config = t.app.ctx.config;
    const before = config.signups;
    const person = (sub: string, email: string) =>
      accounts.set(sub, { email, email_verified: true, given_name: 'New', family_name: 'Comer' });
    person('sub-newcomer', 'newcomer@example.com');
    person('sub-second', 'second-newcomer@example.com');
    try {
      config.signups = 'closed';
      const closed = await signInWithProvider('/', 'sub-newcomer', '&lang=pt-BR');
      expect(closed.res.statusCode).toBe(403);
      expect(closed.res.body).toContain('<html lang="pt-BR">');
      expect(closed.res.body).toContain('Este servidor não aceita novos cadastros. Peça uma conta ao administrador.');
      expect(closed.session).toBeUndefined();
      expect(await usersWithSubject('sub-newcomer')).toHaveLength(0);
      // Someone who already has an account signs in as before.
      accounts.set('sub-known', {
        email: 'known@example.com',
        email_verified: true,
        given_name: 'K',
        family_name: 'N',
      });
      config.signups = 'open';
      expect((await signInWithProvider('/', 'sub-known')).session).toBeDefined();
      config.signups = 'closed';
      expect((await signInWithProvider('/', 'sub-known')).session).toBeDefined();

      config.signups = 'invite';
      const noInvite = await signInWithProvider('/', 'sub-newcomer');
      expect(noInvite.res.statusCode).toBe(403);
      expect(noInvite.res.body).toContain('This server takes new accounts by invitation only.');
      const { code } = await signupsService(t.database.db).createInvite(null);
      const admitted = await signInWithProvider('/', 'sub-newcomer', `&mode=register&invite=${code}`);
      expect(admitted.res.statusCode).toBe(302);
      expect(await currentUser(admitted.session!)).toMatchObject({ email: 'newcomer@example.com', isAdmin: false });
      const reused = await signInWithProvider('/', 'sub-second', `&invite=${code}`);
      expect(reused.res.statusCode).toBe(400);
      expect(reused.res.body).toContain('This invite is not valid: it may have expired or been used already.');
      expect(await usersWithSubject('sub-second')).toHaveLength(0);
    } finally {
      config.signups = before;
    }
  });
});
