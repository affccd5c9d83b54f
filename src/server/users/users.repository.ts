import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { forgetCachedUser } from '../auth/session-cache.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function usersRepository(db: Db) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0];
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return rows[0];
    },
    async findByOidc(issuer: string, subject: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.oidcSubject, subject)).limit(5);
      return rows.find((r) => r.oidcIssuer === issuer);
    },
    /** A new account: createAccount (create-account.ts) gives it its household first. */
    async insert(values: NewUser & { householdId: string }): Promise<UserRow> {
      const rows = await db
        .insert(users)
        .values({ ...values, email: values.email.toLowerCase() })
        .returning();
      return rows[0]!;
    },
    /**
     * Puts a person in a household with a role (joined now). Access changes with the next request:
     * no cached session may keep the old household.
     */
    async setHouseholdMembership(id: string, householdId: string, role: 'owner' | 'member'): Promise<void> {
      await db
        .update(users)
        .set({ householdId, householdRole: role, householdJoinedAt: new Date() })
        .where(eq(users.id, id));
      forgetCachedUser(db, id);
    },
    async setHouseholdRole(id: string, role: 'owner' | 'member'): Promise<void> {
      await db.update(users).set({ householdRole: role }).where(eq(users.id, id));
      forgetCachedUser(db, id);
    },
    /** The visibility new recipes of this account get (a household setting of one's own). */
    async setDefaultRecipeVisibility(id: string, visibility: string): Promise<void> {
      await db.update(users).set({ defaultRecipeVisibility: visibility }).where(eq(users.id, id));
    },
    /** The user's household now (a live stream checks it after a membership change). */
    async householdOf(id: string): Promise<string | null | undefined> {
      const rows = await db.select({ householdId: users.householdId }).from(users).where(eq(users.id, id)).limit(1);
      return rows[0]?.householdId;
    },
    /** Every table references the user with ON DELETE CASCADE: this removes all the account owns. */
    async delete(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },
    async update(id: string, values: Partial<NewUser>): Promise<UserRow | undefined> {
      const rows = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      // A cached session carries the user row (its language, password, household…).
      forgetCachedUser(db, id);
      return rows[0];
    },
  };
}
