/**
 * The whole suite: unit and API integration tests (Vitest), then browser tests (Playwright against
 * Debian's Chromium). Installs nothing; says clearly what is missing.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const node = process.execPath;
const CHROMIUM = '/usr/bin/chromium';

function run(label: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${label}`);
  const res = spawnSync(node, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

const failures: string[] = [];
if (!run('Unit and API tests (Vitest)', ['node_modules/vitest/vitest.mjs', 'run'])) failures.push('unit/API tests');

if (!fs.existsSync(CHROMIUM)) {
  console.error(
    `\n✖ Browser tests need Chromium at ${CHROMIUM}, which is missing.\n` +
      '  Install it with: apt-get install -y chromium   (then run npm test again)',
  );
  failures.push('browser tests (Chromium missing)');
} else if (!run('Browser tests (Playwright, Chromium)', ['node_modules/@playwright/test/cli.js', 'test'])) {
  failures.push('browser tests');
}

if (failures.length) {
  console.error(`\n✖ Failed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('\n✔ All test suites passed');
