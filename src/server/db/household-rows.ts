// The writes every household table shares (shopping list, plans, plan items, collections): each
// owner repository exposes them for its own table as `householdRows`, and households.repository
// moves a household's rows through those repositories only.
import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

type HouseholdTable = PgTable & { userId: PgColumn; householdId: PgColumn };

export interface HouseholdRows {
  /** The rows a person added to a household are handed to another member (an account deletion). */
  handOver(householdId: string, fromUserId: string, toUserId: string): Promise<void>;
  /** Every row of one household moves to another (a person alone joins a household). */
  moveAll(fromHouseholdId: string, toHouseholdId: string): Promise<void>;
  /** Rows written without a household (a restored backup) join the person's household. */
  adoptOrphans(userId: string, householdId: string): Promise<void>;
}

export function householdRows(db: Db, table: HouseholdTable): HouseholdRows {
  return {
    async handOver(householdId, fromUserId, toUserId) {
      await db
        .update(table)
        .set({ userId: toUserId } as never)
        .where(and(eq(table.householdId, householdId), eq(table.userId, fromUserId)));
    },
    async moveAll(fromHouseholdId, toHouseholdId) {
      await db
        .update(table)
        .set({ householdId: toHouseholdId } as never)
        .where(eq(table.householdId, fromHouseholdId));
    },
    async adoptOrphans(userId, householdId) {
      await db
        .update(table)
        .set({ householdId } as never)
        .where(and(eq(table.userId, userId), isNull(table.householdId)));
    },
  };
}
