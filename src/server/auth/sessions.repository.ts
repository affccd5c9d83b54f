import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;

/** The SQL of sessions; tokens are hashed by the caller (sessions.ts), never stored raw. */
export function sessionsRepository(db: Db) {
  return {
    async insert(values: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
      await db.insert(sessions).values(values);
    },
    /** The live session of a token hash and its user, in one query. */
    async findLiveWithUser(tokenHash: string, now: Date) {
      const rows = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      return rows[0];
    },
    async setExpiry(id: string, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
    },
    async deleteByTokenHash(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },
    async deleteAllForUser(userId: string, exceptTokenHash?: string): Promise<void> {
      await db
        .delete(sessions)
        .where(
          exceptTokenHash
            ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, exceptTokenHash))
            : eq(sessions.userId, userId),
        );
    },
    async deleteExpired(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
  };
}
