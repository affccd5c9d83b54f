import { forgetAllCachedSessions } from '../auth/session-cache.ts';
import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { isUuid } from '../../shared/ids.ts';
import type { Db } from '../db/client.ts';
import { usersRepository, type UserRow } from '../users/users.repository.ts';
import type { HouseholdRows } from '../db/household-rows.ts';
import { collectionsRepository } from '../collections/collections.repository.ts';
import { mealPlansRepository } from '../meal-plans/meal-plans.repository.ts';
import { recipesRepository } from '../recipes/recipes.repository.ts';
import { shoppingListRepository } from '../shopping-list/shopping-list.repository.ts';
import {
  collections,
  householdInvitations,
  households,
  mealPlanItems,
  mealPlans,
  shoppingListItems,
  users,
} from '../db/schema.ts';

export type HouseholdRow = typeof households.$inferSelect;
export type InvitationRow = typeof householdInvitations.$inferSelect;
export type MemberRow = Pick<
  typeof users.$inferSelect,
  'id' | 'firstName' | 'lastName' | 'householdRole' | 'householdJoinedAt'
>;

/** What GET /api/household shows, as rows: `households.presenter.ts` shapes the body. */
export interface HouseholdView {
  household: HouseholdRow;
  members: MemberRow[];
  /** Open invitations: the owner's to see, empty for members. */
  invitations: InvitationRow[];
  /** The person asking, as the database has them now. */
  viewer: UserRow;
}

/** The tables whose rows belong to a household (user_id says who added the row). */
const HOUSEHOLD_TABLES = [shoppingListItems, mealPlans, mealPlanItems, collections] as const;

/** Their writes, each through the repository that owns the table. */
function rowsOf(db: Db): HouseholdRows[] {
  const plans = mealPlansRepository(db);
  return [
    shoppingListRepository(db).householdRows,
    plans.householdRows,
    plans.itemHouseholdRows,
    collectionsRepository(db).householdRows,
  ];
}

export function householdsRepository(db: Db) {
  return {
    async find(id: string): Promise<HouseholdRow | undefined> {
      return (await db.select().from(households).where(eq(households.id, id)).limit(1))[0];
    },
    async create(name = ''): Promise<HouseholdRow> {
      return (await db.insert(households).values({ name }).returning())[0]!;
    },
    async rename(id: string, name: string): Promise<void> {
      await db.update(households).set({ name }).where(eq(households.id, id));
    },
    async remove(id: string): Promise<void> {
      await db.delete(households).where(eq(households.id, id));
      // Its members' rows lose the household (ON DELETE SET NULL).
      forgetAllCachedSessions(db);
    },
    /**
     * Locks the households' rows until the transaction ends (always before any user row, and in id
     * order, so two membership changes never wait for each other in a circle).
     */
    async lockHouseholds(ids: Array<string | null>): Promise<void> {
      const wanted = [...new Set(ids.filter((id): id is string => id !== null))].sort();
      if (wanted.length > 0)
        await db
          .select({ id: households.id })
          .from(households)
          .where(inArray(households.id, wanted))
          .orderBy(asc(households.id))
          .for('update');
    },
    /** Locks these people's rows (after their households', in id order) and reads them as they are now. */
    async lockPeople(ids: string[]): Promise<Map<string, UserRow>> {
      const wanted = [...new Set(ids)].sort();
      const rows = await db.select().from(users).where(inArray(users.id, wanted)).orderBy(asc(users.id)).for('update');
      return new Map(rows.map((r) => [r.id, r]));
    },
    /** Members, the longest first. */
    async members(householdId: string): Promise<MemberRow[]> {
      return db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          householdRole: users.householdRole,
          householdJoinedAt: users.householdJoinedAt,
        })
        .from(users)
        .where(eq(users.householdId, householdId))
        .orderBy(asc(users.householdJoinedAt), asc(users.createdAt), asc(users.id));
    },
    /**
     * Puts a person in a household with a role. Their recipes follow them (recipes.household_id is
     * what the visibility rule compares), so access changes with the next request.
     */
    async setMembership(userId: string, householdId: string, role: 'owner' | 'member'): Promise<void> {
      await usersRepository(db).setHouseholdMembership(userId, householdId, role);
      await recipesRepository(db).moveOwnerToHousehold(userId, householdId);
    },
    async setRole(userId: string, role: 'owner' | 'member'): Promise<void> {
      await usersRepository(db).setHouseholdRole(userId, role);
    },
    /**
     * The rows a person added to a household are handed to another member, so the household keeps
     * its plan, list and collections when that person's account is deleted.
     */
    async handOver(householdId: string, fromUserId: string, toUserId: string): Promise<void> {
      for (const rows of rowsOf(db)) await rows.handOver(householdId, fromUserId, toUserId);
    },
    /** Every shared row (list, plans, collections) of one household moves to another. */
    async moveAllRows(fromHouseholdId: string, toHouseholdId: string): Promise<void> {
      for (const rows of rowsOf(db)) await rows.moveAll(fromHouseholdId, toHouseholdId);
    },
    /** Households other than `except` holding rows this person added (households they left). */
    async householdsWithRowsOf(userId: string, except: string | null): Promise<string[]> {
      const ids = new Set<string>();
      for (const table of HOUSEHOLD_TABLES) {
        const rows = await db
          .selectDistinct({ id: table.householdId })
          .from(table)
          .where(and(eq(table.userId, userId), except ? ne(table.householdId, except) : sql`true`));
        for (const r of rows) if (r.id) ids.add(r.id);
      }
      return [...ids];
    },
    /** Rows written without a household (e.g. restored from a backup) join the person's household. */
    async adoptOrphans(userId: string, householdId: string): Promise<void> {
      for (const rows of rowsOf(db)) await rows.adoptOrphans(userId, householdId);
      await recipesRepository(db).moveOwnerToHousehold(userId, householdId);
    },
    async insertInvitation(values: typeof householdInvitations.$inferInsert): Promise<InvitationRow> {
      return (await db.insert(householdInvitations).values(values).returning())[0]!;
    },
    async openInvitations(householdId: string, now: Date): Promise<InvitationRow[]> {
      return db
        .select()
        .from(householdInvitations)
        .where(
          and(
            eq(householdInvitations.householdId, householdId),
            isNull(householdInvitations.usedAt),
            isNull(householdInvitations.revokedAt),
            gt(householdInvitations.expiresAt, now),
          ),
        )
        .orderBy(asc(householdInvitations.createdAt));
    },
    async findInvitationByCode(code: string): Promise<InvitationRow | undefined> {
      return (await db.select().from(householdInvitations).where(eq(householdInvitations.code, code)).limit(1))[0];
    },
    async revokeInvitation(id: string, householdId: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .update(householdInvitations)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(householdInvitations.id, id),
            eq(householdInvitations.householdId, householdId),
            isNull(householdInvitations.revokedAt),
            isNull(householdInvitations.usedAt),
          ),
        )
        .returning({ id: householdInvitations.id });
      return rows.length > 0;
    },
    /** Every open invitation `userId` made for the household ends (they left it or are no longer its owner). */
    async revokeInvitationsBy(householdId: string, userId: string, now = new Date()): Promise<void> {
      await db
        .update(householdInvitations)
        .set({ revokedAt: now })
        .where(
          and(
            eq(householdInvitations.householdId, householdId),
            eq(householdInvitations.createdBy, userId),
            isNull(householdInvitations.revokedAt),
            isNull(householdInvitations.usedAt),
          ),
        );
    },
    /** Marks the code used, once: two people racing for one code cannot both win. */
    async consumeInvitation(id: string, userId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(householdInvitations)
        .set({ usedAt: now, usedBy: userId })
        .where(
          and(
            eq(householdInvitations.id, id),
            isNull(householdInvitations.usedAt),
            isNull(householdInvitations.revokedAt),
            gt(householdInvitations.expiresAt, now),
          ),
        )
        .returning({ id: householdInvitations.id });
      return rows.length > 0;
    },
  };
}
export type HouseholdsRepository = ReturnType<typeof householdsRepository>;
