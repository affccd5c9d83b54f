import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures.ts';

/**
 * Issue 20 items 3 and 4: closing a dialog gives focus back to what opened it; a toast never
 * hides the open dialog's buttons, on a phone (390 px) or a desktop (1280 px).
 */

async function signedInWithRecipe(page: Page): Promise<string> {
  const register = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('dialogs'), password: 'correct horse battery', firstName: 'Dora' },
  });
  expect(register.status()).toBe(201);
  const title = `Feijoada ${Date.now()}`;
  const created = await page.request.post('/api/recipes', {
    data: {
      title,
      description: 'Black bean stew.',
      prepTime: 30,
      cookTime: 120,
      servings: 8,
      difficulty: 'Medium',
      ingredients: [
        { name: 'black beans', amount: '500 g' },
        { name: 'pork ribs', amount: '500 g' },
        { name: 'onion', amount: '1' },
      ],
      instructions: ['Soak the beans overnight.', 'Simmer the beans with the meats until tender.'],
      tags: ['brazilian'],
      tips: [],
    },
  });
  expect(created.status()).toBe(201);
  return title;
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

test('Escape and the close button give focus back to what opened the dialog', async ({ page }) => {
  const title = await signedInWithRecipe(page);
  await page.goto('/history');
  const view = page.getByRole('article', { name: title }).getByRole('button', { name: `View recipe: ${title}` });
  const detail = page.getByRole('dialog', { name: title });

  // Keyboard: open with Enter, close with Escape.
  await view.focus();
  await page.keyboard.press('Enter');
  await expect(detail).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect.poll(() => isFocused(view)).toBe(true);

  // Mouse: open by clicking, close with the dialog's close button.
  await view.click();
  await expect(detail).toBeVisible();
  await detail
    .getByRole('button', { name: /^close$/i })
    .first()
    .click();
  await expect(detail).toBeHidden();
  await expect.poll(() => isFocused(view)).toBe(true);

  // A dialog opened from inside a dialog: the editor gives focus back to its Edit button.
  await view.click();
  const edit = detail.getByRole('button', { name: 'Edit', exact: true });
  await edit.click();
  const editor = page.getByRole('dialog', { name: 'Edit recipe' });
  await expect(editor).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expect.poll(() => isFocused(edit)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect.poll(() => isFocused(view)).toBe(true);
});

/** Every visible button of the dialog against every toast on screen: no visible part may overlap. */
async function overlaps(page: Page, dialog: Locator): Promise<string[]> {
  return page.evaluate(
    (dialogEl) => {
      const toasts = [...document.querySelectorAll('.toast-viewport > li')].map((t) => t.getBoundingClientRect());
      const hits: string[] = [];
      for (const button of dialogEl!.querySelectorAll('button, a[href], [role="button"]')) {
        // The part of the button a person can see: clipped by the scrolling areas it sits in.
        const r = button.getBoundingClientRect();
        const b = { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        for (let n = button.parentElement; n && dialogEl!.contains(n); n = n.parentElement) {
          if (getComputedStyle(n).overflow === 'visible') continue;
          const c = n.getBoundingClientRect();
          b.left = Math.max(b.left, c.left);
          b.right = Math.min(b.right, c.right);
          b.top = Math.max(b.top, c.top);
          b.bottom = Math.min(b.bottom, c.bottom);
        }
        if (b.right <= b.left || b.bottom <= b.top) continue;
        for (const t of toasts) {
          if (b.left < t.right && b.right > t.left && b.top < t.bottom && b.bottom > t.top) {
            hits.push(button.getAttribute('aria-label') || button.textContent?.trim() || button.tagName);
          }
        }
      }
      return hits;
    },
    await dialog.elementHandle(),
  );
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px a toast never covers the open dialog's buttons`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const title = await signedInWithRecipe(page);
    await page.goto('/history');
    await page
      .getByRole('article', { name: title })
      .getByRole('button', { name: `View recipe: ${title}` })
      .click();
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'Edit recipe' });
    await expect(editor).toBeVisible();

    const suggest = editor.getByRole('button', { name: 'Suggest tips with AI' });
    await suggest.scrollIntoViewIfNeeded();
    await suggest.click();
    await expect(page.getByRole('status').filter({ hasText: 'AI suggestions generated!' }).first()).toBeVisible();
    await expect(page.locator('.toast-viewport > li')).toHaveCount(1);
    // The toasts have settled where they stay (their entry animation done).
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    expect(await overlaps(page, editor)).toEqual([]);
    // The editor's own actions are all still on screen and can be used.
    for (const name of [/save changes/i, /save as copy/i, /^close$/i]) {
      const action = editor.getByRole('button', { name }).first();
      await expect(action).toBeInViewport();
    }
    await editor.getByRole('button', { name: /save changes/i }).click();
    await expect(editor).toBeHidden();
  });
}
