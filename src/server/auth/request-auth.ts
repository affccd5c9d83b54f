import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { MCP_PATH } from '../../shared/schemas/mcp.ts';
import { AppError } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { translateMessage, type TServerMessage } from '../http/messages.ts';
import { checkCsrf } from '../http/security.ts';
import { apiTokensRepository } from '../integrations/api-tokens.repository.ts';
import { apiTokensService } from '../integrations/api-tokens.service.ts';
import { resolveRequestSession, SESSION_COOKIE, sessionsStore } from './sessions.ts';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What a token may never do, whatever its scope: mint or revoke tokens, add or change webhooks
 * (a webhook a leaked token made would keep sending the account's data after the token is
 * revoked), sign in or out, change the password, delete the account, or use the instance
 * administrator's routes. A leaked token must not outlive its revocation, take the account or
 * act as the administrator.
 */
function sessionOnly(method: string, route: string | undefined): boolean {
  if (!route) return false;
  if (route === '/api/tokens' || route.startsWith('/api/tokens/')) return true;
  if (route.startsWith('/api/admin/')) return true;
  if ((route === '/api/webhooks' || route.startsWith('/api/webhooks/')) && !READ_METHODS.has(method)) return true;
  if (route === '/api/user/account') return true;
  if (route === '/api/logout' && !READ_METHODS.has(method)) return true;
  return route.startsWith('/api/auth/') && !READ_METHODS.has(method);
}

/**
 * Any change to a household (its name and defaults, invitations, joining, leaving, removing a
 * member, passing ownership on), whatever the token's scope: a leaked token must not move its
 * account into another household (where it would read that household's plan, list and
 * collections) or hand the account's own household to someone. Reading it stays open.
 */
function householdChange(method: string, route: string | undefined): boolean {
  if (!route || READ_METHODS.has(method)) return false;
  return route === '/api/household' || route.startsWith('/api/household/');
}

/** Routes that read with POST and check the scope per operation themselves (the MCP server's tools). */
const SCOPE_CHECKED_BY_ROUTE = new Set([MCP_PATH]);

const bearerRefused = (message: string) =>
  new AppError(401, 'unauthorized', message, undefined, { 'WWW-Authenticate': 'Bearer' });

/**
 * Who is calling an API route. With `Authorization: Bearer <token>`: the token's account (the same
 * user row a session yields, so every rule, limit and visibility check applies unchanged), its scope
 * checked here; CSRF rules do not apply (a browser never adds that header by itself) and a session
 * cookie alongside is refused. A token is read from that header only: never from a cookie or the
 * query string. Without the header: the CSRF check and the session cookie, as before.
 */
export async function resolveRequestAuth(req: FastifyRequest, db: Db, config: Config): Promise<void> {
  const header = req.headers.authorization;
  if (header === undefined) {
    checkCsrf(req, config);
    await resolveRequestSession(req, db);
    return;
  }
  const match = /^Bearer +([^\s]+) *$/i.exec(header);
  if (!match) throw bearerRefused('Send an API token as "Authorization: Bearer <token>".');
  if (req.cookies[SESSION_COOKIE] !== undefined)
    throw bearerRefused('Send either an API token or a session cookie, not both.');
  const found = await apiTokensService(db).resolve(match[1]!);
  if (!found) throw bearerRefused('This API token is not valid (it may have been revoked).');
  // Refusals speak the account's language (a script's person reads them in its log).
  const refuse = (code: string, message: TServerMessage) =>
    new AppError(403, code, translateMessage(message, requestLanguage(req, found.user.language)));
  const route = req.routeOptions.url;
  if (householdChange(req.method, route))
    throw refuse(
      'token_household_refused',
      'API tokens cannot change a household (invitations, joining, leaving, members or its owner); sign in to Tempero in a browser.',
    );
  if (sessionOnly(req.method, route))
    throw refuse('forbidden', 'API tokens cannot do this; sign in to Tempero in a browser.');
  if (found.token.scope === 'read' && !READ_METHODS.has(req.method) && !SCOPE_CHECKED_BY_ROUTE.has(route ?? ''))
    throw refuse('forbidden', 'This API token is read-only; create a read-write token to make changes.');
  req.user = found.user;
  req.apiToken = found.token;
}

/** What a signed-in request was let in with: its session (the raw cookie token) or an API token. */
export type RequestCredential = { session: string } | { apiTokenId: string };

export function credentialOf(req: FastifyRequest): RequestCredential {
  if (req.apiToken) return { apiTokenId: req.apiToken.id };
  if (req.sessionToken) return { session: req.sessionToken };
  throw new Error('credentialOf: the request is not signed in');
}

/**
 * Whose the credential still is, and that person's household now, read from the database (no
 * cache); null once it ended (logout, a password change, a revoked token, the account deleted).
 * A live stream checks this whenever its access may have changed.
 */
export async function credentialOwner(
  db: Db,
  credential: RequestCredential,
): Promise<{ userId: string; householdId: string | null } | null> {
  if ('session' in credential) return sessionsStore(db).isLive(credential.session);
  return (await apiTokensRepository(db).findOwner(credential.apiTokenId)) ?? null;
}
