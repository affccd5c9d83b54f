import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Where one test's server keeps its data: a DATA_DIR with an embedded database, or a PostgreSQL database. */
export interface DataLocation {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl?: string;
  /** The environment a server or CLI needs to use this location. */
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

/**
 * A fresh, migrated location copied from a template made by a global setup: a PGlite data-dir
 * dump (copied into DATA_DIR/db), or a PostgreSQL template database (with TEST_DATABASE_URL).
 */
export async function freshDataLocation(templates: {
  pgliteDump: string;
  postgresTemplate: string;
}): Promise<DataLocation> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-rel-'));
  const url = process.env.TEST_DATABASE_URL;
  if (url && templates.postgresTemplate) {
    const name = `tempero_r_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templates.postgresTemplate}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    return {
      kind: 'postgres',
      dataDir,
      databaseUrl: dbUrl.toString(),
      env: { DATA_DIR: dataDir, DATABASE_URL: dbUrl.toString() },
      async cleanup() {
        const drop = new pg.Client({ connectionString: url });
        await drop.connect();
        // FORCE may meet a backend it may not end (a worker PostgreSQL started on the database
        // just then, not ours): that one ends by itself, so the drop is tried again.
        for (let attempt = 1; ; attempt++) {
          try {
            await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            break;
          } catch (err) {
            if (attempt >= 5 || !/pg_signal_backend/.test(String(err))) throw err;
            await new Promise((r) => setTimeout(r, 1000));
          }
        }
        await drop.end();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const dump = fs.readFileSync(templates.pgliteDump);
  const client = await PGlite.create({
    dataDir: path.join(dataDir, 'db'),
    loadDataDir: new Blob([dump]),
    extensions: { pg_trgm },
  });
  await client.close();
  return {
    kind: 'pglite',
    dataDir,
    env: { DATA_DIR: dataDir },
    async cleanup() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The environment of a child process: ours without database settings, plus `extra`. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of [
    'DATABASE_URL',
    'DATA_DIR',
    'PORT',
    'HOST',
    'SESSION_SECRET',
    'PUBLIC_URL',
    'NODE_OPTIONS',
    'VITEST',
    'VITEST_POOL_ID',
    'VITEST_WORKER_ID',
  ]) {
    delete env[key];
  }
  return { ...env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...extra };
}

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** The last lines the server printed (for failure messages). */
  output(): string;
  /** Resident memory of the server process in KiB (Linux /proc). */
  rssKb(): number | null;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts `node src/server/main.ts` (this Node, so the same version) and waits until /api/health answers. */
export async function startServer(
  loc: DataLocation,
  opts: { port?: number; env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: ROOT,
    env: childEnv({ ...loc.env, HOST: '127.0.0.1', PORT: String(port), ...opts.env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    port,
    pid: child.pid!,
    child,
    output: () => lines.join('\n'),
    rssKb: () => readRssKb(child.pid!),
    async kill(signal = 'SIGTERM') {
      if (gone) return;
      child.kill(signal);
      await exited;
    },
  };
  const deadline = Date.now() + (opts.timeoutMs ?? 90_000);
  for (;;) {
    if (gone) throw new Error(`The server exited during start-up:\n${server.output()}`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return server;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await server.kill('SIGKILL');
      throw new Error(`The server did not answer /api/health in time:\n${server.output()}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

export function readRssKb(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

export interface HttpResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A signed-in (or anonymous) browser-like client: one session cookie, JSON in and out. */
export class ApiClient {
  baseUrl: string;
  cookie: string | null = null;

  constructor(baseUrl: string, cookie: string | null = null) {
    this.baseUrl = baseUrl;
    this.cookie = cookie;
  }

  async request<T = any>(method: string, url: string, body?: unknown, timeoutMs = 15_000): Promise<HttpResult<T>> {
    return this.send<T>(
      method,
      url,
      body === undefined ? undefined : JSON.stringify(body),
      'application/json',
      timeoutMs,
    );
  }

  /** Any body, e.g. image bytes to an upload URL. */
  async send<T = any>(
    method: string,
    url: string,
    body: string | Buffer | undefined,
    contentType: string,
    timeoutMs = 15_000,
  ): Promise<HttpResult<T>> {
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers['content-type'] = contentType;
    const res = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : new Uint8Array(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('tempero_session='));
    if (set) this.cookie = set.split(';')[0]!;
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get = <T = any>(url: string) => this.request<T>('GET', url);
  post = <T = any>(url: string, body?: unknown) => this.request<T>('POST', url, body ?? {});
  patch = <T = any>(url: string, body?: unknown) => this.request<T>('PATCH', url, body);

  async register(email: string, password = 'correct horse battery', firstName = 'Cook'): Promise<{ id: string }> {
    const res = await this.post('/api/auth/register', { email, password, firstName });
    if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }
}

/** Every recipe of the signed-in user, through the paged list. */
export async function listAllRecipes(client: ApiClient): Promise<Array<Record<string, any>>> {
  const all: Array<Record<string, any>> = [];
  for (let page = 1; ; page++) {
    const res = await client.get(`/api/recipes?page=${page}&pageSize=100&sort=oldest`);
    if (res.status !== 200) throw new Error(`list recipes: ${res.status} ${JSON.stringify(res.body)}`);
    all.push(...res.body);
    if (res.body.length < 100) return all;
  }
}
