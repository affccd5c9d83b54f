import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { recipes, users } from '../../src/server/db/schema.ts';
import type { TImportReport } from '../../src/shared/schemas/import-job.ts';
import { fixturesInTempDir } from '../helpers/import-app-exports.ts';
import { childEnv, freshDataLocation, ROOT } from '../reliability/harness.ts';

const FIXTURES = path.join(ROOT, 'tests/fixtures/import-apps');
const run = promisify(execFile);
const cli = (args: string[], env: Record<string, string>) =>
  run(process.execPath, ['src/server/cli.ts', ...args], {
    cwd: ROOT,
    env: childEnv(env),
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

describe('npm run cli -- import-from', () => {
  it('prints the report as JSON, adds nothing the second time, and explains a wrong format', async () => {
    const loc = await freshDataLocation({
      pgliteDump: inject('pgliteTemplate'),
      postgresTemplate: inject('postgresTemplate'),
    });
    const made = await fixturesInTempDir();
    try {
      const setup = await openDatabase(
        loc.databaseUrl ? { databaseUrl: loc.databaseUrl } : { dataDir: path.join(loc.dataDir, 'db') },
      );
      const [user] = await setup.db
        .insert(users)
        .values({ email: 'mover@example.com', firstName: 'Mover' })
        .returning();
      await setup.close();

      const first = await cli(['import-from', 'paprika', made.files.paprika, '--user', 'mover@example.com'], loc.env);
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      const report = JSON.parse(first.stdout) as TImportReport;
      expect(report.imported.map((r) => r.name)).toContain('Bolo de Cenoura');
      expect(report.imported).toHaveLength(4);

      const again = JSON.parse(
        (await cli(['import-from', 'paprika', made.files.paprika, '--user', 'mover@example.com'], loc.env)).stdout,
      ) as TImportReport;
      expect(again.imported).toHaveLength(0);
      expect(again.duplicates).toHaveLength(4);

      const wrong = await cli(
        ['import-from', 'tandoor', path.join(FIXTURES, 'recipesage.json'), '--user', 'mover@example.com'],
        loc.env,
      );
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toMatch(/not a Tandoor export/);
      expect((await cli(['import-from', 'paprika', made.files.paprika], loc.env)).code).toBe(2);

      const check = await openDatabase(
        loc.databaseUrl ? { databaseUrl: loc.databaseUrl } : { dataDir: path.join(loc.dataDir, 'db') },
      );
      const rows = await check.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.userId, user!.id));
      await check.close();
      expect(rows).toHaveLength(4);
    } finally {
      fs.rmSync(made.dir, { recursive: true, force: true });
      await loc.cleanup();
    }
  }, 120_000);
});
