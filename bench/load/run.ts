/**
 * Load bench: the real server (a child process) under a realistic mix from many signed-in users.
 *
 *   node_modules/.bin/node bench/load/run.ts [--duration 60] [--users 100] [--recipes 10]
 *       [--think 500] [--warmup 5] [--postgres postgres://app:app@127.0.0.1:5432/postgres] [--json FILE]
 *
 * Embedded database (PGlite in a temp DATA_DIR) by default; with --postgres the bench creates a
 * database tempero_bench_<random> on that server (the role needs CREATEDB) and drops it after.
 * Seeds N users (in the database: sign-up is rate-limited per IP) with --recipes recipes each
 * (through the API), signs every user in, then each user loops for --duration seconds over:
 * list recipes, open a recipe, toggle a favourite, create a recipe, rate, add to / check the
 * shopping list, pausing a random 0..2×--think ms between requests (--think 0: no pause, the
 * server's saturation throughput). Requests go only to 127.0.0.1 over keep-alive connections
 * (undici Pool); latency is measured in this process, per request kind. Prints throughput,
 * p50/p95/p99 per kind, errors, the server's RSS (idle and peak, /proc/<pid>/status VmRSS) and
 * the load average, then checks that every acknowledged write is there.
 * Exit status 0 only with no errors and nothing missing.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { Pool } from 'undici';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema.ts';
import { readRssKb, startServer, type DataLocation } from '../../tests/reliability/harness.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    users: { type: 'string', default: '100' },
    recipes: { type: 'string', default: '10' },
    think: { type: 'string', default: '500' },
    warmup: { type: 'string', default: '5' },
    postgres: { type: 'string' },
    json: { type: 'string' },
  },
});
const DURATION_S = Number(args.duration);
const USERS = Number(args.users);
const SEED_RECIPES = Number(args.recipes);
const THINK_MS = Number(args.think);
const WARMUP_S = Number(args.warmup);
for (const [name, v] of Object.entries({
  duration: DURATION_S,
  users: USERS,
  recipes: SEED_RECIPES,
  think: THINK_MS,
  warmup: WARMUP_S,
})) {
  if (!Number.isFinite(v) || v < 0) throw new Error(`--${name} must be a number ≥ 0`);
}
if (SEED_RECIPES < 1 || USERS < 1) throw new Error('--users and --recipes must be at least 1');
const PASSWORD = 'bench password 1234';
const REQUEST_TIMEOUT_MS = 10_000;
const SETUP_TIMEOUT_MS = 120_000;

type Kind = 'list' | 'open' | 'favorite' | 'create' | 'rate' | 'shop-add' | 'shop-check';
// The mix, in percent: mostly reading, as people browse more than they write.
const MIX: Array<[Kind, number]> = [
  ['list', 30],
  ['open', 25],
  ['favorite', 10],
  ['create', 10],
  ['rate', 10],
  ['shop-add', 8],
  ['shop-check', 7],
];
const READS = new Set<Kind>(['list', 'open']);

// ---------------------------------------------------------------------------------------------
// Data location and server.

async function prepareLocation(): Promise<DataLocation> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-load-'));
  if (!args.postgres) {
    return {
      kind: 'pglite',
      dataDir,
      env: { DATA_DIR: dataDir },
      cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const admin = new URL(args.postgres);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(admin.hostname))
    throw new Error('--postgres must point to this machine (127.0.0.1).');
  const name = `tempero_bench_${crypto.randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    dataDir,
    databaseUrl: url.toString(),
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async cleanup() {
      const drop = new pg.Client({ connectionString: admin.toString() });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Users go straight into the database (sign-up allows 20 per IP per 15 minutes). */
async function seedUsers(loc: DataLocation): Promise<string[]> {
  const database = await openDatabase(
    loc.databaseUrl ? { databaseUrl: loc.databaseUrl } : { dataDir: path.join(loc.dataDir, 'db') },
  );
  const passwordHash = await hashPassword(PASSWORD);
  const emails = Array.from({ length: USERS }, (_, i) => `load${i}@example.com`);
  await database.db.insert(users).values(emails.map((email, i) => ({ email, passwordHash, firstName: `Load ${i}` })));
  await database.close();
  return emails;
}

// ---------------------------------------------------------------------------------------------
// HTTP.

interface Answer {
  status: number;
  body: any;
  setCookie: string | null;
}

function client(origin: string) {
  const u = new URL(origin);
  if (u.hostname !== '127.0.0.1') throw new Error('the bench only talks to 127.0.0.1');
  const pool = new Pool(origin, { connections: Math.max(1, USERS), pipelining: 1, keepAliveTimeout: 30_000 });
  return {
    pool,
    async call(
      method: string,
      url: string,
      cookie: string | null,
      body?: unknown,
      timeoutMs = REQUEST_TIMEOUT_MS,
    ): Promise<Answer> {
      const headers: Record<string, string> = {};
      if (cookie) headers.cookie = cookie;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await pool.request({
        path: url,
        method: method as 'GET',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      const text = await res.body.text();
      const raw = res.headers['set-cookie'];
      const cookies = Array.isArray(raw) ? raw : raw ? [raw] : [];
      const session = cookies.find((c) => c.startsWith('tempero_session='));
      let parsed: unknown = null;
      if (text) {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = text;
        }
      }
      return { status: res.statusCode, body: parsed, setCookie: session ? session.split(';')[0]! : null };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// One virtual user: its session, what it wrote and was told was written.

interface VUser {
  email: string;
  cookie: string;
  recipes: Array<{ id: string; title: string; isFavorite: boolean }>;
  ratings: Map<string, number>;
  items: Array<{ id: string; name: string; checked: boolean }>;
  /** Writes whose answer never came (timeout, reset): their result is unknown. */
  uncertain: Set<string>;
  n: number;
}

const rand = (n: number) => Math.floor(Math.random() * n);
function recipeBody(user: number, n: number) {
  return {
    title: `Load u${user} #${n}`,
    description: `A recipe written during the load bench by user ${user}.`,
    prepTime: 5 + (n % 40),
    cookTime: 10 + (n % 50),
    servings: 1 + (n % 6),
    difficulty: ['Easy', 'Medium', 'Hard'][n % 3],
    ingredients: Array.from({ length: 8 }, (_, i) => ({ name: `ingredient ${i} of ${n}`, amount: `${i + 1} cups` })),
    instructions: Array.from(
      { length: 6 },
      (_, i) => `Step ${i + 1}: stir the pot for **${i + 2} minutes** and taste.`,
    ),
    tags: ['bench', `u${user}`],
    tips: ['Taste as you go.'],
  };
}

function pickKind(): Kind {
  let r = rand(100);
  for (const [kind, weight] of MIX) {
    if (r < weight) return kind;
    r -= weight;
  }
  return 'list';
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

// ---------------------------------------------------------------------------------------------

const fmtLoad = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const loadBefore = fmtLoad();
const loc = await prepareLocation();
let server: Awaited<ReturnType<typeof startServer>> | null = null;
let http: ReturnType<typeof client> | null = null;
try {
  const t0 = performance.now();
  const emails = await seedUsers(loc);
  server = await startServer(loc, { timeoutMs: 180_000 });
  http = client(server.url);
  const api = http;

  // Sign everyone in, then seed recipes through the API.
  const vusers: VUser[] = [];
  for (const email of emails) {
    const res = await api.call('POST', '/api/auth/login', null, { email, password: PASSWORD }, SETUP_TIMEOUT_MS);
    if (res.status !== 200 || !res.setCookie)
      throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    vusers.push({
      email,
      cookie: res.setCookie,
      recipes: [],
      ratings: new Map(),
      items: [],
      uncertain: new Set(),
      n: 0,
    });
  }
  // Ten at a time: seeding is not what is measured, and must not time out on a busy machine.
  for (let from = 0; from < vusers.length; from += 10) {
    await Promise.all(
      vusers.slice(from, from + 10).map(async (u, j) => {
        for (let k = 0; k < SEED_RECIPES; k++) {
          const body = recipeBody(from + j, ++u.n);
          const res = await api.call('POST', '/api/recipes', u.cookie, body, SETUP_TIMEOUT_MS);
          if (res.status !== 201) throw new Error(`seed recipe: ${res.status} ${JSON.stringify(res.body)}`);
          u.recipes.push({ id: res.body.id, title: body.title, isFavorite: false });
        }
      }),
    );
  }
  const seedS = (performance.now() - t0) / 1000;
  await new Promise((r) => setTimeout(r, 2000));
  const rssIdleKb = server.rssKb();

  // The run.
  const samples = new Map<Kind, number[]>(MIX.map(([k]) => [k, []]));
  const errors = new Map<Kind, number>(MIX.map(([k]) => [k, 0]));
  const errorExamples: string[] = [];
  let rssPeakKb = rssIdleKb ?? 0;
  const serverPid = server.pid;
  const rssTimer = setInterval(() => {
    rssPeakKb = Math.max(rssPeakKb, readRssKb(serverPid) ?? 0);
  }, 250);
  const start = performance.now();
  const measureFrom = start + WARMUP_S * 1000;
  const end = measureFrom + DURATION_S * 1000;

  const act = async (u: VUser, idx: number): Promise<void> => {
    const kind = pickKind();
    const own = u.recipes[rand(u.recipes.length)]!;
    let request: () => Promise<Answer>;
    let onOk: (a: Answer) => void = () => undefined;
    let key = '';
    switch (kind) {
      case 'list':
        request = () => api.call('GET', '/api/recipes?page=1&pageSize=20', u.cookie);
        break;
      case 'open':
        request = () => api.call('GET', `/api/recipes/${own.id}`, u.cookie);
        break;
      case 'favorite':
        key = `fav:${own.id}`;
        request = () => api.call('PATCH', `/api/recipes/${own.id}/favorite`, u.cookie);
        onOk = (a) => {
          own.isFavorite = a.body.isFavorite;
        };
        break;
      case 'create': {
        const body = recipeBody(idx, ++u.n);
        key = `create:${body.title}`;
        request = () => api.call('POST', '/api/recipes', u.cookie, body);
        onOk = (a) => {
          u.recipes.push({ id: a.body.id, title: body.title, isFavorite: false });
        };
        break;
      }
      case 'rate': {
        const rating = 1 + rand(9) / 2;
        key = `rate:${own.id}`;
        request = () =>
          api.call('POST', `/api/recipes/${own.id}/rating`, u.cookie, {
            rating,
            comment: `Rated ${rating} under load`,
          });
        onOk = () => {
          u.ratings.set(own.id, rating);
        };
        break;
      }
      case 'shop-add': {
        const name = `item ${idx}.${++u.n}`;
        key = `shop:${name}`;
        request = () =>
          api.call('POST', '/api/shopping-list-items', u.cookie, {
            name,
            amount: '2 kg',
            recipeId: own.id,
            recipeTitle: own.title,
          });
        onOk = (a) => {
          u.items.push({ id: a.body.id, name, checked: false });
        };
        break;
      }
      case 'shop-check': {
        const item = u.items[rand(u.items.length)];
        if (!item) {
          request = () => api.call('GET', '/api/shopping-list-items', u.cookie);
          break;
        }
        key = `check:${item.id}`;
        request = () => api.call('PATCH', `/api/shopping-list-items/${item.id}`, u.cookie, { checked: !item.checked });
        onOk = (a) => {
          item.checked = a.body.checked;
        };
        break;
      }
    }
    const t = performance.now();
    let ok = false;
    try {
      const a = await request();
      ok = a.status >= 200 && a.status < 300;
      if (ok) {
        onOk(a);
        if (key) u.uncertain.delete(key);
      } else if (errorExamples.length < 5)
        errorExamples.push(`${kind}: ${a.status} ${JSON.stringify(a.body).slice(0, 200)}`);
    } catch (err) {
      if (key) u.uncertain.add(key);
      if (errorExamples.length < 5) errorExamples.push(`${kind}: ${(err as Error).message}`);
    }
    if (t >= measureFrom && t < end) {
      if (ok) samples.get(kind)!.push(performance.now() - t);
      else errors.set(kind, errors.get(kind)! + 1);
    }
  };

  await Promise.all(
    vusers.map(async (u, i) => {
      while (performance.now() < end) {
        await act(u, i);
        if (THINK_MS > 0) await new Promise((r) => setTimeout(r, rand(2 * THINK_MS + 1)));
      }
    }),
  );
  clearInterval(rssTimer);
  const loadAfter = fmtLoad();

  // Every acknowledged write must be there.
  let checked = 0;
  const missing: string[] = [];
  for (const u of vusers) {
    const list: Array<{ id: string; title: string; isFavorite: boolean }> = [];
    for (let page = 1; ; page++) {
      const res = await api.call(
        'GET',
        `/api/recipes?page=${page}&pageSize=100`,
        u.cookie,
        undefined,
        SETUP_TIMEOUT_MS,
      );
      list.push(...res.body);
      if (res.body.length < 100) break;
    }
    const byId = new Map(list.map((r) => [r.id, r]));
    for (const r of u.recipes) {
      checked += 1;
      const row = byId.get(r.id);
      if (!row || row.title !== r.title) missing.push(`${u.email}: recipe ${r.title}`);
      else if (!u.uncertain.has(`fav:${r.id}`) && row.isFavorite !== r.isFavorite)
        missing.push(`${u.email}: favourite of ${r.title}`);
    }
    for (const [recipeId, rating] of u.ratings) {
      if (u.uncertain.has(`rate:${recipeId}`)) continue;
      checked += 1;
      const res = await api.call('GET', `/api/recipes/${recipeId}/rating/me`, u.cookie, undefined, SETUP_TIMEOUT_MS);
      if (res.body?.rating !== rating) missing.push(`${u.email}: rating of ${recipeId}`);
    }
    const items = (await api.call('GET', '/api/shopping-list-items', u.cookie, undefined, SETUP_TIMEOUT_MS))
      .body as Array<{ id: string; checked: boolean }>;
    const itemById = new Map(items.map((i) => [i.id, i]));
    for (const item of u.items) {
      checked += 1;
      const row = itemById.get(item.id);
      if (!row) missing.push(`${u.email}: shopping item ${item.name}`);
      else if (!u.uncertain.has(`check:${item.id}`) && row.checked !== item.checked)
        missing.push(`${u.email}: checked state of ${item.name}`);
    }
  }

  // Report.
  const rows: Array<Record<string, string | number>> = [];
  const all: number[] = [];
  const reads: number[] = [];
  let totalErrors = 0;
  const line = (kind: string, xs: number[], errs: number) => {
    const s = [...xs].sort((a, b) => a - b);
    const f = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-');
    rows.push({
      kind,
      count: s.length,
      rps: (s.length / DURATION_S).toFixed(1),
      p50: f(percentile(s, 50)),
      p95: f(percentile(s, 95)),
      p99: f(percentile(s, 99)),
      max: f(s[s.length - 1] ?? NaN),
      errors: errs,
    });
  };
  for (const [kind] of MIX) {
    const xs = samples.get(kind)!;
    all.push(...xs);
    if (READS.has(kind)) reads.push(...xs);
    totalErrors += errors.get(kind)!;
    line(kind, xs, errors.get(kind)!);
  }
  line('reads', reads, (errors.get('list') ?? 0) + (errors.get('open') ?? 0));
  line('all', all, totalErrors);

  const mb = (kb: number | null) => (kb === null ? '?' : `${(kb / 1024).toFixed(0)} MB`);
  const out: string[] = [];
  out.push(
    `Tempero load bench: ${loc.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}, ${USERS} users (${SEED_RECIPES} recipes each to start), ` +
      `${DURATION_S} s measured after ${WARMUP_S} s warm-up, think time ${THINK_MS ? `0–${2 * THINK_MS} ms` : 'none (saturation)'}`,
  );
  out.push(
    `node ${process.version}, ${os.cpus().length} CPUs; load average before ${loadBefore}, after ${loadAfter}; seeding took ${seedS.toFixed(1)} s`,
  );
  const cols = ['kind', 'count', 'rps', 'p50', 'p95', 'p99', 'max', 'errors'];
  out.push(
    `${cols.map((c, i) => (i === 0 ? c.padEnd(11) : c.padStart(8))).join('')}   (latency in ms, measured by the client)`,
  );
  for (const r of rows)
    out.push(cols.map((c, i) => (i === 0 ? String(r[c]).padEnd(11) : String(r[c]).padStart(8))).join(''));
  out.push(`server RSS: idle ${mb(rssIdleKb)}, peak under load ${mb(rssPeakKb)}`);
  out.push(
    `verification: ${checked} acknowledged writes checked, ${missing.length} missing or wrong` +
      (missing.length ? `\n  ${missing.slice(0, 10).join('\n  ')}` : ''),
  );
  if (errorExamples.length) out.push(`error examples:\n  ${errorExamples.join('\n  ')}`);
  const readP95 = percentile(
    [...reads].sort((a, b) => a - b),
    95,
  );
  out.push(
    `targets: 0 errors ${totalErrors === 0 ? 'met' : `MISSED (${totalErrors})`}; read p95 < 100 ms ${readP95 < 100 ? 'met' : `MISSED (${readP95.toFixed(1)} ms)`}`,
  );
  console.log(out.join('\n'));
  if (args.json) {
    fs.writeFileSync(
      args.json,
      JSON.stringify(
        {
          database: loc.kind,
          users: USERS,
          durationS: DURATION_S,
          thinkMs: THINK_MS,
          loadBefore,
          loadAfter,
          rows,
          rssIdleKb,
          rssPeakKb,
          checked,
          missing,
          errorExamples,
        },
        null,
        2,
      ),
    );
  }
  process.exitCode = totalErrors === 0 && missing.length === 0 ? 0 : 1;
} finally {
  await http?.pool.close();
  await server?.kill('SIGTERM');
  await loc.cleanup();
}
process.exit(process.exitCode ?? 1);
