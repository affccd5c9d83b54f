import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { prepareStrippedSources, STRIPPED_DIR_ENV } from './stripped-sources.ts';

/**
 * Memory settings of the server process (measured in README, Benchmarks → Load → Memory).
 *
 * Three of them can only be given when the process starts, so the server re-executes itself once,
 * in place, with them added (`process.execve`: same pid, same stdin/stdout/stderr, so `npm start`,
 * supervisors, signals and the benches keep seeing the one process):
 *
 * - `--max-semi-space-size=16`: on a machine with a few GB of RAM, Node 24 lets V8's young
 *   generation grow to 2 × 64 MB, and start-up alone grows it that far (resolving each of the ~450
 *   modules of drizzle-orm makes Node parse that package's 178 KB package.json again; the copies
 *   survive young collections until the module graph is linked). 16 MB was Node's default up to
 *   version 18. A `--max-semi-space-size` or `--max-heap-size` of the caller (command line or
 *   NODE_OPTIONS) is kept instead.
 * - `MALLOC_TRIM_THRESHOLD_` at 128 KiB (glibc's own starting value, which glibc otherwise raises up
 *   to 32 MB after the first large free) and `MALLOC_MMAP_THRESHOLD_` at 32 KiB (glibc starts at
 *   128 KiB and raises it the same way): blocks of 32 KiB and more (the segments V8's compiler
 *   threads allocate while PGlite's WebAssembly starts and while hot code is optimised under load,
 *   large buffers) are mapped on their own and unmapped when freed. Carved out of the malloc
 *   arenas instead, their freed pages stayed resident wherever a live neighbour kept the arena
 *   from shrinking: the memory bench measured 14 MB less idle and 13 MB less after load with 32 KiB
 *   than with 128 KiB (docs/notes/memory.md). Values set by the caller are kept.
 *   Other C libraries ignore these variables.
 * - `--import` of stripped-sources-hook.mjs: the server's TypeScript comes from a cache of stripped
 *   JavaScript written just before the re-execution, so the server process never loads Node's
 *   TypeScript stripper (18 MB; stripped-sources.ts).
 *
 * Not done when `TEMPERO_RUNTIME_TUNED` is set (set by the re-execution itself; set it to anything
 * to opt out), where `process.execve` does not exist (Windows), or when the process was started
 * with an IPC channel (`node --watch` in `npm run dev`): execve would close that channel.
 */
export const RUNTIME_TUNED_ENV = 'TEMPERO_RUNTIME_TUNED';

const SEMI_SPACE_MB = 16;
const STRIPPED_SOURCES_HOOK = pathToFileURL(path.join(import.meta.dirname, 'stripped-sources-hook.mjs')).href;
const MALLOC_MMAP_THRESHOLD = String(32 * 1024);
const MALLOC_TRIM_THRESHOLD = String(128 * 1024);

export interface ReexecPlan {
  file: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

/** What re-executing `entry` with the memory settings would run, or null when it is not done. */
export function memoryReexecPlan(
  entry: string,
  proc: Pick<NodeJS.Process, 'env' | 'execArgv' | 'execPath' | 'argv' | 'channel'> & { execve?: unknown } = process,
  strippedDir: string | null = null,
): ReexecPlan | null {
  if (proc.env[RUNTIME_TUNED_ENV] !== undefined) return null;
  if (typeof proc.execve !== 'function' || proc.channel) return null;
  const given = [...proc.execArgv, ...(proc.env.NODE_OPTIONS ?? '').split(/\s+/)];
  const keepsOwnYoungGen = given.some((flag) => /^--max[-_](?:semi[-_]space[-_]size|heap[-_]size)\b/.test(flag));
  const flags = keepsOwnYoungGen ? [] : [`--max-semi-space-size=${SEMI_SPACE_MB}`];
  const env: NodeJS.ProcessEnv = { ...proc.env, [RUNTIME_TUNED_ENV]: '1' };
  env.MALLOC_MMAP_THRESHOLD_ ??= MALLOC_MMAP_THRESHOLD;
  env.MALLOC_TRIM_THRESHOLD_ ??= MALLOC_TRIM_THRESHOLD;
  // TypeScript answered from the stripped-sources cache (stripped-sources.ts), unless the caller
  // asked Node to transform TypeScript (the cache holds stripped code only).
  if (strippedDir && !given.some((flag) => /^--experimental[-_]transform[-_]types\b/.test(flag))) {
    flags.push(`--import=${STRIPPED_SOURCES_HOOK}`);
    env[STRIPPED_DIR_ENV] = strippedDir;
  }
  return { file: proc.execPath, args: [proc.execPath, ...flags, ...proc.execArgv, entry, ...proc.argv.slice(2)], env };
}

/**
 * Re-executes this process as `node <flags> <execArgv> entry <args>` with the memory settings, once.
 * Returns only when it is not done or execve failed (the server then runs as started).
 */
export function reexecWithMemorySettings(entry: string): void {
  if (!memoryReexecPlan(entry)) return;
  const plan = memoryReexecPlan(entry, process, prepareStrippedSources());
  if (!plan) return;
  try {
    process.execve!(plan.file, plan.args, plan.env);
  } catch (err) {
    console.warn(
      `Tempero: could not restart with its memory settings (${err instanceof Error ? err.message : String(err)}); running as started.`,
    );
  }
}

/**
 * Start-up: keeps the young generation at its starting size while the server's modules load, and
 * lets it grow again (up to the cap above) once the server listens: loading leaves only garbage,
 * requests may want the room. V8 reads this setting whenever it considers growing the young
 * generation, so it can change while running; a `--semi-space-growth-factor` of the caller is left
 * alone. Call the returned function once, when the server listens: it also runs one full garbage
 * collection, so what start-up left behind (a closed first PGlite instance on a new data directory,
 * the loaders' copies) is returned now instead of whenever V8 next decides to collect.
 */
export function beginStartup(proc: Pick<NodeJS.Process, 'env' | 'execArgv'> = process): () => void {
  const given = [...proc.execArgv, ...(proc.env.NODE_OPTIONS ?? '').split(/\s+/)];
  const holdYoungGeneration = !given.some((flag) => /^--semi[-_]space[-_]growth[-_]factor\b/.test(flag));
  if (holdYoungGeneration) v8.setFlagsFromString('--semi-space-growth-factor=1');
  return () => {
    if (holdYoungGeneration) v8.setFlagsFromString('--semi-space-growth-factor=2');
    collectGarbage();
  };
}

/** One full, synchronous collection (`gc()` from a separate context; the global stays unset). */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as (() => void) | undefined;
  gc?.();
}
