import crypto from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import type { UserRow } from '../users/users.repository.ts';
import { forgetCachedUser, sessionCacheOf } from './session-cache.ts';

export const SESSION_COOKIE = 'tempero_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is refreshed at most once an hour per session, to avoid a write on every request. */
const REFRESH_AFTER_MS = 60 * 60 * 1000;

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function sessionsStore(db: Db) {
  return {
    /** Creates a session and returns the raw token; only its hash is stored. */
    async create(userId: string): Promise<{ token: string; expiresAt: Date }> {
      const token = crypto.randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
      await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
      return { token, expiresAt };
    },
    async resolve(token: string): Promise<{ user: UserRow; sessionId: string; expiresAt: Date } | null> {
      if (!token || token.length > 200) return null;
      const tokenHash = hashToken(token);
      const cache = sessionCacheOf(db);
      const cached = cache?.get(tokenHash);
      if (cached) return cached;
      const now = new Date();
      const rows = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      const row = rows[0];
      if (!row) return null;
      let expiresAt = row.session.expiresAt;
      if (expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - REFRESH_AFTER_MS) {
        expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
        await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, row.session.id));
      }
      const found = { user: row.user, sessionId: row.session.id, expiresAt };
      cache?.set(tokenHash, found);
      return found;
    },
    async destroy(token: string): Promise<void> {
      const tokenHash = hashToken(token);
      sessionCacheOf(db)?.forgetToken(tokenHash);
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
      // Again after the delete: a request resolved meanwhile may have cached it anew.
      sessionCacheOf(db)?.forgetToken(tokenHash);
    },
    async destroyAllForUser(userId: string): Promise<void> {
      forgetCachedUser(db, userId);
      await db.delete(sessions).where(eq(sessions.userId, userId));
      forgetCachedUser(db, userId);
    },
    async pruneExpired(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    },
  };
}
export type SessionsStore = ReturnType<typeof sessionsStore>;

/**
 * The signed-in user of a request, from its session cookie; also sets req.user and
 * req.sessionToken. Used for API requests (app.ts) and for the pages the server sends (spa.ts).
 */
export async function resolveRequestSession(req: FastifyRequest, db: Db): Promise<UserRow | null> {
  const token = req.cookies[SESSION_COOKIE];
  if (!token) return null;
  const found = await sessionsStore(db).resolve(token);
  if (!found) return null;
  req.user = found.user;
  req.sessionToken = token;
  return found.user;
}
