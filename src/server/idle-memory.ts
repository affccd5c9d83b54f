import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Gives memory back once the server falls quiet after work. Under load V8 grows its young
 * generation (up to 2 × 16 MB, process-memory.ts) and keeps it, and freed pages stay mapped: the
 * idle server measured 20–25 MB more 30 s after the HTTP bench than before it. When the process
 * has used some CPU since the last release (it did work) and then almost none for a check period
 * (it is idle), one "last resort" collection runs: it compacts the heap and shrinks the young
 * generation back to its starting size. It never runs while requests keep coming, nor again while
 * the server stays idle; the check reads the process's CPU time, so requests pay nothing for it.
 */
export interface IdleReleaseOptions {
  /** How often to look (ms). */
  everyMs?: number;
  /** CPU time (ms) used since the last release that makes a release worth it. */
  workMs?: number;
  /** At most this much CPU time (ms) in the last period counts as idle. */
  idleMs?: number;
  /** Reads the process's CPU time in ms (tests). */
  cpuMs?: () => number;
  /** Runs the collection (tests). */
  collect?: () => void;
}

export interface IdleRelease {
  /** One check, as the timer runs it; returns true when it collected. */
  check(): boolean;
  stop(): void;
}

const processCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

let gcFn: ((options?: object) => void) | undefined;
/** A full collection that also shrinks the heap (V8's "last resort": CollectAllAvailableGarbage). */
function lastResortCollection(): void {
  if (!gcFn) {
    v8.setFlagsFromString('--expose-gc');
    gcFn = vm.runInNewContext('gc') as (options?: object) => void;
  }
  gcFn({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

export function releaseMemoryWhenIdle(options: IdleReleaseOptions = {}): IdleRelease {
  // Looked at every 2.5 s: the collection comes 2.5-5 s after the work ends (it came 5-10 s after
  // with 5 s, while a burst's garbage, 40 MB after the chef's first wishes, stayed resident).
  const { everyMs = 2_500, workMs = 300, idleMs = 15, cpuMs = processCpuMs, collect = lastResortCollection } = options;
  let previous = cpuMs();
  let sinceRelease = 0;
  const check = (): boolean => {
    const now = cpuMs();
    const used = now - previous;
    previous = now;
    sinceRelease += used;
    if (used > idleMs || sinceRelease < workMs) return false;
    collect();
    // The collection's own CPU time is not work that calls for another one.
    previous = cpuMs();
    sinceRelease = 0;
    return true;
  };
  const timer = setInterval(check, everyMs);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}
