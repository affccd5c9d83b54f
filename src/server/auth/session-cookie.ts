import type { FastifyReply } from 'fastify';
import type { App } from '../http/context.ts';
import { SESSION_COOKIE, SESSION_TTL_MS, sessionsStore } from './sessions.ts';

export async function startSession(app: App, reply: FastifyReply, userId: string): Promise<void> {
  const { token } = await sessionsStore(app.ctx.database.db).create(userId);
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.ctx.config.secureCookies,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(app: App, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.ctx.config.secureCookies,
  });
}
