import { createAccount, expect, test, uniqueEmail } from './fixtures.ts';

const LANDING_TITLE_EN = 'Cook something wonderful with what you already have';

test('Logout signs out from the app, but a direct visit to /api/logout only asks', async ({ page }) => {
  await page.goto('/api/login');
  await createAccount(page, { firstName: 'Lia', email: uniqueEmail('logout'), password: 'correct horse battery' });
  await expect(page.getByRole('heading', { level: 1, name: 'Generate Recipe' })).toBeVisible();

  // Reached without coming from the app (a typed address, a link from another site): nothing happens by itself.
  await page.goto('/api/logout');
  await expect(page.getByRole('heading', { name: 'Sign out of Tempero?' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  await page.getByRole('link', { name: 'Back to Tempero' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Generate Recipe' })).toBeVisible();

  // The app's Logout item: signed out and home at once.
  await page.getByRole('button', { name: 'L Account menu', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: LANDING_TITLE_EN })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});
