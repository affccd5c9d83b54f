import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite takes no lock on its data folder: a second process that opens it while the server runs
 * corrupts it (electric-sql/pglite#1106). Commands that open the embedded database therefore
 * (1) refuse when another process holds files open in the folder (Linux /proc), and (2) take a
 * pid lock file beside it, which a server that takes the same lock also respects.
 */
export class DatabaseInUseError extends Error {}

/** Ids of other processes with a file open inside `dir` (empty where /proc is not available). */
export function processesUsing(dir: string): number[] {
  const root = `${path.resolve(dir)}${path.sep}`;
  let pids: string[];
  try {
    pids = fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const pid of pids) {
    if (Number(pid) === process.pid) continue;
    let fds: string[];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or not ours to read
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      if (target.startsWith(root)) {
        found.push(Number(pid));
        break;
      }
    }
  }
  return found;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dir>.lock` for this process, or throws DatabaseInUseError naming the holder. A lock left
 * by a process that is gone is taken over. Returns the release function.
 */
export function lockEmbeddedDatabase(dir: string): () => void {
  const resolved = path.resolve(dir);
  const users = processesUsing(resolved);
  if (users.length > 0) {
    throw new DatabaseInUseError(
      `The embedded database in ${resolved} is open in process ${users.join(', ')} (is the Tempero server running?). ` +
        'Stop the server first: two processes on one embedded database corrupt it.',
    );
  }
  const lockFile = `${resolved}.lock`;
  fs.mkdirSync(path.dirname(lockFile), { recursive: true, mode: 0o700 });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.rmSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
        throw new DatabaseInUseError(
          `The embedded database in ${resolved} is locked by process ${holder} (${lockFile}). Stop that process first.`,
        );
      }
      fs.rmSync(lockFile, { force: true }); // stale: its process is gone
    }
  }
  throw new DatabaseInUseError(`Could not lock ${lockFile}.`);
}
