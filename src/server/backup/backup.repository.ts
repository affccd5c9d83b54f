import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { createAccount } from '../users/create-account.ts';
import { collectionsRepository } from '../collections/collections.repository.ts';
import { imagesRepository } from '../images/images.repository.ts';
import { mealPlansRepository } from '../meal-plans/meal-plans.repository.ts';
import { kitchenSettingsRepository } from '../pantry/kitchen-settings.repository.ts';
import { pantryRepository } from '../pantry/pantry.repository.ts';
import { ratingsRepository } from '../ratings/ratings.repository.ts';
import { recipesRepository, type NewRecipe, type RecipeViewer } from '../recipes/recipes.repository.ts';
import { shoppingListRepository } from '../shopping-list/shopping-list.repository.ts';
import {
  collectionRecipes,
  collections,
  kitchenSettings,
  mealPlanItems,
  mealPlans,
  pantryItems,
  ratings,
  recipes,
  shoppingListItems,
  storedObjects,
  users,
} from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type RecipeRow = typeof recipes.$inferSelect;

/** Every query of export and import: what one user owns, read and written whole. */
export function backupRepository(db: Db) {
  return {
    /** Every account's e-mail, oldest account first (export --all). */
    async allEmails(): Promise<string[]> {
      const rows = await db.select({ email: users.email }).from(users).orderBy(asc(users.createdAt), asc(users.id));
      return rows.map((r) => r.email);
    },
    async userByEmail(email: string): Promise<UserRow | undefined> {
      return (await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1))[0];
    },
    async userByOidc(issuer: string, subject: string): Promise<UserRow | undefined> {
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.oidcIssuer, issuer), eq(users.oidcSubject, subject)))
        .limit(1);
      return rows[0];
    },
    // ---- reads for export (the caller runs them in one transaction: a consistent snapshot)
    recipesOf: (userId: string) =>
      db.select().from(recipes).where(eq(recipes.userId, userId)).orderBy(asc(recipes.createdAt), asc(recipes.id)),
    collectionsOf: (userId: string) =>
      db
        .select()
        .from(collections)
        .where(eq(collections.userId, userId))
        .orderBy(asc(collections.createdAt), asc(collections.id)),
    membershipsOf: (userId: string) =>
      db
        .select({
          collectionId: collectionRecipes.collectionId,
          recipeId: collectionRecipes.recipeId,
          addedAt: collectionRecipes.addedAt,
          title: recipes.title,
        })
        .from(collectionRecipes)
        .innerJoin(collections, eq(collections.id, collectionRecipes.collectionId))
        .innerJoin(recipes, eq(recipes.id, collectionRecipes.recipeId))
        .where(eq(collections.userId, userId))
        .orderBy(asc(collectionRecipes.addedAt), asc(collectionRecipes.recipeId)),
    ratingsOf: (userId: string) =>
      db
        .select({ rating: ratings, title: recipes.title })
        .from(ratings)
        .innerJoin(recipes, eq(recipes.id, ratings.recipeId))
        .where(eq(ratings.userId, userId))
        .orderBy(asc(ratings.createdAt), asc(ratings.id)),
    plansOf: (userId: string) =>
      db
        .select()
        .from(mealPlans)
        .where(eq(mealPlans.userId, userId))
        .orderBy(asc(mealPlans.startDate), asc(mealPlans.createdAt), asc(mealPlans.id)),
    planItemsOf: (userId: string) =>
      db
        .select({ item: mealPlanItems, title: recipes.title })
        .from(mealPlanItems)
        .innerJoin(recipes, eq(recipes.id, mealPlanItems.recipeId))
        .where(eq(mealPlanItems.userId, userId))
        .orderBy(asc(mealPlanItems.mealDate), asc(mealPlanItems.createdAt), asc(mealPlanItems.id)),
    shoppingOf: (userId: string) =>
      db
        .select()
        .from(shoppingListItems)
        .where(eq(shoppingListItems.userId, userId))
        .orderBy(asc(shoppingListItems.createdAt), asc(shoppingListItems.id)),
    pantryOf: (userId: string) =>
      db
        .select()
        .from(pantryItems)
        .where(eq(pantryItems.userId, userId))
        .orderBy(asc(pantryItems.createdAt), asc(pantryItems.id)),
    async kitchenSettingsOf(userId: string) {
      return (await db.select().from(kitchenSettings).where(eq(kitchenSettings.userId, userId)).limit(1))[0];
    },
    objectsOf: (userId: string) =>
      db.select().from(storedObjects).where(eq(storedObjects.userId, userId)).orderBy(asc(storedObjects.key)),

    // ---- lookups and writes for import (the caller runs them in one transaction)
    /** Recipes outside the archive that the target user may still reference (the recipe rule). */
    readableRecipeIds: (viewer: RecipeViewer, ids: string[]) => recipesRepository(db).readableIds(viewer, ids),
    async shoppingCount(userId: string): Promise<number> {
      const rows = await db.select({ n: count() }).from(shoppingListItems).where(eq(shoppingListItems.userId, userId));
      return Number(rows[0]?.n ?? 0);
    },
    async pantryCount(userId: string): Promise<number> {
      const rows = await db.select({ n: count() }).from(pantryItems).where(eq(pantryItems.userId, userId));
      return Number(rows[0]?.n ?? 0);
    },
    async findPlan(userId: string, name: string, startDate: string, endDate: string) {
      const rows = await db
        .select({ id: mealPlans.id })
        .from(mealPlans)
        .where(
          and(
            eq(mealPlans.userId, userId),
            eq(mealPlans.name, name),
            eq(mealPlans.startDate, startDate),
            eq(mealPlans.endDate, endDate),
          ),
        )
        .limit(1);
      return rows[0];
    },
    async ratedRecipeIds(userId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: ratings.recipeId })
        .from(ratings)
        .where(and(eq(ratings.userId, userId), inArray(ratings.recipeId, ids)));
      return new Set(rows.map((r) => r.id));
    },
    async existingObjectKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: storedObjects.key })
        .from(storedObjects)
        .where(inArray(storedObjects.key, keys));
      return new Set(rows.map((r) => r.key));
    },
    // Writes go through the repository that owns each table (one way into each table).
    /** A new account, with its own household as at sign-up. */
    createAccount: (values: Parameters<typeof createAccount>[1]) => createAccount(db, values),
    insertRecipes: (rows: NewRecipe[]) => recipesRepository(db).insertMany(rows),
    insertCollections: (rows: Array<typeof collections.$inferInsert>) => collectionsRepository(db).insertMany(rows),
    insertMemberships: (rows: Array<typeof collectionRecipes.$inferInsert>) =>
      collectionsRepository(db).insertEntries(rows),
    insertRatings: (rows: Array<typeof ratings.$inferInsert>) => ratingsRepository(db).insertMany(rows),
    insertPlans: (rows: Array<typeof mealPlans.$inferInsert>) => mealPlansRepository(db).insertMany(rows),
    insertPlanItems: (rows: Array<typeof mealPlanItems.$inferInsert>) => mealPlansRepository(db).insertItems(rows),
    insertShopping: (rows: Array<typeof shoppingListItems.$inferInsert>) => shoppingListRepository(db).insertMany(rows),
    insertPantry: (rows: Array<typeof pantryItems.$inferInsert>) => pantryRepository(db).insertMany(rows),
    saveKitchenSettings: (userId: string, values: Partial<Omit<typeof kitchenSettings.$inferInsert, 'userId'>>) =>
      kitchenSettingsRepository(db).save(userId, values),
    insertObjects: (rows: Array<typeof storedObjects.$inferInsert>) => imagesRepository(db).insertObjects(rows),
  };
}
