/**
 * Lighthouse bench: builds the web app, starts the real server (a child process, fresh DATA_DIR)
 * with one public recipe, audits `/` and that recipe's public page as a phone (Lighthouse's
 * default mobile form factor and throttling) in Debian's Chromium, and checks installability
 * (manifest + service worker + start URL offline) itself, since Lighthouse 12+ has no PWA category.
 *
 *   node_modules/.bin/node bench/lighthouse/run.ts [--runs 5] [--no-build] [--json FILE]
 *   (or: npx node bench/lighthouse/run.ts)
 *
 * Lighthouse is a devDependency (it downloads no browser); should it be missing, the script says
 * so, still runs the installability check, prints no scores and exits with status 2.
 * CHROME_PATH (default /usr/bin/chromium) picks the browser.
 * Targets: Performance ≥ 95, Accessibility 100, Best Practices 100, SEO 100; the median of N runs
 * per page (default 5, as Lighthouse's own guidance on variability suggests) is compared, and every
 * run's scores are printed. Exit status 0 only when every target and check is met.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ApiClient, startServer, type DataLocation, type ServerProcess } from '../../tests/reliability/harness.ts';
import { buildWeb } from '../../scripts/build-if-stale.ts';
import { checkManifest, checkServiceWorker, type Check } from './installable.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const LABELS: Record<Category, string> = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best Practices', seo: 'SEO' };

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a whole number ≥ 1');

/** The parts of Lighthouse's API used here (the package is optional, so it is loaded by name). */
interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { score: number | null; title: string; scoreDisplayMode: string }>;
    runtimeError?: { code: string; message: string };
  };
}
type LighthouseFn = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): Promise<void> | void }>;
}

async function loadLighthouse(): Promise<{ lighthouse: LighthouseFn; launcher: ChromeLauncher } | null> {
  const names = { lighthouse: 'lighthouse', launcher: 'chrome-launcher' };
  try {
    const lh = (await import(names.lighthouse)) as { default: LighthouseFn };
    const launcher = (await import(names.launcher)) as ChromeLauncher;
    return { lighthouse: lh.default, launcher };
  } catch {
    return null;
  }
}

function build(): void {
  console.log('Building the web app…');
  buildWeb();
}

async function seedPublicRecipe(server: ServerProcess): Promise<string> {
  const client = new ApiClient(server.url);
  const register = await client.request('POST', '/api/auth/register', {
    email: `lighthouse-${Date.now()}@example.com`,
    password: 'lighthouse password 1234',
    firstName: 'Lia',
  });
  if (register.status !== 201) throw new Error(`register: ${register.status} ${JSON.stringify(register.body)}`);
  const created = await client.request<{ id: string }>('POST', '/api/recipes', {
    title: 'Moqueca de peixe',
    description: 'A Brazilian fish stew with coconut milk, tomatoes, peppers and coriander.',
    prepTime: 20,
    cookTime: 30,
    servings: 4,
    difficulty: 'Medium',
    ingredients: [
      { name: 'white fish fillets', amount: '800 g' },
      { name: 'coconut milk', amount: '400 ml' },
      { name: 'tomatoes', amount: '3' },
      { name: 'red pepper', amount: '1' },
      { name: 'onion', amount: '1' },
      { name: 'fresh coriander', amount: '1 bunch' },
    ],
    instructions: [
      'Season the fish with lime juice, salt and garlic; rest for **15 minutes**.',
      'Layer onion, pepper and tomato in a wide pan, then the fish.',
      'Pour over the coconut milk and simmer *gently* for 20 minutes.',
      'Finish with coriander and serve with rice.',
    ],
    tags: ['brazilian', 'fish', 'dinner', 'gluten-free'],
    tips: ['Dendê oil gives the traditional colour and flavour.'],
  });
  if (created.status !== 201) throw new Error(`create recipe: ${created.status} ${JSON.stringify(created.body)}`);
  // A state-changing request without a body needs an allowed Origin (DESIGN.md, security).
  const res = await fetch(`${server.url}/api/recipes/${created.body.id}/public`, {
    method: 'PATCH',
    headers: { cookie: client.cookie ?? '', origin: server.url },
  });
  if (res.status !== 200) throw new Error(`make public: ${res.status} ${await res.text()}`);
  return `/recipes/${created.body.id}`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

interface PageScores {
  path: string;
  runs: Array<Record<Category, number>>;
  median: Record<Category, number>;
  /** Audits that lost points in the last run (to know what to fix). */
  failing: string[];
}

async function audit(
  tools: { lighthouse: LighthouseFn; launcher: ChromeLauncher },
  url: string,
  reportFile: string,
): Promise<{ scores: Record<Category, number>; failing: string[] }> {
  const chrome = await tools.launcher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await tools.lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      formFactor: 'mobile',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    fs.writeFileSync(reportFile, JSON.stringify(result.lhr));
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((result.lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const failing = Object.entries(result.lhr.audits)
      .filter(([, a]) => a.scoreDisplayMode === 'binary' && a.score === 0)
      .map(([id, a]) => `${id}: ${a.title}`);
    return { scores, failing };
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP…: "please run Lighthouse
 * again"); such a run is repeated, at most twice, and said so. A score is never retried.
 */
async function auditWithRetry(
  tools: { lighthouse: LighthouseFn; launcher: ChromeLauncher },
  url: string,
  reportFile: string,
): Promise<{ scores: Record<Category, number>; failing: string[] }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(tools, url, reportFile);
    } catch (error) {
      if (attempt === 3 || !(error instanceof Error) || !error.message.startsWith('Lighthouse: ')) throw error;
      console.log(`  (${error.message.split(' ').slice(0, 2).join(' ')} on ${new URL(url).pathname}: run again)`);
    }
  }
}

function printChecks(title: string, checks: Check[]): boolean {
  console.log(`\n${title}`);
  for (const check of checks) console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name}${check.detail ? ` (${check.detail})` : ''}`);
  return checks.every((check) => check.ok);
}

async function main(): Promise<number> {
  if (!args['no-build']) build();
  if (!fs.existsSync(path.join(ROOT, 'dist/web/sw.js'))) throw new Error('dist/web has no sw.js: build the web app first.');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-lighthouse-'));
  const location: DataLocation = {
    kind: 'pglite',
    dataDir,
    env: { DATA_DIR: dataDir },
    async cleanup() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  console.log('Starting the server (a new embedded database takes a few seconds)…');
  const server = await startServer(location, { timeoutMs: 120_000 });
  const reportsDir = path.join(ROOT, '.tmp/lighthouse');
  fs.mkdirSync(reportsDir, { recursive: true });
  try {
    const recipePath = await seedPublicRecipe(server);
    const installableOk =
      printChecks('Installable: manifest and service worker', await checkManifest(server.url)) &&
      printChecks('Installable: in Chromium', await checkServiceWorker(server.url, CHROME_PATH));

    const tools = await loadLighthouse();
    if (!tools) {
      console.log(
        '\nLighthouse scores: NOT MEASURED — the `lighthouse` package is not installed (a devDependency:',
        'run `npm install` and again).',
      );
      return 2;
    }

    const pages: PageScores[] = [];
    for (const pagePath of ['/', recipePath]) {
      const runs: Array<Record<Category, number>> = [];
      let failing: string[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const name = `${pagePath === '/' ? 'landing' : 'public-recipe'}-${run}.json`;
        const result = await auditWithRetry(tools, `${server.url}${pagePath}`, path.join(reportsDir, name));
        runs.push(result.scores);
        failing = result.failing;
      }
      const med = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r[c]))])) as Record<Category, number>;
      pages.push({ path: pagePath, runs, median: med, failing });
    }

    console.log(`\nLighthouse (mobile, ${RUNS} run${RUNS > 1 ? 's' : ''} per page, median), Chromium at ${CHROME_PATH}`);
    let targetsMet = true;
    for (const page of pages) {
      console.log(`  ${page.path}`);
      for (const c of CATEGORIES) {
        const met = page.median[c] >= TARGETS[c];
        targetsMet &&= met;
        const each = page.runs.length > 1 ? `  runs: ${page.runs.map((r) => r[c]).join(', ')}` : '';
        console.log(`    ${LABELS[c].padEnd(15)} ${String(page.median[c]).padStart(3)}  (target ≥ ${TARGETS[c]})${met ? '' : '  BELOW TARGET'}${each}`);
      }
      if (page.failing.length > 0) console.log(`    failing audits: ${page.failing.join('; ')}`);
    }
    console.log(`  reports: ${path.relative(ROOT, reportsDir)}/`);
    if (args.json) fs.writeFileSync(args.json, JSON.stringify({ installable: installableOk, pages }, null, 2));
    return installableOk && targetsMet ? 0 : 1;
  } finally {
    await server.kill();
    await location.cleanup();
  }
}

process.exitCode = await main();
