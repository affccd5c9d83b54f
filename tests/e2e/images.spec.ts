import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures.ts';

const MEDIA = /^\/media\/[A-Za-z0-9_-]{22}-\d+\.webp$/;

/** The card's picture once it has really loaded: a /media rendition with pixels. */
async function loadedMediaSrc(card: Locator): Promise<string> {
  const frame = card.locator('[data-image-state]');
  await expect(frame).toHaveAttribute('data-image-state', 'loaded');
  const img = frame.getByRole('img');
  const src = await img.getAttribute('src');
  expect(src).toMatch(MEDIA);
  expect(await img.getAttribute('srcset')).toContain(' 320w');
  expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  return src!;
}

/** A real PNG photo, drawn by the browser's canvas (no fixture file). */
async function canvasPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 600;
    const ctx = canvas.getContext('2d')!;
    const gradient = ctx.createLinearGradient(0, 0, 800, 600);
    gradient.addColorStop(0, '#f59e0b');
    gradient.addColorStop(1, '#7c2d12');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 800, 600);
    ctx.fillStyle = '#fef3c7';
    ctx.beginPath();
    ctx.arc(400, 300, 180, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

test('the owner generates a recipe image from the card and the manager, downloads it, then uploads a photo instead', async ({
  page,
}) => {
  const register = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('images'), password: 'correct horse battery', firstName: 'Irene' },
  });
  expect(register.status()).toBe(201);
  const title = `Moqueca baiana ${Date.now()}`;
  const created = await page.request.post('/api/recipes', {
    data: {
      title,
      description: 'Fish stew with coconut milk and dendê.',
      prepTime: 20,
      cookTime: 30,
      servings: 4,
      difficulty: 'Medium',
      ingredients: [
        { name: 'white fish', amount: '800 g' },
        { name: 'coconut milk', amount: '400 ml' },
        { name: 'tomatoes', amount: '3' },
      ],
      instructions: ['Layer the fish and vegetables.', 'Simmer with the coconut milk.'],
      tags: ['brazilian'],
      tips: [],
    },
  });
  expect(created.status()).toBe(201);
  const recipe = (await created.json()) as { id: string };

  await page.goto('/history');
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();

  // Missing image: the card's own button generates one and attaches it.
  await expect(card.locator('[data-image-state]')).toHaveAttribute('data-image-state', 'missing');
  const regenerated = page.waitForResponse((r) => r.url().endsWith(`/api/recipes/${recipe.id}/regenerate-image`));
  await card.getByRole('button', { name: 'Generate image' }).click();
  expect((await regenerated).status()).toBe(200);
  const first = await loadedMediaSrc(card);

  // The detail modal's Manage image: Generate → preview → Generate Another → Use This Image.
  await card.getByRole('button', { name: `View recipe: ${title}` }).click();
  const modal = page.getByRole('dialog', { name: title });
  await modal.getByRole('button', { name: 'Manage image' }).click();
  const manager = page.getByRole('dialog', { name: 'Recipe image' });
  await expect(manager).toBeVisible();
  await expect(manager.getByRole('img', { name: `Current image of ${title}` })).toHaveAttribute('src', first);

  // Download saves the current image under a name from the title.
  const download = page.waitForEvent('download');
  await manager.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe(`moqueca-baiana-${title.split(' ').at(-1)}.webp`);

  await manager.getByRole('button', { name: 'Generate image' }).click();
  const preview = manager.getByRole('img', { name: `Preview of the new image for ${title}` });
  await expect(preview).toHaveAttribute('src', MEDIA);
  const firstPreview = await preview.getAttribute('src');
  await manager.getByRole('button', { name: 'Generate Another' }).click();
  await expect(preview).not.toHaveAttribute('src', firstPreview!);
  const chosen = await preview.getAttribute('src');
  expect(chosen).toMatch(MEDIA);
  // 'Use This Image' has the focus: the keyboard confirms it.
  await expect(manager.getByRole('button', { name: 'Use This Image' })).toBeFocused();
  const confirmed = page.waitForResponse((r) => r.url().endsWith(`/api/recipes/${recipe.id}/confirm-image`));
  await page.keyboard.press('Enter');
  expect((await confirmed).status()).toBe(200);
  await expect(manager).toBeHidden();
  await expect(page.getByText('Image updated', { exact: true })).toBeVisible();
  // (Escape would close the toast first: it is the top layer.)
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  const second = await loadedMediaSrc(card);
  expect(second).not.toBe(first);
  // The confirmed preview is the image now (the same stored renditions).
  expect(second.replace(/-\d+\.webp$/, '')).toBe(chosen!.replace(/-\d+\.webp$/, ''));

  // Upload a photo instead: choose → local preview → Use This Image.
  await card.getByRole('button', { name: `View recipe: ${title}` }).click();
  await modal.getByRole('button', { name: 'Manage image' }).click();
  await expect(manager).toBeVisible();
  await manager
    .getByLabel('Choose a photo', { exact: true })
    .and(page.locator('input[type=file]'))
    .setInputFiles({
      name: 'moqueca.png',
      mimeType: 'image/png',
      buffer: await canvasPng(page),
    });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect(manager.getByText('moqueca.png')).toBeVisible();
  const attached = page.waitForResponse(
    (r) => r.url().endsWith(`/api/recipes/${recipe.id}/image`) && r.request().method() === 'PUT',
  );
  await manager.getByRole('button', { name: 'Use This Image' }).click();
  expect((await attached).status()).toBe(200);
  await expect(manager).toBeHidden();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  const third = await loadedMediaSrc(card);
  expect(third).not.toBe(second);
  // An 800 px photo is stored as 320 and 800 px renditions, never upscaled.
  expect(third).toMatch(/-800\.webp$/);
  const saved = (await (await page.request.get(`/api/recipes/${recipe.id}`)).json()) as { imageUrl: string };
  expect(saved.imageUrl).toBe(third);
});
