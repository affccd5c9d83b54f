import fs from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';

/**
 * Migrations at start, made safe to upgrade with (README, "Upgrades"):
 *
 * - Drizzle applies every pending migration in one transaction, so a migration that fails leaves
 *   the database exactly as it was: the previous version of Tempero starts on it again.
 *   `MigrationError` says so, naming the migration and the version the database is still at.
 * - On PostgreSQL the whole step runs under an advisory lock (`MIGRATION_LOCK_KEY`): app servers
 *   starting together over one database migrate once; the others wait, then find nothing to do.
 *   (An embedded database belongs to one process: embedded-lock.ts keeps every other one out.)
 * - Before a pending migration that changes existing data (`changesData`), the embedded
 *   database's folder is copied (client.ts, `backupEmbeddedDatabase`); on PostgreSQL the server
 *   logs a warning naming it (the README documents pg_dump before an upgrade).
 */

/** pg_advisory_lock key of the migration step: "tempero" in ASCII, as a bigint. */
export const MIGRATION_LOCK_KEY = 0x74656d7065726fn;
/** Pre-migration copies of the embedded database kept in DATA_DIR/backups (the newest ones). */
export const KEEP_MIGRATION_BACKUPS = 3;

export interface MigrationFile {
  tag: string;
  /** The journal's timestamp; drizzle applies the migrations newer than the last one recorded. */
  folderMillis: number;
  statements: string[];
  changesData: boolean;
}

/** Statements that add or drop structure (tables, columns, indexes, constraints), never touching rows. */
const STRUCTURE_ONLY: RegExp[] = [
  /^CREATE\s+(UNIQUE\s+)?INDEX\b/i,
  /^DROP\s+INDEX\b/i,
  /^CREATE\s+(TABLE|SCHEMA|EXTENSION|SEQUENCE|TYPE|VIEW)\b/i,
  /^CREATE\s+(OR\s+REPLACE\s+)?(FUNCTION|TRIGGER|VIEW)\b/i,
  /^COMMENT\s+ON\b/i,
];
const ADDS_TO_TABLE = /^ALTER\s+TABLE\s+("[^"]+"|\S+)(\.("[^"]+"|\S+))?\s+ADD\s+(COLUMN|CONSTRAINT)\b/i;

/**
 * Whether a migration statement may change or remove existing rows: anything that is not known to
 * be structure only (UPDATE, DELETE, INSERT, DROP TABLE/COLUMN, ALTER COLUMN … TYPE, RENAME, a DO
 * block…). Unknown statements count as changing data, so a backup is never skipped by mistake.
 */
export function statementChangesData(statement: string): boolean {
  const text = statement
    .replace(/--[^\n]*/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .trim();
  if (text === '') return false;
  if (STRUCTURE_ONLY.some((re) => re.test(text))) return false;
  if (ADDS_TO_TABLE.test(text)) return /\b(DROP|RENAME|ALTER\s+COLUMN)\b/i.test(text.replace(/'[^']*'/g, "''"));
  return true;
}

/** The migrations of a folder (drizzle-kit's journal and SQL files), in the order they apply. */
export function readMigrations(migrationsFolder: string): MigrationFile[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  const files = readMigrationFiles({ migrationsFolder });
  return files.map((file, i) => {
    const statements = file.sql.map((s) => s.trim()).filter(Boolean);
    return {
      tag: journal.entries[i]!.tag,
      folderMillis: file.folderMillis,
      statements,
      changesData: statements.some(statementChangesData),
    };
  });
}

export interface MigrationPlan {
  /** The newest migration the database has, or null for a new database. */
  current: string | null;
  pending: MigrationFile[];
}

/** What drizzle will apply, given the created_at of the last migration the database recorded. */
export function planMigrations(all: MigrationFile[], lastAppliedMillis: number | null): MigrationPlan {
  if (lastAppliedMillis === null) return { current: null, pending: all };
  const pending = all.filter((m) => m.folderMillis > lastAppliedMillis);
  const applied = all.filter((m) => m.folderMillis <= lastAppliedMillis);
  const current = applied.at(-1)?.tag ?? `an unknown migration (${lastAppliedMillis})`;
  return { current, pending };
}

/** The database was left as it was: the message says which migration failed and why. */
export class MigrationError extends Error {
  readonly failed: string;
  readonly current: string | null;
  constructor(plan: MigrationPlan, cause: unknown, backup?: string) {
    const reason = cause instanceof Error ? describeCause(cause) : String(cause);
    const tags = plan.pending.map((m) => m.tag);
    const where = plan.current
      ? `The database was left as it was, at ${plan.current}: the previous version of Tempero can start on it.`
      : 'The new database was left empty.';
    super(
      `Database migration failed (${tags.length === 1 ? tags[0] : `one of ${tags.join(', ')}`}): ${reason}. ${where}` +
        (backup ? ` A copy of the database from before the attempt is in ${backup}.` : ''),
      { cause },
    );
    this.failed = tags.join(', ');
    this.current = plan.current;
  }
}

/** drizzle wraps the driver's error ("Failed query: …"); the database's own sentence is the useful part. */
function describeCause(err: Error): string {
  const inner = (err as { cause?: unknown }).cause;
  if (inner instanceof Error && inner.message) return inner.message;
  return err.message.split('\n')[0]!;
}

export interface MigrationReport {
  /** Where the database was before this start, and what this start applied. */
  before: string | null;
  applied: string[];
  /** The folder of the pre-migration copy (embedded database only). */
  backup?: string;
  /** True when another server held the migration lock first (PostgreSQL). */
  waited: boolean;
}

export interface MigrationLog {
  info(msg: string): void;
  warn(msg: string): void;
}

export const silentLog: MigrationLog = { info() {}, warn() {} };

/** A line naming what is about to be applied. */
export function describePlan(plan: MigrationPlan): string {
  const tags = plan.pending.map((m) => m.tag).join(', ');
  return plan.current
    ? `Migrating the database from ${plan.current}: ${tags}`
    : `Creating the database schema (${plan.pending.length} migrations)`;
}

/**
 * Copies a closed embedded database folder to DATA_DIR/backups/before-<tag>-<time>/db and keeps the
 * newest KEEP_MIGRATION_BACKUPS such copies. Returns the copy's folder.
 */
export function backupEmbeddedDatabase(
  dataDir: string,
  backupsDir: string,
  beforeTag: string,
  now = new Date(),
): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const target = path.join(backupsDir, `before-${beforeTag}-${stamp}`);
  fs.mkdirSync(backupsDir, { recursive: true, mode: 0o700 });
  const partial = `${target}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(dataDir, path.join(partial, 'db'), { recursive: true, preserveTimestamps: true });
  fs.renameSync(partial, target);
  const copies = fs
    .readdirSync(backupsDir)
    .filter((name) => name.startsWith('before-') && !name.endsWith('.partial'))
    .map((name) => ({ name, at: fs.statSync(path.join(backupsDir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at || b.name.localeCompare(a.name));
  for (const old of copies.slice(KEEP_MIGRATION_BACKUPS)) {
    fs.rmSync(path.join(backupsDir, old.name), { recursive: true, force: true });
  }
  return target;
}

type Query = (sql: string) => Promise<Array<Record<string, unknown>>>;

/** created_at of the newest migration the database recorded, or null when it has none. */
export async function lastAppliedMillis(query: Query): Promise<number | null> {
  const [table] = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table?.present) return null;
  const [last] = await query('select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1');
  return last?.created_at === undefined || last.created_at === null ? null : Number(last.created_at);
}
