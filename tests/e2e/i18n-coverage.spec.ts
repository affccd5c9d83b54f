import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures.ts';

/**
 * With the interface in Brazilian Portuguese, every screen is visited and its text (what is rendered,
 * screen-reader text included, plus aria-label, title, placeholder and alt) is checked against the
 * English UI strings: the values of the en locale files that differ from their pt-BR counterparts,
 * cut at placeholders, longer than 3 characters and not found anywhere in the pt-BR texts. An
 * English UI string on a Portuguese screen is a text that was not translated (a hard-coded label,
 * a wrong namespace, a fallback to English). Everything the test creates is written in Portuguese
 * and removed from the page text before checking, so user content cannot match.
 */

const LOCALES = path.resolve(import.meta.dirname, '../../src/web/locales');
/** Product and brand names are the same in both languages. */
const BRAND_NAMES = ['Tempero', 'OpenID Connect', 'Ollama', 'OpenAI', 'Anthropic'];

function flatten(tree: unknown, prefix: string, out: Map<string, string>): Map<string, string> {
  if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      const name = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') out.set(name, value);
      else flatten(value, name, out);
    }
  }
  return out;
}

function readLocale(lng: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of fs.readdirSync(path.join(LOCALES, lng))) {
    if (!file.endsWith('.json')) continue;
    const ns = file.slice(0, -'.json'.length);
    flatten(JSON.parse(fs.readFileSync(path.join(LOCALES, lng, file), 'utf8')), `${ns}:`, out);
  }
  return out;
}

const TRIM = /^[\s,.:;!?…()[\]'"“”‘’«»–—·•/+-]+|[\s,.:;!?…()[\]'"“”‘’«»–—·•/+-]+$/gu;

/** English UI strings (fragment → the key it comes from) that must not appear on a Portuguese screen. */
function englishOnlyStrings(): Map<string, string> {
  const en = readLocale('en');
  const pt = readLocale('pt-BR');
  const portuguese = [...pt.values()].join('\n');
  const out = new Map<string, string>();
  for (const [key, value] of en) {
    if (pt.get(key) === value) continue;
    for (const piece of value.split(/\{\{[^}]*\}\}|<[^>]+>|\n/)) {
      const fragment = piece.replace(TRIM, '');
      if (fragment.length <= 3) continue;
      if (portuguese.includes(fragment)) continue; // also a Portuguese text ("Chef", "E-mail"...)
      if (BRAND_NAMES.some((brand) => fragment === brand)) continue;
      if (!out.has(fragment)) out.set(fragment, key);
    }
  }
  return out;
}

const ENGLISH = englishOnlyStrings();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MATCHERS = [...ENGLISH].map(([fragment, key]) => ({
  fragment,
  key,
  // Whole words only, case as written: "Save" is not in "Saved" nor in "save".
  re: new RegExp(`(?<![\\p{L}\\p{N}])${escape(fragment)}(?![\\p{L}\\p{N}])`, 'u'),
}));

/** The text a person (or a screen reader) gets from the page. */
async function screenText(page: Page, root?: Locator): Promise<string> {
  const scope = root ?? page.locator('body');
  return scope.evaluate((element) => {
    const parts = [(element as HTMLElement).innerText];
    for (const el of element.querySelectorAll<HTMLElement>('[aria-label], [title], [placeholder], img[alt]')) {
      if (el.closest('[hidden], [aria-hidden="true"]')) continue;
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(attr);
        if (value) parts.push(value);
      }
    }
    if (element === document.body) parts.push(document.title);
    return parts.join('\n');
  });
}

interface Finding {
  screen: string;
  fragment: string;
  key: string;
}

function findEnglish(screen: string, text: string, userContent: readonly string[]): Finding[] {
  let rest = text;
  for (const content of [...userContent].sort((a, b) => b.length - a.length)) rest = rest.split(content).join(' ');
  return MATCHERS.filter((m) => m.re.test(rest)).map(({ fragment, key }) => ({ screen, fragment, key }));
}

/** Waits until the screen has its heading and no request or loading indicator is still going. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const PASSWORD = 'correct horse battery';

const RECIPE = {
  title: 'Bolo de fubá cremoso',
  description: 'Bolo simples da roça, com casquinha',
  prepTime: 15,
  cookTime: 45,
  servings: 8,
  difficulty: 'Medium',
  ingredients: [
    { name: 'fubá', amount: '2 xícaras' },
    { name: 'leite', amount: '1 xícara' },
    { name: 'ovos', amount: '3' },
    { name: 'queijo ralado', amount: '100 g' },
  ],
  instructions: ['Bata tudo no liquidificador.', 'Asse a 180 °C por 45 minutos.'],
  tags: ['brasileira', 'doce'],
  tips: ['Sirva morno com café.'],
};
const COLLECTION = { name: 'Receitas da vó', description: 'Doces de família' };
const SHOPPING_ITEM = { name: 'açúcar', amount: '1 xícara', recipeTitle: RECIPE.title };
const REVIEW = 'Muito gostoso, repito sempre';
const FIRST_NAME = 'Joana';

function localDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

test.use({ locale: 'pt-BR' });

test('every screen in Portuguese shows no English UI text', async ({ page }) => {
  test.setTimeout(180_000);
  expect(ENGLISH.size, 'English UI strings to look for').toBeGreaterThan(100);
  const findings: Finding[] = [];
  const email = uniqueEmail('i18n');
  const userContent = [
    RECIPE.title,
    RECIPE.description,
    ...RECIPE.tags,
    ...RECIPE.tips,
    ...RECIPE.instructions,
    COLLECTION.name,
    COLLECTION.description,
    REVIEW,
    FIRST_NAME,
    email,
  ];
  for (const i of RECIPE.ingredients) userContent.push(i.name, i.amount);
  userContent.push(SHOPPING_ITEM.name, SHOPPING_ITEM.amount);

  const check = async (screen: string, root?: Locator) => {
    await settle(page);
    findings.push(...findEnglish(screen, await screenText(page, root), userContent));
  };

  // Signed out.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await check('landing (/)');
  for (const route of ['/terms', '/privacy', '/offline', '/nao-existe']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check(route === '/nao-existe' ? '404' : route);
  }

  // Signed in, with something on every screen.
  const register = await page.request.post('/api/auth/register', {
    data: { email, password: PASSWORD, firstName: FIRST_NAME },
  });
  expect(register.ok(), await register.text()).toBe(true);
  expect(
    (await page.request.patch('/api/user/preferences', { data: { language: 'pt-BR', unitSystem: 'metric' } })).ok(),
  ).toBe(true);
  const created = await page.request.post('/api/recipes', { data: RECIPE });
  expect(created.status(), await created.text()).toBe(201);
  const recipeId = ((await created.json()) as { id: string }).id;
  expect((await page.request.patch(`/api/recipes/${recipeId}/favorite`)).ok()).toBe(true);
  expect((await page.request.patch(`/api/recipes/${recipeId}/public`)).ok()).toBe(true);
  expect(
    (await page.request.post(`/api/recipes/${recipeId}/rating`, { data: { rating: 4, comment: REVIEW } })).ok(),
  ).toBe(true);
  const collection = await page.request.post('/api/collections', { data: COLLECTION });
  expect(collection.ok(), await collection.text()).toBe(true);
  const collectionId = ((await collection.json()) as { id: string }).id;
  expect((await page.request.post(`/api/collections/${collectionId}/recipes`, { data: { recipeId } })).ok()).toBe(true);
  expect((await page.request.post('/api/shopping-list-items', { data: { ...SHOPPING_ITEM, recipeId } })).ok()).toBe(
    true,
  );
  const today = new Date();
  const sunday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - today.getDay());
  const saturday = new Date(sunday.getFullYear(), sunday.getMonth(), sunday.getDate() + 6);
  const plan = await page.request.post('/api/meal-plans', {
    data: { name: 'Semana de teste', startDate: localDate(sunday), endDate: localDate(saturday) },
  });
  expect(plan.ok(), await plan.text()).toBe(true);
  userContent.push('Semana de teste');
  const planId = ((await plan.json()) as { id: string }).id;
  const meal = await page.request.post(`/api/meal-plans/${planId}/items`, {
    data: { recipeId, mealDate: localDate(today), mealType: 'dinner', servings: 4 },
  });
  expect(meal.ok(), await meal.text()).toBe(true);

  const screens: [string, string][] = [
    ['/', 'home'],
    ['/favorites', 'favorites'],
    ['/collections', 'collections'],
    [`/collections/${collectionId}`, 'collection detail'],
    ['/history', 'history'],
    ['/my-reviews', 'my reviews'],
    ['/profile', 'profile'],
    ['/shopping-list', 'shopping list'],
    ['/meal-planner', 'meal planner'],
    [`/recipes/${recipeId}`, 'public recipe page'],
  ];
  for (const [route, name] of screens) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await check(name);
  }

  // The recipe detail modal, then the editor, both opened from History.
  await page.goto('/history');
  await page.getByRole('button', { name: `Ver receita: ${RECIPE.title}` }).click();
  const modal = page.getByRole('dialog', { name: RECIPE.title });
  await expect(modal).toBeVisible();
  await check('recipe detail modal', modal);
  await modal.getByRole('button', { name: 'Editar', exact: true }).click();
  const editor = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('textbox') })
    .last();
  await expect(editor).toBeVisible();
  await check('recipe editor', editor);

  // Phones get their own layouts (menu, the planner's day list): the same screens at 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [route, name] of screens) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await check(`${name} (phone)`);
  }
  await page.goto('/history');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await check('phone menu');

  const report = findings.map((f) => `${f.screen}: "${f.fragment}" (${f.key})`).join('\n');
  expect(findings, `English UI text on Portuguese screens:\n${report}`).toEqual([]);
});
