// Uploads of recipe images: signed upload links, the local driver's PUT, taking an upload's bytes
// once, and cleaning up uploads never attached.
import crypto from 'node:crypto';
import { IMAGE_MAX_BYTES, UPLOAD_URL_TTL_SECONDS, type TUploadUrl } from '../../shared/schemas/image.ts';
import { AppError, badRequest, conflict, forbidden, notFound, payloadTooLarge } from '../http/errors.ts';
import { ObjectTooLargeError, type ObjectStorage } from '../storage/storage.ts';
import type { UserRow } from '../users/users.repository.ts';
import { sniffImage } from './image-pipeline.ts';
import type { ImagesRepo, ImageStore } from './image-store.ts';
import { localUploadUrl, uploadIdFromUrl, verifyUploadSignature } from './upload-links.ts';

export type UploadPurpose = 'image' | 'import';

/** An upload may be attached up to an hour after its link expired; then it is cleaned up. */
const ATTACH_GRACE_MS = 60 * 60 * 1000;

const gone = (message: string) => new AppError(410, 'gone', message);

export function imageUploads(storage: ObjectStorage, secret: string, repo: ImagesRepo, store: ImageStore) {
  const { deleteKeys } = store;

  async function pruneStaleUploads(user: UserRow): Promise<void> {
    const stale = await repo.staleUploads(user.id, new Date(Date.now() - ATTACH_GRACE_MS));
    if (stale.length === 0) return;
    await deleteKeys(stale.map((u) => u.objectKey));
    await repo.deleteUploads(stale.map((u) => u.id));
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
  };
}
