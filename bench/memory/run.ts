/**
 * Memory bench: the server's resident memory on the embedded database, idle and after load.
 *
 *   node_modules/.bin/node bench/memory/run.ts [--settle 10] [--load 10] [--after 30] [--recipes 50] [--port N] [--detail]
 *
 * Starts the real server (`node src/server/main.ts`, NODE_ENV=production) on a new DATA_DIR with
 * PGlite, seeds one user and --recipes recipes (bench/http/bench-server.ts), waits --settle
 * seconds and reads its RSS ("idle after start"), then runs wrk on each route of the HTTP bench
 * (health, public page plain and compressed, one recipe, a list page) for --load seconds each,
 * reads the peak, waits --after seconds (30: "after the load settles") and reads RSS again. RSS is
 * /proc/<pid>/status VmRSS, with its anonymous and file-backed parts; each figure is printed with
 * the load average (1/5/15 min), since a shared machine moves the timings (memory much less).
 * Target (issue 19): under 200 MB idle after start and 30 s after the load.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadAvg, runWrk, startBenchServer, WRK, type BenchServer } from '../http/bench-server.ts';
import { detail } from './where.ts';

const { values: args } = parseArgs({
  options: {
    settle: { type: 'string', default: '10' },
    load: { type: 'string', default: '10' },
    after: { type: 'string', default: '30' },
    recipes: { type: 'string', default: '50' },
    port: { type: 'string' },
    /** Also print where the memory is at each point (where.ts; the server runs with --inspect on port + 1). */
    detail: { type: 'boolean', default: false },
  },
});
const SETTLE_S = Number(args.settle);
const LOAD_S = Number(args.load);
const AFTER_S = Number(args.after);
const RECIPES = Number(args.recipes);
const PORT = args.port === undefined ? undefined : Number(args.port);
if (PORT !== undefined && !(Number.isInteger(PORT) && PORT > 0 && PORT < 65536))
  throw new Error('--port must be a port number from 1 to 65535');
const DETAIL = args.detail;
if (DETAIL && PORT === undefined) throw new Error('--detail needs --port (the inspector listens on the next port)');
for (const [name, v] of Object.entries({ settle: SETTLE_S, load: LOAD_S, after: AFTER_S, recipes: RECIPES })) {
  if (!Number.isInteger(v) || v < 0 || v > 600) throw new Error(`--${name} must be a whole number from 0 to 600`);
}
if (!fs.existsSync(WRK)) {
  console.error('wrk is not installed: apt-get install wrk');
  process.exit(2);
}

const TARGET_MB = 200;
const sleep = (s: number) => new Promise((r) => setTimeout(r, s * 1000));

/** VmRSS, RssAnon and RssFile of a process, in MB. */
function rss(pid: number): { total: number; anon: number; file: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1] ?? NaN);
  return { total: kb('VmRSS') / 1024, anon: kb('RssAnon') / 1024, file: kb('RssFile') / 1024 };
}

function line(label: string, r: { total: number; anon: number; file: number }, mark = true): void {
  const verdict = mark
    ? r.total < TARGET_MB
      ? '  < 200 MB: met'
      : `  > 200 MB by ${(r.total - TARGET_MB).toFixed(0)} MB`
    : '';
  console.log(
    `${label.padEnd(30)} ${r.total.toFixed(1).padStart(7)} MB  (anon ${r.anon.toFixed(1)}, file ${r.file.toFixed(1)})  load ${loadAvg()}${verdict}`,
  );
}

let bench: BenchServer | null = null;
try {
  bench = await startBenchServer({
    recipes: RECIPES,
    ...(PORT ? { port: PORT } : {}),
    ...(DETAIL ? { env: { NODE_OPTIONS: `--inspect=127.0.0.1:${PORT! + 1}` } } : {}),
  });
  const pid = bench.server.pid;
  await sleep(SETTLE_S);
  console.log(`server pid ${pid}, PGlite, NODE_ENV=production; ${RECIPES} recipes seeded`);
  line(`idle, ${SETTLE_S} s after start`, rss(pid));
  if (DETAIL) console.log(await detail(pid, PORT! + 1));
  // The built-in chef's cookbook is indexed on its first call (or a minute after start): ask it
  // a few wishes, then measure idle again with the cookbook loaded (issue 31's target).
  const cookie = bench.routes.find((r) => r.cookie)?.cookie;
  if (cookie) {
    for (const dishType of ['feijoada', 'vegetarian chili', 'uma sopa', 'something with chicken', 'pierogi']) {
      const res = await fetch(`${bench.base}/api/recipes/generate`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: bench.base },
        body: JSON.stringify({ dishType, recipeCount: 3, language: 'en' }),
      });
      if (res.status !== 200) throw new Error(`generate "${dishType}": ${res.status} ${await res.text()}`);
    }
    await sleep(SETTLE_S);
    line(`idle, cookbook loaded (+${SETTLE_S} s)`, rss(pid));
    if (DETAIL) console.log(await detail(pid, PORT! + 1));
  }
  let peak = rss(pid);
  const sampler = setInterval(() => {
    const now = rss(pid);
    if (now.total > peak.total) peak = now;
  }, 250);
  for (const r of bench.routes) {
    const res = await runWrk(`${bench.base}${r.path}`, {
      threads: 1,
      connections: 10,
      durationS: LOAD_S,
      cookie: r.cookie,
      headers: r.headers,
    });
    console.log(`  load: ${r.name.padEnd(18)} ${res.reqPerSec.toFixed(0).padStart(6)} req/s for ${LOAD_S} s`);
  }
  clearInterval(sampler);
  line('peak during load', peak, false);
  line('right after load', rss(pid), false);
  await sleep(AFTER_S);
  line(`${AFTER_S} s after load`, rss(pid));
  if (DETAIL) console.log(await detail(pid, PORT! + 1));
} finally {
  await bench?.stop();
}
