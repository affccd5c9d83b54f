import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { asReadable, recipeVisibleTo, type RecipeViewer } from '../recipes/recipes.repository.ts';
import { isUuid } from '../../shared/ids.ts';
import { insertBatches } from '../db/batches.ts';
import type { Db } from '../db/client.ts';
import { householdRows } from '../db/household-rows.ts';
import { mealPlanItems, mealPlans, recipes, users } from '../db/schema.ts';

export type MealPlanRow = typeof mealPlans.$inferSelect;
export type MealPlanItemRow = typeof mealPlanItems.$inferSelect;
export type RecipeRowJoined = typeof recipes.$inferSelect;

export function mealPlansRepository(db: Db) {
  return {
    householdRows: householdRows(db, mealPlans),
    itemHouseholdRows: householdRows(db, mealPlanItems),
    async findSame(
      householdId: string,
      name: string,
      startDate: string,
      endDate: string,
    ): Promise<MealPlanRow | undefined> {
      const rows = await db
        .select()
        .from(mealPlans)
        .where(
          and(
            eq(mealPlans.householdId, householdId),
            eq(mealPlans.name, name),
            eq(mealPlans.startDate, startDate),
            eq(mealPlans.endDate, endDate),
          ),
        )
        .limit(1);
      return rows[0];
    },
    async insert(values: typeof mealPlans.$inferInsert): Promise<MealPlanRow> {
      return (await db.insert(mealPlans).values(values).returning())[0]!;
    },
    async findOwned(id: string, householdId: string): Promise<MealPlanRow | undefined> {
      if (!isUuid(id)) return undefined;
      const rows = await db
        .select()
        .from(mealPlans)
        .where(and(eq(mealPlans.id, id), eq(mealPlans.householdId, householdId)))
        .limit(1);
      return rows[0];
    },
    /** Plans that overlap the range. */
    async listOverlapping(householdId: string, startDate: string, endDate: string): Promise<MealPlanRow[]> {
      return db
        .select()
        .from(mealPlans)
        .where(
          and(
            eq(mealPlans.householdId, householdId),
            lte(mealPlans.startDate, endDate),
            gte(mealPlans.endDate, startDate),
          ),
        )
        .orderBy(asc(mealPlans.startDate), asc(mealPlans.createdAt));
    },
    insertMany: (rows: Array<typeof mealPlans.$inferInsert>) =>
      insertBatches(rows, (batch) => db.insert(mealPlans).values(batch)),
    insertItems: (rows: Array<typeof mealPlanItems.$inferInsert>) =>
      insertBatches(rows, (batch) => db.insert(mealPlanItems).values(batch)),
    /** The household's meals of one recipe now name another (the household's copy of it). */
    async repointRecipe(householdId: string, fromRecipeId: string, toRecipeId: string): Promise<void> {
      await db
        .update(mealPlanItems)
        .set({ recipeId: toRecipeId })
        .where(and(eq(mealPlanItems.householdId, householdId), eq(mealPlanItems.recipeId, fromRecipeId)));
    },
    async insertItem(values: typeof mealPlanItems.$inferInsert): Promise<MealPlanItemRow> {
      return (await db.insert(mealPlanItems).values(values).returning())[0]!;
    },
    /** Items in the range whose recipe the viewer may read, with it, in one query however many items. */
    async itemsInRange(householdId: string, viewer: RecipeViewer, startDate: string, endDate: string) {
      const rows = await db
        .select({ item: mealPlanItems, recipe: recipes, addedBy: users.firstName })
        .from(mealPlanItems)
        .innerJoin(recipes, eq(recipes.id, mealPlanItems.recipeId))
        .leftJoin(users, eq(users.id, mealPlanItems.userId))
        .where(
          and(
            eq(mealPlanItems.householdId, householdId),
            gte(mealPlanItems.mealDate, startDate),
            lte(mealPlanItems.mealDate, endDate),
            recipeVisibleTo(viewer),
          ),
        )
        .orderBy(asc(mealPlanItems.mealDate), asc(mealPlanItems.createdAt));
      return rows.map((r) => ({ ...r, recipe: asReadable(r.recipe) }));
    },
    /** One item of the household with its recipe, if the viewer may read that recipe. */
    async itemWithRecipe(id: string, householdId: string, viewer: RecipeViewer) {
      if (!isUuid(id)) return undefined;
      const rows = await db
        .select({ item: mealPlanItems, recipe: recipes, addedBy: users.firstName })
        .from(mealPlanItems)
        .innerJoin(recipes, eq(recipes.id, mealPlanItems.recipeId))
        .leftJoin(users, eq(users.id, mealPlanItems.userId))
        .where(and(eq(mealPlanItems.id, id), eq(mealPlanItems.householdId, householdId), recipeVisibleTo(viewer)))
        .limit(1);
      return rows[0] && { ...rows[0], recipe: asReadable(rows[0].recipe) };
    },
    async toggleItem(id: string, householdId: string): Promise<MealPlanItemRow | undefined> {
      if (!isUuid(id)) return undefined;
      const rows = await db
        .update(mealPlanItems)
        .set({ completed: sql`NOT ${mealPlanItems.completed}` })
        .where(and(eq(mealPlanItems.id, id), eq(mealPlanItems.householdId, householdId)))
        .returning();
      return rows[0];
    },
    async deleteItem(id: string, householdId: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .delete(mealPlanItems)
        .where(and(eq(mealPlanItems.id, id), eq(mealPlanItems.householdId, householdId)))
        .returning({ id: mealPlanItems.id });
      return rows.length > 0;
    },
  };
}
