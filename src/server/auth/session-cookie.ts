import type { FastifyReply } from 'fastify';
import type { App } from '../http/context.ts';
import { SESSION_COOKIE, SESSION_TTL_MS, sessionsStore } from './sessions.ts';

/**
 * Starts a session and sets its cookie. `passwordHash`: a password sign-in's, the hash it checked;
 * then nothing is started (false) if the password changed meanwhile.
 */
export async function startSession(
  app: App,
  reply: FastifyReply,
  userId: string,
  opts: { passwordHash?: string } = {},
): Promise<boolean> {
  const store = sessionsStore(app.ctx.database.db);
  const started =
    opts.passwordHash === undefined
      ? await store.create(userId)
      : await store.createWhilePassword(userId, opts.passwordHash);
  if (!started) return false;
  reply.setCookie(SESSION_COOKIE, started.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.ctx.config.secureCookies,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
  return true;
}

export function clearSessionCookie(app: App, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.ctx.config.secureCookies,
  });
}
