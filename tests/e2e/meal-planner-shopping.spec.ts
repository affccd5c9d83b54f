import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures.ts';

/**
 * The week's meals to the shopping list: two recipes planned this week, one eaten, an AI plan for
 * the next week, the list built from this week, two items checked (kept after a reload), shared.
 */

const PASTA = {
  title: 'Garlic Butter Pasta',
  description: 'Weeknight spaghetti in garlic butter',
  prepTime: 5,
  cookTime: 15,
  servings: 4,
  difficulty: 'Easy',
  ingredients: [
    { name: 'spaghetti', amount: '400 g' },
    { name: 'butter', amount: '4 tbsp' },
    { name: 'garlic', amount: '4 cloves' },
  ],
  instructions: ['Boil the pasta.', 'Melt the butter with the garlic and toss.'],
  tags: ['italian', 'quick'],
  tips: [],
};

const SALAD = {
  title: 'Chickpea Salad',
  description: 'Crunchy lunch salad',
  prepTime: 10,
  cookTime: 0,
  servings: 2,
  difficulty: 'Easy',
  ingredients: [
    { name: 'chickpeas', amount: '1 can' },
    { name: 'cucumber', amount: '1' },
    { name: 'lemon juice', amount: '2 tbsp' },
  ],
  instructions: ['Mix everything.'],
  tags: ['vegan', 'salad'],
  tips: [],
};

async function signUpWithRecipes(page: Page): Promise<void> {
  const email = uniqueEmail('planner');
  const account = await page.request.post('/api/auth/register', {
    data: { email, password: 'correct horse battery', firstName: 'Pat' },
  });
  expect(account.ok(), await account.text()).toBe(true);
  for (const recipe of [PASTA, SALAD]) {
    const created = await page.request.post('/api/recipes', { data: recipe });
    expect(created.status(), await created.text()).toBe(201);
  }
}

/** Records what the page shares, instead of opening the system share sheet. */
async function stubShare(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shared: unknown[] };
    w.__shared = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: unknown) => {
        w.__shared.push(data);
        return Promise.resolve();
      },
    });
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
  });
}

/** A toast's title or description (Radix also copies toast text into a screen-reader announcement). */
function toast(page: Page, text: string | RegExp) {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByText(text)
    .first();
}

function weekLabel(sunday: Date): string {
  const saturday = new Date(sunday.getFullYear(), sunday.getMonth(), sunday.getDate() + 6);
  const md = (d: Date) => d.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
  return `${md(sunday)} - ${md(saturday)}, ${saturday.getFullYear()}`;
}

function thisSunday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - now.getDay());
}

async function addMeal(page: Page, buttonName: RegExp, search: string, title: string): Promise<void> {
  await page.getByRole('button', { name: buttonName }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add meal' });
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Add meal' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('searchbox', { name: 'Search recipes' }).fill(search);
  await dialog.getByRole('radio', { name: new RegExp(title) }).check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(toast(page, 'Meal added')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('plan this week and the next with AI, build the shopping list, check items and share it', async ({ page }) => {
  test.setTimeout(120_000);
  await stubShare(page);
  await page.goto('/offline'); // a page of the app, so the session cookie is set on its origin
  await signUpWithRecipes(page);

  const sunday = thisSunday();
  const nextSunday = new Date(sunday.getFullYear(), sunday.getMonth(), sunday.getDate() + 7);
  await page.goto('/meal-planner');
  await expect(page.getByRole('heading', { level: 1, name: 'Meal Planner' })).toBeVisible();
  await expect(page.getByText(weekLabel(sunday), { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');

  // Two recipes this week: found by a tag and by a word of the description.
  await addMeal(page, /^Add dinner on /, 'ITALIAN', PASTA.title);
  await addMeal(page, /^Add lunch on /, 'crunchy', SALAD.title);
  const grid = page.getByRole('table');
  await expect(grid.getByRole('button', { name: `Open the recipe ${PASTA.title}` })).toBeVisible();
  await expect(grid.getByRole('button', { name: `Open the recipe ${SALAD.title}` })).toBeVisible();

  // One is eaten; it stays so after a reload.
  const eaten = page.getByRole('checkbox', { name: `Completed: ${SALAD.title}` });
  const toggled = page.waitForResponse((r) => r.url().includes('/toggle') && r.request().method() === 'PATCH');
  await eaten.click();
  expect((await toggled).status()).toBe(200);
  await expect(eaten).toBeChecked();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: `Completed: ${SALAD.title}` })).toBeChecked();
  await expect(page.getByText('1 of 2 meals done this week')).toBeVisible();

  // The title opens the recipe.
  await page.getByRole('button', { name: `Open the recipe ${PASTA.title}` }).click();
  const recipeDialog = page.getByRole('dialog', { name: PASTA.title });
  await expect(recipeDialog.getByText('Melt the butter with the garlic and toss.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(recipeDialog).toBeHidden();

  // An AI plan for the week after: each meal saved as a recipe and planned.
  await page.getByRole('button', { name: 'AI meal plan' }).click();
  const ai = page.getByRole('dialog', { name: 'AI meal plan' });
  await expect(ai.getByRole('spinbutton', { name: 'People' })).toHaveValue('2');
  await expect(ai.getByRole('checkbox', { name: 'Include my saved recipes' })).toBeChecked();
  await ai.getByRole('radio', { name: `${weekLabel(nextSunday)} (the week after)` }).check();
  await ai.getByRole('spinbutton', { name: /Max cooking time/ }).fill('60');
  await ai.getByRole('button', { name: 'Generate plan' }).click();
  await expect(toast(page, 'AI Meal Plan Generated')).toBeVisible({ timeout: 90_000 });
  await expect(toast(page, /^\d+ meals were added to your plan\.$/)).toBeVisible();
  await expect(ai).toBeHidden();
  await expect(page.getByText(weekLabel(nextSunday), { exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Completed: / }).first()).toBeVisible();
  const aiMeals = await page.getByRole('checkbox', { name: /^Completed: / }).count();
  expect(aiMeals).toBeGreaterThanOrEqual(7);

  // Back to this week: its meals (only) become the shopping list.
  await page.getByRole('button', { name: 'This week' }).click();
  await expect(page.getByText(weekLabel(sunday), { exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Completed: / })).toHaveCount(2);
  await page.getByRole('button', { name: 'Generate shopping list' }).click();
  await expect(page).toHaveURL(/\/shopping-list$/);
  await expect(toast(page, 'Shopping list updated')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping List' })).toBeVisible();
  const pasta = page.getByRole('region', { name: PASTA.title });
  const salad = page.getByRole('region', { name: SALAD.title });
  // The add-meal dialog plans 2 servings: the 4-serving pasta is halved, the 2-serving salad kept.
  // Amounts show in the cook's units (imperial, the default): 200 g of spaghetti reads 7 oz.
  await expect(pasta.getByRole('checkbox', { name: '7 oz spaghetti' })).toBeVisible();
  await expect(pasta.getByRole('checkbox', { name: '2 tbsp butter' })).toBeVisible();
  await expect(salad.getByRole('checkbox', { name: '1 can chickpeas' })).toBeVisible();
  await expect(page.getByText('0 of 6 items checked')).toBeVisible();

  // Two items checked, still checked after a reload.
  for (const name of ['7 oz spaghetti', '1 can chickpeas']) {
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/shopping-list-items/') && r.request().method() === 'PATCH',
    );
    await page.getByRole('checkbox', { name }).click();
    expect((await saved).status()).toBe(200);
  }
  await expect(page.getByText('2 of 6 items checked')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: '7 oz spaghetti' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '1 can chickpeas' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '2 tbsp butter' })).not.toBeChecked();
  await expect(page.getByText('2 of 6 items checked')).toBeVisible();

  // The combined view shows the same items on one line each.
  await page.getByRole('tab', { name: 'Combined' }).click();
  await expect(page.getByRole('checkbox', { name: /^7 oz spaghetti/ })).toBeChecked();
  await page.getByRole('tab', { name: 'By recipe' }).click();

  // Share: the list goes to the share sheet as text.
  await page.getByRole('button', { name: 'Share list' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared.length)).toBe(1);
  const shared = await page.evaluate(
    () => (window as unknown as { __shared: Array<{ title: string; text: string }> }).__shared[0],
  );
  expect(shared.title).toBe('Shopping List');
  expect(shared.text).toContain(`${PASTA.title}:\n☑ 7 oz spaghetti\n☐ 2 tbsp butter`);
  expect(shared.text).toContain(`${SALAD.title}:\n☑ 1 can chickpeas`);
});

test('on a phone the week is a list of days, and a recipe card adds to the plan and the shopping list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/offline');
  await signUpWithRecipes(page);

  await page.goto('/meal-planner');
  await expect(page.getByRole('table')).toHaveCount(0);
  const days = page.getByRole('heading', { level: 2 });
  await expect(days).toHaveCount(7);
  await expect(days.first()).toHaveText(/^Sunday, /);
  await addMeal(page, /^Add breakfast on Sunday, /, 'pasta', PASTA.title);
  await expect(page.getByRole('button', { name: `Open the recipe ${PASTA.title}` })).toBeVisible();

  // The recipe card's actions (History lists every recipe as a card).
  await page.goto('/history');
  const card = page.getByRole('article', { name: SALAD.title });
  await card.getByRole('button', { name: `Add ${SALAD.title} to the meal plan` }).click();
  const planDialog = page.getByRole('dialog', { name: 'Add to Meal Plan' });
  await expect(planDialog.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('2');
  await expect(planDialog.getByRole('combobox', { name: 'Meal' })).toHaveText('Dinner');
  await planDialog.getByRole('button', { name: 'Add to Meal Plan' }).click();
  await expect(toast(page, 'Added to Meal Plan')).toBeVisible();
  await expect(toast(page, new RegExp(`^${SALAD.title} is planned for dinner on `))).toBeVisible();

  await card.getByRole('button', { name: `Add ingredients of ${SALAD.title} to the shopping list` }).click();
  const picker = page.getByRole('dialog', { name: 'Add to shopping list' });
  await picker.getByRole('textbox', { name: 'Ingredients you already have' }).fill('LEMON, salt');
  await expect(picker.getByRole('checkbox', { name: '2 tbsp lemon juice' })).not.toBeChecked();
  await picker.getByRole('button', { name: 'Add 2 ingredients' }).click();
  await expect(toast(page, 'Added 2 ingredients to your shopping list')).toBeVisible();

  await page.goto('/shopping-list');
  await expect(page.getByRole('region', { name: SALAD.title }).getByRole('checkbox')).toHaveCount(2);
  await page.goto('/meal-planner');
  await expect(page.getByRole('button', { name: `Open the recipe ${SALAD.title}` })).toBeVisible();
});
