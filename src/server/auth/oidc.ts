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
import type { TLanguage } from '../../shared/constants.ts';
import { AppError } from '../http/errors.ts';
import { acceptedLocales, requestLanguage } from '../http/language.ts';
import { admitSignup } from './signups.service.ts';

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
  /** The page's language, for the answer of the callback. */
  lang: TLanguage;
  /** A sign-up invite from the invite link (SIGNUPS=invite), for a first sign-in. */
  invite?: string;
}

type FailureKey =
  | 'notConfigured'
  | 'expired'
  | 'notConfirmed'
  | 'noIdentity'
  | 'unverifiedEmail'
  | 'noEmail'
  | 'signupsClosed'
  | 'inviteRequired'
  | 'inviteInvalid';

const FAILURE_TEXTS: Record<TLanguage, Record<FailureKey | 'title' | 'tryAgain', string>> = {
  en: {
    title: 'Sign-in failed',
    tryAgain: 'Try again',
    notConfigured: 'Single sign-on is not configured.',
    expired: 'The sign-in request expired. Please start again.',
    notConfirmed: 'The identity provider did not confirm the sign-in.',
    noIdentity: 'The identity provider sent no identity.',
    unverifiedEmail: 'An account with this e-mail exists; the provider has not verified the e-mail.',
    noEmail: 'The identity provider did not share an e-mail address.',
    signupsClosed: 'Sign-ups are closed on this server. Ask its administrator for an account.',
    inviteRequired:
      'This server takes new accounts by invitation only. Open the invite link an administrator gave you.',
    inviteInvalid: 'This invite is not valid: it may have expired or been used already.',
  },
  'pt-BR': {
    title: 'Não foi possível entrar',
    tryAgain: 'Tentar de novo',
    notConfigured: 'O login único não está configurado.',
    expired: 'O pedido de login expirou. Comece de novo.',
    notConfirmed: 'O provedor de identidade não confirmou o login.',
    noIdentity: 'O provedor de identidade não enviou uma identidade.',
    unverifiedEmail: 'Já existe uma conta com este e-mail, e o provedor não verificou o e-mail.',
    noEmail: 'O provedor de identidade não informou um e-mail.',
    signupsClosed: 'Este servidor não aceita novos cadastros. Peça uma conta ao administrador.',
    inviteRequired:
      'Este servidor só aceita novas contas com convite. Abra o link de convite que o administrador lhe deu.',
    inviteInvalid: 'Este convite não é válido: ele pode ter expirado ou já ter sido usado.',
  },
};

const SIGNUP_FAILURES: Record<string, FailureKey> = {
  signups_closed: 'signupsClosed',
  invite_required: 'inviteRequired',
  bad_request: 'inviteInvalid',
};

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
  const invite = (req.query as { invite?: unknown }).invite;
  const flow: Flow = {
    verifier,
    state: client.randomState(),
    nonce: client.randomNonce(),
    returnTo,
    lang: requestLanguage(req),
    ...(typeof invite === 'string' && invite ? { invite: invite.slice(0, 64) } : {}),
  };
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

function failure(reply: FastifyReply, status: number, key: FailureKey, lang: TLanguage) {
  const t = FAILURE_TEXTS[lang];
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.title)} · Tempero</title></head><body><main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t[key])}</p><p><a href="/api/login?lang=${lang}">${escapeHtml(t.tryAgain)}</a> · <a href="/">Tempero</a></p></main></body></html>`,
    );
}

export async function oidcCallback(app: App, req: FastifyRequest, reply: FastifyReply) {
  if (!isOidcEnabled(app)) return failure(reply, 404, 'notConfigured', requestLanguage(req));
  const flow = unseal(app, req.cookies[FLOW_COOKIE]);
  reply.clearCookie(FLOW_COOKIE, { path: '/api/callback' });
  if (!flow) return failure(reply, 400, 'expired', requestLanguage(req));
  const lang = flow.lang ?? requestLanguage(req);
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
    return failure(reply, 400, 'notConfirmed', lang);
  }
  if (!idToken) return failure(reply, 400, 'noIdentity', lang);
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
      if (!verified) return failure(reply, 409, 'unverifiedEmail', lang);
      user = await users.update(byEmail.id, { oidcIssuer: issuer, oidcSubject: subject });
    }
  }
  if (!user) {
    if (!email) return failure(reply, 400, 'noEmail', lang);
    // A first sign-in creates the account: under the same rules as the sign-up form (SIGNUPS).
    try {
      user = await admitSignup(
        app.ctx.database.db,
        { mode: app.ctx.config.signups, invite: flow.invite },
        (tx, isAdmin) =>
          createAccount(tx, {
            email,
            oidcIssuer: issuer,
            oidcSubject: subject,
            firstName: String(claims.given_name ?? claims.name ?? email.split('@')[0] ?? ''),
            lastName: typeof claims.family_name === 'string' ? claims.family_name : null,
            profileImageUrl:
              typeof claims.picture === 'string' && claims.picture.startsWith('https://') ? claims.picture : null,
            unitSystem: unitSystemForLocales(acceptedLocales(req.headers['accept-language'])),
            language: lang,
            isAdmin,
          }),
      );
    } catch (err) {
      const key = err instanceof AppError ? SIGNUP_FAILURES[err.code] : undefined;
      if (key) return failure(reply, err instanceof AppError ? err.statusCode : 403, key, lang);
      throw err;
    }
  }
  await startSession(app, reply, user!.id);
  return reply.header('Cache-Control', 'no-store').redirect(safeReturnTo(flow.returnTo), 302);
}
