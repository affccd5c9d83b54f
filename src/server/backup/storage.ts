import type { Config } from '../config.ts';
import { createStorage } from '../storage/create-storage.ts';
import type { BackupStorage } from './export-user.ts';

/** The object storage the server uses (S3_* when configured, else DATA_DIR/objects). */
export function loadBackupStorage(config: Config): BackupStorage {
  return createStorage(config);
}
