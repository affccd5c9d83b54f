import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpNewEmbeddedDatabase } from '../../../scripts/container/embedded-template.ts';
import { EMBEDDED_TEMPLATE_DUMP, migrationsFolder, openDatabase, type Database } from './client.ts';
import {
  backupEmbeddedDatabase,
  KEEP_MIGRATION_BACKUPS,
  MigrationError,
  readMigrations,
  statementChangesData,
} from './migrate.ts';
import { users } from './schema.ts';

/** The rows of a raw query (the shared Db type leaves the driver's result untyped). */
const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-migrate-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: JournalEntry[];
};

/** A migrations folder made of some of the real migrations, plus extra ones (tag → SQL). */
function folderWith(name: string, entries: JournalEntry[], extra: Record<string, string> = {}): string {
  const dir = path.join(tmp, name);
  fs.mkdirSync(path.join(dir, 'meta'), { recursive: true });
  const all = [...entries];
  for (const e of entries) fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  let when = Math.max(...journal.entries.map((e) => e.when));
  for (const [tag, text] of Object.entries(extra)) {
    when += 1000;
    all.push({ idx: all.length, version: '7', when, tag, breakpoints: true });
    fs.writeFileSync(path.join(dir, `${tag}.sql`), text);
  }
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: all }));
  return dir;
}

const latest = journal.entries.at(-1)!;
const previous = journal.entries.at(-2)!;
/** The previous version of Tempero: every migration but the newest. */
const oldFolder = () => folderWith('old', journal.entries.slice(0, -1));
/** A release whose last migration fails half-way, after changing data. */
const brokenFolder = () =>
  folderWith('broken', journal.entries, {
    '0099_broken': `UPDATE "users" SET "first_name" = 'overwritten';\n--> statement-breakpoint\nSELECT * FROM "no_such_table";`,
  });

describe('which migrations change data', () => {
  it('knows structure-only statements, and counts anything else as changing data', () => {
    expect(statementChangesData('CREATE TABLE "x" ("id" uuid)')).toBe(false);
    expect(statementChangesData('CREATE UNIQUE INDEX "i" ON "x" USING btree ("id");')).toBe(false);
    expect(statementChangesData('DROP INDEX "recipes_user_created_idx";')).toBe(false);
    expect(statementChangesData('ALTER TABLE "users" ADD COLUMN "is_admin" boolean DEFAULT false NOT NULL;')).toBe(
      false,
    );
    expect(
      statementChangesData(
        'ALTER TABLE "a" ADD CONSTRAINT "a_fk" FOREIGN KEY ("u") REFERENCES "public"."users"("id") ON DELETE cascade;',
      ),
    ).toBe(false);
    expect(statementChangesData('-- just a comment\n')).toBe(false);
    for (const changing of [
      'UPDATE "users" SET "x" = 1',
      '-- backfill\nDELETE FROM "sessions"',
      'INSERT INTO "t" VALUES (1)',
      'DROP TABLE "recipes"',
      'ALTER TABLE "recipes" DROP COLUMN "notes"',
      'ALTER TABLE "recipes" ALTER COLUMN "servings" SET DATA TYPE integer',
      'ALTER TABLE "recipes" RENAME COLUMN "a" TO "b"',
      'ALTER TABLE "recipes" ADD COLUMN "a" text, DROP COLUMN "b"',
      'TRUNCATE "sessions"',
      'DO $$ BEGIN UPDATE users SET x = 1; END $$',
      'SELECT my_backfill()',
    ]) {
      expect(statementChangesData(changing), changing).toBe(true);
    }
  });

  it('classifies the real migrations: the backfills change data, the rest only add structure', () => {
    const changing = readMigrations(migrationsFolder)
      .filter((m) => m.changesData)
      .map((m) => m.tag);
    expect(changing).toEqual(['0005_households_backfill', '0008_signups']);
  });

  it('keeps the newest pre-migration copies only', () => {
    const data = path.join(tmp, 'copy-src');
    fs.mkdirSync(data, { recursive: true });
    fs.writeFileSync(path.join(data, 'PG_VERSION'), '17\n');
    const backups = path.join(tmp, 'copies');
    const made: string[] = [];
    for (let i = 0; i < KEEP_MIGRATION_BACKUPS + 2; i++) {
      const at = new Date(Date.UTC(2026, 0, 1, 0, i));
      const dir = backupEmbeddedDatabase(data, backups, `000${i}_x`, at);
      fs.utimesSync(dir, at, at);
      made.push(path.basename(dir));
    }
    expect(fs.readdirSync(backups).sort()).toEqual(made.slice(-KEEP_MIGRATION_BACKUPS).sort());
    expect(fs.readFileSync(path.join(backups, made.at(-1)!, 'db/PG_VERSION'), 'utf8')).toBe('17\n');
  });
});

describe('upgrading an embedded database', () => {
  const dataDir = path.join(tmp, 'data', 'db');
  const backupsDir = path.join(tmp, 'data', 'backups');
  let ids: string[] = [];

  beforeAll(async () => {
    // The previous version creates the database and two accounts.
    const db = await openDatabase({ dataDir, migrationsFolder: oldFolder() });
    expect(db.migrations).toEqual({
      before: null,
      applied: journal.entries.slice(0, -1).map((e) => e.tag),
      waited: false,
    });
    // Raw SQL: the previous version's users table has no is_admin column.
    await db.db.execute(
      sql`insert into users (email, first_name, created_at) values ('first@example.com', 'First', '2026-01-01'), ('second@example.com', 'Second', '2026-02-01')`,
    );
    const rows = rowsOf(await db.db.execute(sql`select id from users order by created_at`)) as Array<{ id: string }>;
    ids = rows.map((r) => r.id);
    await db.close();
  }, 120_000);

  it('a failed migration changes nothing: the previous version starts on the database as it was', async () => {
    const attempt = openDatabase({ dataDir, migrationsFolder: brokenFolder() });
    const err = await attempt.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(MigrationError);
    const message = (err as Error).message;
    expect(message).toContain('relation "no_such_table" does not exist');
    expect(message).toContain(`The database was left as it was, at ${previous.tag}`);
    expect(message).toContain('the previous version of Tempero can start on it');
    // The copy was made before the attempt (the migrations change data).
    const copy = /A copy of the database from before the attempt is in (\S+)\./.exec(message)?.[1];
    expect(copy && fs.existsSync(path.join(copy, 'db', 'PG_VERSION'))).toBe(true);

    const old = await openDatabase({ dataDir, migrationsFolder: oldFolder() });
    try {
      expect(old.migrations?.applied).toEqual([]);
      const names = rowsOf(await old.db.execute(sql`select first_name from users order by created_at`));
      expect(names).toEqual([{ first_name: 'First' }, { first_name: 'Second' }]);
      // Not even the good migration before the broken one stayed: one transaction.
      const column = await old.db.execute(
        sql`select 1 from information_schema.columns where table_name = 'users' and column_name = 'is_admin'`,
      );
      expect(rowsOf(column)).toEqual([]);
    } finally {
      await old.close();
    }
  }, 120_000);

  it('the new version copies the database first, then migrates: the oldest account becomes the administrator', async () => {
    const before = fs.existsSync(backupsDir) ? fs.readdirSync(backupsDir) : [];
    const db: Database = await openDatabase({ dataDir });
    try {
      expect(db.migrations).toMatchObject({ before: previous.tag, applied: [latest.tag] });
      const backup = db.migrations!.backup!;
      expect(path.dirname(backup)).toBe(backupsDir);
      expect(path.basename(backup)).toMatch(new RegExp(`^before-${latest.tag}-`));
      expect(before).not.toContain(path.basename(backup));
      const admins = await db.db.select({ id: users.id, isAdmin: users.isAdmin }).from(users);
      expect(admins.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))).toEqual([
        { id: ids[0], isAdmin: true },
        { id: ids[1], isAdmin: false },
      ]);
    } finally {
      await db.close();
    }
    // Started again: nothing pending, no new copy.
    const count = fs.readdirSync(backupsDir).length;
    const again = await openDatabase({ dataDir });
    expect(again.migrations?.applied).toEqual([]);
    await again.close();
    expect(fs.readdirSync(backupsDir)).toHaveLength(count);
  }, 120_000);
});

describe('a first start from the template dump (the container image ships one)', () => {
  it('the image build writes the dump where the server looks for it', () => {
    expect(path.relative(path.resolve(import.meta.dirname, '../../..'), EMBEDDED_TEMPLATE_DUMP)).toBe(
      'dist/embedded-db-template.tar.gz',
    );
    const script = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../scripts/container/embedded-template.ts'),
      'utf8',
    );
    expect(script).toContain("'dist/embedded-db-template.tar.gz'");
  });

  it('loads the migrated template instead of initialising the folder: nothing left to migrate', async () => {
    const file = path.join(tmp, 'template.tar.gz');
    fs.writeFileSync(file, await dumpNewEmbeddedDatabase());
    const db = await openDatabase({ dataDir: path.join(tmp, 'from-template', 'db'), templateDump: file });
    try {
      expect(db.migrations).toEqual({ before: latest.tag, applied: [], waited: false });
      expect(await db.db.select().from(users)).toEqual([]);
    } finally {
      await db.close();
    }
    // Without the file, a new folder is initialised and migrated as before.
    const plain = await openDatabase({
      dataDir: path.join(tmp, 'no-template', 'db'),
      templateDump: path.join(tmp, 'missing.tar.gz'),
    });
    expect(plain.migrations?.applied).toHaveLength(journal.entries.length);
    await plain.close();
  }, 120_000);
});

const url = process.env.TEST_DATABASE_URL;
describe.skipIf(!url)('migrating PostgreSQL (skipped without TEST_DATABASE_URL)', () => {
  const name = `tempero_m_${crypto.randomBytes(5).toString('hex')}`;
  let dbUrl = '';
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const u = new URL(url!);
    u.pathname = `/${name}`;
    dbUrl = u.toString();
  });
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('servers starting together on a new database migrate it once; the others wait', async () => {
    const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: dbUrl, poolSize: 2 })));
    try {
      const applied = opened.map((d) => d.migrations!.applied.length);
      expect(applied.sort()).toEqual([0, 0, journal.entries.length]);
      expect(opened.filter((d) => d.migrations!.waited).length).toBeGreaterThanOrEqual(1);
      const rows = await opened[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(rowsOf(rows)).toEqual([{ n: journal.entries.length }]);
    } finally {
      await Promise.all(opened.map((d) => d.close()));
    }
  });

  it('a failed migration leaves the database as it was, and the lock free', async () => {
    const err = await openDatabase({ databaseUrl: dbUrl, migrationsFolder: brokenFolder() }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(MigrationError);
    expect((err as Error).message).toContain(`The database was left as it was, at ${latest.tag}`);
    const again = await openDatabase({ databaseUrl: dbUrl, poolSize: 1 });
    try {
      expect(again.migrations?.applied).toEqual([]);
      const rows = await again.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(rowsOf(rows)).toEqual([{ n: journal.entries.length }]);
    } finally {
      await again.close();
    }
  });
});
