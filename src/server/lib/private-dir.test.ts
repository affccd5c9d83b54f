import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { privateDir } from './private-dir.ts';

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

describe('privateDir', () => {
  it('makes a new folder and its new parents 0700', () => {
    privateDir(path.join(root, 'data', 'db'));
    expect(modeOf(path.join(root, 'data'))).toBe(0o700);
    expect(modeOf(path.join(root, 'data', 'db'))).toBe(0o700);
  });

  it('narrows a folder of its own made 0755 or 0777 by hand or an earlier version', () => {
    for (const mode of [0o755, 0o777, 0o750]) {
      const dir = path.join(root, `made-${mode.toString(8)}`);
      fs.mkdirSync(dir);
      fs.chmodSync(dir, mode);
      privateDir(dir);
      expect(modeOf(dir)).toBe(0o700);
    }
  });
});
