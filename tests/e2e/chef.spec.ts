import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures.ts';

interface SavedRecipe {
  id: string;
  title: string;
  prepTime: number;
  cookTime: number;
  servings: number;
  language: string;
  ingredients: { name: string; amount: string }[];
  instructions: string[];
  updatedAt: string;
}

const MEAT_PT = /\b(frango|carne|porco|bacon|presunto|linguiça|peixe|camarão|atum|salmão|bife|peito de frango)\b/i;

async function getRecipe(page: Page, id: string): Promise<SavedRecipe> {
  const res = await page.request.get(`/api/recipes/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as SavedRecipe;
}

/**
 * Opens the substitutes of the editor's ingredient rows one after another until one has
 * substitutes (the built-in chef knows most, not every ingredient). Returns the open popover.
 */
async function openSubstitutes(page: Page, editor: Locator, count: number): Promise<{ row: number; popover: Locator }> {
  for (let row = 1; row <= count; row += 1) {
    const name = await editor.getByRole('combobox', { name: `Nome do ingrediente ${row}`, exact: true }).inputValue();
    await editor.getByRole('button', { name: `Buscar substitutos para o ingrediente ${row}`, exact: true }).click();
    const popover = page.getByRole('dialog', { name: `Substitutos para ${name.trim()}` });
    await expect(popover).toBeVisible();
    const use = popover.getByRole('button', { name: /^Usar este: / });
    const empty = popover.getByText('Nenhum substituto encontrado para este ingrediente.');
    await expect(use.first().or(empty)).toBeVisible();
    if ((await use.count()) > 0) return { row, popover };
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
  }
  throw new Error('no ingredient of the recipe has substitutes');
}

test('pt-BR: generates 3 vegetarian recipes for 30 minutes, doubles one, swaps an ingredient with adjusted steps', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'pt-BR'));
  const register = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('chef'), password: 'correct horse battery', firstName: 'Cida', language: 'pt-BR' },
  });
  expect(register.status()).toBe(201);

  // Home: the generation form.
  await page.goto('/');
  const form = page.getByRole('region', { name: 'O que você quer cozinhar?' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Seu desejo' }).fill('algo reconfortante para o jantar');
  const count = form.getByRole('combobox', { name: 'Número de receitas' });
  // A browser <select>: its value is the count, its chosen option the text.
  await expect(count).toHaveValue('2');
  await count.selectOption({ label: '3 receitas' });
  await expect(count).toHaveValue('3');

  const advanced = form.getByRole('button', { name: 'Configuração avançada' });
  await expect(advanced).toHaveAttribute('aria-expanded', 'false');
  await advanced.click();
  await expect(advanced).toHaveAttribute('aria-expanded', 'true');
  await form.getByRole('combobox', { name: 'Tempo disponível' }).selectOption({ label: '30 minutos' });
  await form.getByRole('textbox', { name: 'Preferências alimentares' }).fill('vegetariano');

  const generation = page.waitForResponse(
    (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/recipes/generate',
  );
  await form.getByRole('button', { name: 'Gerar Receitas' }).click();
  const response = await generation;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({
    dishType: 'algo reconfortante para o jantar',
    timeLimit: '30min',
    preferences: 'vegetariano',
    recipeCount: 3,
    availableIngredients: [],
    language: 'pt-BR',
  });
  const recipes = (await response.json()) as SavedRecipe[];
  expect(recipes).toHaveLength(3);
  for (const recipe of recipes) {
    expect(recipe.language).toBe('pt-BR');
    expect(recipe.prepTime + recipe.cookTime).toBeLessThanOrEqual(30);
    for (const ingredient of recipe.ingredients) expect(ingredient.name).not.toMatch(MEAT_PT);
  }

  await expect(page.getByText('3 receitas geradas!', { exact: true })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Receitas geradas' });
  await expect(grid.getByRole('article')).toHaveCount(3);
  for (const recipe of recipes) await expect(grid.getByRole('article', { name: recipe.title })).toBeVisible();

  // Open the first recipe and make it spicy.
  const recipe = recipes[0];
  await grid.getByRole('button', { name: `Ver receita: ${recipe.title}` }).click();
  const detail = page.getByRole('dialog', { name: recipe.title });
  const panel = detail.getByRole('region', { name: 'Modificar com IA' });
  // The toolbar button takes the cook to the panel below the recipe.
  await detail.getByRole('button', { name: 'Modificar com IA' }).click();
  await expect(panel.getByRole('heading', { name: 'Modificar com IA' })).toBeFocused();
  await panel.getByRole('button', { name: 'Dobrar' }).click();
  const preview = panel.getByRole('region', { name: 'Prévia das mudanças' });
  await expect(preview).toBeVisible();
  await expect(preview.getByText('Ainda não salva')).toBeVisible();
  await expect(preview.getByText('O que mudou')).toBeVisible();
  // Nothing is saved until the cook says so.
  expect((await getRecipe(page, recipe.id)).updatedAt).toBe(recipe.updatedAt);
  await preview.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Receita atualizada', { exact: true })).toBeVisible();
  await expect(preview).toBeHidden();

  const doubled = await getRecipe(page, recipe.id);
  expect(doubled.servings).toBe(recipe.servings * 2);
  const spicy = doubled;
  expect(spicy.updatedAt).not.toBe(recipe.updatedAt);
  expect(JSON.stringify([spicy.title, spicy.ingredients, spicy.instructions])).not.toBe(
    JSON.stringify([recipe.title, recipe.ingredients, recipe.instructions]),
  );

  // The editor: find a substitute for an ingredient and use it with adjusted instructions.
  const detailAfter = page.getByRole('dialog', { name: spicy.title });
  await detailAfter.getByRole('button', { name: 'Editar', exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Editar receita' });
  await expect(editor).toBeVisible();
  const { row, popover } = await openSubstitutes(page, editor, spicy.ingredients.length);
  const use = popover.getByRole('button', { name: /^Usar este: / }).first();
  const substitute = ((await use.getAttribute('aria-label')) ?? '').replace(/^Usar este: /, '');
  expect(substitute).not.toBe('');
  await use.click();

  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  const adjusted = page.waitForResponse(
    (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/recipes/adjust-instructions',
  );
  await confirm.getByRole('button', { name: 'Ajustar o modo de preparo' }).click();
  const adjustResponse = await adjusted;
  expect(adjustResponse.status()).toBe(200);
  const { adjustedInstructions } = (await adjustResponse.json()) as { adjustedInstructions: string[] };
  await expect(confirm).toBeHidden();
  await expect(editor.getByRole('combobox', { name: `Nome do ingrediente ${row}`, exact: true })).toHaveValue(
    substitute,
  );
  await expect(editor.getByRole('textbox', { name: 'Passo 1', exact: true })).toHaveValue(adjustedInstructions[0]);

  await editor.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(editor).toBeHidden();

  const saved = await getRecipe(page, recipe.id);
  expect(saved.ingredients[row - 1].name).toBe(substitute);
  expect(saved.instructions).toEqual(adjustedInstructions.map((step) => step.trim()).filter((step) => step !== ''));
  // The other rows are untouched.
  expect(saved.ingredients.filter((_, i) => i !== row - 1)).toEqual(spicy.ingredients.filter((_, i) => i !== row - 1));
});
