/**
 * Lighthouse bench: builds the web app, starts the real server (a child process, fresh DATA_DIR)
 * with one public recipe, audits `/` and that recipe's public page as a phone (Lighthouse's
 * default mobile form factor and throttling) in Debian's Chromium, and checks installability
 * (manifest + service worker + start URL offline) itself, since Lighthouse 12+ has no PWA category.
 * Then signed in (issue 19): an account with four recipes is made through the API and its session
 * cookie is put in the audited browser's cookie jar; Home, Favorites and a recipe
 * page are audited, and the JavaScript each downloads on a first load is added up (gzip), with a
 * budget of 150 KB for Home. The load average is printed with the scores: Performance depends on
 * the machine's load (simulated throttling scales what it measures), script sizes do not.
 *
 *   node_modules/.bin/node bench/lighthouse/run.ts [--runs 5] [--no-build] [--json FILE]
 *                                                  [--only public|signed-in] [--port N]
 *                                                  [--js-only] (script sizes, every file, no Lighthouse)
 *   (or: npx node bench/lighthouse/run.ts)
 *
 * Lighthouse is a devDependency (it downloads no browser); should it be missing, the script says
 * so, still runs the installability check, prints no scores and exits with status 2.
 * CHROME_PATH (default /usr/bin/chromium) picks the browser.
 * Targets: Performance ≥ 95, Accessibility 100, Best Practices 100, SEO 100 (public pages; signed-in
 * pages are not for search engines, so SEO is not audited there); the median of N runs per page
 * (default 5, as Lighthouse's own guidance on variability suggests) is compared, and every run's
 * scores are printed. Exit status 0 only when every target and check is met.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { ApiClient, startServer, type DataLocation, type ServerProcess } from '../../tests/reliability/harness.ts';
import { buildWeb } from '../../scripts/build-if-stale.ts';
import { checkManifest, checkServiceWorker, type Check } from './installable.ts';
import { measureFirstLoadScripts, MOQUECA, seedSignedInAccount, type ScriptLoad } from './signed-in.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const LABELS: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best Practices',
  seo: 'SEO',
};
const SIGNED_IN_CATEGORIES: Category[] = ['performance', 'accessibility', 'best-practices'];
/** Issue 19: the JavaScript of a signed-in first load (Home), gzipped. */
const SIGNED_IN_JS_BUDGET = 150_000;

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    json: { type: 'string' },
    only: { type: 'string' },
    port: { type: 'string' },
    'js-only': { type: 'boolean', default: false },
  },
});
if (args.only && !['public', 'signed-in'].includes(args.only)) throw new Error('--only takes public or signed-in');
const PUBLIC = args.only !== 'signed-in';
const SIGNED_IN = args.only !== 'public';
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
  launch(options: {
    chromePath: string;
    chromeFlags: string[];
  }): Promise<{ port: number; kill(): Promise<void> | void }>;
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
  const created = await client.request<{ id: string }>('POST', '/api/recipes', MOQUECA);
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
  name: string;
  path: string;
  categories: Category[];
  runs: Array<Partial<Record<Category, number>>>;
  median: Partial<Record<Category, number>>;
  /** Audits that lost points in the last run (to know what to fix). */
  failing: string[];
}

/**
 * Signs the audited browser in: the session cookie goes into its cookie jar over the DevTools
 * protocol. Lighthouse's storage reset leaves cookies alone (so that sign-ins survive), and the
 * cookie reaches every request, fetch and EventSource included; `extraHeaders` did not (the API
 * calls and the live-updates stream answered 401).
 */
async function setCookie(port: number, url: string, cookie: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [name, value] = cookie.split('=') as [string, string];
    await browser
      .contexts()[0]!
      .addCookies([{ name, value, url: new URL(url).origin, httpOnly: true, sameSite: 'Lax' }]);
  } finally {
    await browser.close();
  }
}

interface AuditTarget {
  url: string;
  categories: Category[];
  /** `name=value`: a session cookie put in the browser's cookie jar before the audit. */
  cookie?: string;
}

async function audit(
  tools: { lighthouse: LighthouseFn; launcher: ChromeLauncher },
  target: AuditTarget,
  reportFile: string,
): Promise<{ scores: Partial<Record<Category, number>>; failing: string[] }> {
  const { url, categories } = target;
  const chrome = await tools.launcher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    if (target.cookie) await setCookie(chrome.port, url, target.cookie);
    const result = await tools.lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      formFactor: 'mobile',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    fs.writeFileSync(reportFile, JSON.stringify(result.lhr));
    const scores = Object.fromEntries(
      categories.map((c) => [c, Math.round((result.lhr.categories[c]?.score ?? 0) * 100)]),
    );
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
  target: AuditTarget,
  reportFile: string,
): Promise<{ scores: Partial<Record<Category, number>>; failing: string[] }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(tools, target, reportFile);
    } catch (error) {
      if (attempt === 3 || !(error instanceof Error) || !error.message.startsWith('Lighthouse: ')) throw error;
      console.log(
        `  (${error.message.split(' ').slice(0, 2).join(' ')} on ${new URL(target.url).pathname}: run again)`,
      );
    }
  }
}

function printChecks(title: string, checks: Check[]): boolean {
  console.log(`\n${title}`);
  for (const check of checks)
    console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name}${check.detail ? ` (${check.detail})` : ''}`);
  return checks.every((check) => check.ok);
}

async function main(): Promise<number> {
  if (!args['no-build']) build();
  if (!fs.existsSync(path.join(ROOT, 'dist/web/sw.js')))
    throw new Error('dist/web has no sw.js: build the web app first.');

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
  const server = await startServer(location, { timeoutMs: 120_000, ...(args.port ? { port: Number(args.port) } : {}) });
  const reportsDir = path.join(ROOT, '.tmp/lighthouse');
  fs.mkdirSync(reportsDir, { recursive: true });
  const loadAtStart = os.loadavg();
  try {
    const recipePath = await seedPublicRecipe(server);
    const account = SIGNED_IN ? await seedSignedInAccount(server) : null;
    const installableOk = PUBLIC
      ? printChecks('Installable: manifest and service worker', await checkManifest(server.url)) &&
        printChecks('Installable: in Chromium', await checkServiceWorker(server.url, CHROME_PATH))
      : true;

    // Script sizes first: they do not depend on the machine's load, and need no Lighthouse.
    const scripts: Array<{ name: string; path: string; load: ScriptLoad }> = [];
    if (account) {
      for (const page of account.pages) {
        scripts.push({
          ...page,
          load: await measureFirstLoadScripts(server.url, account.cookie, page.path, CHROME_PATH),
        });
      }
      const home = scripts.find((s) => s.name === 'home')!;
      console.log('\nJavaScript of a signed-in first load (every script requested, gzip -9 of each, summed)');
      for (const { name, path: pagePath, load } of scripts) {
        const budget =
          name === 'home'
            ? `  (budget < ${SIGNED_IN_JS_BUDGET / 1000} KB)${load.gzipBytes < SIGNED_IN_JS_BUDGET ? '' : '  OVER BUDGET'}`
            : '';
        console.log(
          `  ${name.padEnd(10)} ${(load.gzipBytes / 1000).toFixed(1).padStart(6)} KB gzip, ${load.scripts.length} files, ${(load.rawBytes / 1000).toFixed(0)} KB raw  ${pagePath}${budget}`,
        );
      }
      console.log(
        `  largest on home: ${home.load.scripts
          .slice(0, 5)
          .map((s) => `${path.basename(s.path)} ${(s.gzipBytes / 1000).toFixed(1)}`)
          .join(', ')}`,
      );
    }

    if (args['js-only']) {
      // Every script of each signed-in first load, to see what a page carries (issue 19).
      for (const { name, load } of scripts) {
        console.log(`\n  ${name}:`);
        for (const s of load.scripts)
          console.log(`    ${(s.gzipBytes / 1000).toFixed(1).padStart(6)}  ${path.basename(s.path)}`);
      }
      // The signed-out pages too, so that a saving on Home is seen not to grow them.
      if (PUBLIC) {
        console.log('\nJavaScript of a signed-out first load');
        for (const [name, pagePath] of [
          ['landing', '/'],
          ['public-recipe', recipePath],
        ] as const) {
          const load = await measureFirstLoadScripts(server.url, null, pagePath, CHROME_PATH);
          console.log(
            `  ${name.padEnd(13)} ${(load.gzipBytes / 1000).toFixed(1).padStart(6)} KB gzip, ${load.scripts.length} files  ${pagePath}`,
          );
        }
      }
      return scripts.every((s) => s.name !== 'home' || s.load.gzipBytes < SIGNED_IN_JS_BUDGET) ? 0 : 1;
    }

    const tools = await loadLighthouse();
    if (!tools) {
      console.log(
        '\nLighthouse scores: NOT MEASURED — the `lighthouse` package is not installed (a devDependency:',
        'run `npm install` and again).',
      );
      return 2;
    }

    const targets: Array<{ name: string; path: string; target: AuditTarget }> = [];
    if (PUBLIC) {
      targets.push({ name: 'landing', path: '/', target: { url: `${server.url}/`, categories: [...CATEGORIES] } });
      targets.push({
        name: 'public-recipe',
        path: recipePath,
        target: { url: `${server.url}${recipePath}`, categories: [...CATEGORIES] },
      });
    }
    for (const page of account?.pages ?? []) {
      targets.push({
        name: `signed-in-${page.name}`,
        path: page.path,
        target: { url: `${server.url}${page.path}`, categories: SIGNED_IN_CATEGORIES, cookie: account!.cookie },
      });
    }

    const pages: PageScores[] = [];
    for (const { name, path: pagePath, target } of targets) {
      const runs: PageScores['runs'] = [];
      let failing: string[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const result = await auditWithRetry(tools, target, path.join(reportsDir, `${name}-${run}.json`));
        runs.push(result.scores);
        failing = result.failing;
      }
      const med = Object.fromEntries(target.categories.map((c) => [c, median(runs.map((r) => r[c] ?? 0))]));
      pages.push({ name, path: pagePath, categories: target.categories, runs, median: med, failing });
    }
    const loadAtEnd = os.loadavg();
    const loads = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');

    console.log(
      `\nLighthouse (mobile, simulated throttling, ${RUNS} run${RUNS > 1 ? 's' : ''} per page, median), Chromium at ${CHROME_PATH}`,
    );
    console.log(
      `  load average (1, 5, 15 min) at start: ${loads(loadAtStart)}, at end: ${loads(loadAtEnd)}; ${os.cpus().length} CPUs`,
    );
    let targetsMet = true;
    for (const page of pages) {
      console.log(`  ${page.name} ${page.path}`);
      for (const c of page.categories) {
        const value = page.median[c] ?? 0;
        const met = value >= TARGETS[c];
        targetsMet &&= met;
        const each = page.runs.length > 1 ? `  runs: ${page.runs.map((r) => r[c]).join(', ')}` : '';
        console.log(
          `    ${LABELS[c].padEnd(15)} ${String(value).padStart(3)}  (target ≥ ${TARGETS[c]})${met ? '' : '  BELOW TARGET'}${each}`,
        );
      }
      if (page.failing.length > 0) console.log(`    failing audits: ${page.failing.join('; ')}`);
    }
    console.log(`  reports: ${path.relative(ROOT, reportsDir)}/`);
    const jsOk = scripts.every((s) => s.name !== 'home' || s.load.gzipBytes < SIGNED_IN_JS_BUDGET);
    if (args.json) {
      const firstLoadJs = scripts.map(({ name, path: p, load }) => ({
        name,
        path: p,
        gzipBytes: load.gzipBytes,
        rawBytes: load.rawBytes,
        files: load.scripts.length,
      }));
      fs.writeFileSync(
        args.json,
        JSON.stringify(
          { installable: installableOk, loadAverage: { start: loadAtStart, end: loadAtEnd }, firstLoadJs, pages },
          null,
          2,
        ),
      );
    }
    return installableOk && targetsMet && jsOk ? 0 : 1;
  } finally {
    await server.kill();
    await location.cleanup();
  }
}

process.exitCode = await main();
