import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures.ts';

/**
 * Issue 35, items 9 and 12: the screens a cook uses every week, measured in the browser at phone
 * (390 px) and desktop (1280 px) widths.
 */

async function signUp(page: Page, language: 'en' | 'pt-BR'): Promise<void> {
  await page.goto('/offline'); // a page of the app, so the session cookie is set on its origin
  const res = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('layout'), password: 'correct horse battery', firstName: 'Bia', language },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function createRecipe(page: Page, title: string, language: 'en' | 'pt-BR') {
  const res = await page.request.post('/api/recipes', {
    data: {
      title,
      description: 'A stew for the week',
      prepTime: 20,
      cookTime: 90,
      servings: 6,
      difficulty: 'Medium',
      language,
      ingredients: Array.from({ length: 14 }, (_, i) =>
        i === 12 ? { name: 'black beans', amount: '500 g' } : { name: `ingredient number ${i + 1}`, amount: '1 cup' },
      ),
      instructions: ['Cook the beans.', 'Add everything else.'],
      tags: [],
      tips: [],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

/** The page is no wider than the screen: nothing scrolls sideways. */
async function expectNoSideScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(width);
}

/** A box lies inside the viewport. */
async function expectInViewport(page: Page, box: { x: number; y: number; width: number; height: number } | null) {
  const size = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(size.width + 0.5);
  expect(box!.y + box!.height).toBeLessThanOrEqual(size.height + 0.5);
}

for (const [lang, width] of [
  ['pt-BR', 390],
  ['en', 390],
  ['pt-BR', 1280],
] as const) {
  test(`the pantry fits the screen (${lang}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await signUp(page, lang);
    const soon = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (const item of [
      { name: 'Farinha de trigo integral orgânica', amount: '2 kg', bestBefore: soon, runningLow: true },
      { name: 'Arroz', amount: '5 kg' },
      { name: 'Feijão preto', amount: '1 kg', bestBefore: '2020-01-01' },
    ])
      expect((await page.request.post('/api/pantry-items', { data: item })).ok()).toBe(true);
    await page.goto('/pantry');
    await expect(page.getByTestId('pantry-item')).toHaveCount(3);
    await expectNoSideScroll(page, width);
    // Only the item marked running low says so.
    await expect(page.getByText(lang === 'en' ? 'Running low' : 'Acabando', { exact: true })).toHaveCount(1);
  });
}

const MANAGER = {
  en: {
    view: 'View recipe: Feijoada',
    manage: 'Manage image',
    title: 'Recipe image',
    generate: 'Generate image',
    use: 'Use This Image',
  },
  'pt-BR': {
    view: 'Ver receita: Feijoada',
    manage: 'Gerenciar imagem',
    title: 'Imagem da receita',
    generate: 'Gerar imagem',
    use: 'Usar Esta Imagem',
  },
} as const;

for (const lang of ['pt-BR', 'en'] as const) {
  test(`the image manager shows "Use This Image" whole after generating one (${lang}, 1280 px)`, async ({ page }) => {
    test.setTimeout(120_000);
    const text = MANAGER[lang];
    await page.setViewportSize({ width: 1280, height: 720 });
    await signUp(page, lang);
    await createRecipe(page, 'Feijoada', lang);
    await page.goto('/history');
    await page.getByRole('button', { name: text.view }).click();
    const recipe = page.getByRole('dialog', { name: 'Feijoada' });
    await recipe.getByRole('button', { name: text.manage }).click();
    const manager = page.getByRole('dialog', { name: text.title });
    await manager.getByRole('button', { name: text.generate }).click();
    const use = manager.getByRole('button', { name: text.use });
    await expect(use).toBeVisible({ timeout: 60_000 });
    // Nothing in the dialog is wider than it: the buttons' row pushed it sideways, cutting the button.
    const overflow = await manager.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow, 'the dialog scrolls sideways').toBeLessThanOrEqual(0);
    const dialogBox = await manager.boundingBox();
    const useBox = await use.boundingBox();
    expect(useBox!.x + useBox!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width);
    await use.scrollIntoViewIfNeeded();
    await expectInViewport(page, await use.boundingBox());
    await expectNoSideScroll(page, 1280);
  });
}

for (const [width, height] of [
  [1280, 720],
  [390, 844],
] as const) {
  test(`the substitutes popover stays on the screen (${width} px)`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height });
    await signUp(page, 'en');
    await createRecipe(page, 'Bean stew', 'en');
    await page.goto('/history');
    await page.getByRole('button', { name: 'View recipe: Bean stew' }).click();
    await page.getByRole('dialog', { name: 'Bean stew' }).getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'Edit recipe' });
    await expect(editor).toBeVisible();
    // Rows at the top, the middle and the bottom of the screen: the popover opens on screen for each.
    for (const position of [1, 7, 13]) {
      const find = editor.getByRole('button', { name: `Find substitutes for ingredient ${position}`, exact: true });
      await find.scrollIntoViewIfNeeded();
      await find.click();
      const popover = page.getByRole('dialog', { name: /^Substitutes for/ });
      await expect(popover).toBeVisible();
      await expectInViewport(page, await popover.boundingBox());
      await page.keyboard.press('Escape');
      await expect(popover).toBeHidden();
    }
  });
}

test('toasts keep off the header on a phone and never block the page under them (390 and 1280 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, 'en');
  await page.goto('/pantry');
  await page.getByLabel('Ingredient').fill('rice');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const region = page.getByRole('region', { name: /^Notifications/ });
  const toast = region.locator('li').filter({ hasText: 'rice added to the pantry' }).first();
  await expect(toast).toBeVisible();
  const header = await page.locator('header').first().boundingBox();
  const toastBox = await toast.boundingBox();
  expect(toastBox!.y, 'the toast covers the header').toBeGreaterThan(header!.y + header!.height);

  // Desktop: the strip around the toasts takes no clicks (its padding hid "See all favorites").
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByLabel('Ingredient').fill('beans');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(region.locator('li').filter({ hasText: 'beans added to the pantry' }).first()).toBeVisible();
  const strip = await page.locator('.toast-viewport').boundingBox();
  const hit = await page.evaluate(
    ([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest('.toast-viewport')),
    [strip!.x + 4, strip!.y + strip!.height - 4],
  );
  expect(hit, 'the empty edge of the toast strip takes the click').toBe(false);
});

const BACK = {
  en: {
    back: 'Back',
    generate: 'Generate shopping list',
    ai: 'AI meal plan',
    listUpdated: 'Shopping list updated',
    share: 'Share list',
    clear: 'Clear list',
    removed: 'Meal removed',
    remove: /^Remove Bean stew from/,
  },
  'pt-BR': {
    back: 'Voltar',
    generate: 'Gerar lista de compras',
    ai: 'Plano com IA',
    listUpdated: 'Lista de compras atualizada',
    share: 'Compartilhar lista',
    clear: 'Limpar lista',
    removed: 'Refeição removida',
    remove: /^Remover Bean stew d/,
  },
} as const;

/** The toast's box meets none of the controls' boxes. */
async function expectToastClearOf(page: Page, toastText: string, controls: Locator[]) {
  const region = page.getByRole('region', { name: /^(Notifications|Notificações)/ });
  const toast = region.locator('li').filter({ hasText: toastText }).first();
  await expect(toast).toBeVisible();
  // The stack is placed again once the page under it has drawn.
  await page.waitForTimeout(300);
  const t = (await toast.boundingBox())!;
  for (const control of controls) {
    const c = await control.boundingBox();
    if (!c) continue;
    const meet = t.x < c.x + c.width && c.x < t.x + t.width && t.y < c.y + c.height && c.y < t.y + t.height;
    expect(meet, `the toast "${toastText}" covers ${await control.textContent()}`).toBe(false);
  }
}

for (const lang of ['en', 'pt-BR'] as const) {
  test(`toasts keep off the back link and the header buttons of the planner and the list (${lang}, 390 px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const text = BACK[lang];
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page, lang);
    const recipe = await createRecipe(page, 'Bean stew', lang);
    // A full week: the phone's planner is "Add" buttons and meals from top to bottom.
    const now = new Date();
    const day = (n: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() - now.getDay() + n);
    const iso = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const plan = await page.request.post('/api/meal-plans', {
      data: { name: 'Week', startDate: iso(day(0)), endDate: iso(day(6)) },
    });
    const planId = ((await plan.json()) as { id: string }).id;
    for (let n = 0; n < 7; n++)
      for (const mealType of ['lunch', 'dinner'] as const) {
        const added = await page.request.post(`/api/meal-plans/${planId}/items`, {
          data: { recipeId: recipe.id, mealDate: iso(day(n)), mealType, servings: 2 },
        });
        expect(added.status(), await added.text()).toBe(201);
      }
    await page.goto('/meal-planner');
    const main = page.locator('main');
    const back = main.getByRole('link', { name: text.back });
    await expect(back).toBeVisible();
    // The planner: a meal removed says so, clear of "Back" and the planner's own buttons.
    await main.getByRole('button', { name: text.remove }).nth(6).click();
    await expectToastClearOf(page, text.removed, [
      back,
      main.getByRole('button', { name: text.ai }),
      main.getByRole('button', { name: text.generate }),
    ]);
    await page.evaluate(() => window.scrollTo(0, 0));
    // The list: "Shopping list updated" comes with it, over a list of checkboxes from top to bottom.
    await main.getByRole('button', { name: text.generate }).click();
    await expect(page).toHaveURL(/\/shopping-list$/);
    await expect(main.getByRole('checkbox').first()).toBeVisible();
    await expectToastClearOf(page, text.listUpdated, [
      main.getByRole('link', { name: text.back }),
      main.getByRole('button', { name: text.share }),
      main.getByRole('button', { name: text.clear }),
    ]);
  });
}

/** Words of an element's text that the layout splits across two lines ("Cheeseburge / r"). */
async function brokenWords(target: Locator): Promise<string[]> {
  return target.evaluate((el) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const m of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(m[0]);
      }
    }
    return broken;
  });
}

for (const [lang, width, title] of [
  ['en', 1280, 'Classic Cheeseburger with Caramelized Onions'],
  ['pt-BR', 1280, 'Feijoada completíssima com couve refogada'],
  ['en', 390, 'Classic Cheeseburger with Caramelized Onions'],
  ['pt-BR', 390, 'Feijoada completíssima com couve refogada'],
] as const) {
  test(`a planner card wraps a long title between words, never inside one (${lang}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUp(page, lang);
    const recipe = await createRecipe(page, title, lang);
    const now = new Date();
    const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - now.getDay() + 1);
    const iso = `${monday.getFullYear()}-${String(monday.getMonth() + 1).padStart(2, '0')}-${String(monday.getDate()).padStart(2, '0')}`;
    const plan = await page.request.post('/api/meal-plans', { data: { name: 'Week', startDate: iso, endDate: iso } });
    const planId = ((await plan.json()) as { id: string }).id;
    const added = await page.request.post(`/api/meal-plans/${planId}/items`, {
      data: { recipeId: recipe.id, mealDate: iso, mealType: 'dinner', servings: 2 },
    });
    expect(added.status(), await added.text()).toBe(201);
    await page.goto('/meal-planner');
    const card = page.locator('main li').filter({ hasText: title }).first();
    await expect(card).toBeVisible();
    expect(await brokenWords(card.getByRole('button').filter({ hasText: title }))).toEqual([]);
  });
}
