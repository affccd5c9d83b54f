import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * Issue 36, the container's defaults: compose.yaml as a self-hoster runs it (`cp .env.example
 * .env`, `docker compose up -d`) publishes the app on this machine only, with a read-only root
 * file system, a tmpfs /tmp, no capabilities and no privilege gain. scripts/container-test.sh
 * checks the same on the running containers (podman inspect); this reads the files compose reads.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (name: string) => fs.readFileSync(path.join(ROOT, name), 'utf8');

/** The uncommented KEY=value lines of an env file, as compose reads `.env`. */
function envFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (m) env[m[1]!] = m[2]!;
  }
  return env;
}

/** Compose's interpolation of ${VAR}, ${VAR:-default} and ${VAR:?error} in a value. */
function interpolate(value: unknown, env: Record<string, string>): unknown {
  if (typeof value === 'string')
    return value.replace(
      /\$\{([A-Z_][A-Z0-9_]*)(?::([-?])([^}]*))?\}/g,
      (_, name: string, op?: string, arg?: string) => {
        const set = env[name];
        if (set !== undefined && set !== '') return set;
        if (op === '?') throw new Error(`${name}: ${arg}`);
        return op === '-' ? (arg ?? '') : '';
      },
    );
  if (Array.isArray(value)) return value.map((v) => interpolate(v, env));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, env)]));
  return value;
}

interface Service {
  ports?: string[];
  read_only?: boolean;
  tmpfs?: string[] | string;
  cap_drop?: string[];
  security_opt?: string[];
  volumes?: string[];
}
function services(extra: Record<string, string> = {}): Record<string, Service> {
  const env = { ...envFile(read('.env.example')), POSTGRES_PASSWORD: 'set-by-the-self-hoster', ...extra };
  return (interpolate(parse(read('compose.yaml')), env) as { services: Record<string, Service> }).services;
}

describe('compose.yaml with the .env a self-hoster copies from .env.example', () => {
  it('publishes the app on 127.0.0.1 only, unless TEMPERO_BIND says otherwise', () => {
    expect(services().app!.ports).toEqual(['127.0.0.1:3000:3000']);
    expect(services({ TEMPERO_BIND: '0.0.0.0', TEMPERO_PORT: '8080' }).app!.ports).toEqual(['0.0.0.0:8080:3000']);
    // The database is never published.
    expect(services().db!.ports).toBeUndefined();
  });

  it('runs the app read-only with a tmpfs /tmp, no capabilities and no privilege gain', () => {
    const app = services().app!;
    expect(app.read_only).toBe(true);
    const tmpfs = ([] as string[]).concat(app.tmpfs ?? []);
    expect(tmpfs.map((t) => t.split(':')[0])).toEqual(['/tmp']);
    expect(app.cap_drop).toEqual(['ALL']);
    expect(app.security_opt).toContain('no-new-privileges:true');
    // What stays writable: the data volume, where the server keeps what it writes (DATA_DIR).
    expect(app.volumes).toEqual(['tempero-data:/data']);
    expect(read('Dockerfile')).toMatch(/^ENV [\s\S]*DATA_DIR=\/data/m);
    // A non-root user (port 3000 needs no capability).
    expect(read('Dockerfile')).toMatch(/^USER tempero:tempero$/m);
    expect(services().db!.security_opt).toContain('no-new-privileges:true');
  });
});
