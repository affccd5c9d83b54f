/**
 * Writes src/shared/knowledge/foods-slice.generated.ts (and suggestions-slice.generated.ts, the
 * editor's everyday names): the part of the knowledge room's food
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
import { renderFoodsSlice, renderSuggestionsSlice } from '../../src/server/knowledge/slice.ts';

const dir = path.resolve(import.meta.dirname, '../../src/shared/knowledge');
const room = loadRoom();
const outputs: [string, string][] = [
  [path.join(dir, 'foods-slice.generated.ts'), renderFoodsSlice(room)],
  [path.join(dir, 'suggestions-slice.generated.ts'), renderSuggestionsSlice(room)],
];
const check = process.argv.includes('--check');
for (const [outFile, text] of outputs) {
  const name = path.relative(process.cwd(), outFile);
  if (check) {
    const same = fs.existsSync(outFile) && fs.readFileSync(outFile, 'utf8') === text;
    console.log(same ? `${name} is up to date` : `${name} is stale: run npm run knowledge:slice`);
    if (!same) process.exitCode = 1;
  } else {
    fs.writeFileSync(outFile, text);
    console.log(`wrote ${name}: ${text.length} bytes`);
  }
}
