import type { Browser, Page } from '@playwright/test';
import { createAccount, expect, test, uniqueEmail } from './fixtures.ts';

const PASSWORD = 'correct horse battery';

/**
 * Console errors of a page opened outside the `page` fixture (a second, signed-out browser
 * context), with the same single exception as the fixture: the 401 of GET /api/auth/user.
 */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const expected401 =
      /status of 401/.test(message.text()) && new URL(message.location().url, 'http://x').pathname === '/api/auth/user';
    if (!expected401) errors.push(`console.error at ${message.location().url}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.stack ?? error.message}`));
  return errors;
}

async function signedOutPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const page = await context.newPage();
  return { context, page, errors: watchConsole(page) };
}

test('a recipe goes from History to Favorites and Home, is published, and a visitor saves it after signing up', async ({
  page,
  browser,
  baseURL,
}) => {
  // Owner: an account (the session cookie lands in this context) and a recipe through the API,
  // since the editor is another screen's work.
  const register = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('owner'), password: PASSWORD, firstName: 'Olga' },
  });
  expect(register.status()).toBe(201);
  const title = `Moqueca de banana ${Date.now()}`;
  const created = await page.request.post('/api/recipes', {
    data: {
      title,
      description: 'Plantain and coconut stew from Bahia.',
      prepTime: 15,
      cookTime: 30,
      servings: 4,
      difficulty: 'Hard',
      ingredients: [
        { name: 'ripe plantains', amount: '4' },
        { name: 'coconut milk', amount: '400 ml' },
      ],
      instructions: ['Slice the plantains **thickly**.', 'Simmer *gently* in the coconut milk.'],
      tags: ['brazilian', 'vegan'],
      tips: ['Use dendê oil for colour.'],
    },
  });
  expect(created.status()).toBe(201);
  const recipe = (await created.json()) as { id: string };

  // History lists it, with its total time and difficulty.
  await page.goto('/history');
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await expect(page.getByText('Showing 1-1 of 1')).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('45 min')).toBeVisible();
  await expect(card.getByText('Hard')).toBeVisible();

  // Favourite it from the card.
  const favorited = page.waitForResponse((r) => r.url().endsWith(`/api/recipes/${recipe.id}/favorite`));
  await card.getByRole('button', { name: 'Add to favorites' }).click();
  expect((await favorited).status()).toBe(200);
  await expect(card.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('aria-pressed', 'true');

  // Favorites and the Home strip show it.
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'My Favorites' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeVisible();
  await expect(page.getByText('1 saved recipe', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('nothing like it');
  await expect(page.getByRole('heading', { name: 'No favorites match' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('plantain');
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Your favorites' });
  await expect(strip.getByRole('article', { name: title })).toBeVisible();
  await expect(strip.getByRole('link', { name: 'See all favorites' })).toHaveAttribute('href', '/favorites');

  // Publish it from the detail modal and read its public link.
  await strip.getByRole('button', { name: `View recipe: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('ol strong')).toHaveText('thickly');
  await expect(dialog.locator('ol em')).toHaveText('gently');
  const published = page.waitForResponse((r) => r.url().endsWith(`/api/recipes/${recipe.id}/visibility`));
  await dialog.getByRole('radio', { name: 'Anyone with the link' }).check();
  expect((await published).status()).toBe(200);
  const linkBox = dialog.getByRole('textbox', { name: 'Public link' });
  await expect(linkBox).toHaveValue(new RegExp(`/public/recipe/${recipe.id}$`));
  const publicUrl = await linkBox.inputValue();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A visitor, signed out, opens the link.
  const visitor = await signedOutPage(browser, baseURL);
  await visitor.page.goto(publicUrl);
  await expect(visitor.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.page.getByRole('note')).toContainText('Olga shared this recipe.');
  // In the visitor's units: an en-US browser reads imperial, so 400 ml shows as 1 2/3 cups.
  await expect(visitor.page.getByRole('region', { name: 'Ingredients' })).toContainText('1 2/3 cupscoconut milk');
  await expect(visitor.page.getByRole('link', { name: 'Try the recipe generator' })).toHaveAttribute('href', '/');

  // Save → sign-in page (a new account) → back → the home page saves it into their favourites.
  await visitor.page.getByRole('button', { name: 'Log in to save' }).click();
  await expect(visitor.page).toHaveURL(new RegExp(`/api/login\\?returnTo=%2Fpublic%2Frecipe%2F${recipe.id}`));
  await createAccount(visitor.page, { firstName: 'Vera', email: uniqueEmail('visitor'), password: PASSWORD });
  await expect(visitor.page).toHaveURL(/\/$/);
  await expect(visitor.page.getByText('Recipe saved!', { exact: true })).toBeVisible();
  const visitorStrip = visitor.page.getByRole('region', { name: 'Your favorites' });
  await expect(visitorStrip.getByRole('article', { name: title })).toBeVisible();

  const theirs = await visitor.page.request.get('/api/recipes/favorites');
  const favorites = (await theirs.json()) as { id: string; title: string; isFavorite: boolean; isPublic: boolean }[];
  expect(favorites).toHaveLength(1);
  expect(favorites[0]).toMatchObject({ title, isFavorite: true, isPublic: false });
  expect(favorites[0].id).not.toBe(recipe.id);
  expect(await visitor.page.evaluate(() => localStorage.getItem('pendingRecipeId'))).toBeNull();

  // Reloading does not save it again: with the page's clock faked, running it 5 s past the load
  // fires every auto-save timer (1 s at most) at once instead of sleeping, and no copy is asked for.
  const copies: string[] = [];
  visitor.page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/copy')) copies.push(r.url());
  });
  await visitor.page.clock.install();
  await visitor.page.reload();
  await expect(visitorStrip.getByRole('article', { name: title })).toBeVisible();
  await visitor.page.clock.runFor(5_000);
  // Asked from the page after its timers ran, so a copy they had started would be sent before it.
  const after = await visitor.page.evaluate(() =>
    fetch('/api/recipes/favorites').then((r) => r.json() as Promise<unknown[]>),
  );
  expect(copies).toEqual([]);
  expect(after).toHaveLength(1);

  expect(visitor.errors, 'the visitor page logged errors').toEqual([]);
  await visitor.context.close();
});
