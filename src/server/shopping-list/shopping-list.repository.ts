import { and, asc, count, eq, getTableColumns, isNull, lte, or } from 'drizzle-orm';
import { isUuid } from '../../shared/ids.ts';
import type { Db } from '../db/client.ts';
import { shoppingListItems, users } from '../db/schema.ts';

export type ShoppingItemRow = typeof shoppingListItems.$inferSelect;
export type NewShoppingItem = typeof shoppingListItems.$inferInsert;
/** An item with the first name of the member who added it. */
export type ShoppingItemWithAuthor = ShoppingItemRow & { addedBy: string | null };

/** The list belongs to a household: every query is scoped by its id (user_id says who added an item). */
export function shoppingListRepository(db: Db) {
  const withAuthor = () =>
    db
      .select({ ...getTableColumns(shoppingListItems), addedBy: users.firstName })
      .from(shoppingListItems)
      .leftJoin(users, eq(users.id, shoppingListItems.userId));
  return {
    list: (householdId: string): Promise<ShoppingItemWithAuthor[]> =>
      withAuthor()
        .where(eq(shoppingListItems.householdId, householdId))
        .orderBy(asc(shoppingListItems.createdAt), asc(shoppingListItems.id)),
    async find(id: string, householdId: string): Promise<ShoppingItemWithAuthor | undefined> {
      if (!isUuid(id)) return undefined;
      return (
        await withAuthor()
          .where(and(eq(shoppingListItems.id, id), eq(shoppingListItems.householdId, householdId)))
          .limit(1)
      )[0];
    },
    async count(householdId: string): Promise<number> {
      const rows = await db
        .select({ n: count() })
        .from(shoppingListItems)
        .where(eq(shoppingListItems.householdId, householdId));
      return Number(rows[0]?.n ?? 0);
    },
    async insert(values: NewShoppingItem): Promise<ShoppingItemRow> {
      return (await db.insert(shoppingListItems).values(values).returning())[0]!;
    },
    /** One statement for many items (a recipe's ingredients added at once). */
    async insertMany(values: NewShoppingItem[]): Promise<ShoppingItemRow[]> {
      return values.length > 0 ? db.insert(shoppingListItems).values(values).returning() : [];
    },
    /**
     * Sets `checked` unless a later change of it is already stored: two phones replaying offline
     * check-offs in any order end with the last one made, and a replayed change changes nothing.
     */
    async setChecked(id: string, householdId: string, checked: boolean, changedAt: Date): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .update(shoppingListItems)
        .set({ checked, checkedAt: changedAt })
        .where(
          and(
            eq(shoppingListItems.id, id),
            eq(shoppingListItems.householdId, householdId),
            or(isNull(shoppingListItems.checkedAt), lte(shoppingListItems.checkedAt, changedAt)),
          ),
        )
        .returning({ id: shoppingListItems.id });
      return rows.length > 0;
    },
    async rename(id: string, householdId: string, values: { name?: string; amount?: string }): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .update(shoppingListItems)
        .set(values)
        .where(and(eq(shoppingListItems.id, id), eq(shoppingListItems.householdId, householdId)))
        .returning({ id: shoppingListItems.id });
      return rows.length > 0;
    },
    async delete(id: string, householdId: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .delete(shoppingListItems)
        .where(and(eq(shoppingListItems.id, id), eq(shoppingListItems.householdId, householdId)))
        .returning({ id: shoppingListItems.id });
      return rows.length > 0;
    },
    async clear(householdId: string): Promise<number> {
      const rows = await db
        .delete(shoppingListItems)
        .where(eq(shoppingListItems.householdId, householdId))
        .returning({ id: shoppingListItems.id });
      return rows.length;
    },
  };
}
