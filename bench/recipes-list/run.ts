/**
 * Recipe list benchmark: one user with 10,000 recipes on the embedded database (PGlite on disk).
 * Measures server time (app.inject: routing, validation, SQL, serialisation) of the History page
 * (20 per page), the favourites list, and a title search. Unfiltered pages are kept by the list
 * cache (recipe-list-cache.ts): each is measured as after a write ("changed": the cache forgets
 * the user before every request, so the database is read) and repeated ("cached").
 * Then the cost of that cache on writes: a recipe's favourite toggled (PATCH, in-process) with the
 * trigger that reports changes to the cache, once the trigger is dropped, and with it again.
 *   node_modules/.bin/node bench/recipes-list/run.ts [count]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { recipes, users } from '../../src/server/db/schema.ts';
import { installRecipeListTrigger, recipeListCache } from '../../src/server/recipes/recipe-list-cache.ts';
import { benchRecipe } from '../bench-recipe.ts';
import { quantile } from '../quantile.ts';

const COUNT = Number(process.argv[2] ?? 10000);
const RUNS = 60;
const words = [
  'Chicken',
  'Rice',
  'Beans',
  'Tomato',
  'Garlic',
  'Lemon',
  'Pasta',
  'Curry',
  'Soup',
  'Salad',
  'Cake',
  'Bread',
  'Stew',
  'Tacos',
  'Moqueca',
  'Feijoada',
  'Pie',
  'Roast',
];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-bench-'));
const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
const database = await openDatabase({ dataDir: path.join(dir, 'db') });
const [user] = await database.db.insert(users).values({ email: 'bench@example.com', firstName: 'Bench' }).returning();

const t0 = performance.now();
for (let start = 0; start < COUNT; start += 500) {
  const batch = [];
  for (let i = start; i < Math.min(COUNT, start + 500); i++) {
    batch.push({
      ...benchRecipe(words, user!.id, i),
      isFavorite: i % 10 === 0,
      createdAt: new Date(Date.now() - i * 60000),
    });
  }
  await database.db.insert(recipes).values(batch);
}
const seedMs = performance.now() - t0;
await database.db.execute('ANALYZE recipes');

const app = await buildApp({ config, database, webDist: false, logger: false });
await app.ready();
// Sign in through a real session.
const { sessionsStore } = await import('../../src/server/auth/sessions.ts');
const { token } = await sessionsStore(database.db).create(user!.id);
const headers = { cookie: `tempero_session=${token}` };

const listCache = await recipeListCache(database.db);

async function measure(label: string, url: string, mode: 'changed' | 'cached' | '' = '') {
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < RUNS + 5; i++) {
    if (mode === 'changed') listCache?.changed(user!.id);
    const s = performance.now();
    const res = await app.inject({ url, headers });
    const ms = performance.now() - s;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    size = res.json<unknown[]>().length;
    if (i >= 5) times.push(ms);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => quantile(times, q).toFixed(1);
  console.log(
    `${`${label}${mode ? ` ${mode}` : ''}`.padEnd(42)} items=${String(size).padStart(4)}  p50=${p(0.5)} ms  p95=${p(0.95)} ms  max=${times.at(-1)!.toFixed(1)} ms`,
  );
}

console.log(
  `Seeded ${COUNT} recipes for one user in ${(seedMs / 1000).toFixed(1)} s (PGlite on disk, ${os.cpus().length} cores)`,
);
const unfiltered: Array<[string, string]> = [
  ['History page 1 (20, newest)', '/api/recipes?page=1&pageSize=20&sort=newest'],
  ['History page 250 (20, title)', '/api/recipes?page=250&pageSize=20&sort=title'],
  ['History page 3 (20, cookTime)', '/api/recipes?page=3&pageSize=20&sort=cookTime'],
  ['Favourites (first 100)', '/api/recipes/favorites'],
];
for (const [label, url] of unfiltered) {
  if (!listCache) await measure(label, url);
  else for (const mode of ['changed', 'cached'] as const) await measure(label, url, mode);
}
await measure('Title search "moqueca" (page 1)', '/api/recipes?search=moqueca&page=1&pageSize=20');
await measure('Title search "feijoada 12"', '/api/recipes?search=feijoada%2012&page=1&pageSize=20');

/** A write through the API, timed like the reads: PATCH /api/recipes/:id/favorite. */
async function measureWrites(label: string) {
  const rows = await database.db
    .select({ id: recipes.id })
    .from(recipes)
    .limit(RUNS + 5);
  const times: number[] = [];
  for (const [i, { id }] of rows.entries()) {
    const s = performance.now();
    const res = await app.inject({ method: 'PATCH', url: `/api/recipes/${id}/favorite`, headers });
    const ms = performance.now() - s;
    if (res.statusCode !== 200) throw new Error(`favorite: ${res.statusCode} ${res.body}`);
    if (i >= 5) times.push(ms);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => quantile(times, q).toFixed(2);
  console.log(`${label.padEnd(42)} writes=${times.length}  p50=${p(0.5)} ms  p95=${p(0.95)} ms`);
}
if (listCache) {
  await measureWrites('Favourite toggle, list-cache trigger on');
  await database.db.execute('DROP TRIGGER tempero_recipe_lists_rows ON recipes');
  await measureWrites('Favourite toggle, trigger dropped');
  await installRecipeListTrigger(database.db);
  await measureWrites('Favourite toggle, trigger on again');
}
await app.close();
await database.close();
fs.rmSync(dir, { recursive: true, force: true });
