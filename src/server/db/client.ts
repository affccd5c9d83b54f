import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import * as schema from './schema.ts';
import { privateDir } from '../lib/private-dir.ts';
import {
  backupEmbeddedDatabase,
  describePlan,
  lastAppliedMillis,
  MIGRATION_LOCK_KEY,
  MigrationError,
  planMigrations,
  readMigrations,
  silentLog,
  type MigrationLog,
  type MigrationPlan,
  type MigrationReport,
} from './migrate.ts';

export type Schema = typeof schema;
/** The one database type every repository uses, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** What opening it migrated (absent with migrate: false). */
  migrations?: MigrationReport;
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
  /** Another migrations folder (tests: an older version's, or one with a failing migration). */
  migrationsFolder?: string;
  /**
   * Where a copy of the embedded database goes before a migration that changes data (default:
   * `backups` beside dataDir, i.e. DATA_DIR/backups); false for none.
   */
  backupsDir?: string | false;
  log?: MigrationLog;
  /**
   * A dump of a new, migrated embedded database (scripts/container/embedded-template.ts), used instead of
   * initialising a new dataDir when the file exists: the container image ships one, so a first
   * start takes about as long as a restart.
   */
  templateDump?: string;
}

/** Where the container image keeps that dump (written by scripts/container/embedded-template.ts). */
export const EMBEDDED_TEMPLATE_DUMP = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../dist/embedded-db-template.tar.gz',
);

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
    let migrations: MigrationReport | undefined;
    if (opts.migrate !== false) {
      try {
        migrations = await migratePostgres(pool, migrationsFolderOf(opts), opts.log ?? silentLog, async (client) => {
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolderOf(opts) });
        });
      } catch (err) {
        await pool.end();
        throw err;
      }
    }
    return { db, kind: 'postgres', close: () => pool.end(), ...(migrations ? { migrations } : {}) };
  }
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // The embedded database's folder is its user's alone (PGlite writes its files as 0666).
  if (opts.dataDir) privateDir(opts.dataDir);
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
  if (opts.dataDir && !opts.loadDataDir && !fs.existsSync(path.join(opts.dataDir, 'PG_VERSION'))) {
    const template = opts.templateDump && fs.existsSync(opts.templateDump) ? opts.templateDump : undefined;
    if (template) {
      const fromTemplate = await PGlite.create({
        dataDir: opts.dataDir,
        loadDataDir: new Blob([fs.readFileSync(template)]),
        extensions: { pg_trgm },
      });
      await fromTemplate.close();
    } else {
      await (await create()).close();
    }
  }
  let client = await create();
  let migrations: MigrationReport | undefined;
  if (opts.migrate !== false) {
    const log = opts.log ?? silentLog;
    const folder = migrationsFolderOf(opts);
    let plan: MigrationPlan;
    let backup: string | undefined;
    try {
      plan = planMigrations(
        readMigrations(folder),
        await lastAppliedMillis(async (q) => (await client.query(q)).rows as Array<Record<string, unknown>>),
      );
      const first = plan.pending[0];
      const backupsDir = opts.backupsDir ?? (opts.dataDir ? path.join(path.dirname(opts.dataDir), 'backups') : false);
      if (first && plan.current && opts.dataDir && backupsDir && plan.pending.some((m) => m.changesData)) {
        // A consistent copy needs the folder closed: close, copy, open again (~1 s, only then).
        await client.close();
        backup = backupEmbeddedDatabase(opts.dataDir, backupsDir, first.tag);
        log.info(`Copied the database to ${backup} before migrating (a pending migration changes data)`);
        client = await create();
      }
      if (first) log.info(describePlan(plan));
    } catch (err) {
      await client.close().catch(() => {});
      throw err;
    }
    if (plan.pending.length > 0) {
      try {
        await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder });
      } catch (err) {
        await client.close().catch(() => {});
        throw new MigrationError(plan, err, backup);
      }
    }
    migrations = {
      before: plan.current,
      applied: plan.pending.map((m) => m.tag),
      waited: false,
      ...(backup ? { backup } : {}),
    };
  }
  const pdb = drizzlePglite(client, { schema });
  const opened = client;
  return {
    db: pdb as unknown as Db,
    kind: 'pglite',
    close: () => opened.close(),
    ...(migrations ? { migrations } : {}),
  };
}

function migrationsFolderOf(opts: OpenOptions): string {
  return opts.migrationsFolder ?? migrationsFolder;
}

/**
 * The migration step on PostgreSQL, on one connection holding the advisory lock: a second app
 * server starting at the same moment waits here, then finds nothing pending.
 */
async function migratePostgres(
  pool: Pool,
  folder: string,
  log: MigrationLog,
  apply: (client: PoolClient) => Promise<void>,
): Promise<MigrationReport> {
  const client = await pool.connect();
  let broken = false;
  try {
    const key = MIGRATION_LOCK_KEY.toString();
    const [got] = (await client.query('select pg_try_advisory_lock($1::bigint) as locked', [key])).rows;
    const waited = !got?.locked;
    if (waited) {
      log.info('Another Tempero server is migrating the database: waiting for it');
      await client.query('select pg_advisory_lock($1::bigint)', [key]);
    }
    try {
      const plan = planMigrations(
        readMigrations(folder),
        await lastAppliedMillis(async (q) => (await client.query(q)).rows),
      );
      if (plan.pending.length > 0) {
        log.info(describePlan(plan));
        const changing = plan.pending.filter((m) => m.changesData).map((m) => m.tag);
        if (plan.current && changing.length > 0)
          log.warn(
            `Migration ${changing.join(', ')} changes existing data. Keep a pg_dump from before this upgrade until you have checked it (README, "Upgrades").`,
          );
        try {
          await apply(client);
        } catch (err) {
          throw new MigrationError(plan, err);
        }
      }
      return { before: plan.current, applied: plan.pending.map((m) => m.tag), waited };
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [key]);
    }
  } catch (err) {
    broken = !(err instanceof MigrationError);
    throw err;
  } finally {
    client.release(broken);
  }
}

export { schema };
