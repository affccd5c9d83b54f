import path from 'node:path';
import type { Config } from '../config.ts';
import { localStorage } from './local-storage.ts';
import type { ObjectStorage } from './storage.ts';

/** S3 when S3_* is configured, else a folder under DATA_DIR. */
export function createStorage(config: Config): ObjectStorage {
  if (config.s3) return lazyS3Storage(config.s3);
  return localStorage(path.join(config.dataDir, 'objects'));
}

/** The S3 driver, with the AWS SDK (several MB of code) loaded on the first storage call, not at start. */
function lazyS3Storage(s3: NonNullable<Config['s3']>): ObjectStorage {
  let driver: Promise<ObjectStorage> | undefined;
  const load = (): Promise<ObjectStorage> => {
    driver ??= import('./s3-storage.ts').then(
      (m) => m.s3Storage(s3),
      (err: unknown) => {
        driver = undefined;
        throw err;
      },
    );
    return driver;
  };
  return {
    kind: 's3',
    put: async (key, body, contentType) => (await load()).put(key, body, contentType),
    get: async (key) => (await load()).get(key),
    read: async (key, maxBytes) => (await load()).read(key, maxBytes),
    head: async (key) => (await load()).head(key),
    copy: async (fromKey, toKey) => (await load()).copy(fromKey, toKey),
    delete: async (keys) => (await load()).delete(keys),
    presignPut: async (key, expiresInSeconds) => (await load()).presignPut(key, expiresInSeconds),
  };
}
