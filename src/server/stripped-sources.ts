import fs from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { strippedKey } from './stripped-sources-hook.mjs';

/**
 * The server's TypeScript without Node's TypeScript stripper in the server process.
 *
 * Node runs `.ts` files by stripping their types with amaro (SWC compiled to WebAssembly), which it
 * loads with the first `.ts` module and keeps for the life of the process: 18 MB resident (a
 * `node x.ts` measured 59.7 MB, `node x.js` 41.9 MB; 12 MB of it anonymous: amaro's 3.8 MB source,
 * its WebAssembly and what it compiled). Before the server re-executes itself (process-memory.ts),
 * `prepareStrippedSources` writes the JavaScript of every server source file into a cache directory
 * (Node's own `module.stripTypeScriptTypes`, the same stripping, in the process about to be
 * replaced); in the re-executed process `stripped-sources-hook.mjs` answers each `.ts` module from
 * there. The cache is keyed by the module's URL and exact source, so it is never stale: a file
 * missing from it (changed after the server started) is stripped by Node as before.
 *
 * Node's own compile cache (NODE_COMPILE_CACHE) also keeps stripped sources, but with V8 code
 * caches that made the server larger, not smaller, in the memory bench.
 */
export const STRIPPED_DIR_ENV = 'TEMPERO_STRIPPED_DIR';

/** src/server and src/shared: everything the server imports from src. */
const SOURCE_DIRS = ['server', 'shared'].map((d) => path.resolve(import.meta.dirname, '..', d));
const DEFAULT_CACHE_DIR = path.resolve(import.meta.dirname, '../../node_modules/.cache/tempero-stripped-ts');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__fixtures__') sourceFiles(full, out);
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')) {
      out.push(full);
    }
  }
  return out;
}

/** Node's type stripping, without its "experimental" warning in the server's output. */
function strip(source: string, sourceUrl: string): string {
  const emitWarning = process.emitWarning;
  process.emitWarning = () => {};
  try {
    return module.stripTypeScriptTypes(source, { mode: 'strip', sourceUrl });
  } finally {
    process.emitWarning = emitWarning;
  }
}

/**
 * Brings the cache up to date (only new or changed files are stripped; entries of files that no
 * longer exist are removed) and returns its directory, or null when it cannot be written (a
 * read-only install: the server then runs as before).
 */
export function prepareStrippedSources(opts: { dirs?: string[]; cacheDir?: string } = {}): string | null {
  const { dirs = SOURCE_DIRS, cacheDir = DEFAULT_CACHE_DIR } = opts;
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
    const wanted = new Set<string>();
    for (const dir of dirs) {
      for (const file of sourceFiles(fs.realpathSync(dir))) {
        const bytes = fs.readFileSync(file);
        const url = pathToFileURL(file).href;
        const name = strippedKey(url, bytes);
        wanted.add(name);
        const target = path.join(cacheDir, name);
        if (fs.existsSync(target)) continue;
        // Written whole, then renamed: a server starting at the same time never reads half a file.
        const temporary = `${target}.${process.pid}.tmp`;
        fs.writeFileSync(temporary, strip(bytes.toString('utf8'), url));
        fs.renameSync(temporary, target);
      }
    }
    for (const name of fs.readdirSync(cacheDir)) {
      if (!wanted.has(name) && !name.endsWith('.tmp')) fs.rmSync(path.join(cacheDir, name), { force: true });
    }
    return cacheDir;
  } catch {
    return null;
  }
}
