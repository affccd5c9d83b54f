import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  IMAGE_MAX_BYTES,
  mediaPath,
  mediaSrcSet,
  parseMediaUrl,
  UPLOAD_URL_TTL_SECONDS,
  type TAttachedImage,
  type TGenerateImage,
  type TGeneratedImage,
  type TUploadUrl,
} from '../../shared/schemas/image.ts';
import type { TLanguage } from '../../shared/constants.ts';
import { normalizeLanguage } from '../../shared/constants.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError, badRequest, conflict, forbidden, notFound, payloadTooLarge } from '../http/errors.ts';
import { recipePolicy } from '../recipes/recipes.policy.ts';
import { recipesRepository, type RecipeRow } from '../recipes/recipes.repository.ts';
import { ObjectTooLargeError, type ObjectStorage } from '../storage/storage.ts';
import type { UserRow } from '../users/users.repository.ts';
import { drawWithModel, imagePrompt } from './ai-image.ts';
import { processUpload, renditionsFromSvg, sniffImage, type Rendition } from './image-pipeline.ts';
import { imagesRepository, type ObjectKind } from './images.repository.ts';
import { buildIllustrationSvg } from './illustration.ts';
import { localUploadUrl, uploadIdFromUrl, verifyUploadSignature } from './upload-links.ts';

export type UploadPurpose = 'image' | 'import';

/** An upload may be attached up to an hour after its link expired; then it is cleaned up. */
const ATTACH_GRACE_MS = 60 * 60 * 1000;
/** Unconfirmed previews kept per recipe ("generate another" a few times, then pick). */
const PREVIEWS_KEPT = 3;

const gone = (message: string) => new AppError(410, 'gone', message);

const MESSAGES: Record<'illustration' | 'ai' | 'fallback', Record<TLanguage, string>> = {
  illustration: {
    en: 'An illustration was drawn from the recipe.',
    'pt-BR': 'Uma ilustração foi desenhada a partir da receita.',
  },
  ai: {
    en: 'A new image was generated.',
    'pt-BR': 'Uma nova imagem foi gerada.',
  },
  fallback: {
    en: 'The image generator is unavailable right now, so an illustration was drawn from the recipe instead.',
    'pt-BR':
      'O gerador de imagens está indisponível no momento, então uma ilustração foi desenhada a partir da receita.',
  },
};

export interface ImagesDeps {
  db: Db;
  storage: ObjectStorage;
  secret: string;
  config: Config;
  log: FastifyBaseLogger;
}

interface Drawn {
  renditions: Rendition[];
  source: 'ai' | 'illustration';
  message: string;
}

function widthOfKey(key: string): number {
  return Number(/-(\d+)\.webp$/.exec(key)?.[1] ?? 0);
}

function presentImage(id: string, widths: number[]) {
  const sorted = [...widths].sort((a, b) => a - b);
  const imageUrl = mediaPath(id, sorted[sorted.length - 1]!);
  return { imageUrl, widths: sorted, srcSet: mediaSrcSet(imageUrl)! };
}

export type ImagesService = ReturnType<typeof imagesService>;

/** Uploads, processing, generation and the life cycle of stored recipe images. */
export function imagesService(deps: ImagesDeps) {
  const { storage, secret, config, log } = deps;
  const repo = imagesRepository(deps.db);
  const recipes = recipesRepository(deps.db);

  /** Storage deletions never fail the request that caused them; leftovers are logged. */
  async function deleteKeys(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    try {
      await storage.delete(keys);
    } catch (err) {
      log.error({ err, keys: keys.slice(0, 10), count: keys.length }, 'could not delete stored objects');
    }
  }

  async function pruneStaleUploads(user: UserRow): Promise<void> {
    const stale = await repo.staleUploads(user.id, new Date(Date.now() - ATTACH_GRACE_MS));
    if (stale.length === 0) return;
    await deleteKeys(stale.map((u) => u.objectKey));
    await repo.deleteUploads(stale.map((u) => u.id));
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

  async function draw(user: UserRow, recipe: RecipeRow, title: string, ingredients: string[]): Promise<Drawn> {
    const lang = normalizeLanguage(user.language);
    let message = MESSAGES.illustration[lang];
    if (config.aiImage) {
      try {
        const bytes = await drawWithModel(config.aiImage, imagePrompt(title, ingredients), config.aiImage.timeoutMs);
        return { renditions: await processUpload(bytes), source: 'ai', message: MESSAGES.ai[lang] };
      } catch (err) {
        log.warn({ err }, 'image model failed; drawing the built-in illustration instead');
        message = MESSAGES.fallback[lang];
      }
    }
    // The recipe's first picture is its stable one; later ones ("generate another") vary.
    const variation = (await repo.countForRecipe(recipe.id)) === 0 ? 0 : crypto.randomInt(1, 2 ** 31);
    const renditions = await renditionsFromSvg(buildIllustrationSvg({ title, ingredients, variation }));
    return { renditions, source: 'illustration', message };
  }

  /**
   * Takes the bytes of one of the user's uploads, once (the raw object is deleted afterwards).
   * Used to attach a recipe image, and by the photo importer with purpose 'import'.
   */
  async function takeUpload(
    user: UserRow,
    imageURL: string,
    purpose: UploadPurpose,
  ): Promise<{ bytes: Buffer; mime: string }> {
    const id = uploadIdFromUrl(imageURL);
    if (!id) throw badRequest('imageURL is not an upload URL of this server.', 'imageURL');
    const row = await repo.findUpload(id);
    if (!row || row.userId !== user.id || row.purpose !== purpose) throw notFound('Upload');
    if (row.consumedAt) throw conflict('This upload was already used.');
    if (row.expiresAt.getTime() + ATTACH_GRACE_MS < Date.now())
      throw gone('This upload has expired; please upload the image again.');
    const info = await storage.head(row.objectKey);
    if (!info) throw badRequest('Nothing was uploaded to this URL yet.', 'imageURL');
    if (!(await repo.consumeUpload(id, user.id, purpose))) throw conflict('This upload was already used.');
    try {
      if (info.size > IMAGE_MAX_BYTES) throw payloadTooLarge('The image is larger than 20 MB.');
      const bytes = await storage.read(row.objectKey, IMAGE_MAX_BYTES);
      if (!bytes) throw badRequest('Nothing was uploaded to this URL yet.', 'imageURL');
      return { bytes, mime: await sniffImage(bytes) };
    } catch (err) {
      if (err instanceof ObjectTooLargeError) throw payloadTooLarge('The image is larger than 20 MB.');
      throw err;
    } finally {
      await deleteKeys([row.objectKey]);
    }
  }

  async function manageable(user: UserRow, recipeId: string): Promise<RecipeRow> {
    return recipePolicy.assertManage(user, await recipes.findById(recipeId));
  }

  return {
    /** POST /api/objects/upload and /api/recipes/image-upload-url. */
    async createUpload(user: UserRow, purpose: UploadPurpose): Promise<TUploadUrl> {
      await pruneStaleUploads(user);
      const id = crypto.randomUUID();
      const objectKey = `uploads/${id}`;
      const exp = Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
      const expiresAt = new Date(exp * 1000);
      await repo.insertUpload({ id, userId: user.id, objectKey, purpose, expiresAt });
      const presigned = await storage.presignPut(objectKey, UPLOAD_URL_TTL_SECONDS);
      return {
        uploadURL: presigned ?? localUploadUrl(secret, id, user.id, exp),
        expiresAt: expiresAt.toISOString(),
        maxBytes: IMAGE_MAX_BYTES,
      };
    },

    /** The local driver's PUT: a signed, unexpired, unused link of this user, with an image body. */
    async receiveUpload(user: UserRow, id: string, exp: number, sig: string, body: unknown): Promise<void> {
      if (storage.kind !== 'local') throw notFound('Upload');
      if (!verifyUploadSignature(secret, id, user.id, exp, sig)) throw forbidden('This upload link is not valid.');
      if (exp * 1000 < Date.now()) throw gone('This upload link has expired.');
      const row = await repo.findUpload(id);
      if (!row || row.userId !== user.id) throw notFound('Upload');
      if (row.uploadedAt || row.consumedAt) throw conflict('This upload link was already used.');
      if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest('Send the image file as the request body.');
      if (body.length > IMAGE_MAX_BYTES) throw payloadTooLarge('The image is larger than 20 MB.');
      const mime = await sniffImage(body);
      if (!(await repo.markUploaded(id, user.id, body.length, mime)))
        throw conflict('This upload link was already used.');
      try {
        await storage.put(row.objectKey, body, mime);
      } catch (err) {
        await repo.unmarkUploaded(id);
        throw err;
      }
    },

    takeUpload,

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
