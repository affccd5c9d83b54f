import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { apiTokens, users } from '../db/schema.ts';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** The SQL of personal API tokens; tokens are hashed by the caller, never stored raw. */
export function apiTokensRepository(db: Db) {
  return {
    async insert(values: {
      userId: string;
      name: string;
      scope: string;
      tokenHash: string;
      prefix: string;
    }): Promise<ApiTokenRow> {
      const [row] = await db.insert(apiTokens).values(values).returning();
      return row!;
    },
    async countForUser(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
      return row?.n ?? 0;
    },
    async listForUser(userId: string): Promise<ApiTokenRow[]> {
      return db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.createdAt));
    },
    /** The token of a hash and its user, in one query (every bearer request). */
    async findWithUser(tokenHash: string) {
      const rows = await db
        .select({ token: apiTokens, user: users })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.userId))
        .where(eq(apiTokens.tokenHash, tokenHash))
        .limit(1);
      return rows[0];
    },
    /** Records a use unless one was recorded after `before` (one write a minute, not one a request). */
    async touch(id: string, now: Date, before: Date): Promise<void> {
      await db
        .update(apiTokens)
        .set({ lastUsedAt: now })
        .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, before))));
    },
    /** Whose token this still is, and that person's household now (a live stream's check); no cache. */
    async findOwner(id: string): Promise<{ userId: string; householdId: string | null } | undefined> {
      const rows = await db
        .select({ userId: users.id, householdId: users.householdId })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.userId))
        .where(eq(apiTokens.id, id))
        .limit(1);
      return rows[0];
    },
    /** Every token of the account (a password change or reset). */
    async deleteAllForUser(userId: string): Promise<void> {
      await db.delete(apiTokens).where(eq(apiTokens.userId, userId));
    },
    async delete(id: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(apiTokens)
        .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
        .returning({ id: apiTokens.id });
      return rows.length > 0;
    },
  };
}
