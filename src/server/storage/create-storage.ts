import path from 'node:path';
import type { Config } from '../config.ts';
import { localStorage } from './local-storage.ts';
import { s3Storage } from './s3-storage.ts';
import type { ObjectStorage } from './storage.ts';

/** S3 when S3_* is configured, else a folder under DATA_DIR. */
export function createStorage(config: Config): ObjectStorage {
  if (config.s3) return s3Storage(config.s3);
  return localStorage(path.join(config.dataDir, 'objects'));
}
