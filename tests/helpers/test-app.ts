import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type BuildOptions } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/client.ts';
import type { App } from '../../src/server/http/context.ts';
import { freshDatabase } from './test-db.ts';

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** Builds the real app on a fresh database; requests go through app.inject. */
export async function createTestApp(
  overrides: { env?: Record<string, string>; build?: Partial<BuildOptions> } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...overrides.env });
  const database = await freshDatabase();
  const app = await buildApp({ config, database, webDist: false, logger: false, ...overrides.build });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SignedInUser {
  id: string;
  email: string;
  cookie: string;
  headers: Record<string, string>;
}

let counter = 0;

/** Registers a user through the real API and returns its session cookie. */
export async function signUp(
  app: App,
  overrides: { email?: string; firstName?: string; password?: string } = {},
): Promise<SignedInUser> {
  counter += 1;
  const email = overrides.email ?? `cook${counter}-${Date.now()}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email,
      password: overrides.password ?? 'correct horse battery',
      firstName: overrides.firstName ?? 'Cook',
    },
  });
  if (res.statusCode !== 201) throw new Error(`signUp failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'tempero_session');
  if (!cookie) throw new Error('signUp: no session cookie');
  const header = `tempero_session=${cookie.value}`;
  return { id: res.json<{ id: string }>().id, email, cookie: header, headers: { cookie: header } };
}
