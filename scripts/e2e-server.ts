/**
 * Starts the app for browser tests: builds the web if stale, then runs the server on port 3100
 * (E2E_PORT) with a fresh temporary DATA_DIR so every run starts empty. E2E_ALLOW_LOOPBACK_FETCH=1
 * (test-only, see below) lets the importer reach pages served by the test on 127.0.0.1.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.ts';

buildIfStale();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.PORT = process.env.E2E_PORT ?? '3100';
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
process.env.NODE_ENV = 'test';
// Webhooks may reach receivers a browser test runs on this machine (tests/e2e/integrations.spec.ts),
// as an admin allows a LAN host; the address rules themselves are tested in tests/api/webhooks.test.ts.
process.env.WEBHOOK_ALLOWED_HOSTS = process.env.WEBHOOK_ALLOWED_HOSTS ?? '127.0.0.1';
const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
process.on('exit', cleanup);
// Test-only: E2E_ALLOW_LOOPBACK_FETCH=1 lets the recipe importer fetch pages that a browser test
// serves on 127.0.0.1 (tests/e2e/import.spec.ts starts a second server with it). It is read here
// only, never in src/server; the default e2e server and `npm start` never allow loopback fetches.
const allowLoopbackFetch = process.env.E2E_ALLOW_LOOPBACK_FETCH === '1';
const { startServer } = await import('../src/server/start-server.ts');
await startServer(allowLoopbackFetch ? { testing: { allowLoopbackFetch: true } } : {}).catch((err: unknown) => {
  console.error('Tempero failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
