import type { FastifyBaseLogger } from 'fastify';
import {
  parseMediaUrl,
  type TAttachedImage,
  type TGenerateImage,
  type TGeneratedImage,
} from '../../shared/schemas/image.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { recipePolicy } from '../recipes/recipes.policy.ts';
import { recipesRepository, type RecipeRow } from '../recipes/recipes.repository.ts';
import type { ObjectStorage } from '../storage/storage.ts';
import type { UserRow } from '../users/users.repository.ts';
import { imageDrawing } from './image-drawing.ts';
import { imageLifecycle } from './image-lifecycle.ts';
import { processUpload, type Rendition } from './image-pipeline.ts';
import { imageStore, presentImage, widthOfKey } from './image-store.ts';
import { imageUploads } from './image-uploads.ts';
import { imagesRepository } from './images.repository.ts';

export type { UploadPurpose } from './image-uploads.ts';

/** Unconfirmed previews kept per recipe ("generate another" a few times, then pick). */
const PREVIEWS_KEPT = 3;

export interface ImagesDeps {
  db: Db;
  storage: ObjectStorage;
  secret: string;
  config: Config;
  log: FastifyBaseLogger;
}

export type ImagesService = ReturnType<typeof imagesService>;

/**
 * Uploads, processing, generation and the life cycle of stored recipe images. This module attaches
 * and generates; the parts live beside it: image-store (stored groups), image-uploads,
 * image-drawing (model or illustration) and image-lifecycle (copies and deletions).
 */
export function imagesService(deps: ImagesDeps) {
  const { storage, secret, config, log } = deps;
  const repo = imagesRepository(deps.db);
  const recipes = recipesRepository(deps.db);
  const store = imageStore(storage, log, repo);
  const { deleteKeys, storeRenditions, attachGroup } = store;
  const uploads = imageUploads(storage, secret, repo, store);
  const { takeUpload } = uploads;
  const draw = imageDrawing(config, log, repo);

  async function manageable(user: UserRow, recipeId: string): Promise<RecipeRow> {
    return recipePolicy.assertManage(user, await recipes.findById(recipeId));
  }

  return {
    ...uploads,

    /** PUT /api/recipes/{id}/image. */
    async attachUpload(user: UserRow, recipeId: string, imageURL: string): Promise<TAttachedImage> {
      const recipe = await manageable(user, recipeId);
      const { bytes } = await takeUpload(user, imageURL, 'image');
      const renditions = await processUpload(bytes);
      const stored = await storeRenditions(user, recipe.id, 'image', renditions);
      return attachGroup(user, recipe.id, stored.id, stored.widths, stored.keys);
    },

    /**
     * The picture of an imported page, fetched by the importer: processed and stored like an upload
     * and attached to the (just saved) recipe. Returns its imageUrl, or null when the bytes are not
     * a usable image or storing failed (logged): the recipe is kept without a picture.
     */
    async attachFetched(user: UserRow, recipeId: string, bytes: Buffer): Promise<string | null> {
      let renditions: Rendition[];
      try {
        renditions = await processUpload(bytes);
      } catch (err) {
        log.info({ err, recipeId }, 'the picture of an imported page is not a usable image');
        return null;
      }
      try {
        const stored = await storeRenditions(user, recipeId, 'image', renditions);
        return (await attachGroup(user, recipeId, stored.id, stored.widths, stored.keys)).imageUrl;
      } catch (err) {
        log.error({ err, recipeId }, 'could not store the picture of an imported page');
        return null;
      }
    },

    /** POST /api/recipes/{id}/generate-image: a stored preview, not attached. */
    async generatePreview(user: UserRow, recipeId: string, body: TGenerateImage): Promise<TGeneratedImage> {
      const recipe = await manageable(user, recipeId);
      const title = body.title?.trim() || recipe.title;
      const ingredients = (
        body.ingredients?.map((i) => (typeof i === 'string' ? i : i.name)) ?? recipe.ingredients.map((i) => i.name)
      )
        .map((n) => n.trim())
        .filter(Boolean);
      const drawn = await draw(user, recipe, title, ingredients);
      const stored = await storeRenditions(user, recipe.id, 'preview', drawn.renditions);
      const old = await repo.olderPreviews(recipe.id, user.id, PREVIEWS_KEPT);
      if (old.length > 0) {
        await repo.deleteObjects(old);
        await deleteKeys(old);
      }
      return { ...presentImage(stored.id, stored.widths), source: drawn.source, message: drawn.message };
    },

    /** PUT /api/recipes/{id}/confirm-image: only a preview made for this recipe by this user. */
    async confirmPreview(user: UserRow, recipeId: string, imageUrl: string): Promise<TAttachedImage> {
      const recipe = await manageable(user, recipeId);
      const parsed = parseMediaUrl(imageUrl);
      if (!parsed) throw notFound('Preview');
      const rows = await repo.objectsOfGroup(parsed.id);
      if (rows.length === 0 || rows.some((r) => r.userId !== user.id || r.recipeId !== recipe.id))
        throw notFound('Preview');
      return attachGroup(
        user,
        recipe.id,
        parsed.id,
        rows.map((r) => widthOfKey(r.key)),
      );
    },

    /** POST /api/recipes/{id}/regenerate-image: generates and attaches at once. */
    async regenerate(user: UserRow, recipeId: string): Promise<TGeneratedImage> {
      const recipe = await manageable(user, recipeId);
      const drawn = await draw(user, recipe, recipe.title, recipe.ingredients.map((i) => i.name).filter(Boolean));
      const stored = await storeRenditions(user, recipe.id, 'preview', drawn.renditions);
      const attached = await attachGroup(user, recipe.id, stored.id, stored.widths, stored.keys);
      return {
        imageUrl: attached.imageUrl,
        widths: attached.widths,
        srcSet: attached.srcSet,
        source: drawn.source,
        message: drawn.message,
      };
    },

    /** DELETE /api/recipes/{id}/image. */
    async removeImage(user: UserRow, recipeId: string): Promise<void> {
      await manageable(user, recipeId);
      const result = await repo.clearRecipeImage(recipeId, user.id);
      if (!result) throw notFound('Recipe');
      await deleteKeys(result.removed);
    },

    ...imageLifecycle(storage, log, repo, store),
  };
}
