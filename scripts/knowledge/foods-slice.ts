/**
 * Writes src/shared/knowledge/foods-slice.generated.ts: the part of the knowledge room's food
 * records that code running in the browser (and shared code on the server) reads without the
 * files: every food's names per language and what matching, unit conversion, scaling, nutrition,
 * the editor's suggestions and the shopping list need. The room stays the source; this is derived.
 *
 *   npm run knowledge:slice            # writes the file
 *   npm run knowledge:slice -- --check # fails when the committed file differs (run by validate)
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadRoom } from '../../src/server/knowledge/room.ts';
import { renderFoodsSlice } from '../../src/server/knowledge/slice.ts';

const outFile = path.resolve(import.meta.dirname, '../../src/shared/knowledge/foods-slice.generated.ts');
const text = renderFoodsSlice(loadRoom());
if (process.argv.includes('--check')) {
  const same = fs.existsSync(outFile) && fs.readFileSync(outFile, 'utf8') === text;
  console.log(
    same
      ? `${path.relative(process.cwd(), outFile)} is up to date`
      : `${path.relative(process.cwd(), outFile)} is stale: run npm run knowledge:slice`,
  );
  process.exitCode = same ? 0 : 1;
} else {
  fs.writeFileSync(outFile, text);
  console.log(`wrote ${outFile}: ${text.length} bytes`);
}
