import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/server/db/client.ts';
import { ApiClient, startServer, type DataLocation, type ServerProcess } from './harness.ts';

/**
 * Issue 33: two app replicas over one new PostgreSQL database, started at the same moment (as
 * `docker compose up --scale app=2` does): the schema is created once, under the advisory lock,
 * and both servers come up on it. Needs PostgreSQL.
 */
const url = process.env.TEST_DATABASE_URL;
if (!url) console.warn('migrate-once test skipped: it needs PostgreSQL (set TEST_DATABASE_URL, as .ci/run does).');

describe.skipIf(!url)(
  'two replicas start together on a new PostgreSQL database (skipped without TEST_DATABASE_URL)',
  () => {
    const name = `tempero_r_${crypto.randomBytes(6).toString('hex')}`;
    const dirs = [1, 2].map((i) => fs.mkdtempSync(path.join(os.tmpdir(), `tempero-rel-m${i}-`)));
    const servers: ServerProcess[] = [];
    const admin = async (statement: string) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        await c.query(statement);
      } finally {
        await c.end();
      }
    };
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.kill()));
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    });

    it('migrate once: one creates the schema, the other waits for it; both serve the same data', async () => {
      await admin(`CREATE DATABASE ${name}`);
      const dbUrl = new URL(url!);
      dbUrl.pathname = `/${name}`;
      const secret = crypto.randomBytes(32).toString('base64url');
      const location = (dataDir: string): DataLocation => ({
        kind: 'postgres',
        dataDir,
        databaseUrl: dbUrl.toString(),
        env: { DATA_DIR: dataDir, DATABASE_URL: dbUrl.toString() },
        cleanup: async () => {},
      });
      const started = await Promise.all(
        dirs.map((d) => startServer(location(d), { env: { SESSION_SECRET: secret, LOG_LEVEL: 'info' } })),
      );
      servers.push(...started);

      const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const c = new pg.Client({ connectionString: dbUrl.toString() });
      await c.connect();
      const { rows } = await c.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      await c.end();
      expect(rows).toEqual([{ n: journal.entries.length }]);

      const created = started.filter((s) => s.output().includes('Creating the database schema'));
      expect(created, started.map((s) => s.output()).join('\n---\n')).toHaveLength(1);

      const onA = new ApiClient(started[0]!.url);
      await onA.register('replica@example.com');
      const onB = new ApiClient(started[1]!.url, onA.cookie);
      expect((await onB.get('/api/auth/user')).body.email).toBe('replica@example.com');
    });
  },
);
