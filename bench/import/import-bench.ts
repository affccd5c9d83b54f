/**
 * Import benchmark: runs the shared import scorer over the captured recipe pages through the real
 * CLI (`npm run -s cli -- import-html`), then parses the same pages in one process, and prints
 * the accuracy and pages per second of both.
 *
 *   node bench/import/import-bench.ts [--scorer PATH] [--fixtures DIR] [--set dev] [--jobs N] [--skip-cli]
 *                                     [--cpu-sample N]
 *
 * Wall-clock pages/s depends on what else the machine runs; the CPU time per CLI run (Linux,
 * from /proc) does not, so both are printed.
 *
 * Defaults expect the shared tools beside the repository (../shared/tools, ../shared/fixtures).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseRecipeHtml } from '../../src/server/importer/html/index.ts';
import { decodeHtmlBody } from '../../src/server/importer/html/decode.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    scorer: { type: 'string', default: path.resolve(root, '../shared/tools/import-score.mjs') },
    fixtures: { type: 'string', default: path.resolve(root, '../shared/fixtures/recipe-pages') },
    set: { type: 'string', default: 'dev' },
    jobs: { type: 'string' },
    'skip-cli': { type: 'boolean', default: false },
    'cpu-sample': { type: 'string', default: '12' },
  },
});

function listPages(dir: string): string[] {
  const out: string[] = [];
  for (const host of readdirSync(dir).sort()) {
    const hd = path.join(dir, host);
    if (!statSync(hd).isDirectory()) continue;
    for (const f of readdirSync(hd).sort()) if (f.endsWith('.html')) out.push(path.join(hd, f));
  }
  return out;
}

if (!values['skip-cli']) {
  const args = [values.scorer!, '--set', values.set!, '--cmd', 'npm run -s cli -- import-html --url {url} {file}'];
  if (values.jobs) args.push('--jobs', values.jobs);
  console.log(`scorer: ${values.scorer} ${args.slice(1).join(' ')}`);
  const run = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    process.exit(run.status ?? 1);
  }
  const lines = run.stdout.trim().split('\n');
  for (const l of lines) if (/^(pages:|throughput:|import accuracy:)/.test(l)) console.log(`cli   ${l}`);
}

/** CPU seconds used by this process's finished children (Linux /proc; null elsewhere). */
function childrenCpuSeconds(): number | null {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    // After the command name: field 14 and 15 of the rest are cutime and cstime, in clock ticks.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

// The CLI one page at a time: wall time and CPU time per page.
const sample = listPages(values.fixtures!).slice(0, Number(values['cpu-sample']));
if (!values['skip-cli'] && sample.length > 0) {
  const cpu0 = childrenCpuSeconds();
  const t0 = performance.now();
  for (const file of sample) {
    spawnSync('npm', ['run', '-s', 'cli', '--', 'import-html', '--url', 'https://example.org/', file], {
      cwd: root,
      stdio: 'ignore',
    });
  }
  const wall = (performance.now() - t0) / 1000;
  const cpu1 = childrenCpuSeconds();
  const cpuPerPage = cpu0 !== null && cpu1 !== null ? (cpu1 - cpu0) / sample.length : null;
  console.log(
    `cli   one at a time: ${sample.length} pages, ${(wall / sample.length).toFixed(2)} s wall per page` +
      (cpuPerPage !== null
        ? `, ${cpuPerPage.toFixed(2)} s CPU per page (npm + node + parse) = ${(1 / cpuPerPage).toFixed(1)} pages/s per core`
        : ''),
  );
}

// In-process: the parser's own speed, without process start-up.
const pages = listPages(values.fixtures!).map((f) => readFileSync(f));
const parseAll = () => {
  let found = 0;
  for (const body of pages) if (parseRecipeHtml(decodeHtmlBody(body, null), 'https://example.org/')) found++;
  return found;
};
parseAll(); // warm-up (JIT)
const t0 = performance.now();
const rounds = 3;
let found = 0;
for (let i = 0; i < rounds; i++) found = parseAll();
const seconds = (performance.now() - t0) / 1000;
console.log(
  `parse in-process: ${pages.length} pages, ${found} with a recipe, ${((pages.length * rounds) / seconds).toFixed(1)} pages/s ` +
    `(${((seconds * 1000) / (pages.length * rounds)).toFixed(1)} ms per page, 1 thread)`,
);
