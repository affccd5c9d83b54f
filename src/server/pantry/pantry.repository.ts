import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import { isUuid } from '../../shared/ids.ts';
import { insertBatches } from '../db/batches.ts';
import type { Db } from '../db/client.ts';
import { pantryItems, recipes } from '../db/schema.ts';
import { recipeInHousehold, type RecipeViewer } from '../recipes/recipes.repository.ts';

export type PantryItemRow = typeof pantryItems.$inferSelect;

export function pantryRepository(db: Db) {
  const owned = (id: string, userId: string) => and(eq(pantryItems.id, id), eq(pantryItems.userId, userId));
  return {
    list: (userId: string) =>
      db
        .select()
        .from(pantryItems)
        .where(eq(pantryItems.userId, userId))
        .orderBy(asc(pantryItems.createdAt), asc(pantryItems.id)),
    async count(userId: string): Promise<number> {
      const rows = await db.select({ n: count() }).from(pantryItems).where(eq(pantryItems.userId, userId));
      return Number(rows[0]?.n ?? 0);
    },
    async insert(values: typeof pantryItems.$inferInsert): Promise<PantryItemRow> {
      return (await db.insert(pantryItems).values(values).returning())[0]!;
    },
    insertMany: (rows: Array<typeof pantryItems.$inferInsert>) =>
      insertBatches(rows, (batch) => db.insert(pantryItems).values(batch)),
    async update(
      id: string,
      userId: string,
      values: Partial<typeof pantryItems.$inferInsert>,
    ): Promise<PantryItemRow | undefined> {
      if (!isUuid(id)) return undefined;
      return (
        await db
          .update(pantryItems)
          .set({ ...values, updatedAt: new Date() })
          .where(owned(id, userId))
          .returning()
      )[0];
    },
    async delete(id: string, userId: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      return (await db.delete(pantryItems).where(owned(id, userId)).returning({ id: pantryItems.id })).length > 0;
    },
    async deleteMany(ids: string[], userId: string): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db
        .delete(pantryItems)
        .where(and(eq(pantryItems.userId, userId), inArray(pantryItems.id, ids)))
        .returning({ id: pantryItems.id });
      return rows.length;
    },

    /**
     * The recipes "what can I make?" ranks: mine and what my household shares with me (the
     * household part of the recipe rule), never strangers' public recipes.
     */
    candidateRecipes: (viewer: RecipeViewer) =>
      db
        .select({
          id: recipes.id,
          title: recipes.title,
          imageUrl: recipes.imageUrl,
          language: recipes.language,
          ingredients: recipes.ingredients,
        })
        .from(recipes)
        .where(
          viewer.householdId
            ? or(eq(recipes.userId, viewer.id), recipeInHousehold(viewer.householdId))
            : eq(recipes.userId, viewer.id),
        ),
  };
}
