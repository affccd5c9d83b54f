import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type every repository uses, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  databaseUrl?: string;
  /** Folder for the embedded database; ignored with databaseUrl. Undefined = in memory. */
  dataDir?: string;
  /** A dump made by PGlite.dumpDataDir(), used by tests to skip initdb. */
  loadDataDir?: Blob | File;
  migrate?: boolean;
  poolSize?: number;
}

/**
 * PGlite's buffer pool. PostgreSQL's default (128 MB) lives in PGlite's WebAssembly memory and is
 * paid at start: the idle server's resident memory was 120 MB higher with it. Pages outside the
 * pool are read through the operating system's file cache, so a smaller pool costs little: the
 * recipe-list bench (10,000 recipes) showed no difference between 16 MB, 32 MB and 128 MB beyond
 * the noise of a shared machine. Given at every start (`-c`), not written into the data directory.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  // Only the driver in use is loaded: each is several MB of code the other deployment never runs.
  if (opts.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    pool.on('error', () => {
      /* idle client errors are reported on the next query; avoid crashing the process */
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    if (opts.migrate !== false) await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const create = () =>
    PGlite.create({
      dataDir: opts.dataDir,
      loadDataDir: opts.loadDataDir,
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
  // PGlite (0.5) initialises a new data directory with a second, temporary instance that stays
  // reachable from the first until it closes: ~350 MB (its WebAssembly memory and file images) held
  // for as long as the server runs. On a new directory: initialise, close, open again (~1 s, once).
  if (opts.dataDir && !opts.loadDataDir && !fs.existsSync(path.join(opts.dataDir, 'PG_VERSION')))
    await (await create()).close();
  const client = await create();
  const pdb = drizzlePglite(client, { schema });
  if (opts.migrate !== false) await migratePglite(pdb, { migrationsFolder });
  return { db: pdb as unknown as Db, kind: 'pglite', close: () => client.close() };
}

export { schema };
