import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { isUuid } from '../../shared/ids.ts';
import type { Db } from '../db/client.ts';
import { signupInvites, users } from '../db/schema.ts';

export type SignupInviteRow = typeof signupInvites.$inferSelect;

/** pg_advisory_xact_lock key of a sign-up: "signup" in ASCII. */
const SIGNUP_LOCK_KEY = 0x7369676e7570;

/** The SQL of sign-ups: who is first, and the invites (only hashes of their codes are stored). */
export function signupsRepository(db: Db) {
  return {
    /**
     * Runs `body` in a transaction that holds the sign-up lock, so two sign-ups at the same moment
     * (on one app server or several) cannot both be the first account, the administrator.
     */
    async inSignupLock<T>(body: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SIGNUP_LOCK_KEY})`);
        return body(tx as unknown as Db);
      });
    },
    async hasAnyUser(): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).limit(1);
      return rows.length > 0;
    },
    /** Marks a live invite used, once: two people racing for one code cannot both win. */
    async claimInvite(codeHash: string, now: Date): Promise<SignupInviteRow | undefined> {
      const rows = await db
        .update(signupInvites)
        .set({ usedAt: now })
        .where(
          and(eq(signupInvites.codeHash, codeHash), isNull(signupInvites.usedAt), gt(signupInvites.expiresAt, now)),
        )
        .returning();
      return rows[0];
    },
    async setInviteUsedBy(id: string, userId: string): Promise<void> {
      await db.update(signupInvites).set({ usedBy: userId }).where(eq(signupInvites.id, id));
    },
    async createInvite(values: {
      codeHash: string;
      createdBy: string | null;
      note: string | null;
      expiresAt: Date;
    }): Promise<SignupInviteRow> {
      return (await db.insert(signupInvites).values(values).returning())[0]!;
    },
    /** Invites that can still be used, oldest first. */
    async listOpenInvites(now: Date): Promise<SignupInviteRow[]> {
      return db
        .select()
        .from(signupInvites)
        .where(and(isNull(signupInvites.usedAt), gt(signupInvites.expiresAt, now)))
        .orderBy(asc(signupInvites.createdAt), asc(signupInvites.id));
    },
    /** Deletes an invite that was not used yet; false when there is none. */
    async deleteOpenInvite(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .delete(signupInvites)
        .where(and(eq(signupInvites.id, id), isNull(signupInvites.usedAt)))
        .returning({ id: signupInvites.id });
      return rows.length > 0;
    },
  };
}
