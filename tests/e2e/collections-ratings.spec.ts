import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures.ts';

/**
 * Collections and ratings: a collection with a colour and an icon, two recipes added from their
 * cards' quick-collections popover, their badges; a recipe rated 4.5 stars with a comment, then
 * found in My reviews filtered to 4 stars and up.
 */

function recipe(title: string, tags: string[]) {
  return {
    title,
    description: `${title}, for the collections test`,
    prepTime: 10,
    cookTime: 20,
    servings: 2,
    difficulty: 'Easy',
    ingredients: [{ name: 'salt', amount: '1 pinch' }],
    instructions: ['Cook it.'],
    tags,
    tips: [],
  };
}

async function signUpWithRecipes(page: Page, titles: string[]): Promise<Record<string, string>> {
  const register = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('collections'), password: 'correct horse battery', firstName: 'Cora' },
  });
  expect(register.status(), await register.text()).toBe(201);
  const ids: Record<string, string> = {};
  for (const title of titles) {
    const created = await page.request.post('/api/recipes', { data: recipe(title, ['dinner']) });
    expect(created.status(), await created.text()).toBe(201);
    ids[title] = ((await created.json()) as { id: string }).id;
  }
  return ids;
}

/**
 * A toast's text. Not looked up through the notifications region: while a modal dialog is open,
 * Radix hides everything outside it from the accessibility tree, that region included. Radix also
 * copies the text into a screen-reader announcement, hence first().
 */
function toast(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test('collections from the recipe cards, a 4.5-star review, and My reviews filtered to 4+', async ({ page }) => {
  const SOUP = 'Roasted tomato soup';
  const STEW = 'Black bean stew';
  const PIE = 'Apple pie';
  const ids = await signUpWithRecipes(page, [SOUP, STEW, PIE]);

  // Collections: the empty state, then a new collection; a blank name is refused first.
  await page.goto('/collections');
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No collections yet' })).toBeVisible();
  await page.getByRole('button', { name: 'New collection' }).click();
  const dialog = page.getByRole('dialog', { name: 'New collection' });
  await dialog.getByRole('button', { name: 'Create collection' }).click();
  await expect(toast(page, 'Name required')).toBeVisible();
  await expect(dialog.getByText('Please enter a name for your collection.')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Red' })).toHaveAttribute('aria-checked', 'true'); // the default

  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Weeknight dinners');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Fast and filling');
  await dialog.getByRole('radio', { name: 'Blue' }).click();
  await dialog.getByRole('radio', { name: 'Heart' }).click();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/collections') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Create collection' }).click();
  const body = (await (await created).json()) as { color: string; icon: string };
  expect(body).toMatchObject({ color: '#3b82f6', icon: 'Heart' });
  await expect(dialog).toBeHidden();
  const collectionLink = page.getByRole('link', { name: 'Weeknight dinners' });
  await expect(collectionLink).toBeVisible();
  await expect(page.getByText('No recipes')).toBeVisible();

  // Add two recipes from their cards in History, through the quick-collections popover.
  await page.goto('/history');
  for (const title of [SOUP, STEW]) {
    await card(page, title)
      .getByRole('button', { name: `Add “${title}” to a collection` })
      .click();
    const popover = page.getByRole('dialog', { name: 'Add to collection' });
    const added = page.waitForResponse((r) => r.url().endsWith('/recipes') && r.request().method() === 'POST');
    await popover.getByRole('checkbox', { name: /Weeknight dinners/ }).click();
    expect((await added).status()).toBe(201);
    await expect(popover.getByRole('checkbox', { name: /Weeknight dinners/ })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    // The card shows its collection badge.
    await expect(card(page, title).getByRole('list', { name: 'Collections' })).toHaveText('Weeknight dinners');
  }
  await expect(card(page, PIE).getByRole('list', { name: 'Collections' })).toHaveCount(0);

  // The collection now holds both, shown as recipe cards.
  await page.goto('/collections');
  await expect(page.getByText('2 recipes')).toBeVisible();
  await page.getByRole('link', { name: 'Weeknight dinners' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Weeknight dinners' })).toBeVisible();
  await expect(card(page, SOUP)).toBeVisible();
  await expect(card(page, STEW)).toBeVisible();
  await expect(card(page, PIE)).toHaveCount(0);

  // Rate the soup from its detail modal: 5 stars, the same star again for 4.5, and a comment.
  await card(page, SOUP)
    .getByRole('button', { name: `View recipe: ${SOUP}` })
    .click();
  const modal = page.getByRole('dialog', { name: SOUP });
  const rating = modal.getByRole('region', { name: 'Rating' });
  await expect(rating.getByText('No ratings yet')).toBeVisible();
  const stars = rating.getByRole('slider', { name: 'Your rating' });
  await stars.locator('[data-star="5"]').click();
  await expect(stars).toHaveAttribute('aria-valuenow', '5');
  await stars.locator('[data-star="5"]').click();
  await expect(stars).toHaveAttribute('aria-valuetext', '4.5 out of 5 stars');
  await rating.getByRole('textbox', { name: 'Comment (optional)' }).fill('Silky and bright, will make again');
  await expect(rating.getByText('33/500')).toBeVisible();
  await rating.getByRole('button', { name: 'Submit rating' }).click();
  await expect(toast(page, 'Rating saved')).toBeVisible();
  await expect(rating.getByRole('button', { name: 'Update' })).toBeVisible();
  await expect(rating.getByText('Silky and bright, will make again')).toBeVisible();
  await expect(rating.getByText('(1 rating)')).toBeVisible();
  await page.keyboard.press('Escape');

  // A lower rating for the stew, through the API, so the filter has something to leave out.
  const low = await page.request.post(`/api/recipes/${ids[STEW]}/rating`, {
    data: { rating: 2, comment: 'Too bland' },
  });
  expect(low.status()).toBe(200);

  // My reviews: both, then only the 4.5 with the filter at 4 stars and up.
  await page.goto('/my-reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'My Reviews' })).toBeVisible();
  const reviews = page.getByRole('list', { name: 'Your reviews' });
  await expect(reviews.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Total reviews')).toBeVisible();

  await page.getByRole('combobox', { name: 'Rating' }).click();
  const filtered = page.waitForResponse(
    (r) => r.url().includes('/api/reviews/my-reviews') && r.url().includes('minRating=4'),
  );
  await page.getByRole('option', { name: '4+ stars' }).click();
  await filtered;
  await expect(reviews.getByRole('listitem')).toHaveCount(1);
  const review = reviews.getByRole('listitem').first();
  await expect(review.getByRole('heading', { name: SOUP })).toBeVisible();
  await expect(review.getByRole('img', { name: '4.5 out of 5 stars' })).toBeVisible();
  await expect(review.getByText('Silky and bright, will make again')).toBeVisible();
  await expect(reviews.getByText(STEW)).toHaveCount(0);
});

test('a signed-out visitor of My reviews is offered to sign in', async ({ page }) => {
  await page.goto('/my-reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'My Reviews' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' }).last()).toHaveAttribute(
    'href',
    '/api/login?returnTo=%2Fmy-reviews',
  );
});

/**
 * Issue 19: a collection's recipes come from the server a page at a time and are searched there;
 * the pager works from the keyboard and the screen fits a phone, in both languages.
 */
test('a long collection is paged and searched by the server, on a phone and in Portuguese', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const titles = Array.from({ length: 26 }, (_, i) => (i % 10 === 0 ? `Lentil soup ${i}` : `Weeknight dish ${i}`));
  const ids = await signUpWithRecipes(page, titles);
  const made = await page.request.post('/api/collections', { data: { name: 'Everything' } });
  const collectionId = ((await made.json()) as { id: string }).id;
  for (const title of titles) {
    const added = await page.request.post(`/api/collections/${collectionId}/recipes`, {
      data: { recipeId: ids[title] },
    });
    expect(added.status()).toBe(201);
  }

  const recipesRequest = (check: (url: URL) => boolean) =>
    page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === `/api/collections/${collectionId}/recipes` && check(url);
    });
  const firstPage = recipesRequest((url) => url.searchParams.get('page') === '1');
  await page.goto(`/collections/${collectionId}`);
  expect((await firstPage).headers()['x-total-count']).toBe('26');
  await expect(page.getByRole('heading', { level: 1, name: 'Everything' })).toBeVisible();
  await expect(page.getByText('Showing 1-24 of 26')).toBeVisible();
  const list = page.getByRole('list', { name: 'Recipes in this collection' });
  await expect(list.getByRole('article')).toHaveCount(24);
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Page 2 from the keyboard.
  const secondPage = recipesRequest((url) => url.searchParams.get('page') === '2');
  await page.getByRole('button', { name: 'Page 2' }).focus();
  await page.keyboard.press('Enter');
  expect((await secondPage).status()).toBe(200);
  await expect(page.getByText('Showing 25-26 of 26')).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(2);
  await expect(card(page, 'Weeknight dish 25')).toBeVisible();

  // The search goes to the server, back on page 1.
  const searched = recipesRequest((url) => url.searchParams.get('q') === 'lentil');
  await page.getByRole('searchbox', { name: 'Search recipes in this collection' }).fill('lentil');
  expect((await searched).url()).toContain('page=1');
  await expect(page.getByText('Showing 1-3 of 3')).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);

  // Removing one refreshes the page from the server.
  const refreshed = recipesRequest((url) => url.searchParams.get('q') === 'lentil');
  await card(page, 'Lentil soup 10')
    .getByRole('button', { name: 'Remove “Lentil soup 10” from this collection' })
    .click();
  await refreshed;
  await expect(page.getByText('Showing 1-2 of 2')).toBeVisible();
  await expect(card(page, 'Lentil soup 10')).toHaveCount(0);

  // In Portuguese.
  expect((await page.request.patch('/api/user/preferences', { data: { language: 'pt-BR' } })).ok()).toBe(true);
  await page.reload();
  await expect(page.getByText('Mostrando 1-24 de 25')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Páginas' }).getByRole('button', { name: 'Página 2' }),
  ).toBeVisible();
});
