/**
 * Checks the knowledge room and the cookbook, or part of it, and says what is wrong, file by file.
 *   npm run -s knowledge:check                      # everything
 *   npm run -s knowledge:check -- src/knowledge/cookbook/polish   # one folder or file
 *   npm run -s knowledge:check -- --stats           # counts per cuisine, course and dish type
 *   npm run -s knowledge:check -- --food "star anise"   # which food keys a name finds
 * Exit code 1 when anything is wrong.
 */
import path from 'node:path';
import { checkCookbook, cookbookFiles, readCookbook } from '../../src/server/knowledge/cookbook-check.ts';
import { loadReader } from '../../src/server/chef/reader/pack.ts';
import { KnowledgeError, loadRoom } from '../../src/server/knowledge/room.ts';

const args = process.argv.slice(2);
let room;
try {
  room = loadRoom();
  // The reading words, tips and reading facts name foods, diets and cuisines of the room.
  loadReader(room);
} catch (err) {
  if (err instanceof KnowledgeError) {
    console.error(err.problems.join('\n'));
    console.error(`\n✖ ${err.problems.length} problem(s) in the knowledge room`);
    process.exit(1);
  }
  throw err;
}

const foodAt = args.indexOf('--food');
if (foodAt >= 0) {
  const name = args[foodAt + 1] ?? '';
  for (const lang of ['en', 'pt-BR'] as const) {
    const hits = room.foodIndex(lang).find(name);
    console.log(`${lang}: ${hits.map((h) => `"${h.phrase}" → ${h.values.join(' / ')}`).join('; ') || '(no food)'}`);
  }
  process.exit(0);
}

const paths = args.filter((a) => !a.startsWith('--')).map((p) => path.resolve(p));
const files = cookbookFiles().filter(
  (f) => paths.length === 0 || paths.some((p) => f === p || f.startsWith(p + path.sep)),
);
const { entries, problems: shape } = readCookbook(files);
const problems = [...shape, ...checkCookbook(room, entries)];
if (args.includes('--stats')) {
  const count = (f: (r: (typeof entries)[number]['recipe']) => string[]) => {
    const m = new Map<string, number>();
    for (const e of entries) for (const k of f(e.recipe)) m.set(k, (m.get(k) ?? 0) + 1);
    return [...m]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
  };
  console.log(`cuisines: ${count((r) => [r.cuisine])}`);
  console.log(`courses: ${count((r) => [r.course, ...(r.also ?? [])])}`);
  console.log(`dish types: ${count((r) => [r.dish])}`);
  console.log(`variants: ${entries.reduce((n, e) => n + (e.recipe.variants?.length ?? 0), 0)}`);
}
for (const p of problems) console.log(p);
console.log(`\n${entries.length} recipe(s) read, ${room.foods.size} foods; ${problems.length} problem(s)`);
process.exit(problems.length ? 1 : 0);
