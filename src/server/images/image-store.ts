// Stored image groups: writing a set of renditions under one new id, attaching a group to a
// recipe, and deleting stored keys without failing the request that caused it.
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { mediaPath, mediaSrcSet, type TAttachedImage } from '../../shared/schemas/image.ts';
import { notFound } from '../http/errors.ts';
import type { ObjectStorage } from '../storage/storage.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { Rendition } from './image-pipeline.ts';
import type { imagesRepository, ObjectKind } from './images.repository.ts';

export type ImagesRepo = ReturnType<typeof imagesRepository>;

export function widthOfKey(key: string): number {
  return Number(/-(\d+)\.webp$/.exec(key)?.[1] ?? 0);
}

export function presentImage(id: string, widths: number[]) {
  const sorted = [...widths].sort((a, b) => a - b);
  const imageUrl = mediaPath(id, sorted[sorted.length - 1]!);
  return { imageUrl, widths: sorted, srcSet: mediaSrcSet(imageUrl)! };
}

export type ImageStore = ReturnType<typeof imageStore>;

export function imageStore(storage: ObjectStorage, log: FastifyBaseLogger, repo: ImagesRepo) {
  /** Storage deletions never fail the request that caused them; leftovers are logged. */
  async function deleteKeys(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    try {
      await storage.delete(keys);
    } catch (err) {
      log.error({ err, keys: keys.slice(0, 10), count: keys.length }, 'could not delete stored objects');
    }
  }

  async function storeRenditions(user: UserRow, recipeId: string, kind: ObjectKind, renditions: Rendition[]) {
    const id = crypto.randomBytes(16).toString('base64url');
    const keys = renditions.map((r) => `media/${id}-${r.width}.webp`);
    try {
      await Promise.all(renditions.map((r, i) => storage.put(keys[i]!, r.data, 'image/webp')));
      await repo.insertObjects(
        renditions.map((r, i) => ({
          key: keys[i]!,
          userId: user.id,
          recipeId,
          kind,
          contentType: 'image/webp',
          size: r.data.length,
        })),
      );
    } catch (err) {
      await deleteKeys(keys);
      throw err;
    }
    return { id, widths: renditions.map((r) => r.width), keys };
  }

  async function attachGroup(
    user: UserRow,
    recipeId: string,
    id: string,
    widths: number[],
    newKeys: string[] = [],
  ): Promise<TAttachedImage> {
    const image = presentImage(id, widths);
    const result = await repo.attachGroup(recipeId, user.id, id, image.imageUrl);
    if (!result) {
      // the recipe went away meanwhile
      await repo.deleteObjects(newKeys);
      await deleteKeys(newKeys);
      throw notFound('Recipe');
    }
    await deleteKeys(result.removed);
    return { ...image, objectPath: image.imageUrl };
  }

  return { deleteKeys, storeRenditions, attachGroup };
}
