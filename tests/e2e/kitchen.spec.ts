import type { Page } from '@playwright/test';
import { expect, setOffline, test, uniqueEmail } from './fixtures.ts';

async function signUpWithRecipe(page: Page, recipe: Record<string, unknown>): Promise<string> {
  const register = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('kitchen'), password: 'correct horse battery', firstName: 'Kit' },
  });
  expect(register.status()).toBe(201);
  const created = await page.request.post('/api/recipes', { data: recipe });
  expect(created.status()).toBe(201);
  return (await created.json()).id as string;
}

const TEN_INGREDIENTS = [
  ['2 cups', 'all-purpose flour'],
  ['1 cup', 'sugar'],
  ['3', 'eggs'],
  ['1 cup', 'whole milk'],
  ['1/2 cup', 'butter, melted'],
  ['2 tsp', 'baking powder'],
  ['1 tsp', 'vanilla extract'],
  ['1 pinch', 'salt'],
  ['1', 'lemon, zested'],
  ['2 tbsp', 'powdered sugar'],
].map(([amount, name]) => ({ amount, name }));

const STEPS = [
  'Preheat the oven and butter a round cake tin.',
  'Whisk the eggs with the sugar for 2 minutes, until pale.',
  'Stir in the milk, the melted butter, the vanilla extract and the lemon zest.',
  'Fold in the flour, the baking powder and the salt, then let the batter rest for 10 minutes.',
  'Bake for 35 to 40 minutes, until a skewer comes out clean.',
  'Cool for 15 minutes, then dust with the powdered sugar.',
];

const CAKE = {
  title: 'Lemon sponge cake',
  description: 'A light everyday sponge.',
  prepTime: 20,
  cookTime: 40,
  servings: 8,
  difficulty: 'Easy',
  ingredients: TEN_INGREDIENTS,
  instructions: STEPS,
  tags: ['dessert'],
  tips: [],
};

test('cook mode steps through a recipe with the keyboard and runs two timers at once', async ({ page }) => {
  const id = await signUpWithRecipe(page, CAKE);
  await page.goto(`/cook/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lemon sponge cake' })).toBeVisible();
  const step = page.getByTestId('cook-step');
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await expect(step).toHaveText(STEPS[0]!);

  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Step 2 of 6')).toBeVisible();
  await expect(step).toHaveText(STEPS[1]!);
  // The step's ingredients are highlighted, with their amounts.
  const highlighted = page.locator('[data-testid="cook-ingredients"] li[data-highlighted]');
  await expect(highlighted).toHaveText(['1 cup sugar', '3 eggs']);
  await page.getByRole('button', { name: 'Start a timer for 2 minutes' }).click();

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Step 4 of 6')).toBeVisible();
  await page.getByRole('button', { name: 'Start a timer for 10 minutes' }).click();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('Step 3 of 6')).toBeVisible();

  // Both timers run, shown on a step that has none of its own.
  const timers = page.getByTestId('timer');
  await expect(timers).toHaveCount(2);
  await expect(timers.nth(0)).toContainText(/2 minutes: [12]:\d\d left/);
  await expect(timers.nth(1)).toContainText(/10 minutes: (10:00|9:\d\d) left/);

  // The last step stops at the end; the ranged timer offers its lower bound.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Step 6 of 6')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next step' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Done cooking' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel the timer for 2 minutes' }).click();
  await expect(timers).toHaveCount(1);
});

test('a 10-ingredient recipe prints on one A4 page, without buttons', async ({ page }) => {
  const id = await signUpWithRecipe(page, CAKE);
  await page.goto(`/print/recipes/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lemon sponge cake' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'powdered sugar' }).first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print this recipe' })).toBeHidden();
  // Ingredients in two columns.
  expect(await page.locator('.print-recipe-ingredients').evaluate((el) => getComputedStyle(el).columnCount)).toBe('2');
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages).toHaveLength(1);
});

test('the pantry answers what can I make, and adds what is missing to the list', async ({ page }) => {
  const id = await signUpWithRecipe(page, CAKE);
  expect(id).toBeTruthy();
  await page.goto('/pantry');
  await expect(page.getByRole('heading', { level: 1, name: 'Pantry' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add to the pantry' });
  // Names in either language, singular or plural, match the recipe's.
  for (const name of ['ovos', 'flour', 'leite', 'butter', 'baking powder', 'vanilla extract', 'lemons']) {
    await form.getByLabel('Ingredient').fill(name);
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByTestId('pantry-item').filter({ hasText: name })).toBeVisible();
  }
  const match = page.getByTestId('pantry-match').filter({ hasText: 'Lemon sponge cake' });
  // Salt and sugar are staples (the food records' "check you have"): never missing.
  await expect(match).toContainText('Missing 1: powdered sugar');
  await match.getByRole('button', { name: 'Add missing to the shopping list' }).click();
  await expect(page.getByText('1 ingredient added to the shopping list', { exact: true })).toBeVisible();
  const list = await (await page.request.get('/api/shopping-list-items')).json();
  expect(list).toMatchObject([{ name: 'powdered sugar', amount: '2 tbsp', recipeTitle: 'Lemon sponge cake' }]);
});

test('cook mode opens offline for a recipe seen once online', async ({ page, context }) => {
  const id = await signUpWithRecipe(page, CAKE);
  await page.goto(`/cook/${id}`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Read once under the service worker's control, so its copy is cached.
  await page.reload();
  await expect(page.getByTestId('cook-step')).toHaveText(STEPS[0]!);

  await setOffline(context, page, true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Lemon sponge cake' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('cook-step')).toHaveText(STEPS[1]!);
  await page.getByRole('button', { name: 'Start a timer for 2 minutes' }).click();
  await expect(page.getByTestId('timer')).toHaveCount(1);
  await setOffline(context, page, false);
});
