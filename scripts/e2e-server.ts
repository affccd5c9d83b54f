/**
 * Starts the app for browser tests: builds the web if stale, then runs the server on port 3100
 * (E2E_PORT) with a fresh temporary DATA_DIR so every run starts empty.
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
const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
process.on('exit', cleanup);
await import(path.resolve(import.meta.dirname, '../src/server/main.ts'));
