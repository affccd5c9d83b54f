import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const INPUTS = [
  'src/web',
  'src/shared',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/precompress-plugin.ts',
  'package-lock.json',
];

function newestMtime(p: string): number {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

/** Both builds: the web app (dist/web) and the server renderer (dist/ssr, see vite.config.ts). */
export function buildWeb(): void {
  for (const args of [['build'], ['build', '--ssr']]) {
    const res = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), ...args, '--logLevel', 'warn'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    if (res.status !== 0) throw new Error('The web build failed; see the messages above.');
  }
}

function builtAt(file: string): number {
  const full = path.join(root, file);
  return fs.existsSync(full) ? fs.statSync(full).mtimeMs : 0;
}

/** Builds the web app when dist/web or dist/ssr is missing or older than any of its sources. */
export function buildIfStale(log: (msg: string) => void = console.log): void {
  const built = Math.min(builtAt('dist/web/index.html'), builtAt('dist/ssr/entry-server.js'));
  const newest = Math.max(...INPUTS.map(newestMtime));
  if (built && built >= newest) return;
  log(built ? 'The web build is older than its sources: rebuilding…' : 'Building the web app (first start)…');
  buildWeb();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--force')) buildWeb();
  else buildIfStale();
}
