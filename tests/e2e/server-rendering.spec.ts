import type { Page, Request } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures.ts';

/**
 * Server rendering (src/web/entry-server.tsx, src/server/pages/spa.ts): the landing page and public
 * recipes arrive as HTML with their content and boot data, and the browser takes that HTML over
 * (hydration) without asking the API again and without falling back to a render from scratch.
 */

function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

/** The app took the HTML over without starting again, and a control that needs React works. */
async function expectHydrated(page: Page, languageButton = /change language/i, otherLanguage = 'Português (BR)') {
  await expect(page.locator('html')).toHaveAttribute('data-hydration', /^(done|recovered|replaced)$/);
  expect(await page.locator('html').getAttribute('data-hydration')).toBe('done');
  await page.getByRole('button', { name: languageButton }).click();
  await expect(page.getByRole('button', { name: otherLanguage })).toBeVisible();
  await page.keyboard.press('Escape');
}

test('the landing page is sent rendered, in the visitor language, and hydrates without a request', async ({
  page,
  browser,
  baseURL,
}) => {
  const html = await (await page.request.get('/', { headers: { 'accept-language': 'en-US,en;q=0.9' } })).text();
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="tempero-boot">/.exec(html);
  expect(root?.[1]).toContain('<h1');
  expect(html).toContain('"user":null');

  const requests = apiRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectHydrated(page);
  // The boot data says "signed out": no GET /api/auth/user (and so no 401 in the console).
  expect(requests).toEqual([]);

  // A Portuguese browser gets the page in Portuguese from the server, and the app agrees.
  const context = await browser.newContext({ baseURL, locale: 'pt-BR' });
  const pt = await context.newPage();
  const ptHtml = await (await pt.request.get('/', { headers: { 'accept-language': 'pt-BR,pt;q=0.9' } })).text();
  expect(ptHtml).toContain('<html lang="pt-BR"');
  expect(ptHtml).toContain('Pular para o conteúdo');
  const errors: string[] = [];
  pt.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
  await pt.goto('/');
  await expectHydrated(pt, /idioma/i, 'English');
  expect(errors).toEqual([]);
  await context.close();
});

test('a public recipe is sent rendered with its data and hydrates without asking for it again', async ({
  page,
  browser,
  baseURL,
}) => {
  const register = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('ssr'), password: 'correct horse battery', firstName: 'Rita' },
  });
  expect(register.status()).toBe(201);
  const title = `Pão de queijo ${Date.now()}`;
  const created = await page.request.post('/api/recipes', {
    data: {
      title,
      description: 'Cheese bread from Minas Gerais.',
      prepTime: 15,
      cookTime: 25,
      servings: 6,
      difficulty: 'Easy',
      ingredients: [
        { name: 'tapioca flour', amount: '500 g' },
        { name: 'milk', amount: '250 ml' },
      ],
      instructions: ['Scald the flour with the hot milk.', 'Bake at 200°C for **25 minutes**.'],
      tags: ['brazilian', 'snack'],
      tips: [],
    },
  });
  const recipe = (await created.json()) as { id: string };
  expect(
    (await page.request.patch(`/api/recipes/${recipe.id}/public`, { headers: { origin: baseURL! } })).status(),
  ).toBe(200);

  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const visitor = await context.newPage();
  const errors: string[] = [];
  visitor.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
  visitor.on('pageerror', (e) => errors.push(e.message));

  const html = await (await visitor.request.get(`/recipes/${recipe.id}`)).text();
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="tempero-boot">/.exec(html);
  expect(root?.[1]).toContain(title);
  expect(root?.[1]).toContain('tapioca flour');
  // No inline script may be needed to show it (the CSP allows none).
  expect(root?.[1]).not.toMatch(/<script|<template/);

  const requests = apiRequests(visitor);
  await visitor.goto(`/recipes/${recipe.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectHydrated(visitor);
  expect(requests).not.toContain(`GET /api/public/recipes/${recipe.id}`);
  expect(requests).not.toContain('GET /api/auth/user');
  // The page works: changing servings rescales the ingredients.
  await visitor.getByRole('button', { name: /increase servings|more servings/i }).click();
  await expect(visitor.getByText('tapioca flour').first()).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();

  // A Brazilian visitor: Portuguese text and metric amounts from the server, and the app agrees.
  const ptContext = await browser.newContext({ baseURL, locale: 'pt-BR' });
  const ptVisitor = await ptContext.newPage();
  await ptVisitor.goto(`/recipes/${recipe.id}`);
  await expect(ptVisitor.getByRole('heading', { level: 2, name: 'Ingredientes' })).toBeVisible();
  await expectHydrated(ptVisitor, /idioma/i, 'English');
  await ptContext.close();

  // Signed in (the owner), the shared link is rendered for them too and hydrates as well
  // (/recipes/:id, the app's own address, opens the recipe in the app for them instead).
  const ownerRequests = apiRequests(page);
  await page.goto(`/public/recipes/${recipe.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectHydrated(page);
  expect(ownerRequests).not.toContain('GET /api/auth/user');
  expect(ownerRequests).not.toContain(`GET /api/public/recipes/${recipe.id}`);
});

test('signed-in Home and Favorites are sent rendered for their user, never cached, and hydrate', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('ssr-home');
  const register = await page.request.post('/api/auth/register', {
    data: { email, password: 'correct horse battery', firstName: 'Benedita' },
  });
  expect(register.status()).toBe(201);
  const created = await page.request.post('/api/recipes', {
    data: {
      title: 'Bolo de fubá',
      ingredients: [{ name: 'cornmeal', amount: '2 cups' }],
      instructions: ['Mix and bake for 40 minutes.'],
    },
  });
  expect(created.status()).toBe(201);
  const cake = (await created.json()) as { id: string };
  expect(
    (await page.request.patch(`/api/recipes/${cake.id}/favorite`, { headers: { origin: baseURL! } })).status(),
  ).toBe(200);
  const errors: string[] = [];
  page.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
  page.on('pageerror', (e) => errors.push(e.message));

  for (const [path, heading] of [
    ['/', /generate recipe/i],
    ['/favorites', /my favorites/i],
  ] as const) {
    const response = await page.request.get(path);
    expect(response.headers()['cache-control']).toBe('private, no-cache');
    const html = await response.text();
    const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="tempero-boot">/.exec(html);
    // The frame carries the user's own account button, and no inline script is needed to show it.
    expect(root?.[1]).toContain('<main');
    expect(root?.[1]).toMatch(/data-testid="avatar-fallback"[^>]*>B<\/span>/);
    expect(root?.[1]).not.toMatch(/<script|<template/);
    // The favourite's card is in the page as sent.
    expect(root?.[1]).toContain('Bolo de fubá');

    const requests = apiRequests(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydration', 'done');
    expect(requests).not.toContain('GET /api/auth/user');
    // The favourites and collections came with the page: not asked for again.
    expect(requests).not.toContain('GET /api/recipes/favorites');
    expect(requests).not.toContain('GET /api/collections');
    // A control that needs React works: the account menu opens.
    await page.getByRole('button', { name: /account menu/i }).click();
    await expect(page.getByRole('menuitem', { name: /profile/i })).toBeVisible();
    await page.keyboard.press('Escape');
    // And the card's own: its recipe opens.
    await page.getByRole('button', { name: /view recipe.*bolo de fubá/i }).click();
    await expect(page.getByRole('dialog')).toContainText('cornmeal');
    await page.keyboard.press('Escape');
  }
  // The favourites the page came with are kept for offline use once the page is idle.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('tempero.offlineFavorites') ?? ''))
    .toContain('cornmeal');
  expect(errors).toEqual([]);

  // Another user is sent their own frame, not the first one's.
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const other = await context.newPage();
  expect(
    (
      await other.request.post('/api/auth/register', {
        data: { email: uniqueEmail('ssr-home2'), password: 'correct horse battery', firstName: 'Zeca' },
      })
    ).status(),
  ).toBe(201);
  const otherHtml = await (await other.request.get('/')).text();
  expect(otherHtml).toMatch(/data-testid="avatar-fallback"[^>]*>Z<\/span>/);
  expect(otherHtml).not.toContain('Benedita');
  expect(otherHtml).not.toContain(email);
  await context.close();
});
