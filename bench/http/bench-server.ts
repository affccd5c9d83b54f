/**
 * What the HTTP and memory benches share: the real server (a child process, PGlite in a temp
 * DATA_DIR) with one user and N recipes (one public, 12 favourites), the routes measured, and wrk.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema.ts';
import { startServer, type DataLocation, type ServerProcess } from '../../tests/reliability/harness.ts';

export const WRK = '/usr/bin/wrk';
const EMAIL = 'http-bench@example.com';
const PASSWORD = 'bench password 1234';
/** Favourites among the seeded recipes: signed-in Home shows 3 and carries all of them. */
const FAVORITES = 12;

export const loadAvg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/**
 * CPU seconds the server process has used (user + system, Linux /proc): CPU time per request
 * hardly depends on how busy the other cores are, so it compares runs on a shared machine.
 */
export function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
}

export interface WrkResult {
  requests: number;
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
  const requests = /(\d+) requests in/.exec(out);
  const p99 = /^\s+99%\s+(\S+)/m.exec(out);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(out);
  const errors = /Socket errors:.*$/m.exec(out);
  return {
    requests: requests ? Number(requests[1]) : NaN,
    reqPerSec: rps ? Number(rps[1]) : NaN,
    p99Ms: p99 ? toMs(p99[1]!) : NaN,
    non2xx: non2xx ? Number(non2xx[1]) : 0,
    errors: errors ? errors[0] : null,
  };
}

export interface WrkOptions {
  threads: number;
  connections: number;
  durationS: number;
  cookie?: string | null;
  headers?: string[];
}

export function runWrk(url: string, o: WrkOptions): Promise<WrkResult> {
  const { cookie, headers = [] } = o;
  if (new URL(url).hostname !== '127.0.0.1') throw new Error('the bench only talks to 127.0.0.1');
  const argv = [
    '-t',
    String(o.threads),
    '-c',
    String(o.connections),
    '-d',
    `${o.durationS}s`,
    '--timeout',
    '10s',
    '--latency',
  ];
  if (cookie) argv.push('-H', `Cookie: ${cookie}`);
  for (const h of headers) argv.push('-H', h);
  argv.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (out += c.toString('utf8')));
    // wrk stops itself after --duration; this only guards against a hung run.
    const guard = setTimeout(() => child.kill('SIGKILL'), (o.durationS + 30) * 1000);
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

export interface BenchRoute {
  name: string;
  path: string;
  cookie: string | null;
  headers?: string[];
}

export interface BenchServer {
  server: ServerProcess;
  base: string;
  routes: BenchRoute[];
  stop(): Promise<void>;
}

/**
 * Starts the server on a new DATA_DIR, seeds one user (in the database: sign-up is rate-limited
 * per IP), signs in and creates `recipes` recipes through the API, the first one public.
 */
export async function startBenchServer(o: {
  recipes: number;
  env?: Record<string, string>;
  /** Only the routes whose name starts with one of these (the others are neither checked nor returned). */
  only?: string[];
  /** The server's port (a free one when not given). */
  port?: number;
}): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-http-bench-'));
  const loc: DataLocation = {
    kind: 'pglite',
    dataDir,
    env: { DATA_DIR: dataDir },
    cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
  let server: ServerProcess | null = null;
  const stop = async () => {
    await server?.kill();
    await loc.cleanup();
  };
  try {
    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await database.db
      .insert(users)
      .values({ email: EMAIL, passwordHash: await hashPassword(PASSWORD), firstName: 'Bench' });
    await database.close();
    server = await startServer(loc, {
      timeoutMs: 180_000,
      ...(o.env ? { env: o.env } : {}),
      ...(o.port ? { port: o.port } : {}),
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
    const favoriteIds: string[] = [];
    for (let n = 1; n <= o.recipes; n++) {
      const res = await call(`${base}/api/recipes`, { method: 'POST', cookie, body: JSON.stringify(recipeBody(n)) });
      if (res.status !== 201) throw new Error(`seed recipe: ${res.status} ${await res.text()}`);
      const { id } = (await res.json()) as { id: string };
      firstId ||= id;
      if (favoriteIds.length < FAVORITES) favoriteIds.push(id);
    }
    const pub = await call(`${base}/api/recipes/${firstId}/public`, { method: 'PATCH', cookie });
    if (pub.status !== 200) throw new Error(`make public: ${pub.status}`);
    // Favourites for Home: the server renders its cards and sends them with the page.
    for (const id of favoriteIds) {
      const fav = await call(`${base}/api/recipes/${id}/favorite`, { method: 'PATCH', cookie });
      if (fav.status !== 200) throw new Error(`favourite: ${fav.status}`);
    }
    const allRoutes: BenchRoute[] = [
      { name: 'health', path: '/api/health', cookie: null },
      { name: 'public page', path: `/public/recipe/${firstId}`, cookie: null },
      // As browsers ask for it: compressed.
      {
        name: 'public page br',
        path: `/public/recipe/${firstId}`,
        cookie: null,
        headers: ['Accept-Encoding: br, gzip'],
      },
      { name: 'one recipe', path: `/api/recipes/${firstId}`, cookie },
      { name: `list page (${Math.min(o.recipes, 50)})`, path: '/api/recipes?page=1&pageSize=50', cookie },
      // Signed-in Home: rendered on the server with its favourites, compressed as browsers ask.
      { name: 'home (signed in)', path: '/', cookie, headers: ['Accept-Encoding: br, gzip'] },
    ];
    const only = o.only;
    const routes = only ? allRoutes.filter((r) => only.some((p) => r.name.startsWith(p))) : allRoutes;
    // Each route must answer 200 before it is measured (a 401 or 404 loop would be fast and wrong).
    for (const r of routes) {
      const res = await call(`${base}${r.path}`, { cookie: r.cookie ?? undefined });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${r.name}: ${res.status} ${text.slice(0, 200)}`);
    }
    return { server, base, routes, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
