import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';

/** The permission bits of a file or folder. */
export const modeOf = (p: string) => fs.statSync(p).mode & 0o777;

/**
 * For tests of folder permissions: before each test a fresh temporary folder under the system's
 * temp root and the usual umask (022, whatever the test runner has); after it, the folder is
 * removed and the umask restored. Returns a function that gives the current test's folder.
 */
export function useUmaskTempRoot(prefix = 'tempero-private-'): () => string {
  let root = '';
  let umask = 0;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    umask = process.umask(0o022);
  });
  afterEach(() => {
    process.umask(umask);
    fs.rmSync(root, { recursive: true, force: true });
  });
  return () => root;
}
