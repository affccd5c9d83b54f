import { and, eq, inArray, isNull, like, lt, ne, or, sql } from 'drizzle-orm';
import { parseMediaUrl } from '../../shared/schemas/image.ts';
import { insertBatches } from '../db/batches.ts';
import type { Db } from '../db/client.ts';
import { recipes, storedObjects, uploads } from '../db/schema.ts';
import { recipesRepository, type RecipeRow } from '../recipes/recipes.repository.ts';

export type UploadRow = typeof uploads.$inferSelect;
export type StoredObjectRow = typeof storedObjects.$inferSelect;
export type NewStoredObject = typeof storedObjects.$inferInsert;

/** Object kinds: an image attached to a recipe, or a generated preview waiting for confirmation. */
export type ObjectKind = 'image' | 'preview';

/** A LIKE pattern matching every rendition (`media/<id>-<width>.webp`) of one image. */
const groupLike = (id: string) => `media/${id.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`;

export function imagesRepository(db: Db) {
  return {
    async insertUpload(row: {
      id: string;
      userId: string;
      objectKey: string;
      purpose: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(uploads).values(row);
    },
    async findUpload(id: string): Promise<UploadRow | undefined> {
      const rows = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      return rows[0];
    },
    /** Claims a slot for its one PUT; false when it was already used. */
    async markUploaded(id: string, userId: string, size: number, contentType: string): Promise<boolean> {
      const rows = await db
        .update(uploads)
        .set({ uploadedAt: new Date(), size, contentType })
        .where(
          and(eq(uploads.id, id), eq(uploads.userId, userId), isNull(uploads.uploadedAt), isNull(uploads.consumedAt)),
        )
        .returning({ id: uploads.id });
      return rows.length === 1;
    },
    async unmarkUploaded(id: string): Promise<void> {
      await db.update(uploads).set({ uploadedAt: null, size: null, contentType: null }).where(eq(uploads.id, id));
    },
    /** Takes an upload for processing, once: the row is returned only to the first caller. */
    async consumeUpload(id: string, userId: string, purpose: string): Promise<UploadRow | undefined> {
      const rows = await db
        .update(uploads)
        .set({ consumedAt: new Date() })
        .where(
          and(eq(uploads.id, id), eq(uploads.userId, userId), eq(uploads.purpose, purpose), isNull(uploads.consumedAt)),
        )
        .returning();
      return rows[0];
    },
    /** A user's upload rows whose links expired before `before` (their raw objects can go). */
    async staleUploads(userId: string, before: Date): Promise<UploadRow[]> {
      return db
        .select()
        .from(uploads)
        .where(and(eq(uploads.userId, userId), lt(uploads.expiresAt, before)));
    },
    async uploadsOfUser(userId: string): Promise<UploadRow[]> {
      return db.select().from(uploads).where(eq(uploads.userId, userId));
    },
    async deleteUploads(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.delete(uploads).where(inArray(uploads.id, ids));
    },

    insertObjects: (rows: NewStoredObject[]) => insertBatches(rows, (batch) => db.insert(storedObjects).values(batch)),
    /** The stored objects of these recipes change hands (a deleted account's recipes the household keeps). */
    async handOverObjectsOf(recipeIds: string[], toUserId: string): Promise<void> {
      if (recipeIds.length === 0) return;
      await db.update(storedObjects).set({ userId: toUserId }).where(inArray(storedObjects.recipeId, recipeIds));
    },
    async objectsOfGroup(id: string): Promise<StoredObjectRow[]> {
      return db
        .select()
        .from(storedObjects)
        .where(like(storedObjects.key, groupLike(id)));
    },
    async countForRecipe(recipeId: string): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(storedObjects)
        .where(eq(storedObjects.recipeId, recipeId));
      return rows[0]?.n ?? 0;
    },
    async objectsOfUser(userId: string): Promise<StoredObjectRow[]> {
      return db.select().from(storedObjects).where(eq(storedObjects.userId, userId));
    },
    /**
     * Objects of a deleted recipe: its image group, and every object of that user whose recipe is
     * gone (the foreign key sets recipe_id to null when a recipe is deleted).
     */
    async objectsLeftByDeletedRecipe(userId: string, groupId: string | null): Promise<StoredObjectRow[]> {
      const orphan = isNull(storedObjects.recipeId);
      const where = groupId ? or(orphan, like(storedObjects.key, groupLike(groupId))) : orphan;
      return db
        .select()
        .from(storedObjects)
        .where(and(eq(storedObjects.userId, userId), where));
    },
    async deleteObjects(keys: string[]): Promise<void> {
      if (keys.length > 0) await db.delete(storedObjects).where(inArray(storedObjects.key, keys));
    },
    /**
     * Makes one image group the recipe's image: sets imageUrl (only on the owner's recipe), marks the
     * group attached, and removes every other object of that recipe (its old image, other previews).
     * Returns the removed keys (to delete from storage after commit), or null when the recipe is gone.
     */
    async attachGroup(
      recipeId: string,
      userId: string,
      groupId: string,
      imageUrl: string,
    ): Promise<{ recipe: RecipeRow; removed: string[] } | null> {
      return db.transaction(async (tx) => {
        const recipe = await recipesRepository(tx as unknown as Db).setImageUrl(recipeId, userId, imageUrl);
        if (!recipe) return null;
        await tx
          .update(storedObjects)
          .set({ kind: 'image', recipeId })
          .where(and(like(storedObjects.key, groupLike(groupId)), eq(storedObjects.userId, userId)));
        const removed = await tx
          .delete(storedObjects)
          .where(
            and(
              eq(storedObjects.recipeId, recipeId),
              eq(storedObjects.userId, userId),
              sql`${storedObjects.key} NOT LIKE ${groupLike(groupId)}`,
            ),
          )
          .returning({ key: storedObjects.key });
        return { recipe, removed: removed.map((r) => r.key) };
      });
    },
    /**
     * Leaves a recipe only the stored image its imageUrl names now (read under a row lock, so an
     * image attached meanwhile is kept): that group becomes its image, every other image object of
     * the recipe is removed. Previews stay. Returns the removed keys (to delete after commit).
     */
    async keepOnlyCurrentImage(recipeId: string, userId: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ imageUrl: recipes.imageUrl })
          .from(recipes)
          .where(and(eq(recipes.id, recipeId), eq(recipes.userId, userId)))
          .for('update');
        if (rows.length === 0) return [];
        const current = rows[0]!.imageUrl;
        // Only an address of this site names a stored image ("/media/…"); a remote URL never does.
        const keep = current?.startsWith('/') ? parseMediaUrl(current)?.id : undefined;
        const ofRecipe = and(eq(storedObjects.recipeId, recipeId), eq(storedObjects.userId, userId));
        if (keep) {
          await tx
            .update(storedObjects)
            .set({ kind: 'image' })
            .where(and(ofRecipe, like(storedObjects.key, groupLike(keep))));
        }
        const removed = await tx
          .delete(storedObjects)
          .where(
            and(
              ofRecipe,
              eq(storedObjects.kind, 'image'),
              ...(keep ? [sql`${storedObjects.key} NOT LIKE ${groupLike(keep)}`] : []),
            ),
          )
          .returning({ key: storedObjects.key });
        return removed.map((r) => r.key);
      });
    },
    /** Previews of one recipe beyond the newest `keep` image groups. */
    async olderPreviews(recipeId: string, userId: string, keepGroups: number): Promise<string[]> {
      const rows = await db
        .select({ key: storedObjects.key, createdAt: storedObjects.createdAt })
        .from(storedObjects)
        .where(
          and(
            eq(storedObjects.recipeId, recipeId),
            eq(storedObjects.userId, userId),
            eq(storedObjects.kind, 'preview'),
          ),
        )
        .orderBy(sql`${storedObjects.createdAt} DESC`);
      const groups: string[] = [];
      const old: string[] = [];
      for (const row of rows) {
        const group = row.key.slice(0, row.key.lastIndexOf('-'));
        if (!groups.includes(group)) groups.push(group);
        if (groups.indexOf(group) >= keepGroups) old.push(row.key);
      }
      return old;
    },
    /** Removes a recipe's image reference and returns its stored objects' keys. */
    async clearRecipeImage(recipeId: string, userId: string): Promise<{ recipe: RecipeRow; removed: string[] } | null> {
      return db.transaction(async (tx) => {
        const recipe = await recipesRepository(tx as unknown as Db).setImageUrl(recipeId, userId, null);
        if (!recipe) return null;
        const removed = await tx
          .delete(storedObjects)
          .where(
            and(
              eq(storedObjects.recipeId, recipeId),
              eq(storedObjects.userId, userId),
              ne(storedObjects.kind, 'preview'),
            ),
          )
          .returning({ key: storedObjects.key });
        return { recipe, removed: removed.map((r) => r.key) };
      });
    },
    /** A copy's image, written right after the copy was made (its updatedAt stays). */
    setRecipeImageUrl: (recipeId: string, userId: string, imageUrl: string) =>
      recipesRepository(db).setImageUrl(recipeId, userId, imageUrl, { touch: false }),
  };
}
