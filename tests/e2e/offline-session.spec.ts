import type { Page } from '@playwright/test';
import { expect, setOffline, test, uniqueEmail } from './fixtures.ts';

/**
 * Issue 35 (walk 8, fault 13): a cook signs in, generates, plans the week with the chef and opens
 * the shopping list, all by the app's own links, then reloads the list in the shop without a
 * network. Every page they saw came from the server with the signed-in user in its boot data, so
 * the page never asked the service worker for /api/auth/user; the worker's cached shell (no boot
 * data) then asked it offline and found no copy: "We could not check your session" instead of the
 * list. Offline, a person who loaded the app before sees their cached screens.
 */

const TEXT = {
  en: {
    form: 'What would you like to cook?',
    wish: 'Your wish',
    generate: 'Generate Recipes',
    dish: 'fried rice',
    planner: 'Meal Planner',
    ai: 'AI meal plan',
    aiGo: 'Generate plan',
    list: 'Generate shopping list',
    sessionError: 'We could not check your session',
  },
  'pt-BR': {
    form: 'O que você quer cozinhar?',
    wish: 'Seu desejo',
    generate: 'Gerar Receitas',
    dish: 'arroz frito',
    planner: 'Planejador de Refeições',
    ai: 'Plano com IA',
    aiGo: 'Gerar plano',
    list: 'Gerar lista de compras',
    sessionError: 'Não conseguimos verificar sua sessão',
  },
} as const;

async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

for (const lang of ['en', 'pt-BR'] as const) {
  test.describe(lang, () => {
    test.use({ viewport: { width: 1280, height: 800 }, locale: lang });

    test('the list opens offline after a reload when every page came from the server', async ({ page, context }) => {
      test.setTimeout(180_000);
      const t = TEXT[lang];
      const res = await page.request.post('/api/auth/register', {
        data: { email: uniqueEmail('session'), password: 'correct horse battery', firstName: 'Cook', language: lang },
      });
      expect(res.status(), await res.text()).toBe(201);

      // The first page, from the server (the user in its boot data): generate there.
      await page.goto('/');
      const form = page.getByRole('region', { name: t.form });
      await form.getByRole('textbox', { name: t.wish }).fill(t.dish);
      const generated = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/recipes/generate');
      await form.getByRole('button', { name: t.generate }).click();
      expect((await generated).status()).toBe(200);
      // The worker installs while the cook reads and takes the page over; from here on the cook
      // moves by the app's links only (no new document until the reload in the shop).
      await waitForServiceWorkerControl(page);
      await page.getByRole('link', { name: t.planner }).first().click();
      await page.getByRole('button', { name: t.ai }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: t.aiGo }).click();
      await expect(dialog).toBeHidden({ timeout: 120_000 });
      await page.getByRole('button', { name: t.list }).click();
      await page.waitForURL('**/shopping-list', { timeout: 60_000 });
      const first = page.getByRole('checkbox').first();
      await expect(first).toBeVisible();
      // The worker has its copy of the list (the answer the offline reload will need).
      await expect
        .poll(() => page.evaluate(async () => (await caches.match('/api/shopping-list-items')) !== undefined))
        .toBe(true);

      await setOffline(context, page, true);
      await page.reload();
      await expect(first).toBeVisible();
      await expect(page.getByText(t.sessionError)).toHaveCount(0);
      await first.click();
      await expect(first).toBeChecked();
      await setOffline(context, page, false);
    });
  });
}
