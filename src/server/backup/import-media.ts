// An archive's stored images on import: decoded and re-keyed under new tokens, the recipe image
// addresses that name them rewritten, and the object rows that record them.
import crypto from 'node:crypto';
import { acceptableImageUrl } from '../../shared/image-url.ts';
import { ArchiveError, type ImportedRecipeData, type TArchive } from './archive.ts';
import type { BackupStorage } from './export-user.ts';

// Stored renditions are `media/<22-char token>-<width>.webp` and recipes name them `/media/…`.
const MEDIA_KEY = /^media\/([A-Za-z0-9_-]{22})-([A-Za-z0-9_.-]{1,100})$/;
const MEDIA_URL = /^\/media\/([A-Za-z0-9_-]{22})-/;
const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

const newMediaToken = () => crypto.randomBytes(16).toString('base64url');

export interface PendingObject {
  key: string;
  body: Buffer;
  contentType: string;
  kind: string;
  recipeRef: string | null;
  createdAt: Date;
}

export interface DecodedObjects {
  /** The archive's media token → the new token its renditions are stored under. */
  tokenFor: Map<string, string>;
  /** The objects to write to the storage, under their new keys. */
  pending: PendingObject[];
}

/** Decodes the stored objects and gives each image a new token (never share a key with another account). */
export function decodeStoredObjects(
  archive: TArchive,
  storage: BackupStorage | null | undefined,
  notes: string[],
): DecodedObjects {
  const tokenFor = new Map<string, string>();
  const pending: PendingObject[] = [];
  archive['tempero:storedObjects'].forEach((o, i) => {
    const key = o['tempero:key'];
    const m = MEDIA_KEY.exec(key);
    if (!m) {
      notes.push(`${key}: not a stored image rendition, skipped.`);
      return;
    }
    if (!o.contentUrl) {
      notes.push(`${key}: the archive holds no bytes for it, skipped.`);
      return;
    }
    const data = DATA_URL.exec(o.contentUrl);
    if (!data) throw new ArchiveError(`tempero:storedObjects[${i}]: contentUrl is not a base64 data: URL`);
    const body = Buffer.from(data[2]!, 'base64');
    if (body.length !== o.contentSize) {
      throw new ArchiveError(
        `tempero:storedObjects[${i}]: ${body.length} bytes where contentSize says ${o.contentSize}`,
      );
    }
    if (!storage) {
      notes.push(`${key}: no object storage available, skipped.`);
      return;
    }
    let token = tokenFor.get(m[1]!);
    if (!token) {
      token = newMediaToken();
      tokenFor.set(m[1]!, token);
    }
    pending.push({
      key: `media/${token}-${m[2]}`,
      body,
      contentType: o.encodingFormat,
      kind: o['tempero:kind'],
      recipeRef: o['tempero:recipe']?.['@id'] ?? null,
      createdAt: o.dateCreated ?? new Date(),
    });
  });
  return { tokenFor, pending };
}

export type RecipeToImport = ImportedRecipeData & { newId: string };

/**
 * Gives each recipe its new id. Recipe images that point to stored renditions follow them; ones
 * without bytes are dropped rather than left pointing at an object this account does not own.
 */
export function withNewIdsAndImages(
  recipes: ImportedRecipeData[],
  tokenFor: Map<string, string>,
  notes: string[],
): RecipeToImport[] {
  let droppedImages = 0;
  const imageOf = (url: string | null): string | null => {
    if (!url) return null;
    const m = MEDIA_URL.exec(url);
    // An address from the archive is shown in <img src> like any other: the same rule as the API.
    if (!m) return acceptableImageUrl(url);
    const token = tokenFor.get(m[1]!);
    if (!token) {
      droppedImages += 1;
      return null;
    }
    return url.replace(`/media/${m[1]}-`, `/media/${token}-`);
  };
  const recipeRows = recipes.map((r) => ({ ...r, newId: crypto.randomUUID(), imageUrl: imageOf(r.imageUrl) }));
  if (droppedImages > 0)
    notes.push(
      `${droppedImages} recipe image(s) not restored (their bytes are not in the archive or cannot be stored).`,
    );
  return recipeRows;
}

/** The rows that record the written objects, linked to the recipes' new ids. */
export function objectRows(pending: PendingObject[], userId: string, own: Map<string, string>) {
  return pending.map((p) => ({
    key: p.key,
    userId,
    recipeId: p.recipeRef ? (own.get(p.recipeRef) ?? null) : null,
    kind: p.kind,
    contentType: p.contentType,
    size: p.body.length,
    createdAt: p.createdAt,
  }));
}
