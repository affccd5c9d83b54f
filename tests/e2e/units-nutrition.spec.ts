import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures.ts';

/**
 * Issue 21: a Brazilian cook signs up in Portuguese and reads flour in grams and the oven in °C
 * (metric by default), switches to imperial and reads cups and °F; the nutrition panel shows in
 * both languages, on the recipe's detail and its public page.
 */

const BOLO = {
  title: `Bolo simples ${Date.now()}`,
  description: '',
  prepTime: 15,
  cookTime: 40,
  servings: 8,
  difficulty: 'Easy',
  language: 'pt-BR',
  ingredients: [
    { name: 'farinha de trigo', amount: '2 xícaras' },
    { name: 'ovos', amount: '3' },
    { name: 'sal', amount: 'a gosto' },
  ],
  instructions: ['Misture tudo.', 'Asse a 350°F por 40 minutos.'],
  tags: [],
  tips: [],
};

async function useLanguage(page: Page, lang: 'en' | 'pt-BR') {
  await page.evaluate((l) => localStorage.setItem('i18nextLng', l), lang);
  await page.context().addCookies([{ name: 'i18nextLng', value: lang, url: page.url() }]);
}

test('a pt-BR account reads 250 g de farinha de trigo and °C; imperial shows cups and °F; nutrition in both languages', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/offline');
  await useLanguage(page, 'pt-BR');
  const account = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('bolo'), password: 'correct horse battery', firstName: 'Rosa', language: 'pt-BR' },
  });
  expect(account.ok(), await account.text()).toBe(true);
  expect(((await account.json()) as { unitSystem: string }).unitSystem).toBe('metric');
  const created = await page.request.post('/api/recipes', { data: BOLO });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;

  // The detail modal, in Portuguese and metric.
  await page.goto('/history');
  await page.getByRole('button', { name: `Ver receita: ${BOLO.title}` }).click();
  const dialog = page.getByRole('dialog', { name: BOLO.title });
  const flour = dialog.getByRole('region', { name: 'Ingredientes' }).getByRole('listitem').first();
  await expect(flour).toHaveText('250 gde farinha de trigo');
  await expect(dialog.getByText('Asse a 180°C por 40 minutos.')).toBeVisible();
  const panel = dialog.getByRole('region', { name: 'Informação nutricional' });
  await expect(panel).toContainText('Com base em 2 de 3 ingredientes');
  await expect(panel).toContainText('Fora da conta: sal (a gosto)');
  // (250 g × 364 + 150 g × 143) / 100 / 8 servings = 140.6 kcal
  await expect(panel.getByRole('definition').first()).toHaveText('≈ 141 kcal');
  // The server's rounded 141 kcal a serving, times 8.
  await expect(panel).toContainText('8 porções: cerca de 1.128 kcal');

  // Imperial: cups and °F again (saved to the profile).
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/user/preferences') && r.request().method() === 'PATCH',
  );
  await dialog.getByRole('button', { name: 'Imperial' }).click();
  expect((await saved).status()).toBe(200);
  await expect(flour).toHaveText('2 xícarasde farinha de trigo');
  await expect(dialog.getByText('Asse a 350°F por 40 minutos.')).toBeVisible();

  // The public page, in English: the panel speaks English.
  await page.request.patch(`/api/recipes/${id}/public`);
  await useLanguage(page, 'en');
  // The shared link (signed in, /recipes/:id opens the recipe in the app instead).
  await page.goto(`/public/recipes/${id}`);
  const publicPanel = page.getByRole('region', { name: 'Nutrition' });
  await expect(publicPanel).toContainText('Based on 2 of 3 ingredients');
  await expect(publicPanel.getByRole('definition').first()).toHaveText('≈ 141 kcal');
  // Units in the reader's words (an English page says cups), the food as the recipe wrote it.
  await expect(page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem').first()).toHaveText(
    '2 cupsde farinha de trigo',
  );
});
