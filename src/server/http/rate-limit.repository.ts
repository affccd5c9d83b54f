import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

/** The SQL of the fixed-window counters (rate-limit.ts decides what a count means). */
export function rateLimitsRepository(db: Db) {
  return {
    /**
     * One statement: insert the key, or increment it, or restart its window when it has expired;
     * answers the count and the window's end after this hit.
     */
    async hit(key: string, now: Date, reset: Date): Promise<{ count: number; resetAt: Date }> {
      const rows = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt: reset })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz THEN 1 ELSE ${rateLimits.count} + 1 END`,
            resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz THEN ${reset.toISOString()}::timestamptz ELSE ${rateLimits.resetAt} END`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
      return rows[0]!;
    },
    /** One statement, so concurrent refunds never lose one; never below zero, only in a live window. */
    async refund(key: string): Promise<void> {
      await db
        .update(rateLimits)
        .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
        .where(sql`${rateLimits.key} = ${key} AND ${rateLimits.resetAt} > now()`);
    },
    /** Windows that ended over an hour ago. */
    async pruneOld(): Promise<void> {
      await db.delete(rateLimits).where(sql`${rateLimits.resetAt} < now() - interval '1 hour'`);
    },
  };
}
