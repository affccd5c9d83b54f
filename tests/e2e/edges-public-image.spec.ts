import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures.ts';

/**
 * Issue 20 item 1: the public recipe picture shows whether it loaded before the app started
 * (server-rendered HTML, load event before hydration), after it, or with JavaScript off.
 */

async function publicRecipeWithImage(page: Page, origin: string): Promise<string> {
  const register = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('img'), password: 'correct horse battery', firstName: 'Ana' },
  });
  expect(register.status()).toBe(201);
  const created = await page.request.post('/api/recipes', {
    data: {
      title: `Moqueca ${Date.now()}`,
      description: 'Fish stew from Bahia.',
      prepTime: 20,
      cookTime: 30,
      servings: 4,
      difficulty: 'Medium',
      ingredients: [
        { name: 'white fish', amount: '600 g' },
        { name: 'coconut milk', amount: '200 ml' },
      ],
      instructions: ['Layer the fish with the vegetables.', 'Simmer with the coconut milk.'],
      tags: [],
      tips: [],
    },
  });
  const { id } = (await created.json()) as { id: string };
  expect((await page.request.post(`/api/recipes/${id}/regenerate-image`, { headers: { origin } })).status()).toBe(200);
  expect((await page.request.patch(`/api/recipes/${id}/public`, { headers: { origin } })).status()).toBe(200);
  return id;
}

async function expectPictureShown(page: Page) {
  const img = page.locator('main img').first();
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  // Every ancestor up to the page, so no wrapper hides it either.
  const opacity = await img.evaluate((el) => {
    let o = 1;
    for (let n: Element | null = el; n; n = n.parentElement) o *= Number(getComputedStyle(n).opacity);
    return o;
  });
  expect(opacity).toBe(1);
  // Nothing is painted over the picture's centre (the loading placeholder lies under it).
  const covered = await img.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 100));
    return top === el;
  });
  expect(covered).toBe(true);
}

test('the public picture shows on a cold load, after hydration and with JavaScript off', async ({
  page,
  browser,
  baseURL,
}) => {
  const id = await publicRecipeWithImage(page, baseURL!);

  // A cold load: nothing cached, the page and its picture fetched as a first visitor would.
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ baseURL, viewport });
    const visitor = await context.newPage();
    await visitor.goto(`/recipes/${id}`);
    await expect(visitor.locator('html')).toHaveAttribute('data-hydration', 'done');
    await expectPictureShown(visitor);
    await expect(visitor.locator('[data-image-state]').first()).toHaveAttribute('data-image-state', 'loaded');
    await context.close();
  }

  // The picture finishes before any script runs: the app is held back until it has loaded.
  const held = await browser.newContext({ baseURL });
  const early = await held.newPage();
  let pictureLoaded!: () => void;
  const loaded = new Promise<void>((resolve) => (pictureLoaded = resolve));
  early.on('requestfinished', (r) => (new URL(r.url()).pathname.startsWith('/media/') ? pictureLoaded() : undefined));
  await early.route(/\/assets\/.*\.js$/, async (route) => {
    await loaded;
    await route.continue();
  });
  await early.goto(`/recipes/${id}`);
  await expect(early.locator('html')).toHaveAttribute('data-hydration', 'done');
  await expectPictureShown(early);
  await expect(early.locator('[data-image-state]').first()).toHaveAttribute('data-image-state', 'loaded');
  await held.close();

  // JavaScript off: the server's HTML alone shows the picture.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const reader = await noScript.newPage();
  await reader.goto(`/recipes/${id}`);
  await expectPictureShown(reader);
  await noScript.close();
});
