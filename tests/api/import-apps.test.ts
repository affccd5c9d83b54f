import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratings, recipes, storedObjects } from '../../src/server/db/schema.ts';
import { IMPORT_NAME_MAX, IMPORT_REPORT_MAX_ENTRIES, type TImportJob } from '../../src/shared/schemas/import-job.ts';
import { mealieZip, nextcloudZip, paprikaRecipesZip, tandoorZip } from '../helpers/import-app-exports.ts';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildZip } from '../helpers/zip.ts';

const FIXTURES = path.join(import.meta.dirname, '../fixtures/import-apps');
/** Committed fixtures we wrote as files, and the app exports built for this run by import-app-exports.ts. */
let generated: Record<string, Buffer> = {};
const fixture = (name: string) => generated[name] ?? fs.readFileSync(path.join(FIXTURES, name));

let t: TestApp;
let cook: SignedInUser;

beforeAll(async () => {
  generated = {
    'mealie.zip': await mealieZip(),
    'tandoor.zip': await tandoorZip(),
    'nextcloud.zip': await nextcloudZip(),
    'paprika.paprikarecipes': await paprikaRecipesZip(),
  };
  t = await createTestApp();
  cook = await signUp(t.app, { firstName: 'Mover' });
});
afterAll(async () => {
  await t.close();
});

function upload(user: SignedInUser, format: string, body: Buffer, fileName = 'export') {
  return t.app.inject({
    method: 'POST',
    url: `/api/import-jobs?format=${format}&fileName=${encodeURIComponent(fileName)}`,
    headers: { ...user.headers, 'content-type': 'application/octet-stream' },
    body,
  });
}

/** Upload, start, wait for the background job, and answer the finished job as the API shows it. */
async function importFile(
  user: SignedInUser,
  format: string,
  body: Buffer,
  fileName?: string,
): Promise<{ preview: TImportJob; done: TImportJob }> {
  const created = await upload(user, format, body, fileName);
  expect(created.statusCode, created.body).toBe(201);
  const preview = created.json<TImportJob>();
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/import-jobs/${preview.id}/start`,
    headers: user.headers,
  });
  expect(started.statusCode, started.body).toBe(202);
  await t.app.ctx.services.importJobs.idle();
  const done = await t.app.inject({ method: 'GET', url: `/api/import-jobs/${preview.id}`, headers: user.headers });
  return { preview, done: done.json<TImportJob>() };
}

async function recipeNamed(user: SignedInUser, job: TImportJob, title: string) {
  const id = job.report!.imported.find((r) => r.name === title)?.id;
  expect(id, `${title} in ${JSON.stringify(job.report!.imported.map((r) => r.name))}`).toBeTruthy();
  const res = await t.app.inject({ method: 'GET', url: `/api/recipes/${id}`, headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The stars the user gave the recipe, as the import wrote them (null: none). */
async function starsOf(user: SignedInUser, recipeId: string): Promise<number | null> {
  const [row] = await t.database.db
    .select()
    .from(ratings)
    .where(and(eq(ratings.recipeId, recipeId), eq(ratings.userId, user.id)));
  return row?.rating ?? null;
}

async function expectStoredImage(imageUrl: string | null) {
  expect(imageUrl).toMatch(/^\/media\/[A-Za-z0-9_-]{22}-\d+\.webp$/);
  const media = await t.app.inject({ method: 'GET', url: imageUrl! });
  expect(media.statusCode).toBe(200);
  expect(media.headers['content-type']).toBe('image/webp');
  const rows = await t.database.db
    .select()
    .from(storedObjects)
    .where(eq(storedObjects.key, imageUrl!.slice(1)));
  expect(rows).toHaveLength(1);
}

async function expectNothingNewOnSecondImport(user: SignedInUser, format: string, body: Buffer, count: number) {
  const before = (await t.database.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.userId, user.id)))
    .length;
  const { done } = await importFile(user, format, body);
  expect(done.status).toBe('done');
  expect(done.report!.imported).toHaveLength(0);
  expect(done.report!.duplicates).toHaveLength(count);
  const after = (await t.database.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.userId, user.id)))
    .length;
  expect(after).toBe(before);
}

describe('import from other apps: each format on its fixture', () => {
  it('Paprika (.paprikarecipes): 4 recipes, photos stored, headings, notes, rating, favourite, nothing twice', async () => {
    const user = await signUp(t.app);
    const { preview, done } = await importFile(
      user,
      'paprika',
      fixture('paprika.paprikarecipes'),
      'My Recipes.paprikarecipes',
    );
    expect(preview.status).toBe('ready');
    expect(preview.preview).toEqual({
      count: 4,
      titles: ['Lemon Roast Chicken', 'Bolo de Cenoura', 'Tomato Soup', 'Overnight Oats'],
      skipped: [],
      skippedCount: 0,
    });
    expect(done.status).toBe('done');
    expect(done.processed).toBe(done.total);
    expect(done.report!.imported).toHaveLength(4);
    const r = await recipeNamed(user, done, 'Lemon Roast Chicken');
    expect(r.ingredients).toEqual([
      { amount: '', name: 'For the marinade:' },
      { amount: '2', name: 'lemons, juiced' },
      { amount: '3 cloves', name: 'garlic, crushed' },
      { amount: '2 tbsp', name: 'olive oil' },
      { amount: '1', name: 'whole chicken' },
    ]);
    expect(r.instructions).toHaveLength(4);
    expect(r.instructions[0]).toBe('Mix the lemon juice, garlic and oil.');
    expect([r.prepTime, r.cookTime, r.servings]).toEqual([20, 70, 4]);
    expect(r.tags).toEqual(['Dinner', 'Chicken']);
    expect(r.tips).toEqual(['Save the juices for gravy.']);
    expect(r.isFavorite).toBe(true);
    expect(r.sourceUrl).toBe('https://example.com/lemon-roast-chicken');
    expect(await starsOf(user, r.id)).toBe(4);
    await expectStoredImage(r.imageUrl);
    const bolo = await recipeNamed(user, done, 'Bolo de Cenoura');
    expect(bolo.ingredients[0]).toEqual({ amount: '', name: 'Massa:' });
    expect(bolo.ingredients[3]).toEqual({ amount: '1 xícara', name: 'óleo' });
    expect(bolo.ingredients[7]).toEqual({ amount: '', name: 'Cobertura:' });
    expect(bolo.isFavorite).toBe(false);
    const soup = await recipeNamed(user, done, 'Tomato Soup');
    expect(soup.imageUrl).toBeNull();
    expect(await starsOf(user, soup.id)).toBeNull();
    expect(soup.tips).toEqual(['Nutrition: Calories: 90; Fat: 2 g']);
    expect(soup.instructions[0]).toBe('Soften the onion in a pan.');
    const oats = await recipeNamed(user, done, 'Overnight Oats');
    expect(oats.tips).toEqual(['Use any milk you like.', 'Keeps for two days.']);
    expect([oats.prepTime, oats.servings]).toEqual([5, 1]);
    await expectNothingNewOnSecondImport(user, 'paprika', fixture('paprika.paprikarecipes'), 4);
  });

  it('Mealie (export zip): 3 recipes, parsed and free-text ingredients, images, macOS junk ignored', async () => {
    const user = await signUp(t.app);
    const { preview, done } = await importFile(user, 'mealie', fixture('mealie.zip'));
    expect(preview.preview).toEqual({
      count: 3,
      titles: ['Weeknight Pizza Dough', 'Brigadeiro', 'Oat and Banana Cookies'],
      skipped: [],
      skippedCount: 0,
    });
    expect(done.report!.imported).toHaveLength(3);
    const r = await recipeNamed(user, done, 'Weeknight Pizza Dough');
    expect(r.description).toBe('A soft dough that rises in two hours, enough for two thin pizzas.');
    expect(r.ingredients.slice(0, 2)).toEqual([
      { amount: '', name: 'Dough:' },
      { amount: '500 g', name: 'bread flour' },
    ]);
    expect(r.ingredients[4]).toEqual({ amount: '1.5 tsp', name: 'salt, fine' });
    expect(r.ingredients[5]).toEqual({ amount: '', name: 'Topping:' });
    expect(r.instructions).toEqual([
      '**Mix** Stir the yeast into the water, then add the flour and salt.',
      'Knead for 8 minutes until smooth. Cover and leave to rise for 2 hours.',
      'Stretch onto an oiled tray and bake at 250 °C for 12 minutes.',
    ]);
    expect([r.prepTime, r.cookTime, r.servings]).toEqual([20, 12, 2]);
    expect(r.tags).toEqual(['Bread', 'Pizza', 'Make ahead']);
    expect(r.tips).toEqual(['Tip: The dough keeps for three days in the fridge.']);
    expect(r.sourceUrl).toBe('https://example.com/weeknight-pizza-dough');
    expect(await starsOf(user, r.id)).toBe(4);
    await expectStoredImage(r.imageUrl);
    const doce = await recipeNamed(user, done, 'Brigadeiro');
    expect(doce.ingredients[0]).toEqual({ amount: '1 lata', name: 'leite condensado' });
    expect(doce.ingredients[3]).toEqual({ amount: '', name: 'chocolate granulado para enrolar' });
    expect([doce.cookTime, doce.servings]).toEqual([15, 20]);
    expect(doce.tags).toEqual(['Doces', 'Festa']);
    expect(doce.imageUrl).toBeNull();
    await expectNothingNewOnSecondImport(user, 'mealie', fixture('mealie.zip'), 3);
  });

  it('Tandoor (zip of zips): amounts, units, foods and notes, step headings, keywords, image', async () => {
    const user = await signUp(t.app);
    const { done } = await importFile(user, 'tandoor', fixture('tandoor.zip'));
    expect(done.report!.imported.map((r) => r.name)).toEqual(['Black Bean Chili', 'Garlic Flatbread']);
    const r = await recipeNamed(user, done, 'Black Bean Chili');
    expect(r.ingredients.slice(0, 3)).toEqual([
      { amount: '', name: 'Base:' },
      // A note in parentheses follows the food as written, never "olive oil, ((about 30 ml))".
      { amount: '2 tbsp', name: 'olive oil (about 30 ml)' },
      { amount: '1 large', name: 'onion, diced' },
    ]);
    expect(r.ingredients.slice(5)).toEqual([
      { amount: '', name: 'Simmer:' },
      { amount: '800 g', name: 'black beans, cooked' },
      { amount: '400 g', name: 'chopped tomatoes' },
      { amount: '', name: 'To serve:' },
      { amount: '', name: 'coriander, a handful' },
    ]);
    expect(r.instructions).toEqual([
      '**Base** Soften the onion and pepper in the oil for 8 minutes.',
      'Add the spices and cook 1 minute more.',
      '**Simmer** Add the beans and tomatoes and simmer for 30 minutes.',
      '**Serve** Top with coriander and lime.',
    ]);
    // Tandoor's "### Source" under a recipe it imported from the web is not a step.
    expect(r.instructions.join(' ')).not.toMatch(/Source|cooking\.example/);
    expect(r.tags).toEqual(['Vegetarian', 'Course: Main', 'Mexican']);
    expect([r.prepTime, r.cookTime, r.servings]).toEqual([20, 40, 6]);
    expect(r.sourceUrl).toBe('https://example.com/black-bean-chili');
    await expectStoredImage(r.imageUrl);
    const bread = await recipeNamed(user, done, 'Garlic Flatbread');
    expect(bread.ingredients[0]).toEqual({ amount: '250 g', name: 'self-raising flour' });
    expect(bread.instructions).toHaveLength(2);
    expect(bread.sourceUrl).toBe('https://flatbread.example.org/garlic');
    expect(bread.imageUrl).toBeNull();
    await expectNothingNewOnSecondImport(user, 'tandoor', fixture('tandoor.zip'), 2);
  });

  it('RecipeSage (JSON-LD export): headers, notes, rating, source; an empty draft is skipped with its reason', async () => {
    const user = await signUp(t.app);
    const { preview, done } = await importFile(user, 'recipesage', fixture('recipesage.json'));
    expect(preview.preview!.skipped).toEqual([
      { name: 'Empty draft', reason: 'the recipe has neither ingredients nor steps' },
    ]);
    expect(done.report!.imported.map((r) => r.name)).toEqual(['Red Lentil Soup', 'Buttered Toast']);
    expect(done.report!.skipped).toHaveLength(1);
    const r = await recipeNamed(user, done, 'Red Lentil Soup');
    expect(r.ingredients.slice(0, 2)).toEqual([
      { amount: '', name: 'Soup:' },
      { amount: '1 cup', name: 'red lentils, rinsed' },
    ]);
    expect(r.ingredients[4]).toEqual({ amount: '', name: 'To finish:' });
    expect(r.instructions).toEqual([
      'Soften the onion in a little oil.',
      'Add the lentils and stock; simmer 20 minutes.',
      '**Finish** Stir in the lemon juice and season.',
    ]);
    expect(r.tips).toEqual(['Freezes well for a month.']);
    expect(r.tags).toEqual(expect.arrayContaining(['soup', 'vegan']));
    expect(r.servings).toBe(4);
    expect(r.prepTime).toBe(15);
    expect(r.sourceUrl).toBe('https://example.com/red-lentil-soup');
    expect(await starsOf(user, r.id)).toBe(4);
    await expectNothingNewOnSecondImport(user, 'recipesage', fixture('recipesage.json'), 2);
  });

  it('Nextcloud Cookbook (zip of folders): schema.org fields and full.jpg', async () => {
    const user = await signUp(t.app);
    const { done } = await importFile(user, 'nextcloud', fixture('nextcloud.zip'));
    expect(done.report!.imported.map((r) => r.name).sort()).toEqual(['Caldo Verde', 'Fluffy Pancakes', 'Lemonade']);
    const r = await recipeNamed(user, done, 'Fluffy Pancakes');
    expect(r.ingredients[0]).toEqual({ amount: '200 g', name: 'flour' });
    expect(r.instructions).toHaveLength(3);
    expect([r.prepTime, r.cookTime, r.servings]).toEqual([10, 20, 4]);
    expect(r.tags).toEqual(expect.arrayContaining(['Breakfast', 'pancakes']));
    expect(r.sourceUrl).toBe('https://example.com/fluffy-pancakes');
    expect(r.ingredients[5]).toEqual({ amount: '4 tbsp', name: 'butter (1/2 stick)' });
    // The site's 4.58 from 1,743 voters is the source's rating, not the importing cook's review.
    expect(r.sourceRating).toEqual({ value: 4.58, best: 5, count: 1743, site: 'example.com' });
    expect(await starsOf(user, r.id)).toBeNull();
    const reviews = await t.app.inject({ url: '/api/reviews/my-reviews', headers: user.headers });
    expect(reviews.statusCode, reviews.body).toBe(200);
    expect(reviews.json()).toEqual([]);
    // The picture in the folder wins over the web address in "image".
    await expectStoredImage(r.imageUrl);
    const caldo = await recipeNamed(user, done, 'Caldo Verde');
    expect(caldo.ingredients[0]).toEqual({ amount: '1 kg', name: 'de batatas' });
    await expectStoredImage(caldo.imageUrl);
    const lemonade = await recipeNamed(user, done, 'Lemonade');
    expect(lemonade.imageUrl).toBeNull();
    await expectNothingNewOnSecondImport(user, 'nextcloud', fixture('nextcloud.zip'), 3);
  });

  it('schema.org JSON-LD (a list): times, yield, rating, the picture kept as its https address', async () => {
    const user = await signUp(t.app);
    const { done } = await importFile(user, 'jsonld', fixture('jsonld-list.json'));
    expect(done.report!.imported).toHaveLength(2);
    const r = await recipeNamed(user, done, 'Pão de queijo');
    expect(r.ingredients[0]).toEqual({ amount: '500 g', name: 'polvilho azedo' });
    expect(r.instructions).toHaveLength(3);
    expect([r.prepTime, r.cookTime, r.servings]).toEqual([20, 25, 20]);
    expect(r.imageUrl).toBe('https://example.com/pao-de-queijo.jpg');
    // A schema.org file's aggregateRating is the site's: kept on the recipe, no review written.
    expect(r.sourceRating).toEqual({ value: 4.6, best: 5, count: 31, site: 'example.com' });
    expect(await starsOf(user, r.id)).toBeNull();
    const tea = await recipeNamed(user, done, 'Iced tea');
    expect(tea.instructions).toEqual(['Brew the tea in hot water for 5 minutes.', 'Stir in the sugar and chill.']);
    await expectNothingNewOnSecondImport(user, 'jsonld', fixture('jsonld-list.json'), 2);
  });

  it("schema.org JSON-LD in a saved web page (as Tempero's public pages carry it)", async () => {
    const user = await signUp(t.app);
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Farofa',
      recipeIngredient: ['2 cups cassava flour', '3 tbsp butter'],
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Toast the flour in the butter.' }],
      recipeYield: '6',
      url: 'https://tempero.example/public/recipe/1',
    };
    const page = `<!doctype html><html><head><title>Farofa</title><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><h1>Farofa</h1></body></html>`;
    const { done } = await importFile(user, 'jsonld', Buffer.from(page), 'farofa.html');
    const r = await recipeNamed(user, done, 'Farofa');
    expect(r.ingredients).toEqual([
      { amount: '2 cups', name: 'cassava flour' },
      { amount: '3 tbsp', name: 'butter' },
    ]);
    expect(r.servings).toBe(6);
    expect(r.sourceUrl).toBe('https://tempero.example/public/recipe/1');
  });

  it('plain text and Markdown (a zip, one recipe per file): the text parser; a file without a recipe is skipped', async () => {
    const user = await signUp(t.app);
    const { preview, done } = await importFile(user, 'text', fixture('text.zip'));
    expect(preview.preview!.skipped).toEqual([
      { name: 'notes.txt', reason: 'no ingredients or steps found in the text' },
    ]);
    const r = await recipeNamed(user, done, 'Banana Bread');
    expect(r.ingredients[0]).toEqual({ amount: '3', name: 'ripe bananas, mashed' });
    expect(r.instructions).toHaveLength(3);
    expect([r.prepTime, r.cookTime, r.servings]).toEqual([15, 60, 8]);
    const arroz = await recipeNamed(user, done, 'Arroz branco');
    expect(arroz.ingredients[0]).toEqual({ amount: '2 xícaras', name: 'arroz' });
    await expectNothingNewOnSecondImport(user, 'text', fixture('text.zip'), 2);
  });
});

const paprikaEntry = (d: Record<string, unknown>) =>
  zlib.gzipSync(JSON.stringify({ ingredients: '1 cup rice', directions: 'Cook the rice.', ...d }));

describe('import from other apps: difficulty and rating (issue 36 item 12)', () => {
  it('maps each app’s difficulty (words in English and Portuguese, 1–5 levels) and its stars', async () => {
    const user = await signUp(t.app);
    const entries = [
      ['Easy rice', 'Easy', 5],
      ['Fácil arroz', 'Fácil', 4],
      ['Intermediate stew', 'Intermediate', 3],
      ['Hard bread', 'Difficult', 2],
      ['Difícil pão', 'difícil', 1],
      ['Level one', '1', 0],
      ['Level five', '5/5', 0],
      ['Unsaid', '', 0],
      ['Nonsense', 'sometimes', 0],
    ] as const;
    const zip = buildZip(
      entries.map(([name, difficulty, rating], i) => ({
        name: `${name}.paprikarecipe`,
        data: paprikaEntry({ name, uid: `d${i}`, difficulty, rating }),
      })),
    );
    const { done } = await importFile(user, 'paprika', zip);
    const got: Record<string, [string, number | null]> = {};
    for (const [name] of entries) {
      const r = await recipeNamed(user, done, name);
      got[name] = [r.difficulty, await starsOf(user, r.id)];
    }
    expect(got).toEqual({
      'Easy rice': ['Easy', 5],
      'Fácil arroz': ['Easy', 4],
      'Intermediate stew': ['Medium', 3],
      'Hard bread': ['Hard', 2],
      'Difícil pão': ['Hard', 1],
      'Level one': ['Easy', null],
      'Level five': ['Hard', null],
      Unsaid: ['Medium', null],
      Nonsense: ['Medium', null],
    });
  });

  it('reads a difficulty in schema.org JSON-LD (as some sites and apps write it); the rating stays the site’s', async () => {
    const user = await signUp(t.app);
    const recipe = {
      '@type': 'Recipe',
      name: 'Pudim',
      difficulty: 'Easy',
      aggregateRating: { ratingValue: '4.6', bestRating: '5' },
      recipeIngredient: ['1 can condensed milk'],
      recipeInstructions: ['Bake.'],
    };
    const { done } = await importFile(user, 'jsonld', Buffer.from(JSON.stringify(recipe)), 'pudim.json');
    const r = await recipeNamed(user, done, 'Pudim');
    expect(r.difficulty).toBe('Easy');
    expect(await starsOf(user, r.id)).toBeNull();
    expect(r.sourceRating).toMatchObject({ value: 4.6, best: 5 });
  });
});

describe('import from other apps: bad files', () => {
  it('refuses a zip bomb (an entry compressed beyond 200:1) with a clear error and imports nothing', async () => {
    const bomb = buildZip([{ name: 'bomb.paprikarecipe', data: Buffer.alloc(8 * 1024 * 1024) }]);
    const res = await upload(cook, 'paprika', bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/zip bomb/);
    expect(res.json().reason).toBe('zip_bomb');
  });

  it('refuses an archive that declares more than 2 GB unpacked', async () => {
    const entries = Array.from({ length: 3 }, (_, i) => ({
      name: `r${i}.paprikarecipe`,
      data: paprikaEntry({ name: `R${i}` }),
      declaredSize: 0xffff_fff0,
    }));
    const res = await upload(cook, 'paprika', buildZip(entries));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/more than 2 GB/);
  });

  it('refuses ../ entries (path traversal)', async () => {
    const res = await upload(
      cook,
      'paprika',
      buildZip([{ name: '../../evil.paprikarecipe', data: paprikaEntry({ name: 'Evil' }) }]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/unsafe path/);
    const before = await t.database.db.select().from(recipes).where(eq(recipes.title, 'Evil'));
    expect(before).toHaveLength(0);
  });

  it('refuses a 0-byte file', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/import-jobs?format=mealie&fileName=empty.zip',
      headers: { ...cook.headers, 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(0),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The file is empty (0 bytes).');
  });

  it('refuses the wrong format: a Mealie export chosen as Paprika, and a non-zip', async () => {
    const res = await upload(cook, 'paprika', fixture('mealie.zip'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not a Paprika export/);
    const notZip = await upload(cook, 'tandoor', Buffer.from('%PDF-1.4 not a zip at all'));
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json().message).toMatch(/not a Tandoor export/);
    const badJson = await upload(cook, 'jsonld', Buffer.from('{"name": "half'), 'recipe.json');
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toMatch(/not valid JSON/);
  });

  it('deeply nested JSON (any app, any field) gets a clear answer, never a 500 (issue 36 item 9)', async () => {
    const user = await signUp(t.app);
    const deep = (n: number) => '['.repeat(n) + '"x"' + ']'.repeat(n);
    const recipeJson = (field: string, n: number) =>
      `{"@type":"Recipe","name":"Deep","recipeIngredient":["1 egg"],"recipeInstructions":["Cook."],"${field}":${deep(n)}}`;
    const good = JSON.stringify({
      '@type': 'Recipe',
      name: 'Shallow soup',
      recipeIngredient: ['1 onion'],
      recipeInstructions: ['Simmer.'],
    });
    for (const n of [10_000, 200_000]) {
      // One file: refused as a whole, with a reason the page words in the person's language.
      const single = await upload(user, 'jsonld', Buffer.from(recipeJson('keywords', n)), 'deep.json');
      expect(single.statusCode, single.body).toBe(400);
      expect(single.json().reason).toBe('too_deep');
      const sage = await upload(
        user,
        'recipesage',
        Buffer.from(`{"recipes":[${recipeJson('comment', n)}]}`),
        'rs.json',
      );
      expect(sage.statusCode, sage.body).toBe(400);
      expect(sage.json().reason).toBe('too_deep');
      // A page whose JSON-LD is that deep: nothing readable, not a crash.
      const page = await upload(
        user,
        'jsonld',
        Buffer.from(`<html><script type="application/ld+json">${recipeJson('image', n)}</script></html>`),
        'page.html',
      );
      expect([400, 201]).toContain(page.statusCode);
      // Inside an archive: that entry is skipped with its reason, the others are read.
      const mealie = await upload(
        user,
        'mealie',
        buildZip([
          { name: 'deep/deep.json', data: `{"name":"Deep","recipe_ingredient":${deep(n)}}` },
          {
            name: 'fine/fine.json',
            data: JSON.stringify({ name: 'Fine', recipe_ingredient: [{ note: '1 egg' }], recipe_instructions: [] }),
          },
        ]),
      );
      expect(mealie.statusCode, mealie.body).toBe(201);
      expect(mealie.json().preview.count).toBe(1);
      expect(mealie.json().preview.skipped[0].reason).toMatch(/nested/);
      const paprika = await upload(
        user,
        'paprika',
        buildZip([
          { name: 'Deep.paprikarecipe', data: zlib.gzipSync(`{"name":"Deep","categories":${deep(n)}}`) },
          { name: 'Ok.paprikarecipe', data: paprikaEntry({ name: 'Ok rice' }) },
        ]),
      );
      expect(paprika.statusCode, paprika.body).toBe(201);
      expect(paprika.json().preview.skipped[0].reason).toMatch(/nested/);
      const nextcloud = await upload(
        user,
        'nextcloud',
        buildZip([
          { name: 'Deep/recipe.json', data: recipeJson('recipeCategory', n) },
          { name: 'Good/recipe.json', data: good },
        ]),
      );
      expect(nextcloud.statusCode, nextcloud.body).toBe(201);
      expect(nextcloud.json().preview.count).toBe(1);
      const tandoor = await upload(
        user,
        'tandoor',
        buildZip([
          { name: 'deep.zip', data: buildZip([{ name: 'recipe.json', data: `{"name":"Deep","steps":${deep(n)}}` }]) },
        ]),
      );
      expect(tandoor.statusCode, tandoor.body).toBe(400);
    }
  });

  it('one bad recipe fails alone: a broken entry is skipped, an oversize photo is left out, the rest go in', async () => {
    const user = await signUp(t.app);
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const zip = buildZip([
      {
        name: 'Good.paprikarecipe',
        data: paprikaEntry({
          name: 'Good rice',
          uid: 'g1',
          rating: 5,
          on_favorites: true,
          notes: 'Use jasmine rice.\nRinse it first.',
        }),
      },
      { name: 'Broken.paprikarecipe', data: Buffer.from('not gzip at all') },
      {
        name: 'Huge.paprikarecipe',
        data: paprikaEntry({ name: 'Huge photo rice', uid: 'h1', photo_data: huge.toString('base64') }),
      },
    ]);
    const { preview, done } = await importFile(user, 'paprika', zip);
    expect(preview.preview!.count).toBe(2);
    expect(preview.preview!.skipped[0]!.name).toBe('Broken');
    expect(done.report!.imported.map((r) => r.name)).toEqual(['Good rice', 'Huge photo rice']);
    expect(done.report!.warnings).toEqual([
      { name: 'Huge photo rice', reason: expect.stringMatching(/picture: The image is too large: 8000×6000 pixels/) },
    ]);
    const good = await recipeNamed(user, done, 'Good rice');
    expect(good.isFavorite).toBe(true);
    expect(good.tips).toEqual(['Use jasmine rice.', 'Rinse it first.']);
    expect(await starsOf(user, good.id)).toBe(5);
    const huge2 = await recipeNamed(user, done, 'Huge photo rice');
    expect(huge2.imageUrl).toBeNull();
  });

  it('answers 415 to a JSON body instead of the file', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/import-jobs?format=jsonld',
      headers: cook.headers,
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(415);
  });

  it('answers 413 for an upload over 500 MB (by its declared length, before reading it)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/import-jobs?format=paprika',
      headers: {
        ...cook.headers,
        'content-type': 'application/octet-stream',
        'content-length': String(501 * 1024 * 1024),
      },
      body: Buffer.alloc(10),
    });
    expect(res.statusCode).toBe(413);
  });

  it('removes upload files a day old (left by deleted accounts or a stopped server), keeps fresh ones', async () => {
    const dir = path.join(t.dataDir, 'import-uploads');
    fs.mkdirSync(dir, { recursive: true });
    const old = path.join(dir, 'old.upload');
    const fresh = path.join(dir, 'fresh.upload');
    fs.writeFileSync(old, 'x');
    fs.writeFileSync(fresh, 'x');
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    fs.utimesSync(old, dayAgo, dayAgo);
    expect(await t.app.ctx.services.importJobs.sweepStaleUploads()).toBe(1);
    expect([fs.existsSync(old), fs.existsSync(fresh)]).toEqual([false, true]);
    fs.rmSync(fresh);
  });

  it('a big file writes its report once, capped, names cut; lists carry summaries (issue 36 item 10)', async () => {
    const user = await signUp(t.app);
    const N = IMPORT_REPORT_MAX_ENTRIES + 50;
    const long = 'x'.repeat(5000);
    const zip = buildZip(
      Array.from({ length: N }, (_, i) => ({
        name: `r/${i}.json`,
        data: JSON.stringify({
          '@type': 'Recipe',
          name: `Big ${i} ${long}`,
          recipeIngredient: ['1 cup rice'],
          recipeInstructions: ['Cook.'],
        }),
      })),
    );
    // Every write to the jobs table, with the size of the report it carried.
    await t.database.db.execute(sql`CREATE TABLE job_writes (report_bytes int)`);
    await t.database.db.execute(sql`CREATE FUNCTION log_job_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO job_writes VALUES (coalesce(pg_column_size(NEW.report), 0)); RETURN NEW; END $$`);
    await t.database.db.execute(
      sql`CREATE TRIGGER log_job_writes AFTER UPDATE ON import_jobs FOR EACH ROW EXECUTE FUNCTION log_job_write()`,
    );
    try {
      const { preview, done } = await importFile(user, 'jsonld', zip, 'big.zip');
      expect(preview.preview!.count).toBe(N);
      expect(preview.preview!.titles.every((title) => title.length <= IMPORT_NAME_MAX)).toBe(true);
      expect(done.status).toBe('done');
      expect(done.processed).toBe(N);
      const report = done.report!;
      expect(report.counts).toEqual({ imported: N, skipped: 0, duplicates: 0, errors: 0, warnings: 0 });
      expect(report.imported).toHaveLength(IMPORT_REPORT_MAX_ENTRIES);
      expect(report.imported.every((r) => r.name.length <= IMPORT_NAME_MAX)).toBe(true);
      // The report was written once (at the end); progress writes carried none.
      const writes = (await t.database.db.execute(sql`SELECT report_bytes FROM job_writes`)) as unknown as {
        rows: Array<{ report_bytes: number }>;
      };
      expect(writes.rows.filter((w) => w.report_bytes > 0)).toHaveLength(1);
      expect(writes.rows.length).toBeLessThan(N / 2);
      // The recipes themselves keep their whole (long, within limits) titles.
      const list = await t.app.inject({ method: 'GET', url: '/api/import-jobs', headers: user.headers });
      const [summary] = list.json<Array<Record<string, unknown>>>();
      expect(summary).not.toHaveProperty('report');
      expect(summary).not.toHaveProperty('preview');
      expect(summary!.counts).toEqual(report.counts);
      expect(list.body.length).toBeLessThan(2000);
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER IF EXISTS log_job_writes ON import_jobs`);
      await t.database.db.execute(sql`DROP FUNCTION IF EXISTS log_job_write()`);
      await t.database.db.execute(sql`DROP TABLE IF EXISTS job_writes`);
    }
  });

  it('a job can be started once; jobs list newest first; another user sees 404', async () => {
    const created = (await upload(cook, 'jsonld', fixture('jsonld-list.json'))).json<TImportJob>();
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/import-jobs/${created.id}/start`,
      headers: cook.headers,
    });
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/import-jobs/${created.id}/start`,
      headers: cook.headers,
    });
    expect([first.statusCode, second.statusCode]).toEqual([202, 409]);
    await t.app.ctx.services.importJobs.idle();
    const list = await t.app.inject({ method: 'GET', url: '/api/import-jobs', headers: cook.headers });
    expect(list.json<TImportJob[]>()[0]!.id).toBe(created.id);
    const stranger = await signUp(t.app);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/import-jobs/${created.id}`,
      headers: stranger.headers,
    });
    expect(peek.statusCode).toBe(404);
  });
});
