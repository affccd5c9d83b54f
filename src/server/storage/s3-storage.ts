import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../config.ts';
import { assertKey, ObjectTooLargeError, type ObjectStorage } from './storage.ts';

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** Any S3-compatible bucket (AWS, MinIO, Garage, R2…). Browsers upload by presigned PUT. */
export function s3Storage(s3: NonNullable<Config['s3']>): ObjectStorage {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKey, secretAccessKey: s3.secretKey },
    // Presigned PUTs from browsers cannot carry SDK-computed checksums; many S3-compatible stores
    // also reject the newer checksum headers. Only send them where the API requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = s3.bucket;

  async function head(key: string) {
    try {
      const out = await client.send(new HeadObjectCommand({ Bucket, Key: assertKey(key) }));
      return { size: out.ContentLength ?? 0, contentType: out.ContentType ?? 'application/octet-stream' };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async function get(key: string) {
    try {
      const out = await client.send(new GetObjectCommand({ Bucket, Key: assertKey(key) }));
      return {
        body: out.Body as Readable,
        size: out.ContentLength ?? 0,
        contentType: out.ContentType ?? 'application/octet-stream',
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: assertKey(key), Body: body, ContentType: contentType }));
    },
    get,
    head,
    async read(key, maxBytes) {
      const found = await get(key);
      if (!found) return null;
      if (found.size > maxBytes) {
        found.body.destroy();
        throw new ObjectTooLargeError(found.size);
      }
      const chunks: Buffer[] = [];
      let total = 0;
      for await (const chunk of found.body) {
        total += (chunk as Buffer).length;
        if (total > maxBytes) {
          found.body.destroy();
          throw new ObjectTooLargeError(total);
        }
        chunks.push(chunk as Buffer);
      }
      return Buffer.concat(chunks);
    },
    async copy(fromKey, toKey) {
      await client.send(
        new CopyObjectCommand({ Bucket, Key: assertKey(toKey), CopySource: `${Bucket}/${assertKey(fromKey)}` }),
      );
    },
    async delete(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000).map((Key) => ({ Key: assertKey(Key) }));
        if (batch.length === 0) continue;
        const out = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch, Quiet: true } }));
        const failed = (out.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
        if (failed.length > 0) throw new Error(`S3 refused to delete ${failed.length} object(s): ${failed[0]!.Code}`);
      }
    },
    async presignPut(key, expiresInSeconds) {
      return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: assertKey(key) }), {
        expiresIn: expiresInSeconds,
      });
    },
  };
}
