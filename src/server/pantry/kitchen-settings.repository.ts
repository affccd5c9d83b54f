import { eq } from 'drizzle-orm';
import { isUuid } from '../../shared/ids.ts';
import type { Db } from '../db/client.ts';
import { kitchenSettings } from '../db/schema.ts';

export type KitchenSettingsRow = typeof kitchenSettings.$inferSelect;

/** One row per user for the kitchen's settings (staples, calendar nonce, meal times, zone). */
export function kitchenSettingsRepository(db: Db) {
  return {
    async find(userId: string): Promise<KitchenSettingsRow | undefined> {
      if (!isUuid(userId)) return undefined;
      return (await db.select().from(kitchenSettings).where(eq(kitchenSettings.userId, userId)).limit(1))[0];
    },
    /** Voids the calendar feed's address (a new one is made when the person next asks for it). */
    async forgetCalendarNonce(userId: string): Promise<void> {
      await db.update(kitchenSettings).set({ calendarNonce: null }).where(eq(kitchenSettings.userId, userId));
    },
    /** Creates the row or changes the given fields only. */
    async save(
      userId: string,
      values: Partial<Omit<typeof kitchenSettings.$inferInsert, 'userId'>>,
    ): Promise<KitchenSettingsRow> {
      const rows = await db
        .insert(kitchenSettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: kitchenSettings.userId, set: { ...values, updatedAt: new Date() } })
        .returning();
      return rows[0]!;
    },
  };
}
