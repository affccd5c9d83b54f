import { and, asc, count, eq } from 'drizzle-orm';
import { isUuid } from '../../shared/ids.ts';
import type { Db } from '../db/client.ts';
import { shoppingListItems } from '../db/schema.ts';

export type ShoppingItemRow = typeof shoppingListItems.$inferSelect;

export function shoppingListRepository(db: Db) {
  return {
    list: (userId: string) =>
      db
        .select()
        .from(shoppingListItems)
        .where(eq(shoppingListItems.userId, userId))
        .orderBy(asc(shoppingListItems.createdAt), asc(shoppingListItems.id)),
    async count(userId: string): Promise<number> {
      const rows = await db.select({ n: count() }).from(shoppingListItems).where(eq(shoppingListItems.userId, userId));
      return Number(rows[0]?.n ?? 0);
    },
    async insert(values: typeof shoppingListItems.$inferInsert): Promise<ShoppingItemRow> {
      return (await db.insert(shoppingListItems).values(values).returning())[0]!;
    },
    async setChecked(id: string, userId: string, checked: boolean): Promise<ShoppingItemRow | undefined> {
      if (!isUuid(id)) return undefined;
      const rows = await db
        .update(shoppingListItems)
        .set({ checked })
        .where(and(eq(shoppingListItems.id, id), eq(shoppingListItems.userId, userId)))
        .returning();
      return rows[0];
    },
    async delete(id: string, userId: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .delete(shoppingListItems)
        .where(and(eq(shoppingListItems.id, id), eq(shoppingListItems.userId, userId)))
        .returning({ id: shoppingListItems.id });
      return rows.length > 0;
    },
    async clear(userId: string): Promise<number> {
      const rows = await db.delete(shoppingListItems).where(eq(shoppingListItems.userId, userId)).returning({ id: shoppingListItems.id });
      return rows.length;
    },
  };
}
