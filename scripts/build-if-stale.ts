import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const INPUTS = ['src/web', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

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

/** Builds the web app when dist/web is missing or older than any of its sources. */
export function buildIfStale(log: (msg: string) => void = console.log): void {
  const marker = path.join(root, 'dist/web/index.html');
  const built = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
  const newest = Math.max(...INPUTS.map(newestMtime));
  if (built && built >= newest) return;
  log(built ? 'The web build is older than its sources: rebuilding…' : 'Building the web app (first start)…');
  const res = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error('The web build failed; see the messages above.');
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
