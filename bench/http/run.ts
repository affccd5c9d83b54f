/**
 * HTTP bench: the real server (a child process, PGlite in a temp DATA_DIR) under wrk, per route.
 *
 *   node_modules/.bin/node bench/http/run.ts [--duration 10] [--connections 10] [--threads 1] [--recipes 50]
 *
 * Seeds one user (in the database: sign-up is rate-limited per IP), signs in, creates --recipes
 * recipes through the API and makes one public, then runs wrk (installed at /usr/bin/wrk: apt-get
 * install wrk) against 127.0.0.1 only, one route after the other, each for --duration seconds:
 *   health       GET /api/health
 *   public page  GET /public/recipe/:id (server-rendered, anonymous), plain and with Accept-Encoding br
 *   one recipe   GET /api/recipes/:id (signed in, cookie header)
 *   list page    GET /api/recipes?page=1&pageSize=50 (signed in: a page of 50 cards)
 *   home         GET / signed in (server-rendered with its 12 favourites in the boot data), br
 * Prints req/s, p99 latency, non-2xx answers and the load average (1/5/15 min) measured next to
 * each figure: the machine is shared, so the figures mean little without it. Also the server's CPU
 * time per request (from /proc): it hardly depends on the load, so it compares runs on a busy
 * machine (1000 / CPU ms per request is about what one idle core serves).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cpuSeconds, loadAvg, runWrk, startBenchServer, WRK, type BenchServer } from './bench-server.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    threads: { type: 'string', default: '1' },
    recipes: { type: 'string', default: '50' },
    // Only the routes whose name starts with one of these (comma-separated), e.g. --only health,public
    only: { type: 'string' },
    // Write a V8 CPU profile of the server into this folder (node --cpu-prof), for chrome://inspect.
    'cpu-prof-dir': { type: 'string' },
  },
});
const DURATION_S = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const THREADS = Number(args.threads);
const RECIPES = Number(args.recipes);
for (const [name, v] of Object.entries({
  duration: DURATION_S,
  connections: CONNECTIONS,
  threads: THREADS,
  recipes: RECIPES,
})) {
  if (!Number.isInteger(v) || v < 1 || v > 600) throw new Error(`--${name} must be a whole number from 1 to 600`);
}
if (!fs.existsSync(WRK)) {
  console.error('wrk is not installed: apt-get install wrk');
  process.exit(2);
}

const profDir = args['cpu-prof-dir'] ? path.resolve(args['cpu-prof-dir']) : null;
let bench: BenchServer | null = null;
try {
  const only = args.only
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // Only the routes asked for are checked too: --only health,list runs without the web build.
  bench = await startBenchServer({
    recipes: RECIPES,
    ...(only ? { only } : {}),
    ...(profDir ? { env: { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profDir}` } } : {}),
  });
  const { server, base, routes } = bench;
  for (const r of routes) {
    const res = await fetch(`${base}${r.path}`, { headers: r.cookie ? { cookie: r.cookie } : {} });
    const body = await res.text();
    console.log(`${r.name.padEnd(18)} ${String(Buffer.byteLength(body)).padStart(7)} bytes  GET ${r.path}`);
  }

  console.log(
    `\nwrk ${THREADS} thread(s), ${CONNECTIONS} connections, ${DURATION_S} s per route; ${os.cpus().length} CPUs; server RSS ${server.rssKb() ?? '?'} KiB`,
  );
  console.log(
    `${'route'.padEnd(18)} ${'req/s'.padStart(9)} ${'p99 ms'.padStart(9)} ${'non-2xx'.padStart(8)} ${'CPU ms/req'.padStart(10)}  load average (1/5/15 min) before → after`,
  );
  for (const r of routes) {
    const before = loadAvg();
    const cpuBefore = cpuSeconds(server.pid);
    const result = await runWrk(`${base}${r.path}`, {
      threads: THREADS,
      connections: CONNECTIONS,
      durationS: DURATION_S,
      cookie: r.cookie,
      headers: r.headers,
    });
    // Server CPU per request: 1000 / this is what one idle core would serve.
    const cpuMs = ((cpuSeconds(server.pid) - cpuBefore) * 1000) / result.requests;
    console.log(
      `${r.name.padEnd(18)} ${result.reqPerSec.toFixed(0).padStart(9)} ${result.p99Ms.toFixed(2).padStart(9)} ${String(result.non2xx).padStart(8)} ${cpuMs.toFixed(3).padStart(10)}  ${before} → ${loadAvg()}${result.errors ? `  (${result.errors})` : ''}`,
    );
  }
  console.log(`server RSS after: ${server.rssKb() ?? '?'} KiB`);
} finally {
  await bench?.stop();
}
