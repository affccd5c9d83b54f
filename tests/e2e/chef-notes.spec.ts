import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test, uniqueEmail } from './fixtures.ts';

/**
 * Honest notes (issue 17 item 9) in the browser: with an LLM configured that cannot be reached,
 * the built-in chef answers and the generated recipes come with the note saying so, in English
 * and in Portuguese. This test starts its own server from this checkout with that configuration
 * (nothing listens on the discard port 9, so every model call fails at once).
 */
const PORT = Number(process.env.E2E_CHEF_NOTES_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 50);
const base = `http://127.0.0.1:${PORT}`;
let server: ChildProcess | undefined;
let serverLog = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../scripts/e2e-server.ts')], {
    env: {
      ...process.env,
      E2E_PORT: String(PORT),
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'mock',
      AI_BASE_URL: 'http://127.0.0.1:9/v1',
      AI_TIMEOUT_MS: '5000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d: Buffer) => (serverLog += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (serverLog += d.toString()));
  const deadline = Date.now() + 200_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the chef-notes e2e server exited:\n${serverLog}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the chef-notes e2e server did not start:\n${serverLog}`);
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
});

for (const c of [
  {
    language: 'en',
    locale: 'en-US',
    wish: 'Your wish',
    submit: 'Generate Recipes',
    grid: 'Generated recipes',
    results: 'Your new recipes',
    note: "The AI service did not answer, so Tempero's built-in chef did.",
  },
  {
    language: 'pt-BR',
    locale: 'pt-BR',
    wish: 'Seu desejo',
    submit: 'Gerar Receitas',
    grid: 'Receitas geradas',
    results: 'Suas novas receitas',
    note: 'O serviço de IA não respondeu, então o chef embutido do Tempero respondeu.',
  },
] as const) {
  test(`${c.language}: generated recipes come with the note that the built-in chef answered`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: base, locale: c.locale });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (
        m.type() === 'error' &&
        !(/status of 401/.test(m.text()) && new URL(m.location().url, 'http://x').pathname === '/api/auth/user')
      )
        errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), c.language);
    const register = await page.request.post('/api/auth/register', {
      data: { email: uniqueEmail('notes'), password: 'correct horse battery', firstName: 'Ana', language: c.language },
    });
    expect(register.status()).toBe(201);

    await page.goto('/');
    await page
      .getByRole('textbox', { name: c.wish })
      .fill(c.language === 'en' ? 'a kraken soup' : 'uma sopa de kraken');
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/recipes/generate');
    await page.getByRole('button', { name: c.submit }).click();
    const res = await answered;
    expect(res.status()).toBe(200);
    // The note sits with the results, above their grid.
    const results = page.getByRole('region', { name: c.results });
    await expect(results.getByRole('list', { name: c.grid })).toBeVisible();
    // The fallback sentence, then the built-in chef's own: it does not know that soup either.
    await expect(results.getByRole('note')).toContainText(c.note);
    await expect(results.getByRole('note')).toContainText(/kraken/);
    expect(errors).toEqual([]);
    await context.close();
  });
}
