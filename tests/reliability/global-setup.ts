import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../../src/server/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    reliabilityPgliteTemplate: string;
    reliabilityPostgresTemplate: string;
  }
}

// Names of its own, so this project can run beside the API project (same run, same server).
const TEMPLATE_DB = 'tempero_reliability_template';

/**
 * Migrates the schema once into a template: a PGlite data-dir dump, or (with TEST_DATABASE_URL) a
 * PostgreSQL template database. Each test then starts real server processes on a copy.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE_DB}`;
    const db = await openDatabase({ databaseUrl: templateUrl.toString(), poolSize: 1 });
    await db.close();
    project.provide('reliabilityPostgresTemplate', TEMPLATE_DB);
    project.provide('reliabilityPgliteTemplate', '');
    return;
  }
  const dir = path.resolve(import.meta.dirname, '../../.tmp');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-reliability-${process.pid}.tar.gz`);
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir('gzip');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('reliabilityPgliteTemplate', file);
  project.provide('reliabilityPostgresTemplate', '');
  return () => fs.rmSync(file, { force: true });
}
