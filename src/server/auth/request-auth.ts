import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { MCP_PATH } from '../../shared/schemas/mcp.ts';
import { AppError, forbidden } from '../http/errors.ts';
import { checkCsrf } from '../http/security.ts';
import { apiTokensService } from '../integrations/api-tokens.service.ts';
import { resolveRequestSession, SESSION_COOKIE } from './sessions.ts';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What a token may never do, whatever its scope: mint or revoke tokens, sign in or out, change the
 * password, delete the account. A leaked token must not outlive its revocation or take the account.
 */
function sessionOnly(method: string, route: string | undefined): boolean {
  if (!route) return false;
  if (route === '/api/tokens' || route.startsWith('/api/tokens/')) return true;
  if (route === '/api/user/account') return true;
  if (route === '/api/logout' && !READ_METHODS.has(method)) return true;
  return route.startsWith('/api/auth/') && !READ_METHODS.has(method);
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
  if (sessionOnly(req.method, req.routeOptions.url))
    throw forbidden('API tokens cannot do this; sign in to Tempero in a browser.');
  const route = req.routeOptions.url;
  if (found.token.scope === 'read' && !READ_METHODS.has(req.method) && !SCOPE_CHECKED_BY_ROUTE.has(route ?? ''))
    throw forbidden('This API token is read-only; create a read-write token to make changes.');
  req.user = found.user;
  req.apiToken = found.token;
}
