/**
 * Collection recipes benchmark (issue 19): one user with one collection of N recipes (default
 * 2,000) on the embedded database (PGlite on disk). Measures server time (app.inject: routing,
 * validation, SQL, serialisation) and answer size of the whole collection, as the collection
 * screen used to load it, against the pages and the server-side search it loads now.
 *   node_modules/.bin/node bench/collection-recipes/run.ts [count]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { collectionRecipes, recipes, users } from '../../src/server/db/schema.ts';
import { benchRecipe } from '../bench-recipe.ts';
import { quantile } from '../quantile.ts';

const COUNT = Number(process.argv[2] ?? 2000);
const RUNS = 40;
const words = ['Chicken', 'Rice', 'Beans', 'Tomato', 'Garlic', 'Lemon', 'Pasta', 'Curry', 'Soup', 'Moqueca'];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-bench-'));
const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
const database = await openDatabase({ dataDir: path.join(dir, 'db') });
const [user] = await database.db.insert(users).values({ email: 'bench@example.com', firstName: 'Bench' }).returning();
const app = await buildApp({ config, database, webDist: false, logger: false });
await app.ready();
const { sessionsStore } = await import('../../src/server/auth/sessions.ts');
const { token } = await sessionsStore(database.db).create(user!.id);
const headers = { cookie: `tempero_session=${token}` };
const made = await app.inject({ method: 'POST', url: '/api/collections', headers, payload: { name: 'Everything' } });
const collectionId = made.json<{ id: string }>().id;

const t0 = performance.now();
const start = Date.now() - COUNT * 60000;
for (let from = 0; from < COUNT; from += 500) {
  const batch = [];
  for (let i = from; i < Math.min(COUNT, from + 500); i++) {
    batch.push(benchRecipe(words, user!.id, i));
  }
  const rows = await database.db.insert(recipes).values(batch).returning({ id: recipes.id });
  await database.db
    .insert(collectionRecipes)
    .values(rows.map((r, k) => ({ collectionId, recipeId: r.id, addedAt: new Date(start + (from + k) * 60000) })));
}
const seedMs = performance.now() - t0;
await database.db.execute('ANALYZE');

async function measure(label: string, url: string) {
  const times: number[] = [];
  let items = 0;
  let bytes = 0;
  for (let i = 0; i < RUNS + 5; i++) {
    const s = performance.now();
    const res = await app.inject({ url, headers });
    const ms = performance.now() - s;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    items = res.json<unknown[]>().length;
    bytes = res.rawPayload.length;
    if (i >= 5) times.push(ms);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => quantile(times, q).toFixed(1);
  console.log(
    `${label.padEnd(36)} items=${String(items).padStart(5)}  ${(bytes / 1024).toFixed(1).padStart(7)} KB  p50=${p(0.5)} ms  p95=${p(0.95)} ms`,
  );
}

const base = `/api/collections/${collectionId}/recipes`;
const last = Math.ceil(COUNT / 24);
console.log(`Seeded one collection of ${COUNT} recipes in ${(seedMs / 1000).toFixed(1)} s (${os.cpus().length} cores)`);
await measure('Whole collection (before)', base);
await measure('Page 1 of 24', `${base}?page=1&pageSize=24`);
await measure(`Page ${last} of 24 (the last)`, `${base}?page=${last}&pageSize=24`);
await measure('Search "moqueca", page 1 of 24', `${base}?q=moqueca&page=1&pageSize=24`);
await measure('Search "nothing", page 1 of 24', `${base}?q=nothing&page=1&pageSize=24`);
await app.close();
await database.close();
fs.rmSync(dir, { recursive: true, force: true });
