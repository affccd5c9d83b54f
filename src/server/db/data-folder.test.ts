import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

// Issue 36, the data folder's permissions: what the server keeps is closed to the machine's other
// users, whatever the umask, however the folder was made.
const modeOf = (p: string) => fs.statSync(p).mode & 0o777;
let root: string;
let umask: number;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-private-'));
  umask = process.umask(0o022); // the usual default, whatever the test runner has
});
afterEach(() => {
  process.umask(umask);
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the embedded database', () => {
  it('lives in a 0700 folder, although PGlite writes its files for everyone', async () => {
    const dir = path.join(root, 'data', 'db');
    const database = await openDatabase({ dataDir: dir });
    await database.close();
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(root, 'data'))).toBe(0o700);
    // Why the folder matters: the files in it are open to others by themselves.
    expect(modeOf(path.join(dir, 'PG_VERSION')) & 0o004).toBe(0o004);
  }, 60_000);
});
