import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { collectErrors, newPhone, register } from './household-helpers.ts';

/**
 * Issue 22: a member shares one of their recipes with the household from the recipe view (on a
 * phone), the other member then finds it in the household's collection and can open it; made
 * private again, it is gone for the other member at once (404).
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Waits for the visibility change the recipe view sends, and its answer. */
function visibilitySent(page: Page, recipeId: string) {
  return page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === `/api/recipes/${recipeId}/visibility`,
  );
}

test('a member shares a recipe with the household from the recipe view; the other sees it, and loses it when it is private again', async ({
  browser,
  baseURL,
}) => {
  const ana = await newPhone(browser, baseURL, PHONE);
  const bruno = await newPhone(browser, baseURL);
  const errors = collectErrors([ana.page, bruno.page]);
  await register(ana.page.request, 'Ana');
  await register(bruno.page.request, 'Bruno');
  const invitation = await ana.page.request.post('/api/household/invitations');
  const { code } = (await invitation.json()) as { code: string };
  expect((await bruno.page.request.post('/api/household/join', { data: { code } })).status()).toBe(200);

  // Ana's recipe, private by default, in a collection (collections are the household's).
  const title = `Feijoada da Ana ${Date.now()}`;
  const created = await ana.page.request.post('/api/recipes', {
    data: {
      title,
      description: 'Black beans and pork, slowly.',
      prepTime: 30,
      cookTime: 180,
      servings: 8,
      difficulty: 'Hard',
      ingredients: [{ name: 'black beans', amount: '1 kg' }],
      instructions: ['Soak the beans overnight.', 'Simmer with the meats for 3 hours.'],
      tags: ['brazilian'],
    },
  });
  expect(created.status()).toBe(201);
  const recipe = (await created.json()) as { id: string; visibility: string };
  expect(recipe.visibility).toBe('private');
  const collection = (await (await ana.page.request.post('/api/collections', { data: { name: 'Sábado' } })).json()) as {
    id: string;
  };
  expect(
    (
      await ana.page.request.post(`/api/collections/${collection.id}/recipes`, { data: { recipeId: recipe.id } })
    ).status(),
  ).toBe(201);
  expect((await bruno.page.request.get(`/api/recipes/${recipe.id}`)).status()).toBe(404);

  // Bruno's view of the collection: the private recipe is not there.
  await bruno.page.goto(`/collections/${collection.id}`);
  await expect(bruno.page.getByRole('heading', { level: 1, name: 'Sábado' })).toBeVisible();
  await expect(bruno.page.getByRole('article', { name: title })).toHaveCount(0);

  // Ana, on her phone, opens the recipe from her history and shares it with the household.
  await ana.page.goto('/history');
  await ana.page.getByRole('button', { name: `View recipe: ${title}` }).click();
  const dialog = ana.page.getByRole('dialog', { name: title });
  const choice = dialog.getByRole('group', { name: 'Who can see this recipe' });
  await expect(choice.getByRole('radio', { name: 'Only me' })).toBeChecked();
  const household = choice.getByRole('radio', { name: 'My household' });
  // Offered once the household (with Bruno in it) is known.
  await expect(household).toBeEnabled();
  const shared = visibilitySent(ana.page, recipe.id);
  await household.check();
  expect((await shared).status()).toBe(200);
  await expect(dialog.getByTestId('household-badge')).toHaveText('Household');
  await expect(choice.getByText('The members of your household can see and cook this recipe.')).toBeVisible();
  // On a phone the three choices stack and stay on screen, none cut off.
  for (const name of ['Only me', 'My household', 'Anyone with the link']) {
    const box = await choice.getByText(name, { exact: true }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }

  // Bruno reads the collection again: the recipe is there, badged, and opens.
  await bruno.page.reload();
  const card = bruno.page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('household-badge')).toHaveText('Household');
  // The recipe view also reads Bruno's own rating of it; it is done before the recipe changes again.
  const ratingRead = bruno.page.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api/recipes/${recipe.id}/rating/me`,
  );
  await card.getByRole('button', { name: `View recipe: ${title}` }).click();
  const brunoDialog = bruno.page.getByRole('dialog', { name: title });
  await expect(brunoDialog.getByText('Soak the beans overnight.')).toBeVisible();
  expect((await ratingRead).status()).toBe(200);
  // Not his to manage: no visibility choice.
  await expect(brunoDialog.getByRole('group', { name: 'Who can see this recipe' })).toHaveCount(0);
  expect((await bruno.page.request.get(`/api/recipes/${recipe.id}`)).status()).toBe(200);
  await bruno.page.keyboard.press('Escape');
  await expect(brunoDialog).toBeHidden();

  // Ana makes it private again, from the keyboard: Bruno loses it on his next request.
  await choice.getByRole('radio', { name: 'My household' }).focus();
  const unshared = visibilitySent(ana.page, recipe.id);
  await ana.page.keyboard.press('ArrowUp');
  expect((await unshared).status()).toBe(200);
  await expect(choice.getByRole('radio', { name: 'Only me' })).toBeChecked();
  await expect(dialog.getByTestId('household-badge')).toHaveCount(0);
  expect((await bruno.page.request.get(`/api/recipes/${recipe.id}`)).status()).toBe(404);
  await bruno.page.reload();
  await expect(bruno.page.getByRole('heading', { level: 1, name: 'Sábado' })).toBeVisible();
  await expect(bruno.page.getByRole('article', { name: title })).toHaveCount(0);

  expect(errors).toEqual([]);
  await ana.context.close();
  await bruno.context.close();
});
