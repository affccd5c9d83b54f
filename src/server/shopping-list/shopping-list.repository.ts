import { and, asc, count, eq, getTableColumns, isNull, lte, or, sql } from 'drizzle-orm';
import { isUuid } from '../../shared/ids.ts';
import { insertBatches } from '../db/batches.ts';
import type { Db } from '../db/client.ts';
import { householdRows } from '../db/household-rows.ts';
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
    householdRows: householdRows(db, shoppingListItems),
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
    /** The household's items of one recipe now name another (the household's copy of it). */
    async repointRecipe(householdId: string, fromRecipeId: string, toRecipeId: string): Promise<void> {
      await db
        .update(shoppingListItems)
        .set({ recipeId: toRecipeId })
        .where(and(eq(shoppingListItems.householdId, householdId), eq(shoppingListItems.recipeId, fromRecipeId)));
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
    /**
     * Inside a transaction: waits for any other change that merges into this household's list, so
     * two additions of the same food at once end on one line.
     */
    async lock(householdId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`shopping:${householdId}`}))`);
    },
    /** A line that took in another addition: its new amount and name, and the meals it is now for. */
    async updateMerged(
      id: string,
      householdId: string,
      values: { name: string; amount: string; mealItemIds: string[] },
    ): Promise<ShoppingItemRow | undefined> {
      const rows = await db
        .update(shoppingListItems)
        .set(values)
        .where(and(eq(shoppingListItems.id, id), eq(shoppingListItems.householdId, householdId)))
        .returning();
      return rows[0];
    },
    /** Many items at once (a week's ingredients, a restored backup), in batches; the rows made. */
    async insertMany(values: NewShoppingItem[]): Promise<ShoppingItemRow[]> {
      const made: ShoppingItemRow[] = [];
      await insertBatches(values, async (batch) => {
        made.push(...(await db.insert(shoppingListItems).values(batch).returning()));
      });
      return made;
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
