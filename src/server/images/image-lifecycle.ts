// The life cycle of a recipe's stored image around other changes: a copied recipe's own copy, a
// changed imageUrl, a deleted recipe, a deleted account.
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { mediaPath, parseMediaUrl } from '../../shared/schemas/image.ts';
import type { Db } from '../db/client.ts';
import type { RecipeRow } from '../recipes/recipes.repository.ts';
import type { ObjectStorage } from '../storage/storage.ts';
import type { UserRow } from '../users/users.repository.ts';
import { widthOfKey, type ImagesRepo, type ImageStore } from './image-store.ts';
import { imagesRepository } from './images.repository.ts';

export function imageLifecycle(storage: ObjectStorage, log: FastifyBaseLogger, repo: ImagesRepo, store: ImageStore) {
  const { deleteKeys } = store;
  return {
    /**
     * A copied recipe gets its own copy of the image, owned by the copier, so either recipe can be
     * deleted (or either account) without breaking the other's picture.
     */
    async copyImage(source: RecipeRow, copy: RecipeRow): Promise<RecipeRow | void> {
      const parsed = parseMediaUrl(copy.imageUrl);
      if (!parsed || copy.imageUrl !== source.imageUrl) return;
      const rows = (await repo.objectsOfGroup(parsed.id)).filter((r) => r.userId === source.userId);
      if (rows.length === 0) return;
      const id = crypto.randomBytes(16).toString('base64url');
      const copies = rows.map((r) => ({ from: r.key, to: `media/${id}-${widthOfKey(r.key)}.webp`, size: r.size }));
      try {
        await Promise.all(copies.map((c) => storage.copy(c.from, c.to)));
        await repo.insertObjects(
          copies.map((c) => ({
            key: c.to,
            userId: copy.userId,
            recipeId: copy.id,
            kind: 'image',
            contentType: 'image/webp',
            size: c.size,
          })),
        );
        return await repo.setRecipeImageUrl(copy.id, copy.userId, mediaPath(id, parsed.width));
      } catch (err) {
        log.error({ err }, 'could not copy the image of a copied recipe; the copy shares the original picture');
        await repo.deleteObjects(copies.map((c) => c.to)).catch(() => undefined);
        await deleteKeys(copies.map((c) => c.to));
      }
    },

    /**
     * After a PATCH changed a recipe's imageUrl: the files this app stored as that recipe's image,
     * other than the one its imageUrl names now, are deleted (remote addresses were never stored;
     * another recipe's files are never touched). A preview of the recipe named by the new imageUrl
     * becomes its image, so later previews do not prune it.
     */
    async afterImageChange(recipe: RecipeRow): Promise<void> {
      const removed = await repo.keepOnlyCurrentImage(recipe.id, recipe.userId);
      await deleteKeys(removed);
    },

    /** After a recipe is deleted: its image group and any object left without a recipe. */
    async afterRecipeDelete(recipe: RecipeRow): Promise<void> {
      const rows = await repo.objectsLeftByDeletedRecipe(recipe.userId, parseMediaUrl(recipe.imageUrl)?.id ?? null);
      const keys = rows.map((r) => r.key);
      await repo.deleteObjects(keys);
      await deleteKeys(keys);
    },

    /** Inside the account-deletion transaction: list the user's objects; delete them after commit. */
    async beforeAccountDelete(tx: Db, user: UserRow): Promise<() => Promise<void>> {
      const txRepo = imagesRepository(tx);
      const objects = await txRepo.objectsOfUser(user.id);
      const raw = await txRepo.uploadsOfUser(user.id);
      const keys = [...objects.map((o) => o.key), ...raw.map((u) => u.objectKey)];
      return () => deleteKeys(keys);
    },
  };
}
