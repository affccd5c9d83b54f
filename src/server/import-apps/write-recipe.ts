import crypto from 'node:crypto';
import { normalizeLanguage } from '../../shared/constants.ts';
import { mediaPath } from '../../shared/schemas/image.ts';
import type { Db } from '../db/client.ts';
import { processUpload, type Rendition } from '../images/image-pipeline.ts';
import { imagesRepository } from '../images/images.repository.ts';
import { toRecipeContent } from '../importer/present.ts';
import { ratingsRepository } from '../ratings/ratings.repository.ts';
import { recipesRepository } from '../recipes/recipes.repository.ts';
import type { ObjectStorage } from '../storage/storage.ts';
import { importedRecipesRepository } from './imported-recipes.repository.ts';
import type { AppRecipe, ImportFormat } from './types.ts';

export interface Writer {
  db: Db;
  /** Without storage (none configured) pictures are left out, with a warning. */
  storage: ObjectStorage | null;
  user: { id: string; language: string; unitSystem: string };
  format: ImportFormat;
}

export type WriteOutcome = { kind: 'imported'; id: string; warning?: string } | { kind: 'duplicate' };

/**
 * The duplicate key of a source recipe: the app's own id when it has one, else its content
 * (title, ingredients, steps), so importing the same file again finds every recipe it wrote.
 */
export function fingerprint(format: ImportFormat, r: AppRecipe): string {
  const key =
    r.sourceKey ??
    JSON.stringify([
      r.title.trim().toLowerCase(),
      r.ingredients.map((i) => `${i.amount} ${i.name}`.trim().toLowerCase()),
      r.instructions,
    ]);
  return crypto.createHash('sha256').update(`${format}\n${key}`).digest('base64url');
}

async function pictureOf(r: AppRecipe): Promise<{ renditions: Rendition[] | null; warning?: string }> {
  if (!r.image) return { renditions: null };
  let bytes: Buffer | null;
  try {
    bytes = await r.image();
  } catch (err) {
    return { renditions: null, warning: `imported without its picture: ${(err as Error).message}` };
  }
  if (!bytes || bytes.length === 0) return { renditions: null };
  try {
    // The upload checks: magic bytes, 20 MB, 40 megapixels, metadata dropped, WebP renditions.
    return { renditions: await processUpload(bytes) };
  } catch (err) {
    return { renditions: null, warning: `imported without its picture: ${(err as Error).message}` };
  }
}

class DuplicateRace extends Error {}

/**
 * Writes one recipe in ONE transaction (recipe, its picture's objects, the person's own rating, its
 * fingerprint); the picture's files are written first and removed again if the transaction fails.
 * A recipe that fails leaves nothing behind and never stops the others.
 */
export async function writeRecipe(w: Writer, r: AppRecipe): Promise<WriteOutcome> {
  const fp = fingerprint(w.format, r);
  if (await importedRecipesRepository(w.db).seen(w.user.id, fp)) return { kind: 'duplicate' };

  const language = normalizeLanguage(w.user.language);
  const content = toRecipeContent(
    { ...r, ingredientLines: [], yieldText: null, author: null, language: null, source: 'json-ld' },
    language,
  );
  let { renditions, warning } = await pictureOf(r);
  if (renditions && !w.storage) {
    renditions = null;
    warning = 'imported without its picture: no image storage is configured';
  }
  const mediaId = crypto.randomBytes(16).toString('base64url');
  const keys = (renditions ?? []).map((x) => `media/${mediaId}-${x.width}.webp`);
  const recipeId = crypto.randomUUID();
  try {
    if (renditions) await Promise.all(renditions.map((x, i) => w.storage!.put(keys[i]!, x.data, 'image/webp')));
    const imageUrl = renditions
      ? mediaPath(mediaId, Math.max(...renditions.map((x) => x.width)))
      : (content.imageUrl ?? null);
    await w.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      // The recipes repository gives it the owner's household, as every other way in does.
      await recipesRepository(tx).insert({
        id: recipeId,
        userId: w.user.id,
        title: content.title,
        description: content.description ?? null,
        difficulty: r.difficulty ?? content.difficulty,
        tags: content.tags,
        tips: content.tips,
        prepTime: content.prepTime,
        cookTime: content.cookTime,
        servings: content.servings,
        ingredients: content.ingredients.map((i) => ({ name: i.name, amount: i.amount })),
        instructions: content.instructions,
        imageUrl,
        sourceUrl: content.sourceUrl ?? null,
        sourceRating: r.sourceRating,
        isFavorite: r.isFavorite,
        originalUnitSystem: w.user.unitSystem === 'metric' ? 'metric' : 'imperial',
        language,
      });
      // Another import of the same file running at once may have claimed it meanwhile.
      if (
        !(await importedRecipesRepository(tx).claim({ userId: w.user.id, fingerprint: fp, recipeId, format: w.format }))
      )
        throw new DuplicateRace();
      if (renditions) {
        await imagesRepository(tx).insertObjects(
          renditions.map((x, i) => ({
            key: keys[i]!,
            userId: w.user.id,
            recipeId,
            kind: 'image',
            contentType: 'image/webp',
            size: x.data.length,
          })),
        );
      }
      if (r.rating !== null) await ratingsRepository(tx).upsert(recipeId, w.user.id, r.rating, null);
    });
    return { kind: 'imported', id: recipeId, ...(warning ? { warning } : {}) };
  } catch (err) {
    if (keys.length) await w.storage!.delete(keys).catch(() => undefined);
    if (err instanceof DuplicateRace) return { kind: 'duplicate' };
    throw err;
  }
}
