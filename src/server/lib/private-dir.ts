import fs from 'node:fs';

/**
 * Makes `dir` (and any missing parent) a folder only its owner can enter: 0700. An existing folder
 * of this process's user is narrowed to 0700 too, so a database made by an earlier version (or
 * created by hand as 0755) is closed to other users at the next start. PGlite writes its files as
 * 0666 whatever the umask: only the folder keeps them from the machine's other users (a bind-mounted
 * data folder, an install without a container). A folder of another user is left as it is.
 */
export function privateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const st = fs.statSync(dir);
  if ((st.mode & 0o077) === 0) return;
  if (typeof process.getuid === 'function' && st.uid !== process.getuid()) return;
  fs.chmodSync(dir, 0o700);
}
