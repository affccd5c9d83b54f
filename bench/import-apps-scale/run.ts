/**
 * Import-from-another-app at scale (issue 36 item 10): one server on the embedded database imports a
 * zip of N schema.org JSON-LD recipes whose names and descriptions are 60 KB each (as the report
 * that found the problem had), while a probe asks GET /api/health every 100 ms.
 *   node_modules/.bin/node bench/import-apps-scale/run.ts [N…]     (default: 50 100 200 300)
 * Prints, per N: the import's wall time and time per entry, the health probe's mean/p95/max, the
 * size of GET /api/import-jobs and of the finished job, and the server's resident memory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { buildZip } from '../../tests/helpers/zip.ts';
import { quantile } from '../quantile.ts';

const SIZES = process.argv.slice(2).map(Number).filter(Boolean);
const ns = SIZES.length ? SIZES : [50, 100, 200, 300];
const PORT = Number(process.env.BENCH_PORT ?? 4110);
const LONG = 60 * 1024;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-bench-import-'));
const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', NODE_ENV: 'production' });
const database = await openDatabase({ dataDir: path.join(dir, 'db') });
const app = await buildApp({ config, database, webDist: false, logger: false });
await app.listen({ port: PORT, host: '127.0.0.1' });
const base = `http://127.0.0.1:${PORT}`;

const register = await fetch(`${base}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench@example.com', password: 'bench password 1', firstName: 'Bench' }),
});
const cookie = register.headers.getSetCookie()[0]!.split(';')[0]!;

function exportZip(n: number): Buffer {
  const filler = (seed: string) => `${seed} `.repeat(Math.ceil(LONG / (seed.length + 1))).slice(0, LONG);
  return buildZip(
    Array.from({ length: n }, (_, i) => ({
      name: `recipes/r${n}-${i}.json`,
      data: JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: `Run ${n} recipe ${i} ${filler('long name')}`,
        description: filler('long description'),
        recipeIngredient: ['2 cups rice', '1 onion', '1 tbsp oil'],
        recipeInstructions: ['Fry the onion.', 'Add the rice and water.', 'Simmer 18 minutes.'],
        prepTime: 'PT10M',
        cookTime: 'PT20M',
        recipeYield: '4',
      }),
    })),
  );
}

const rssMb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);

/** /api/health every 100 ms until `until` resolves: the latencies, in ms. */
async function probeHealth(until: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  void until.then(() => (done = true));
  while (!done) {
    const t0 = performance.now();
    await fetch(`${base}/api/health`);
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 100));
  }
  return times;
}
const stats = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return [mean.toFixed(1), quantile(sorted, 0.95).toFixed(1), sorted.at(-1)!.toFixed(1)];
};

// The idle server first (after one small import, so the importers are loaded), for comparison.
{
  const warm = exportZip(5);
  const res = await fetch(`${base}/api/import-jobs?format=jsonld&fileName=warm.zip`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(warm),
  });
  const { id } = (await res.json()) as { id: string };
  await fetch(`${base}/api/import-jobs/${id}/start`, { method: 'POST', headers: { cookie } });
  await app.ctx.services.importJobs.idle();
  const idle = await probeHealth(new Promise((r) => setTimeout(r, 5000)));
  const [mean, p95, max] = stats(idle);
  console.log(`idle server: /api/health mean ${mean} ms, p95 ${p95} ms, max ${max} ms (${idle.length} probes)`);
}
const rows: string[] = [];
for (const n of ns) {
  const zip = exportZip(n);
  const created = await fetch(`${base}/api/import-jobs?format=jsonld&fileName=bench-${n}.zip`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(zip),
  });
  if (created.status !== 201) throw new Error(`upload ${n}: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const rssBefore = rssMb();

  const t0 = performance.now();
  const started = await fetch(`${base}/api/import-jobs/${id}/start`, { method: 'POST', headers: { cookie } });
  if (started.status !== 202) throw new Error(`start ${n}: ${started.status}`);
  let detailBytes = 0;
  let status = 'running';
  const finished = (async () => {
    while (status === 'running') {
      await new Promise((r) => setTimeout(r, 250));
      const res = await fetch(`${base}/api/import-jobs/${id}`, { headers: { cookie } });
      const text = await res.text();
      detailBytes = text.length;
      status = (JSON.parse(text) as { status: string }).status;
    }
  })();
  const health = await probeHealth(finished);
  const seconds = (performance.now() - t0) / 1000;
  const listBytes = (await (await fetch(`${base}/api/import-jobs`, { headers: { cookie } })).text()).length;
  rows.push(
    [
      n,
      `${(zip.length / 1024 / 1024).toFixed(1)} MB`,
      status,
      seconds.toFixed(1),
      ((seconds * 1000) / n).toFixed(0),
      ...stats(health),
      `${Math.round(listBytes / 1024)} KB`,
      `${Math.round(detailBytes / 1024)} KB`,
      `${rssBefore} → ${rssMb()}`,
    ].join(' | '),
  );
  console.log(rows.at(-1));
}

console.log('\n| entries | zip | status | import s | ms/entry | health mean ms | p95 | max | list | job | RSS MB |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) console.log(`| ${r} |`);
await app.close();
await database.close();
fs.rmSync(dir, { recursive: true, force: true });
