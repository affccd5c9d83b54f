import type { Page } from '@playwright/test';
import { expect, setOffline, test, uniqueEmail } from './fixtures.ts';

/**
 * Issue 35: the combined shopping list, opened online once, opens again after a reload offline
 * (the service worker's copy), in both languages, on a phone and a desktop.
 */

const TEXT = {
  en: { combined: 'Combined', byRecipe: 'By recipe', failed: 'Failed to load the combined list.' },
  'pt-BR': { combined: 'Combinada', byRecipe: 'Por receita', failed: 'Falha ao carregar a lista combinada.' },
} as const;

async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

for (const [lang, width, height] of [
  ['en', 1280, 800],
  ['pt-BR', 390, 844],
] as const) {
  test.describe(`${lang} at ${width} px`, () => {
    test.use({ viewport: { width, height }, locale: lang });

    test('the combined list opens offline after a reload', async ({ page, context }) => {
      const t = TEXT[lang];
      await page.goto('/offline');
      const res = await page.request.post('/api/auth/register', {
        data: { email: uniqueEmail('combined'), password: 'correct horse battery', firstName: 'Cook', language: lang },
      });
      expect(res.status(), await res.text()).toBe(201);
      for (const [name, amount, recipeTitle] of [
        ['onion, chopped', '1', 'Soup'],
        ['onions', '2', 'Stew'],
        ['rice', '200 g', 'Stew'],
      ]) {
        const added = await page.request.post('/api/shopping-list-items', {
          data: { name, amount, recipeTitle, recipeId: null },
        });
        expect(added.status(), await added.text()).toBe(201);
      }

      // A cook's first visit: the combined view opened at once, before the new service worker
      // has taken the page (so that answer is the network's alone).
      await page.goto('/shopping-list');
      await page.getByRole('tab', { name: t.combined }).click();
      const onion = page.getByRole('checkbox', { name: /^3 (onions|cebolas)\b/ });
      await expect(onion).toBeVisible();
      // Another visit online, through the worker, shows the list by recipe (the default view)...
      await waitForServiceWorkerControl(page);
      await page.reload();
      await expect(page.getByRole('checkbox').first()).toBeVisible();
      // ...and leaves the worker a copy of the combined list too, though that view was not opened.
      await expect
        .poll(() => page.evaluate(async () => (await caches.match('/api/shopping-list-items/combined')) !== undefined))
        .toBe(true);

      // Offline, the page reloaded: the combined view is the worker's copy, not an error.
      await setOffline(context, page, true);
      await page.reload();
      // A tick made offline first (queued), as a cook in the shop does, then the combined view.
      const first = page.getByRole('checkbox').first();
      await first.click();
      await expect(first).toBeChecked();
      await page.getByRole('tab', { name: t.combined }).click();
      await expect(onion).toBeVisible();
      await expect(page.getByText(t.failed)).toHaveCount(0);
      // Back to the other view and again: both copies hold.
      await page.getByRole('tab', { name: t.byRecipe }).click();
      await expect(page.getByRole('checkbox').first()).toBeVisible();
      await page.getByRole('tab', { name: t.combined }).click();
      await expect(onion).toBeVisible();
      await setOffline(context, page, false);
    });
  });
}
