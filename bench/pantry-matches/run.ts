/**
 * "What can I make?" benchmark: one user with N recipes (default 1,000; 10 ingredients each, names
 * from the bilingual suggestion list, half in Portuguese) and a 60-item pantry, on the embedded
 * database. Measures server time of GET /api/pantry/matches (SQL + ranking + serialisation).
 *   node_modules/.bin/node bench/pantry-matches/run.ts [count]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { pantryItems, recipes, users } from '../../src/server/db/schema.ts';
import { INGREDIENT_SUGGESTIONS } from '../../src/shared/suggestions/index.ts';
import { quantile } from '../quantile.ts';

const COUNT = Number(process.argv[2] ?? 1000);
const RUNS = 30;
const names = INGREDIENT_SUGGESTIONS;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-bench-'));
const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
const database = await openDatabase({ dataDir: path.join(dir, 'db') });
const [user] = await database.db.insert(users).values({ email: 'bench@example.com', firstName: 'Bench' }).returning();

for (let start = 0; start < COUNT; start += 500) {
  const batch = [];
  for (let i = start; i < Math.min(COUNT, start + 500); i++) {
    const pt = i % 2 === 1;
    batch.push({
      userId: user!.id,
      title: `Bench ${i}`,
      language: pt ? 'pt-BR' : 'en',
      ingredients: Array.from({ length: 10 }, (_, k) => {
        const s = names[(i * 7 + k * 13) % names.length]!;
        return { name: pt ? s.pt : `${s.en}, chopped`, amount: `${1 + k} cups` };
      }),
      instructions: ['Cook.'],
    });
  }
  await database.db.insert(recipes).values(batch);
}
await database.db.insert(pantryItems).values(
  Array.from({ length: 60 }, (_, i) => ({
    userId: user!.id,
    name: i % 2 ? names[(i * 3) % names.length]!.pt : `${names[(i * 3) % names.length]!.en}s`,
    bestBefore: i % 5 ? null : '2026-12-01',
  })),
);

const app = await buildApp({ config, database, webDist: false, logger: false });
await app.ready();
const { sessionsStore } = await import('../../src/server/auth/sessions.ts');
const { token } = await sessionsStore(database.db).create(user!.id);
const headers = { cookie: `tempero_session=${token}` };

const times: number[] = [];
let first: { missing: unknown[] } | undefined;
for (let i = 0; i < RUNS + 3; i++) {
  const s = performance.now();
  const res = await app.inject({ url: '/api/pantry/matches?limit=30', headers });
  const ms = performance.now() - s;
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  first ??= res.json().matches[0];
  if (i >= 3) times.push(ms);
}
times.sort((a, b) => a - b);
const p = (q: number) => quantile(times, q).toFixed(1);
console.log(`${COUNT} recipes × 10 ingredients, 60 pantry items (${os.cpus().length} cores)`);
console.log(
  `GET /api/pantry/matches  p50=${p(0.5)} ms  p95=${p(0.95)} ms  max=${times.at(-1)!.toFixed(1)} ms  best has ${first?.missing.length} missing`,
);
await app.close();
await database.close();
fs.rmSync(dir, { recursive: true, force: true });
