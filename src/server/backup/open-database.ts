import path from 'node:path';
import type { Config } from '../config.ts';
import { EMBEDDED_TEMPLATE_DUMP, openDatabase, type Database } from '../db/client.ts';
import { lockEmbeddedDatabase } from './embedded-lock.ts';

/**
 * Opens the database the server would use (DATABASE_URL, else DATA_DIR/db), for a command-line
 * tool. The embedded database is refused while another process has it open.
 */
export async function openDatabaseForCli(config: Config): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 });
  const dir = path.join(config.dataDir, 'db');
  // A newer CLI may migrate the database as the server would, with the same backup first.
  const release = lockEmbeddedDatabase(dir);
  try {
    const database = await openDatabase({
      dataDir: dir,
      backupsDir: path.join(config.dataDir, 'backups'),
      templateDump: EMBEDDED_TEMPLATE_DUMP,
    });
    return {
      ...database,
      async close() {
        try {
          await database.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
