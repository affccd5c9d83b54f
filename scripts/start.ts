import path from 'node:path';
import { buildIfStale } from './build-if-stale.ts';

buildIfStale();
await import(path.resolve(import.meta.dirname, '../src/server/main.ts'));
