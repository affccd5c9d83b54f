import type { Page } from '@playwright/test';
import { expect, setOffline, test, uniqueEmail } from './fixtures.ts';

/**
 * Issue 20 item 7: offline, what needs the network is disabled with a reason, a page that needs
 * the server says so and links to what works offline, and /offline shows the signed-in banner.
 */
const BANNER = "You're offline - Some features may be limited";
const HINT = "You're offline: this needs a connection.";

async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('offline: disabled actions say why, History says it needs a connection, /offline has the banner', async ({
  page,
  context,
  consoleErrors,
}) => {
  const register = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('offline-edges'), password: 'correct horse battery', firstName: 'Otto' },
  });
  expect(register.status()).toBe(201);
  const title = `Offline polenta ${Date.now()}`;
  const created = await page.request.post('/api/recipes', {
    data: {
      title,
      description: 'Soft polenta.',
      prepTime: 5,
      cookTime: 30,
      servings: 4,
      difficulty: 'Easy',
      ingredients: [{ name: 'cornmeal', amount: '1 cup' }],
      instructions: ['Whisk the cornmeal into boiling water and stir until thick.'],
      tags: [],
      tips: [],
    },
  });
  const { id } = (await created.json()) as { id: string };
  expect((await page.request.patch(`/api/recipes/${id}/favorite`)).status()).toBe(200);

  // Online: the service worker installs and keeps a copy of the favorites (and collections).
  await page.goto('/favorites');
  await waitForServiceWorkerControl(page);
  const collectionsRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/collections');
  await page.reload();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  expect((await collectionsRead).status()).toBe(200);
  const card = page.getByRole('article', { name: title });
  await expect(page.getByRole('button', { name: 'Import recipe' })).toBeEnabled();
  await expect(card.getByRole('button', { name: 'Generate image' })).toBeEnabled();

  await setOffline(context, page, true);
  await page.reload();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  for (const button of [
    page.getByRole('button', { name: 'Import recipe' }),
    card.getByRole('button', { name: 'Generate image' }),
  ]) {
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('title', HINT);
  }

  // History needs the server: it says so and links to what works offline; no failure texts.
  await page.goto('/history');
  await expect(page.getByRole('heading', { name: 'This page is not available offline' })).toBeVisible();
  for (const [name, href] of [
    ['My Favorites', '/favorites'],
    ['Shopping List', '/shopping-list'],
    ['Offline page', '/offline'],
  ]) {
    await expect(page.getByRole('main').getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(page.getByText('Failed to fetch recipes')).toHaveCount(0);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'My Favorites' }).click();
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  // /offline, opened offline: the signed-in banner is there too.
  await page.goto('/offline');
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page.getByText(BANNER)).toBeVisible();

  // The History read fails offline, as it must; Chromium logs that failed request.
  const expected = /\/api\/recipes\?.*Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)$/;
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !expected.test(error)));
  await setOffline(context, page, false);
});
