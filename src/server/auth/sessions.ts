import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { UserRow } from '../users/users.repository.ts';
import { forgetCachedUser, sessionCacheOf } from './session-cache.ts';
import { sessionsRepository } from './sessions.repository.ts';

export const SESSION_COOKIE = 'tempero_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is refreshed at most once an hour per session, to avoid a write on every request. */
const REFRESH_AFTER_MS = 60 * 60 * 1000;

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function sessionsStore(db: Db) {
  const repo = sessionsRepository(db);
  return {
    /** Creates a session and returns the raw token; only its hash is stored. */
    async create(userId: string): Promise<{ token: string; expiresAt: Date }> {
      const token = crypto.randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
      await repo.insert({ tokenHash: hashToken(token), userId, expiresAt });
      return { token, expiresAt };
    },
    /**
     * A sign-in's session: made only if the account's password is still `passwordHash`, the one
     * the sign-in checked (null otherwise), so a sign-in racing a password change never leaves a
     * session behind it.
     */
    async createWhilePassword(
      userId: string,
      passwordHash: string,
    ): Promise<{ token: string; expiresAt: Date } | null> {
      const token = crypto.randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
      const made = await repo.insertWhilePassword({ tokenHash: hashToken(token), userId, expiresAt }, passwordHash);
      return made ? { token, expiresAt } : null;
    },
    async resolve(token: string): Promise<{ user: UserRow; sessionId: string; expiresAt: Date } | null> {
      if (!token || token.length > 200) return null;
      const tokenHash = hashToken(token);
      const cache = sessionCacheOf(db);
      const cached = cache?.get(tokenHash);
      if (cached) return cached;
      const now = new Date();
      const row = await repo.findLiveWithUser(tokenHash, now);
      if (!row) return null;
      let expiresAt = row.session.expiresAt;
      if (expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - REFRESH_AFTER_MS) {
        expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
        await repo.setExpiry(row.session.id, expiresAt);
      }
      const found = { user: row.user, sessionId: row.session.id, expiresAt };
      cache?.set(tokenHash, found);
      return found;
    },
    async destroy(token: string): Promise<void> {
      const tokenHash = hashToken(token);
      sessionCacheOf(db)?.forgetToken(tokenHash);
      await repo.deleteByTokenHash(tokenHash);
      // Again after the delete: a request resolved meanwhile may have cached it anew.
      sessionCacheOf(db)?.forgetToken(tokenHash);
    },
    /** Every session of the user, or every one but the session of `exceptTokenHash`. */
    async destroyAllForUser(userId: string, exceptTokenHash?: string): Promise<void> {
      forgetCachedUser(db, userId);
      await repo.deleteAllForUser(userId, exceptTokenHash);
      forgetCachedUser(db, userId);
    },
    /** Whether the session of this token is still live, read from the database (no cache). */
    async isLive(token: string): Promise<{ userId: string; householdId: string | null } | null> {
      const row = await repo.findLiveWithUser(hashToken(token), new Date());
      return row ? { userId: row.user.id, householdId: row.user.householdId } : null;
    },
    async pruneExpired(): Promise<void> {
      await repo.deleteExpired(new Date());
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
