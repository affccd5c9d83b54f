import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Configuration, IDToken } from 'openid-client';
import type { App } from '../http/context.ts';
import { escapeHtml } from '../http/html.ts';
import { usersRepository } from '../users/users.repository.ts';
import { createAccount } from '../users/create-account.ts';
import { startSession } from './session-cookie.ts';
import { safeReturnTo } from './return-to.ts';
import { unitSystemForLocales } from '../../shared/amounts/locale-units.ts';
import { acceptedLocales } from '../http/language.ts';

const FLOW_COOKIE = 'tempero_oidc';
const FLOW_TTL_S = 600;

export function isOidcEnabled(app: App): boolean {
  return Boolean(app.ctx.config.oidc);
}

/** openid-client is loaded when single sign-on is first used, not at start. */
const loadClient = () => import('openid-client');

const configs = new WeakMap<App, Promise<Configuration>>();

function isLocalHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

function oidcConfig(app: App): Promise<Configuration> {
  let cached = configs.get(app);
  if (!cached) {
    const o = app.ctx.config.oidc!;
    const issuer = new URL(o.issuer);
    cached = loadClient().then((client) =>
      client.discovery(
        issuer,
        o.clientId,
        o.clientSecret,
        undefined,
        // Plain http is accepted only for an issuer on this machine (development and tests).
        isLocalHttp(issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
      ),
    );
    cached.catch(() => configs.delete(app));
    configs.set(app, cached);
  }
  return cached;
}

function baseUrl(app: App, req: FastifyRequest): string {
  return app.ctx.config.publicUrl ?? `${req.protocol}://${req.headers.host ?? 'localhost'}`;
}

interface Flow {
  verifier: string;
  state: string;
  nonce: string;
  returnTo: string;
}

function seal(app: App, flow: Flow): string {
  const payload = Buffer.from(JSON.stringify({ ...flow, exp: Date.now() + FLOW_TTL_S * 1000 })).toString('base64url');
  const mac = crypto.createHmac('sha256', app.ctx.secret).update(payload).digest('base64url');
  return `${payload}.${mac}`;
}

function unseal(app: App, value: string | undefined): Flow | null {
  if (!value) return null;
  const [payload, mac] = value.split('.');
  if (!payload || !mac) return null;
  const expected = crypto.createHmac('sha256', app.ctx.secret).update(payload).digest('base64url');
  const a = Buffer.from(mac);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) return null;
  const data = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Flow & { exp: number };
  if (data.exp < Date.now()) return null;
  return data;
}

export async function oidcLoginRedirect(app: App, req: FastifyRequest, reply: FastifyReply, returnTo: string) {
  const config = await oidcConfig(app);
  const client = await loadClient();
  const verifier = client.randomPKCECodeVerifier();
  const flow: Flow = { verifier, state: client.randomState(), nonce: client.randomNonce(), returnTo };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: `${baseUrl(app, req)}/api/callback`,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  });
  reply.setCookie(FLOW_COOKIE, seal(app, flow), {
    path: '/api/callback',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.ctx.config.secureCookies,
    maxAge: FLOW_TTL_S,
  });
  return reply.header('Cache-Control', 'no-store').redirect(url.href, 302);
}

function failure(reply: FastifyReply, status: number, message: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign-in failed · Tempero</title></head><body><main><h1>Sign-in failed</h1><p>${escapeHtml(message)}</p><p><a href="/api/login">Try again</a> · <a href="/">Tempero</a></p></main></body></html>`,
    );
}

export async function oidcCallback(app: App, req: FastifyRequest, reply: FastifyReply) {
  if (!isOidcEnabled(app)) return failure(reply, 404, 'Single sign-on is not configured.');
  const flow = unseal(app, req.cookies[FLOW_COOKIE]);
  reply.clearCookie(FLOW_COOKIE, { path: '/api/callback' });
  if (!flow) return failure(reply, 400, 'The sign-in request expired. Please start again.');
  const config = await oidcConfig(app);
  const client = await loadClient();
  const current = new URL(req.url, baseUrl(app, req));
  let idToken: IDToken | undefined;
  let accessToken: string | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    idToken = tokens.claims();
    accessToken = tokens.access_token;
  } catch (err) {
    req.log.warn({ err }, 'OIDC code exchange failed');
    return failure(reply, 400, 'The identity provider did not confirm the sign-in.');
  }
  if (!idToken) return failure(reply, 400, 'The identity provider sent no identity.');
  const issuer = String(idToken.iss);
  const subject = String(idToken.sub);
  // In the code flow, claims of the email and profile scopes come from the UserInfo endpoint
  // (OpenID Connect Core 5.4); many providers leave them out of the ID token. The subject is
  // checked against the ID token's; iss and sub always come from the validated ID token.
  let claims: Record<string, unknown> = idToken;
  if (accessToken && config.serverMetadata().userinfo_endpoint) {
    try {
      const info = await client.fetchUserInfo(config, accessToken, subject);
      claims = { ...idToken, ...info, iss: idToken.iss, sub: idToken.sub };
    } catch (err) {
      req.log.warn({ err }, 'OIDC UserInfo request failed; using the ID token claims');
    }
  }
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined;
  const verified = claims.email_verified === true;
  const users = usersRepository(app.ctx.database.db);
  let user = await users.findByOidc(issuer, subject);
  if (!user && email) {
    const byEmail = await users.findByEmail(email);
    if (byEmail) {
      // Link an existing local account only on a verified e-mail, so nobody takes over an account.
      if (!verified)
        return failure(reply, 409, 'An account with this e-mail exists; the provider has not verified the e-mail.');
      user = await users.update(byEmail.id, { oidcIssuer: issuer, oidcSubject: subject });
    }
  }
  if (!user) {
    if (!email) return failure(reply, 400, 'The identity provider did not share an e-mail address.');
    user = await createAccount(app.ctx.database.db, {
      email,
      oidcIssuer: issuer,
      oidcSubject: subject,
      firstName: String(claims.given_name ?? claims.name ?? email.split('@')[0] ?? ''),
      lastName: typeof claims.family_name === 'string' ? claims.family_name : null,
      profileImageUrl:
        typeof claims.picture === 'string' && claims.picture.startsWith('https://') ? claims.picture : null,
      unitSystem: unitSystemForLocales(acceptedLocales(req.headers['accept-language'])),
    });
  }
  await startSession(app, reply, user!.id);
  return reply.header('Cache-Control', 'no-store').redirect(safeReturnTo(flow.returnTo), 302);
}
