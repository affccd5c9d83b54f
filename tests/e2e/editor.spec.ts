import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures.ts';

interface SavedRecipe {
  id: string;
  title: string;
  ingredients: { name: string; amount: string }[];
  instructions: string[];
  tags: string[];
}

/**
 * Drags a row by its handle with real mouse moves (past the 8 px threshold) until the row's
 * middle is over the middle of `target` (another row), as a person would do it.
 */
async function dragRowByMouse(page: Page, handle: Locator, target: Locator): Promise<void> {
  const row = handle.locator('xpath=ancestor::li[1]');
  await target.scrollIntoViewIfNeeded();
  await handle.scrollIntoViewIfNeeded();
  const grip = await handle.boundingBox();
  const from = await row.boundingBox();
  const to = await target.boundingBox();
  if (!grip || !from || !to) throw new Error('drag handle or target is not on screen');
  const x = grip.x + grip.width / 2;
  const y = grip.y + grip.height / 2;
  const dy = to.y + to.height / 2 - (from.y + from.height / 2);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + Math.sign(dy) * 12, { steps: 4 });
  await page.mouse.move(x, y + dy, { steps: 12 });
  await page.mouse.up();
}

test('the owner edits a recipe: keyboard and mouse reorder, tags, amount warning, guard, save, save as copy', async ({
  page,
}) => {
  const register = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('editor'), password: 'correct horse battery', firstName: 'Edna' },
  });
  expect(register.status()).toBe(201);
  const title = `Pão de queijo ${Date.now()}`;
  const created = await page.request.post('/api/recipes', {
    data: {
      title,
      description: 'Cheese bread from Minas Gerais.',
      prepTime: 20,
      cookTime: 25,
      servings: 6,
      difficulty: 'Medium',
      ingredients: [
        { name: 'tapioca starch', amount: '500 g' },
        { name: 'milk', amount: '1 cup' },
        { name: 'eggs', amount: '2' },
      ],
      instructions: ['Scald the starch with the **hot** milk.', 'Beat in the eggs and cheese.', 'Bake until golden.'],
      tags: ['brazilian'],
      tips: [],
    },
  });
  expect(created.status()).toBe(201);
  const recipe = (await created.json()) as SavedRecipe;

  // History → card → detail modal → Edit.
  await page.goto('/history');
  await page
    .getByRole('article', { name: title })
    .getByRole('button', { name: `View recipe: ${title}` })
    .click();
  const detail = page.getByRole('dialog', { name: title });
  await detail.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Edit recipe' });
  await expect(editor).toBeVisible();
  await expect(editor.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  // Only the middle of the editor scrolls: the panel itself never overflows.
  const panelOverflows = () => editor.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
  expect(await panelOverflows()).toBe(false);

  const ingredientName = (n: number) => editor.getByRole('combobox', { name: `Name of ingredient ${n}` });
  const step = (n: number) => editor.getByRole('textbox', { name: `Step ${n}` });

  // Keyboard reorder: the first ingredient goes below the second.
  await editor.getByRole('button', { name: 'Move ingredient 1', exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(editor.getByRole('button', { name: 'Move ingredient 1', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('ArrowDown');
  // The move is announced once the row is over its new place (the list may scroll smoothly first).
  await expect(page.getByText('tapioca starch moved to position 2 of 3.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(ingredientName(1)).toHaveValue('milk');
  await expect(ingredientName(2)).toHaveValue('tapioca starch');
  await expect(page.getByText('tapioca starch dropped in position 2 of 3.')).toBeAttached();

  // Mouse reorder: the first step is dragged below the second.
  await dragRowByMouse(
    page,
    editor.getByRole('button', { name: 'Move step 1', exact: true }),
    step(2).locator('xpath=ancestor::li[1]'),
  );
  await expect(step(1)).toHaveValue('Beat in the eggs and cheese.');
  await expect(step(2)).toHaveValue('Scald the starch with the **hot** milk.');
  // The live preview shows the markup as elements.
  await expect(editor.getByRole('region', { name: 'Instructions' }).locator('strong')).toHaveText('hot');

  // A tag added with Enter, then removed with Backspace in the empty field.
  const tagInput = editor.getByRole('combobox', { name: 'New tag' });
  const tagList = editor.getByRole('list', { name: 'Tags on this recipe' });
  await tagInput.fill('snack');
  await tagInput.press('Enter');
  await expect(tagList.getByRole('listitem')).toHaveText(['brazilian', 'snack']);
  await expect(tagInput).toHaveValue('');
  await tagInput.press('Backspace');
  await expect(tagList.getByRole('listitem')).toHaveText(['brazilian']);
  // …and one that stays.
  await tagInput.fill('gluten-free');
  await tagInput.press('Enter');
  await expect(tagList.getByRole('listitem')).toHaveText(['brazilian', 'gluten-free']);

  // "some" is not an amount with a unit: an amber warning, which does not block saving.
  const amount3 = editor.getByRole('combobox', { name: 'Amount of ingredient 3' });
  await amount3.fill('some');
  await amount3.press('Tab');
  const warning = editor.getByText("Please include both amount and unit (e.g. '2 cups', '300g')");
  await expect(warning).toBeVisible();
  await expect(amount3).toHaveAttribute('aria-describedby', (await warning.getAttribute('id'))!);

  expect(await panelOverflows()).toBe(false);

  // Closing with changes asks first; "Keep editing" keeps everything.
  await editor.getByRole('button', { name: 'Close', exact: true }).click();
  const guard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await expect(guard).toBeVisible();
  await guard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(guard).toBeHidden();
  await expect(editor).toBeVisible();
  await expect(ingredientName(1)).toHaveValue('milk');

  // Save: the server has the new orders.
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/recipes/${recipe.id}`) && r.request().method() === 'PATCH',
  );
  await editor.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).status()).toBe(200);
  await expect(editor).toBeHidden();
  await expect(page.getByText('Recipe saved', { exact: true })).toBeVisible();
  const stored = (await (await page.request.get(`/api/recipes/${recipe.id}`)).json()) as SavedRecipe;
  expect(stored.ingredients).toEqual([
    { name: 'milk', amount: '1 cup' },
    { name: 'tapioca starch', amount: '500 g' },
    { name: 'eggs', amount: 'some' },
  ]);
  expect(stored.instructions).toEqual([
    'Beat in the eggs and cheese.',
    'Scald the starch with the **hot** milk.',
    'Bake until golden.',
  ]);
  expect(stored.tags).toEqual(['brazilian', 'gluten-free']);
  // The detail modal shows the saved order, and focus is back on Edit.
  await expect(detail.getByRole('button', { name: 'Edit', exact: true })).toBeFocused();
  await expect(detail.getByRole('region', { name: 'Ingredients' }).getByRole('listitem').first()).toContainText('milk');

  // Save as copy: '<title> - Copy' by default, a second recipe on the server.
  await detail.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(editor).toBeVisible();
  await editor.getByRole('spinbutton', { name: 'Servings' }).fill('12');
  await editor.getByRole('button', { name: 'Save as copy' }).click();
  const copyDialog = page.getByRole('dialog', { name: 'Save as a copy' });
  const copyTitle = copyDialog.getByRole('textbox', { name: 'Title of the copy' });
  await expect(copyTitle).toHaveValue(`${title} - Copy`);
  const copied = page.waitForResponse((r) => r.url().endsWith(`/api/recipes/${recipe.id}/copy`));
  await copyDialog.getByRole('button', { name: 'Create copy' }).click();
  expect((await copied).status()).toBe(201);
  await expect(editor).toBeHidden();
  await expect(page.getByText('Copy saved', { exact: true })).toBeVisible();

  const list = (await (await page.request.get('/api/recipes')).json()) as (SavedRecipe & { servings: number })[];
  expect(list).toHaveLength(2);
  const copy = list.find((r) => r.id !== recipe.id)!;
  expect(copy.title).toBe(`${title} - Copy`);
  expect(copy.servings).toBe(12);
  // Lists carry card fields only; the copy's ingredients come from its detail.
  const copyDetail = (await (await page.request.get(`/api/recipes/${copy.id}`)).json()) as SavedRecipe;
  expect(copyDetail.ingredients.map((i) => i.name)).toEqual(['milk', 'tapioca starch', 'eggs']);
  const original = list.find((r) => r.id === recipe.id)! as SavedRecipe & { servings: number };
  expect(original.servings).toBe(6);
});
