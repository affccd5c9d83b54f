import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;

/** The SQL of sessions; tokens are hashed by the caller (sessions.ts), never stored raw. */
export function sessionsRepository(db: Db) {
  return {
    async insert(values: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
      await db.insert(sessions).values(values);
    },
    /**
     * A sign-in's session, only while the account's password is still the one it checked: one
     * statement that holds the user's row (FOR SHARE), so a password change either comes after it
     * (and ends this session with the others) or before it (and no session is made). False when none was.
     */
    async insertWhilePassword(
      values: { tokenHash: string; userId: string; expiresAt: Date },
      passwordHash: string,
    ): Promise<boolean> {
      const result = (await db.execute(sql`
        INSERT INTO ${sessions} (token_hash, user_id, expires_at)
        SELECT ${values.tokenHash}, ${users.id}, ${values.expiresAt.toISOString()}::timestamptz
        FROM ${users} WHERE ${users.id} = ${values.userId} AND ${users.passwordHash} = ${passwordHash}
        FOR SHARE
        RETURNING id`)) as unknown as { rows: unknown[] };
      return result.rows.length > 0;
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
