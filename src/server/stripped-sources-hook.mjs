// Plain JavaScript on purpose: loaded with `--import` before any TypeScript, so that Node never has
// to load its TypeScript stripper (amaro) in the server process. See stripped-sources.ts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { registerHooks } from 'node:module';
import process from 'node:process';

/** The cache file name of a module: its URL and its exact source (stripped-sources.ts uses the same). */
export function strippedKey(url, source) {
  return `${crypto.createHash('sha256').update(url).update('\0').update(source).digest('hex')}.js`;
}

const dir = process.env.TEMPERO_STRIPPED_DIR;
if (dir) {
  registerHooks({
    load(url, context, nextLoad) {
      const result = nextLoad(url, context);
      if (result.format !== 'module-typescript' || result.source == null) return result;
      let source;
      try {
        source = fs.readFileSync(path.join(dir, strippedKey(url, result.source)), 'utf8');
      } catch {
        // Not in the cache (changed or added since the server started): Node strips it itself.
        return result;
      }
      return { format: 'module', source, shortCircuit: true };
    },
  });
}
