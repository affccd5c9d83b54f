import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { modeOf, useUmaskTempRoot } from '../../../tests/helpers/umask-temp-root.ts';
import { openDatabase } from './client.ts';

// Issue 36, the data folder's permissions: what the server keeps is closed to the machine's other
// users, whatever the umask, however the folder was made.
const tempRoot = useUmaskTempRoot();

describe('the embedded database', () => {
  it('lives in a 0700 folder, although PGlite writes its files for everyone', async () => {
    const dir = path.join(tempRoot(), 'data', 'db');
    const database = await openDatabase({ dataDir: dir });
    await database.close();
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(tempRoot(), 'data'))).toBe(0o700);
    // Why the folder matters: the files in it are open to others by themselves.
    expect(modeOf(path.join(dir, 'PG_VERSION')) & 0o004).toBe(0o004);
  }, 60_000);
});
