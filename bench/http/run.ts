/**
 * HTTP bench: the real server (a child process, PGlite in a temp DATA_DIR) under wrk, per route.
 *
 *   node_modules/.bin/node bench/http/run.ts [--duration 10] [--connections 10] [--threads 1] [--recipes 50]
 *
 * Seeds one user (in the database: sign-up is rate-limited per IP), signs in, creates --recipes
 * recipes through the API and makes one public, then runs wrk (installed at /usr/bin/wrk: apt-get
 * install wrk) against 127.0.0.1 only, one route after the other, each for --duration seconds:
 *   health       GET /api/health
 *   public page  GET /public/recipe/:id (server-rendered, anonymous)
 *   one recipe   GET /api/recipes/:id (signed in, cookie header)
 *   list page    GET /api/recipes?page=1&pageSize=50 (signed in: a page of 50 cards)
 * Prints req/s, p99 latency, non-2xx answers and the load average (1/5/15 min) measured next to
 * each figure: the machine is shared, so the figures mean little without it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema.ts';
import { startServer, type DataLocation } from '../../tests/reliability/harness.ts';

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
const WRK = '/usr/bin/wrk';
if (!fs.existsSync(WRK)) {
  console.error('wrk is not installed: apt-get install wrk');
  process.exit(2);
}
const EMAIL = 'http-bench@example.com';
const PASSWORD = 'bench password 1234';

const loadAvg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

interface WrkResult {
  reqPerSec: number;
  p99Ms: number;
  non2xx: number;
  errors: string | null;
}

/** wrk's latency figures carry their unit (us, ms, s). */
function toMs(value: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!m) return NaN;
  const n = Number(m[1]);
  return m[2] === 'us' ? n / 1000 : m[2] === 'ms' ? n : m[2] === 's' ? n * 1000 : n * 60_000;
}

function parseWrk(out: string): WrkResult {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
  const p99 = /^\s+99%\s+(\S+)/m.exec(out);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(out);
  const errors = /Socket errors:.*$/m.exec(out);
  return {
    reqPerSec: rps ? Number(rps[1]) : NaN,
    p99Ms: p99 ? toMs(p99[1]!) : NaN,
    non2xx: non2xx ? Number(non2xx[1]) : 0,
    errors: errors ? errors[0] : null,
  };
}

function runWrk(url: string, cookie: string | null): Promise<WrkResult> {
  if (new URL(url).hostname !== '127.0.0.1') throw new Error('the bench only talks to 127.0.0.1');
  const argv = [
    '-t',
    String(THREADS),
    '-c',
    String(CONNECTIONS),
    '-d',
    `${DURATION_S}s`,
    '--timeout',
    '10s',
    '--latency',
  ];
  if (cookie) argv.push('-H', `Cookie: ${cookie}`);
  argv.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (out += c.toString('utf8')));
    // wrk stops itself after --duration; this only guards against a hung run.
    const guard = setTimeout(() => child.kill('SIGKILL'), (DURATION_S + 30) * 1000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(guard);
      if (code !== 0) reject(new Error(`wrk exited with ${code}:\n${out}`));
      else resolve(parseWrk(out));
    });
  });
}

async function call(url: string, init: RequestInit & { cookie?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.body) headers.set('content-type', 'application/json');
  return fetch(url, { ...init, headers, signal: AbortSignal.timeout(60_000) });
}

function recipeBody(n: number) {
  return {
    title: `Bench recipe #${n}`,
    description: `A recipe written for the HTTP bench, number ${n}.`,
    prepTime: 5 + (n % 40),
    cookTime: 10 + (n % 50),
    servings: 1 + (n % 6),
    difficulty: ['Easy', 'Medium', 'Hard'][n % 3],
    ingredients: Array.from({ length: 8 }, (_, i) => ({ name: `ingredient ${i} of ${n}`, amount: `${i + 1} cups` })),
    instructions: Array.from(
      { length: 6 },
      (_, i) => `Step ${i + 1}: stir the pot for **${i + 2} minutes** and taste.`,
    ),
    tags: ['bench', `n${n % 7}`],
    tips: ['Taste as you go.', 'Salt at the end.'],
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-http-bench-'));
const loc: DataLocation = {
  kind: 'pglite',
  dataDir,
  env: { DATA_DIR: dataDir },
  cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
};
let server: Awaited<ReturnType<typeof startServer>> | null = null;
try {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await database.db
    .insert(users)
    .values({ email: EMAIL, passwordHash: await hashPassword(PASSWORD), firstName: 'Bench' });
  await database.close();
  const profDir = args['cpu-prof-dir'] ? path.resolve(args['cpu-prof-dir']) : null;
  server = await startServer(loc, {
    timeoutMs: 180_000,
    ...(profDir ? { env: { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profDir}` } } : {}),
  });
  const base = server.url;

  const login = await call(`${base}/api/auth/login`, {
    method: 'POST',
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const session = login.headers.getSetCookie().find((c) => c.startsWith('tempero_session='));
  if (login.status !== 200 || !session) throw new Error(`login: ${login.status} ${await login.text()}`);
  const cookie = session.split(';')[0]!;
  let firstId = '';
  for (let n = 1; n <= RECIPES; n++) {
    const res = await call(`${base}/api/recipes`, { method: 'POST', cookie, body: JSON.stringify(recipeBody(n)) });
    if (res.status !== 201) throw new Error(`seed recipe: ${res.status} ${await res.text()}`);
    const { id } = (await res.json()) as { id: string };
    firstId ||= id;
  }
  const pub = await call(`${base}/api/recipes/${firstId}/public`, { method: 'PATCH', cookie });
  if (pub.status !== 200) throw new Error(`make public: ${pub.status}`);

  const routes: Array<{ name: string; path: string; cookie: string | null }> = [
    { name: 'health', path: '/api/health', cookie: null },
    { name: 'public page', path: `/public/recipe/${firstId}`, cookie: null },
    { name: 'one recipe', path: `/api/recipes/${firstId}`, cookie },
    { name: `list page (${Math.min(RECIPES, 50)})`, path: '/api/recipes?page=1&pageSize=50', cookie },
  ];
  const only = args.only
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (only) routes.splice(0, routes.length, ...routes.filter((r) => only.some((o) => r.name.startsWith(o))));
  // Each route must answer 200 before it is measured (a 401 or 404 loop would be fast and wrong).
  for (const r of routes) {
    const res = await call(`${base}${r.path}`, { cookie: r.cookie ?? undefined });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${r.name}: ${res.status} ${body.slice(0, 200)}`);
    console.log(`${r.name.padEnd(18)} ${String(Buffer.byteLength(body)).padStart(7)} bytes  GET ${r.path}`);
  }

  console.log(
    `\nwrk ${THREADS} thread(s), ${CONNECTIONS} connections, ${DURATION_S} s per route; ${os.cpus().length} CPUs; server RSS ${server.rssKb() ?? '?'} KiB`,
  );
  console.log(
    `${'route'.padEnd(18)} ${'req/s'.padStart(9)} ${'p99 ms'.padStart(9)} ${'non-2xx'.padStart(8)}  load average (1/5/15 min) before → after`,
  );
  for (const r of routes) {
    const before = loadAvg();
    const result = await runWrk(`${base}${r.path}`, r.cookie);
    console.log(
      `${r.name.padEnd(18)} ${result.reqPerSec.toFixed(0).padStart(9)} ${result.p99Ms.toFixed(2).padStart(9)} ${String(result.non2xx).padStart(8)}  ${before} → ${loadAvg()}${result.errors ? `  (${result.errors})` : ''}`,
    );
  }
  console.log(`server RSS after: ${server.rssKb() ?? '?'} KiB`);
} finally {
  await server?.kill();
  await loc.cleanup();
}
