import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures.ts';

/**
 * The profile page and units: a cook switches to metric and reads the recipe's "1 cup" as 240 ml
 * and its 350°F oven in °C, scales 4 servings to 6, and finally deletes the account; a signed-out
 * visitor reads a shared recipe in their browser's units.
 */

const PASSWORD = 'correct horse battery';

const MILK_BREAD = {
  description: 'Soft rolls for breakfast',
  prepTime: 20,
  cookTime: 30,
  servings: 4,
  difficulty: 'Easy',
  ingredients: [
    { name: 'milk', amount: '1 cup' },
    { name: 'eggs', amount: '2' },
  ],
  instructions: ['Knead the dough and let it rise.', 'Bake at 350°F for 30 minutes.'],
  tags: ['bread'],
  tips: [],
};

/** A toast's text (Radix also copies toast text into a screen-reader announcement). */
function toast(page: Page, text: string | RegExp) {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByText(text)
    .first();
}

async function signUpWithRecipe(page: Page, title: string): Promise<{ email: string; recipeId: string }> {
  await page.goto('/offline'); // a page of the app, so the session cookie is set on its origin
  const email = uniqueEmail('units');
  const account = await page.request.post('/api/auth/register', {
    data: { email, password: PASSWORD, firstName: 'Rosa' },
  });
  expect(account.ok(), await account.text()).toBe(true);
  const created = await page.request.post('/api/recipes', { data: { ...MILK_BREAD, title } });
  expect(created.status(), await created.text()).toBe(201);
  return { email, recipeId: ((await created.json()) as { id: string }).id };
}

test('switch to metric on the profile, read 1 cup as 240 ml and the oven in °C, scale 4 → 6, then delete the account', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Milk bread ${Date.now()}`;
  const { email, recipeId } = await signUpWithRecipe(page, title);

  // The profile: account, statistics, preferences.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const stats = page.getByRole('region', { name: 'Your recipes' });
  await expect(stats.getByRole('definition')).toHaveText(['1', '0']);
  await expect(stats.getByRole('term')).toHaveText(['Recipe saved', 'Favorites']);
  const select = page.getByRole('combobox', { name: 'Unit system' });
  await expect(select).toHaveText('Imperial'); // the default
  await select.click();
  await expect(page.getByRole('option', { name: /^Metric/ })).toContainText('Grams, kilos, milliliters and liters');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/user/preferences') && r.request().method() === 'PATCH',
  );
  await page.getByRole('option', { name: /^Metric/ }).click();
  expect((await saved).status()).toBe(200);
  await expect(toast(page, 'Preferences updated')).toBeVisible();
  await expect(select).toHaveText('Metric');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Unit system' })).toHaveText('Metric');

  // The recipe in metric: the detail modal.
  await page.goto('/history');
  await page.getByRole('button', { name: `View recipe: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  const ingredients = dialog.getByRole('region', { name: 'Ingredients' });
  await expect(ingredients.getByRole('listitem')).toHaveText(['240 mlmilk', '2eggs']);
  await expect(dialog.getByText(/^Bake at 1[78][05]\s?°C for 30 minutes\.$/)).toBeVisible();

  // 4 → 6 servings: amounts scale (1 1/2 cups of milk = 360 ml), the steps keep their words.
  await dialog.getByRole('button', { name: 'More servings' }).click();
  await dialog.getByRole('button', { name: 'More servings' }).click();
  await expect(dialog.locator('[data-fact="servings"]')).toHaveText('6');
  await expect(ingredients.getByRole('listitem')).toHaveText(['360 mlmilk', '3eggs']);
  // The original amounts, still for 6.
  await dialog.getByRole('switch', { name: 'Show original amounts' }).click();
  await expect(ingredients.getByRole('listitem')).toHaveText(['1 1/2 cupsmilk', '3eggs']);
  await expect(dialog.getByText('Bake at 350°F for 30 minutes.')).toBeVisible();
  await dialog.getByRole('switch', { name: 'Show original amounts' }).click();
  await dialog.getByRole('button', { name: 'Back to 4 servings' }).click();
  await expect(ingredients.getByRole('listitem')).toHaveText(['240 mlmilk', '2eggs']);
  await page.keyboard.press('Escape');

  // The stored recipe is unchanged: converting is only how it is shown.
  const stored = (await (await page.request.get(`/api/recipes/${recipeId}`)).json()) as {
    ingredients: unknown;
    originalUnitSystem: string;
  };
  expect(stored.ingredients).toEqual(MILK_BREAD.ingredients);
  expect(stored.originalUnitSystem).toBe('imperial');

  // The public page reads the same way, with its own stepper.
  expect((await page.request.patch(`/api/recipes/${recipeId}/public`)).status()).toBe(200);
  await page.goto(`/recipes/${recipeId}`);
  const publicIngredients = page.getByRole('region', { name: 'Ingredients' });
  await expect(publicIngredients.getByRole('listitem')).toHaveText(['240 mlmilk', '2eggs']);
  await page.getByRole('button', { name: 'More servings' }).click();
  await page.getByRole('button', { name: 'More servings' }).click();
  await expect(publicIngredients.getByRole('listitem')).toHaveText(['360 mlmilk', '3eggs']);

  // The danger zone: cancel first, then delete for real.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Delete account' }).click();
  const deleted = page.waitForResponse(
    (r) => r.url().endsWith('/api/user/account') && r.request().method() === 'DELETE',
  );
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  expect((await deleted).status()).toBe(200);
  const deletedAt = Date.now();
  await expect(toast(page, 'Account deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/); // still here: the home page comes after 2 s
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
  expect(Date.now() - deletedAt).toBeGreaterThanOrEqual(1_800);
  // Signed out, on the landing page.
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

  // The session is gone, the account and its shared recipe too.
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  expect((await page.request.get(`/api/public/recipes/${recipeId}`)).status()).toBe(404);
  const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(false);
});

test('a signed-out visitor reads a shared recipe in the units of their browser, and can switch', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Milk bread ${Date.now()}`;
  const { recipeId } = await signUpWithRecipe(page, title);
  expect((await page.request.patch(`/api/recipes/${recipeId}/public`)).status()).toBe(200);

  // en-US (this browser): imperial, as written.
  await page.context().clearCookies();
  await page.goto(`/recipes/${recipeId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const ingredients = page.getByRole('region', { name: 'Ingredients' });
  await expect(ingredients.getByRole('listitem')).toHaveText(['1 cupmilk', '2eggs']);
  await expect(page.getByRole('button', { name: 'Imperial' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('switch', { name: 'Show original amounts' })).toHaveCount(0);
  // The toggle, kept on this device.
  await page.getByRole('button', { name: 'Metric' }).click();
  await expect(ingredients.getByRole('listitem')).toHaveText(['240 mlmilk', '2eggs']);
  await expect(page.getByText(/^Bake at 1[78][05]\s?°C for 30 minutes\.$/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem')).toHaveText([
    '240 mlmilk',
    '2eggs',
  ]);

  // A Brazilian browser: metric from the start, in Portuguese.
  const context = await browser.newContext({ baseURL, locale: 'pt-BR' });
  const visitor = await context.newPage();
  const errors: string[] = [];
  visitor.on('console', (m) => {
    if (m.type() === 'error' && !/status of 401/.test(m.text())) errors.push(m.text());
  });
  await visitor.goto(`/recipes/${recipeId}`);
  const ingredientes = visitor.getByRole('region', { name: 'Ingredientes' });
  await expect(ingredientes.getByRole('listitem')).toHaveText(['240 mlmilk', '2eggs']);
  await expect(visitor.getByRole('button', { name: 'Métrico' })).toHaveAttribute('aria-pressed', 'true');
  await visitor.getByRole('button', { name: 'Mais porções' }).click();
  await visitor.getByRole('button', { name: 'Mais porções' }).click();
  await expect(ingredientes.getByRole('listitem')).toHaveText(['360 mlmilk', '3eggs']);
  await expect(visitor.getByText('6 porções', { exact: true })).toBeAttached();
  await context.close();
  expect(errors).toEqual([]);
});
