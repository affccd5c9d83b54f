import type { Config } from '../config.ts';
import type { BackupStorage } from './export-user.ts';

/**
 * The object storage the server uses (S3_* or DATA_DIR/objects), or null when this build has no
 * storage module. Loaded by name so backups keep working in a build without images.
 */
export async function loadBackupStorage(config: Config): Promise<BackupStorage | null> {
  const specifier = '../storage/create-storage.ts';
  let mod: { createStorage?: (c: Config) => BackupStorage };
  try {
    mod = (await import(specifier)) as typeof mod;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') return null;
    throw err;
  }
  return typeof mod.createStorage === 'function' ? mod.createStorage(config) : null;
}
