import { paprikaRecipesZip } from '../helpers/import-app-exports.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';

test('imports a Paprika export from the profile, watches progress reach 100% and opens a recipe with its picture', async ({
  page,
}) => {
  const register = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('import-apps'), password: 'correct horse battery', firstName: 'Paula' },
  });
  expect(register.status()).toBe(201);

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Import from another app' });
  // Our own Paprika export (import-app-exports.ts), handed to the file input as if from disk.
  const buffer = await paprikaRecipesZip();
  await card
    .getByLabel('Export file')
    .setInputFiles({ name: 'paprika.paprikarecipes', mimeType: 'application/octet-stream', buffer });
  await expect(card.getByLabel('App')).toHaveValue('paprika');
  await card.getByRole('button', { name: 'Check the file' }).click();
  await expect(card.getByText('4 recipes found in paprika.paprikarecipes.')).toBeVisible();
  await expect(card.getByText('Bolo de Cenoura')).toBeVisible();

  await card.getByRole('button', { name: 'Start import' }).click();
  const bar = card.getByRole('progressbar', { name: 'Import progress' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await expect(card.getByText('Import finished')).toBeVisible();
  await expect(card.getByText('Imported: 4')).toBeVisible();

  // A reload shows the same finished import: the job lives on the server.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Import from another app' }).getByText('Imported: 4')).toBeVisible();

  await page
    .getByRole('region', { name: 'Import from another app' })
    .getByRole('link', { name: 'See them in History' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await page.getByRole('button', { name: 'View recipe: Lemon Roast Chicken' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lemon Roast Chicken' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('whole chicken', { exact: true }).first()).toBeVisible();
  const img = dialog.locator('img[src^="/media/"]').first();
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
});
