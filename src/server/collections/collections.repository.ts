import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { isUuid } from '../../shared/ids.ts';
import { insertBatches } from '../db/batches.ts';
import type { Db } from '../db/client.ts';
import { householdRows } from '../db/household-rows.ts';
import { collectionRecipes, collections, recipes, users } from '../db/schema.ts';
import { recipeCardColumns, recipeMatchesText, type RecipeCardRow } from '../recipes/recipe-sql.repository.ts';
import { asReadable, recipeVisibleTo, type Readable, type RecipeViewer } from '../recipes/recipes.repository.ts';

export type CollectionRow = typeof collections.$inferSelect;
/** A collection with the recipes in it that the viewer may read (ids in the order they were added). */
export type CollectionWithRecipes = CollectionRow & { recipeIds: string[]; addedBy?: string | null };

export function collectionsRepository(db: Db) {
  // The ids (and so the count) are those of the recipes the viewer may read: the recipe rule
  // applies to what a collection nests, as to its cards.
  const withRecipes = (viewer: RecipeViewer) =>
    db
      .select({
        collection: collections,
        addedBy: users.firstName,
        recipeIds: sql<
          string[]
        >`coalesce(array_agg(${collectionRecipes.recipeId}::text ORDER BY ${collectionRecipes.addedAt}) FILTER (WHERE ${recipes.id} IS NOT NULL AND ${recipeVisibleTo(viewer)}), '{}')`,
      })
      .from(collections)
      .leftJoin(collectionRecipes, eq(collectionRecipes.collectionId, collections.id))
      .leftJoin(recipes, eq(recipes.id, collectionRecipes.recipeId))
      .leftJoin(users, eq(users.id, collections.userId));
  return {
    householdRows: householdRows(db, collections),
    async listForHousehold(householdId: string, viewer: RecipeViewer): Promise<CollectionWithRecipes[]> {
      const rows = await withRecipes(viewer)
        .where(eq(collections.householdId, householdId))
        .groupBy(collections.id, users.firstName)
        .orderBy(desc(collections.createdAt));
      return rows.map((r) => ({ ...r.collection, recipeIds: r.recipeIds, addedBy: r.addedBy }));
    },
    async findOwned(id: string, householdId: string, viewer: RecipeViewer): Promise<CollectionWithRecipes | undefined> {
      if (!isUuid(id)) return undefined;
      const rows = await withRecipes(viewer)
        .where(and(eq(collections.id, id), eq(collections.householdId, householdId)))
        .groupBy(collections.id, users.firstName);
      const r = rows[0];
      return r ? { ...r.collection, recipeIds: r.recipeIds, addedBy: r.addedBy } : undefined;
    },
    async insert(values: typeof collections.$inferInsert): Promise<CollectionRow> {
      return (await db.insert(collections).values(values).returning())[0]!;
    },
    insertMany: (rows: Array<typeof collections.$inferInsert>) =>
      insertBatches(rows, (batch) => db.insert(collections).values(batch)),
    /** Entries of many collections at once (a restored backup); an entry already there is kept. */
    insertEntries: (rows: Array<typeof collectionRecipes.$inferInsert>) =>
      insertBatches(rows, (batch) => db.insert(collectionRecipes).values(batch).onConflictDoNothing()),
    async update(id: string, householdId: string, values: Partial<typeof collections.$inferInsert>) {
      if (!isUuid(id)) return undefined;
      const rows = await db
        .update(collections)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(collections.id, id), eq(collections.householdId, householdId)))
        .returning();
      return rows[0];
    },
    async delete(id: string, householdId: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .delete(collections)
        .where(and(eq(collections.id, id), eq(collections.householdId, householdId)))
        .returning({ id: collections.id });
      return rows.length > 0;
    },
    /**
     * The collection's recipes as cards (no ingredients, steps or tips read) that `viewer` may see
     * and that match `q`, in the order they were added; a page of them when `paging` is given, with
     * how many match. Visibility is applied here rather than after the page is read, so a recipe
     * that became private neither shortens a page nor counts in the total, and a search never
     * reveals (through the total) a title the viewer may no longer read.
     */
    async recipes(
      collectionId: string,
      viewer: RecipeViewer,
      options: { q?: string; paging?: { limit: number; offset: number } } = {},
    ): Promise<{ rows: Readable<RecipeCardRow>[]; total: number }> {
      const where = and(
        eq(collectionRecipes.collectionId, collectionId),
        recipeVisibleTo(viewer),
        options.q ? recipeMatchesText(options.q) : undefined,
      );
      const query = db
        .select({ recipe: recipeCardColumns })
        .from(collectionRecipes)
        .innerJoin(recipes, eq(recipes.id, collectionRecipes.recipeId))
        .where(where)
        .orderBy(asc(collectionRecipes.addedAt), asc(collectionRecipes.recipeId));
      const { paging } = options;
      if (!paging) {
        const rows = (await query).map((r) => asReadable(r.recipe));
        return { rows, total: rows.length };
      }
      const [page, totals] = await Promise.all([
        query.limit(paging.limit).offset(paging.offset),
        db
          .select({ n: count() })
          .from(collectionRecipes)
          .innerJoin(recipes, eq(recipes.id, collectionRecipes.recipeId))
          .where(where),
      ]);
      return { rows: page.map((r) => asReadable(r.recipe)), total: Number(totals[0]?.n ?? 0) };
    },
    /** Adds once; returns false when the recipe was already in the collection. */
    async addRecipe(collectionId: string, recipeId: string): Promise<boolean> {
      const rows = await db
        .insert(collectionRecipes)
        .values({ collectionId, recipeId })
        .onConflictDoNothing()
        .returning({ id: collectionRecipes.recipeId });
      return rows.length > 0;
    },
    /** The household's collections holding one recipe now hold another (the household's copy of it). */
    async repointRecipe(householdId: string, fromRecipeId: string, toRecipeId: string): Promise<void> {
      await db
        .update(collectionRecipes)
        .set({ recipeId: toRecipeId })
        .where(
          and(
            eq(collectionRecipes.recipeId, fromRecipeId),
            sql`${collectionRecipes.collectionId} IN (SELECT ${collections.id} FROM ${collections} WHERE ${collections.householdId} = ${householdId})`,
          ),
        );
    },
    async removeRecipe(collectionId: string, recipeId: string): Promise<boolean> {
      if (!isUuid(recipeId)) return false;
      const rows = await db
        .delete(collectionRecipes)
        .where(and(eq(collectionRecipes.collectionId, collectionId), eq(collectionRecipes.recipeId, recipeId)))
        .returning({ id: collectionRecipes.recipeId });
      return rows.length > 0;
    },
    async forRecipe(householdId: string, viewer: RecipeViewer, recipeId: string): Promise<CollectionWithRecipes[]> {
      if (!isUuid(recipeId)) return [];
      const all = await this.listForHousehold(householdId, viewer);
      return all.filter((c) => c.recipeIds.includes(recipeId));
    },
  };
}
