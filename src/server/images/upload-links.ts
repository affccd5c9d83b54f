import crypto from 'node:crypto';
import { isUuid } from '../../shared/ids.ts';

/**
 * Upload URLs of the local driver: `/api/uploads/<uploadId>?exp=<unix seconds>&sig=<hmac>`, the
 * HMAC binding the upload id, the user and the expiry to the server's secret. The uploads row
 * makes them single-use.
 */
export function uploadSignature(secret: string, uploadId: string, userId: string, exp: number): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`tempero-upload\n${uploadId}\n${userId}\n${exp}`)
    .digest('base64url');
}

export function localUploadUrl(secret: string, uploadId: string, userId: string, exp: number): string {
  return `/api/uploads/${uploadId}?exp=${exp}&sig=${uploadSignature(secret, uploadId, userId, exp)}`;
}

export function verifyUploadSignature(
  secret: string,
  uploadId: string,
  userId: string,
  exp: number,
  sig: string,
): boolean {
  const expected = Buffer.from(uploadSignature(secret, uploadId, userId, exp));
  const given = Buffer.from(sig);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** The upload id inside an upload URL as returned (local or S3, absolute or not, query optional). */
export function uploadIdFromUrl(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://local.invalid').pathname;
  } catch {
    return null;
  }
  const m = /\/uploads\/([0-9a-fA-F-]{36})$/.exec(pathname);
  return m && isUuid(m[1]) ? m[1]!.toLowerCase() : null;
}
