import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { modeOf, useUmaskTempRoot } from '../../../tests/helpers/umask-temp-root.ts';
import { privateDir } from './private-dir.ts';

// Issue 36, the data folder's permissions: what the server keeps is closed to the machine's other
// users, whatever the umask, however the folder was made.
const tempRoot = useUmaskTempRoot();

describe('privateDir', () => {
  it('makes a new folder and its new parents 0700', () => {
    privateDir(path.join(tempRoot(), 'data', 'db'));
    expect(modeOf(path.join(tempRoot(), 'data'))).toBe(0o700);
    expect(modeOf(path.join(tempRoot(), 'data', 'db'))).toBe(0o700);
  });

  it('narrows a folder of its own made 0755 or 0777 by hand or an earlier version', () => {
    for (const mode of [0o755, 0o777, 0o750]) {
      const dir = path.join(tempRoot(), `made-${mode.toString(8)}`);
      fs.mkdirSync(dir);
      fs.chmodSync(dir, mode);
      privateDir(dir);
      expect(modeOf(dir)).toBe(0o700);
    }
  });
});
