import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ArchiveError } from '../../src/server/backup/archive.ts';
import { DatabaseInUseError, lockEmbeddedDatabase, processesUsing } from '../../src/server/backup/embedded-lock.ts';
import { exportUser, type BackupStorage } from '../../src/server/backup/export-user.ts';
import { AccountExistsError, ImportLimitError, importArchive } from '../../src/server/backup/import-archive.ts';
import { recipes, storedObjects, users } from '../../src/server/db/schema.ts';
import { buildRecipe } from '../helpers/factories.ts';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { childEnv, freshDataLocation, ROOT, startServer } from '../reliability/harness.ts';

const PASSWORD = 'correct horse battery';
const WEEK = { startDate: '2026-11-22', endDate: '2026-11-28' };
const ORIGIN = 'http://tempero.test';
const MEDIA = /^\/media\/([A-Za-z0-9_-]{22})-(\d+)\.webp$/;

let src: TestApp;
let owner: SignedInUser;
let other: SignedInUser;
let archive: Record<string, any>;
let ownerIds: Record<string, string>;
let foreignId: string;
/** The soup's image as the images feature stored it: `/media/<token>-<width>.webp`, and its widths. */
let soupImage: { imageUrl: string; token: string; widths: number[] };
const storageOf = (t: TestApp): BackupStorage => t.app.ctx.services.storage;

function memoryStorage(): BackupStorage & { objects: Map<string, { body: Buffer; type: string }> } {
  const objects = new Map<string, { body: Buffer; type: string }>();
  return {
    objects,
    async read(key) {
      return objects.get(key)?.body ?? null;
    },
    async put(key, body, type) {
      objects.set(key, { body: Buffer.from(body), type });
    },
    async delete(keys) {
      for (const k of keys) objects.delete(k);
    },
  };
}

type Inject = TestApp['app']['inject'];
async function call(
  app: TestApp['app'],
  user: { headers: Record<string, string> },
  method: string,
  url: string,
  payload?: unknown,
) {
  const res = await (app.inject as Inject)({
    method: method as 'GET',
    url,
    headers: user.headers,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.statusCode === 204 ? null : res.json();
}

async function login(app: TestApp['app'], email: string, password = PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'tempero_session')!;
  return { headers: { cookie: `tempero_session=${cookie.value}` }, user: res.json() };
}

/** Everything a user sees, with ids replaced by what they point to (titles), so two accounts compare. */
async function snapshot(app: TestApp['app'], user: { headers: Record<string, string> }) {
  const list = await call(app, user, 'GET', '/api/recipes?sort=oldest&pageSize=100');
  const titleOf = new Map<string, string>(list.map((r: any) => [r.id, r.title]));
  const strip = ({ id: _id, userId: _u, ...rest }: any) => rest;
  const collections = await call(app, user, 'GET', '/api/collections');
  const plans = await call(app, user, 'GET', `/api/meal-plans?startDate=${WEEK.startDate}&endDate=${WEEK.endDate}`);
  const items = await call(
    app,
    user,
    'GET',
    `/api/meal-plan-items?startDate=${WEEK.startDate}&endDate=${WEEK.endDate}`,
  );
  const shopping = await call(app, user, 'GET', '/api/shopping-list-items');
  const reviews = await call(app, user, 'GET', '/api/reviews/my-reviews?sortBy=title&sortOrder=asc');
  const me = await call(app, user, 'GET', '/api/auth/user');
  const pantry = await call(app, user, 'GET', '/api/pantry-items');
  const { staples } = await call(app, user, 'GET', '/api/pantry/staples');
  const { mealTimes, timeZone } = await call(app, user, 'GET', '/api/meal-plans/calendar');
  return {
    me: {
      email: me.email,
      firstName: me.firstName,
      lastName: me.lastName,
      unitSystem: me.unitSystem,
      language: me.language,
    },
    recipes: list.map(strip),
    favorites: (await call(app, user, 'GET', '/api/recipes/favorites?sort=name')).map((r: any) => r.title),
    collections: collections
      .map(({ id: _id, recipeIds, ...c }: any) => ({
        ...c,
        recipes: recipeIds.map((id: string) => titleOf.get(id) ?? `foreign:${id}`),
      }))
      .sort((a: any, b: any) => a.name.localeCompare(b.name)),
    plans: plans.map(({ id: _id, ...p }: any) => p),
    items: items.map(({ id: _id, mealPlanId: _p, recipeId, recipe, ...i }: any) => ({
      ...i,
      recipe: titleOf.get(recipeId) ?? `foreign:${recipeId}`,
      recipeTitle: recipe.title,
    })),
    shopping: shopping.map(({ id: _id, recipeId, ...s }: any) => ({
      ...s,
      recipe: recipeId ? (titleOf.get(recipeId) ?? `foreign:${recipeId}`) : null,
    })),
    reviews: reviews.map((r: any) => ({
      title: r.recipe.title,
      rating: r.rating,
      comment: r.comment,
      ratedAt: r.ratedAt,
      own: titleOf.has(r.recipe.id),
    })),
    pantry: pantry.map(({ id: _id, ...p }: any) => p).sort((a: any, b: any) => a.name.localeCompare(b.name)),
    kitchen: { staples, mealTimes, timeZone },
  };
}

beforeAll(async () => {
  src = await createTestApp();
  owner = await signUp(src.app, { password: PASSWORD, firstName: 'Ana' });
  other = await signUp(src.app, { firstName: 'Bia' });
  const app = src.app;
  await call(app, owner, 'PATCH', '/api/user/preferences', { unitSystem: 'metric', language: 'pt-BR' });
  const mk = (o: Record<string, unknown>) => call(app, owner, 'POST', '/api/recipes', buildRecipe(o));
  const soup = await mk({
    title: 'Green soup',
    tags: ['soup', 'green, vegan'],
    ingredients: [
      { name: 'peas', amount: '2 xícaras (chá)' },
      { name: 'salt', amount: '' },
    ],
  });
  const bread = await mk({
    title: 'Flatbread',
    prepTime: 95,
    cookTime: 7,
    servings: 6,
    difficulty: 'Hard',
    originalUnitSystem: 'imperial',
    sourceUrl: 'https://example.com/flatbread',
  });
  // Steps that look numbered stay exactly as written.
  const plain = await mk({
    title: 'Plain rice',
    description: null,
    tips: [],
    instructions: ['1. Rinse the rice.', 'Step 2: simmer for *18 minutes*.'],
  });
  await call(app, owner, 'PATCH', `/api/recipes/${soup.id}/favorite`);
  await call(app, owner, 'PATCH', `/api/recipes/${bread.id}/public`);
  await call(app, owner, 'PATCH', `/api/recipes/${bread.id}/favorite`);
  ownerIds = { soup: soup.id, bread: bread.id, plain: plain.id };
  // Someone else's public recipe the owner collects, rates and plans.
  const foreign = await call(app, other, 'POST', '/api/recipes', buildRecipe({ title: 'Bia pudding' }));
  await call(app, other, 'PATCH', `/api/recipes/${foreign.id}/public`);
  foreignId = foreign.id;

  const weeknights = await call(app, owner, 'POST', '/api/collections', {
    name: 'Weeknights',
    description: 'fast',
    color: '#22c55e',
    icon: 'ChefHat',
  });
  await call(app, owner, 'POST', '/api/collections', { name: 'Empty one' });
  for (const id of [bread.id, soup.id, foreign.id])
    await call(app, owner, 'POST', `/api/collections/${weeknights.id}/recipes`, { recipeId: id });
  await call(app, owner, 'POST', `/api/recipes/${soup.id}/rating`, { rating: 4.5, comment: 'Great with bread' });
  await call(app, owner, 'POST', `/api/recipes/${foreign.id}/rating`, { rating: 3 });
  const plan = await call(app, owner, 'POST', '/api/meal-plans', {
    name: 'Week of Nov 22',
    ...WEEK,
    notes: 'busy week',
  });
  await call(app, owner, 'POST', `/api/meal-plans/${plan.id}/items`, {
    recipeId: soup.id,
    mealDate: '2026-11-23',
    mealType: 'dinner',
    servings: 3,
    notes: 'double peas',
  });
  const lunch = await call(app, owner, 'POST', `/api/meal-plans/${plan.id}/items`, {
    recipeId: bread.id,
    mealDate: '2026-11-28',
    mealType: 'lunch',
  });
  await call(app, owner, 'PATCH', `/api/meal-plan-items/${lunch.id}/toggle`);
  await call(app, owner, 'POST', `/api/meal-plans/${plan.id}/items`, {
    recipeId: foreign.id,
    mealDate: '2026-11-24',
    mealType: 'snack',
  });
  await call(app, owner, 'POST', '/api/shopping-list-items', {
    name: 'peas',
    amount: '500 g',
    recipeId: soup.id,
    recipeTitle: 'Green soup',
  });
  const milk = await call(app, owner, 'POST', '/api/shopping-list-items', { name: 'milk', amount: '1 l' });
  await call(app, owner, 'PATCH', `/api/shopping-list-items/${milk.id}`, { checked: true });
  await call(app, owner, 'POST', '/api/shopping-list-items', {
    name: 'sugar',
    recipeId: foreign.id,
    recipeTitle: 'Bia pudding',
  });
  // The kitchen: a pantry, own staples, meal times and a time zone for the calendar feed.
  await call(app, owner, 'POST', '/api/pantry-items', { name: 'rice', amount: '2 kg', bestBefore: '2026-12-01' });
  await call(app, owner, 'POST', '/api/pantry-items', { name: 'olive oil', runningLow: true });
  await call(app, owner, 'PUT', '/api/pantry/staples', { staples: ['salt', 'water', 'black pepper'] });
  await call(app, owner, 'PATCH', '/api/meal-plans/calendar', {
    mealTimes: { dinner: '20:15' },
    timeZone: 'America/Sao_Paulo',
  });

  // A photo for the soup, through the real upload flow: signed URL, PUT of the bytes, attach.
  const photo = await sharp({ create: { width: 700, height: 500, channels: 3, background: { r: 90, g: 160, b: 60 } } })
    .jpeg()
    .toBuffer();
  const slot = await app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: { ...owner.headers, origin: ORIGIN, host: 'tempero.test' },
  });
  const uploadURL = slot.json<{ uploadURL: string }>().uploadURL;
  const put = await app.inject({
    method: 'PUT',
    url: uploadURL,
    headers: { ...owner.headers, origin: ORIGIN, host: 'tempero.test', 'content-type': 'image/jpeg' },
    payload: photo,
  });
  expect(put.statusCode, put.body).toBe(204);
  const attached = await call(app, owner, 'PUT', `/api/recipes/${soup.id}/image`, {
    imageURL: uploadURL.split('?')[0],
  });
  soupImage = { imageUrl: attached.imageUrl, token: MEDIA.exec(attached.imageUrl)![1]!, widths: attached.widths };
  expect(soupImage.widths.length).toBeGreaterThan(1);

  const exported = await exportUser(src.database.db, owner.email, {
    storage: storageOf(src),
    includeCredentials: true,
  });
  const n = soupImage.widths.length;
  expect(exported.summary).toMatchObject({
    recipes: 3,
    collections: 2,
    memberships: 3,
    reviews: 2,
    mealPlans: 1,
    mealPlanItems: 3,
    shoppingItems: 3,
    pantryItems: 2,
    kitchenSettings: true,
    storedObjects: n,
    objectsWithBytes: n,
  });
  // Through text, as the file on disk.
  archive = JSON.parse(JSON.stringify(exported.archive));
}, 120_000);

afterAll(async () => {
  await src?.close();
});

describe('backup archive format', () => {
  it('is JSON-LD: schema.org Recipes with HowToSteps and ISO 8601 times, plus a tempero: block', async () => {
    expect(archive['@context']).toEqual(['https://schema.org', { tempero: 'urn:tempero:' }]);
    expect(archive.mainEntity).toMatchObject({
      '@type': 'Person',
      email: owner.email,
      givenName: 'Ana',
      'tempero:unitSystem': 'metric',
      'tempero:language': 'pt-BR',
    });
    expect(archive.mainEntity['tempero:passwordHash']).toMatch(/^\$argon2id\$/);
    const bread = archive.hasPart.find((r: any) => r.name === 'Flatbread');
    expect(bread).toMatchObject({
      '@type': 'Recipe',
      '@id': `tempero:recipe/${ownerIds.bread}`,
      prepTime: 'PT95M',
      cookTime: 'PT7M',
      totalTime: 'PT102M',
      recipeYield: '6',
      isBasedOn: 'https://example.com/flatbread',
      recipeIngredient: ['1 cup rice', '2 cups water', 'salt'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Rinse the rice.' },
        { '@type': 'HowToStep', text: 'Boil the water, add the rice and cook covered for **18 minutes**.' },
      ],
      'tempero:isFavorite': true,
      'tempero:isPublic': true,
      'tempero:difficulty': 'Hard',
      'tempero:originalUnitSystem': 'imperial',
    });
    const soup = archive.hasPart.find((r: any) => r.name === 'Green soup');
    expect(soup.keywords).toBe('soup, green, vegan');
    expect(soup['tempero:tags']).toEqual(['soup', 'green, vegan']);
    expect(soup.image).toBe(soupImage.imageUrl);
    const weeknights = archive['tempero:collections'].find((c: any) => c.name === 'Weeknights');
    expect(weeknights.hasPart.map((p: any) => p['@id'])).toEqual(
      [ownerIds.bread, ownerIds.soup, foreignId].map((id) => `tempero:recipe/${id}`),
    );
    expect(weeknights.hasPart[2].name).toBe('Bia pudding');
    expect(archive['tempero:reviews'].map((r: any) => r.reviewRating.ratingValue).sort()).toEqual([3, 4.5]);
    const key = soupImage.imageUrl.slice(1);
    const image = archive['tempero:storedObjects'].find((o: any) => o['tempero:key'] === key);
    const bytes = (await storageOf(src).read(key, 1e8))!;
    expect(image).toMatchObject({
      '@type': 'ImageObject',
      encodingFormat: 'image/webp',
      contentSize: bytes.length,
      'tempero:recipe': { '@id': `tempero:recipe/${ownerIds.soup}` },
    });
    expect(image.contentUrl).toBe(`data:image/webp;base64,${bytes.toString('base64')}`);
  });

  it('leaves credentials out on request', async () => {
    const { archive: a } = await exportUser(src.database.db, owner.email, { includeCredentials: false });
    expect(a.mainEntity).not.toHaveProperty('tempero:passwordHash');
    // Without storage the images are listed, not included.
    expect((a['tempero:storedObjects'] as any[]).every((o) => o.contentUrl === undefined)).toBe(true);
  });

  it('holds the pantry and the kitchen settings; an archive written before them still imports', async () => {
    expect(archive['tempero:pantry']).toEqual([
      expect.objectContaining({
        '@type': 'tempero:PantryItem',
        name: 'rice',
        'tempero:amount': '2 kg',
        'tempero:bestBefore': '2026-12-01',
        'tempero:runningLow': false,
      }),
      expect.objectContaining({
        name: 'olive oil',
        'tempero:amount': '',
        'tempero:bestBefore': null,
        'tempero:runningLow': true,
      }),
    ]);
    // Never the calendar feed's secret salt (a restored account gets a new feed address anyway).
    expect(archive['tempero:kitchenSettings']).toEqual({
      'tempero:staples': ['salt', 'water', 'black pepper'],
      'tempero:mealTimes': expect.objectContaining({ dinner: '20:15' }),
      'tempero:timeZone': 'America/Sao_Paulo',
    });
    const older = structuredClone(archive);
    delete older['tempero:pantry'];
    delete older['tempero:kitchenSettings'];
    const report = await importArchive(src.database.db, older, { email: 'older.archive@example.com' });
    expect(report).toMatchObject({ createdUser: true, pantryItems: 0, kitchenSettings: false });
    const s = await snapshot(src.app, await login(src.app, 'older.archive@example.com'));
    expect(s.pantry).toEqual([]);
    expect(s.recipes).toHaveLength(3);
    // A time zone this server does not know is refused, with its place.
    const badZone = structuredClone(archive);
    badZone['tempero:kitchenSettings']['tempero:timeZone'] = 'Mars/Olympus';
    await expect(importArchive(src.database.db, badZone, { email: 'bad.zone@example.com' })).rejects.toThrow(
      /tempero:kitchenSettings\.tempero:timeZone: unknown time zone/,
    );
  });
});

describe('import', () => {
  it('restores the account into a fresh database: same data field by field, same password, images under new keys', async () => {
    const dst = await createTestApp();
    try {
      const report = await importArchive(dst.database.db, archive, { storage: storageOf(dst) });
      expect(report).toMatchObject({
        createdUser: true,
        email: owner.email,
        recipes: 3,
        collections: 2,
        reviews: 1,
        mealPlans: 1,
        mealPlanItems: 2,
        shoppingItems: 3,
        pantryItems: 2,
        kitchenSettings: true,
        storedObjects: soupImage.widths.length,
      });
      expect(report.notes.join('\n')).toMatch(
        /3 reference\(s\) to recipes that are neither in the archive nor readable here/,
      );

      const restored = await login(dst.app, owner.email);
      const before = await snapshot(src.app, owner);
      const after = await snapshot(dst.app, restored);
      // The recipes come back whole: every field, timestamps included; only the ids are new.
      expect(after.me).toEqual(before.me);
      expect(after.favorites).toEqual(before.favorites);
      expect(after.plans).toEqual(before.plans);
      // The pantry and the kitchen's settings come back as they were (dates included).
      expect(before.pantry.map((p: any) => p.name)).toEqual(['olive oil', 'rice']);
      expect(after.pantry).toEqual(before.pantry);
      expect(before.kitchen).toMatchObject({
        staples: ['salt', 'water', 'black pepper'],
        timeZone: 'America/Sao_Paulo',
        mealTimes: { dinner: '20:15' },
      });
      expect(after.kitchen).toEqual(before.kitchen);
      const soupBefore = before.recipes.find((r: any) => r.title === 'Green soup');
      const soupAfter = after.recipes.find((r: any) => r.title === 'Green soup');
      const newToken = MEDIA.exec(soupAfter.imageUrl)![1]!;
      expect(newToken).not.toBe(soupImage.token);
      expect(soupAfter.imageUrl).toBe(soupImage.imageUrl.replace(soupImage.token, newToken));
      expect({ ...soupAfter, imageUrl: soupBefore.imageUrl }).toEqual(soupBefore);
      expect(after.recipes.filter((r: any) => r.title !== 'Green soup')).toEqual(
        before.recipes.filter((r: any) => r.title !== 'Green soup'),
      );
      // Someone else's recipe does not exist in the new database: its entries are left out.
      const noForeign = <T extends Record<string, any>>(rows: T[], key: string) =>
        rows.filter((r) => !String(r[key]).startsWith('foreign:'));
      expect(after.collections).toEqual(
        before.collections.map((c: any) => ({
          ...c,
          recipes: c.recipes.filter((t: string) => !t.startsWith('foreign:')),
          recipeCount: c.recipes.filter((t: string) => !t.startsWith('foreign:')).length,
        })),
      );
      expect(after.items).toEqual(noForeign(before.items, 'recipe'));
      expect(after.reviews).toEqual(before.reviews.filter((r: any) => r.own));
      // The shopping item keeps its recipe title even though the recipe is not here.
      expect(after.shopping).toEqual(
        before.shopping.map((s: any) => (String(s.recipe).startsWith('foreign:') ? { ...s, recipe: null } : s)),
      );

      // The new server serves every rendition, byte for byte, under the new keys the new account owns.
      for (const width of soupImage.widths) {
        const original = await src.app.inject({ url: `/media/${soupImage.token}-${width}.webp` });
        const copy = await dst.app.inject({ url: `/media/${newToken}-${width}.webp` });
        expect(copy.statusCode).toBe(200);
        expect(copy.headers['content-type']).toBe('image/webp');
        expect(copy.rawPayload.equals(original.rawPayload)).toBe(true);
      }
      const rows = await dst.database.db.select().from(storedObjects).where(eq(storedObjects.userId, report.userId));
      expect(rows.map((r) => r.key).sort()).toEqual(soupImage.widths.map((w) => `media/${newToken}-${w}.webp`).sort());
      const newSoup = (await call(dst.app, restored, 'GET', '/api/recipes')).find((r: any) => r.title === 'Green soup');
      expect(new Set(rows.map((r) => [r.recipeId, r.kind].join()))).toEqual(new Set([`${newSoup.id},image`]));
      // Deleting the restored recipe removes its restored images, like any other.
      await call(dst.app, restored, 'DELETE', `/api/recipes/${newSoup.id}`);
      expect((await dst.app.inject({ url: soupAfter.imageUrl })).statusCode).toBe(404);
    } finally {
      await dst.close();
    }
  });

  it('imports as another e-mail on the same server: new ids, links to public recipes of others kept, original untouched', async () => {
    const before = await snapshot(src.app, owner);
    const report = await importArchive(src.database.db, archive, {
      email: 'Copy.Cook@Example.com',
      storage: storageOf(src),
    });
    expect(report).toMatchObject({
      createdUser: true,
      email: 'copy.cook@example.com',
      recipes: 3,
      memberships: 3,
      reviews: 2,
      mealPlanItems: 3,
    });
    const copy = await login(src.app, 'copy.cook@example.com');
    const after = await snapshot(src.app, copy);
    expect(after.recipes.map((r: any) => r.title)).toEqual(before.recipes.map((r: any) => r.title));
    expect(after.collections).toEqual(before.collections);
    expect(after.items).toEqual(before.items);
    expect(after.reviews).toEqual(before.reviews);
    expect(after.shopping).toEqual(before.shopping);
    const copyIds = (await call(src.app, copy, 'GET', '/api/recipes')).map((r: any) => r.id);
    expect(copyIds.some((id: string) => Object.values(ownerIds).includes(id))).toBe(false);
    expect(await snapshot(src.app, owner)).toEqual(before);
    // The copy's image is its own object: deleting the copy's account leaves the original's image.
    const copySoup = after.recipes.find((r: any) => r.title === 'Green soup');
    expect(copySoup.imageUrl).not.toBe(soupImage.imageUrl);
    expect((await src.app.inject({ url: copySoup.imageUrl })).statusCode).toBe(200);
    await call(src.app, copy, 'DELETE', '/api/user/account');
    expect((await src.app.inject({ url: copySoup.imageUrl })).statusCode).toBe(404);
    expect((await src.app.inject({ url: soupImage.imageUrl })).statusCode).toBe(200);
  });

  it('changes an existing account only with merge; merging adds, reuses the same plan and keeps existing ratings', async () => {
    const email = 'merge.target@example.com';
    await importArchive(src.database.db, archive, { email });
    await expect(importArchive(src.database.db, archive, { email })).rejects.toThrow(AccountExistsError);
    // The account has its own staples by now: a merge keeps them and fills in only what is unset.
    const target = await login(src.app, email);
    await call(src.app, target, 'PUT', '/api/pantry/staples', { staples: ['butter'] });
    const report = await importArchive(src.database.db, archive, { email, merge: true });
    expect(report.createdUser).toBe(false);
    expect(report.notes.join('\n')).toMatch(/Kept the account's own kitchen settings/);
    expect(report.mealPlans).toBe(0);
    expect(report.notes.join('\n')).toMatch(/Kept the account's existing rating of "Bia pudding"/);
    const merged = await login(src.app, email);
    const s = await snapshot(src.app, merged);
    expect(s.recipes).toHaveLength(6);
    expect(s.plans).toHaveLength(1);
    expect(s.items).toHaveLength(6);
    expect(s.reviews).toHaveLength(3); // 2 own soups + the foreign pudding once
    expect(s.shopping).toHaveLength(6);
    expect(s.pantry.map((p: any) => p.name)).toEqual(['olive oil', 'olive oil', 'rice', 'rice']);
    expect(s.kitchen).toMatchObject({ staples: ['butter'], timeZone: 'America/Sao_Paulo' });
  });

  it('writes nothing when any part fails: one transaction', async () => {
    const broken = structuredClone(archive);
    broken['tempero:mealPlans'][0]['tempero:items'][0]['tempero:mealDate'] = '2026-12-25';
    const storage = memoryStorage();
    const count = async () => (await src.database.db.select({ id: recipes.id }).from(recipes)).length;
    const n = await count();
    await expect(importArchive(src.database.db, broken, { email: 'broken@example.com', storage })).rejects.toThrow(
      ArchiveError,
    );
    expect(await count()).toBe(n);
    expect(await src.database.db.select().from(users).where(eq(users.email, 'broken@example.com'))).toEqual([]);
    expect(storage.objects.size).toBe(0); // written first, removed after the rollback

    const full = structuredClone(archive);
    full['tempero:shoppingList'] = Array.from({ length: 2001 }, (_, i) => ({ name: `item ${i}` }));
    await expect(importArchive(src.database.db, full, { email: 'full@example.com' })).rejects.toThrow(ImportLimitError);
    expect(await count()).toBe(n);
    const fullPantry = structuredClone(archive);
    fullPantry['tempero:pantry'] = Array.from({ length: 1001 }, (_, i) => ({ name: `jar ${i}` }));
    await expect(importArchive(src.database.db, fullPantry, { email: 'full@example.com' })).rejects.toThrow(
      /The pantry would hold 1001 items/,
    );
    expect(await count()).toBe(n);
  });

  it('refuses what is not a backup, with the place of the problem', async () => {
    await expect(importArchive(src.database.db, { hello: 'world' })).rejects.toThrow(/Not a Tempero backup: @context/);
    await expect(importArchive(src.database.db, { '@context': 'https://schema.org', hasPart: [] })).rejects.toThrow(
      /Not a Tempero backup: mainEntity/,
    );
    const bad = structuredClone(archive);
    bad.hasPart[1].name = '';
    await expect(importArchive(src.database.db, bad, { email: 'bad@example.com' })).rejects.toThrow(
      /hasPart\[1\]: name/,
    );
    const tampered = structuredClone(archive);
    tampered['tempero:storedObjects'][0].contentSize += 1;
    await expect(
      importArchive(src.database.db, tampered, { email: 'bad@example.com', storage: memoryStorage() }),
    ).rejects.toThrow(/contentSize/);
  });

  it('reads plain schema.org Recipes written by other apps', async () => {
    const report = await importArchive(src.database.db, {
      '@context': 'https://schema.org',
      mainEntity: { '@type': 'Person', email: 'plain@example.com', givenName: 'Plain' },
      hasPart: [
        {
          '@type': 'Recipe',
          '@id': 'https://other.app/r/1',
          name: 'Pancakes',
          recipeYield: '4 servings',
          prepTime: 'PT1H30M',
          cookTime: 'PT15M',
          keywords: 'breakfast, sweet',
          recipeIngredient: ['2 cups flour', '1 egg', 'salt to taste'],
          recipeInstructions: [{ '@type': 'HowToStep', text: 'Mix.' }, 'Fry.'],
        },
      ],
    });
    expect(report).toMatchObject({ createdUser: true, recipes: 1 });
    const [row] = await src.database.db.select().from(recipes).where(eq(recipes.userId, report.userId));
    expect(row).toMatchObject({
      title: 'Pancakes',
      servings: 4,
      prepTime: 90,
      cookTime: 15,
      tags: ['breakfast', 'sweet'],
      ingredients: [
        { amount: '2 cups', name: 'flour' },
        { amount: '1', name: 'egg' },
        { amount: '', name: 'salt to taste' },
      ],
      instructions: ['Mix.', 'Fry.'],
      isFavorite: false,
    });
  });
});

describe('embedded database lock', () => {
  it('refuses a folder another process holds open, or a live lock; takes over a stale lock', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-lock-'));
    try {
      const db = path.join(dir, 'db');
      fs.mkdirSync(db);
      fs.writeFileSync(path.join(db, 'file'), 'x');
      const holder = execFile(process.execPath, [
        '-e',
        `require('fs').openSync(${JSON.stringify(path.join(db, 'file'))}, 'r'); console.log('open'); setTimeout(() => {}, 60000)`,
      ]);
      await new Promise<void>((resolve) => holder.stdout!.once('data', () => resolve()));
      try {
        expect(processesUsing(db)).toContain(holder.pid);
        expect(() => lockEmbeddedDatabase(db)).toThrow(DatabaseInUseError);
      } finally {
        holder.kill('SIGKILL');
        await new Promise((r) => holder.once('exit', r));
      }
      fs.writeFileSync(`${db}.lock`, `${holder.pid}\n`); // its process is gone: stale
      const release = lockEmbeddedDatabase(db);
      expect(fs.readFileSync(`${db}.lock`, 'utf8').trim()).toBe(String(process.pid));
      release();
      expect(fs.existsSync(`${db}.lock`)).toBe(false);
      const sleeper = execFile('sleep', ['30']);
      fs.writeFileSync(`${db}.lock`, `${sleeper.pid}\n`);
      try {
        expect(() => lockEmbeddedDatabase(db)).toThrow(/locked by process/);
      } finally {
        sleeper.kill('SIGKILL');
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('command line', () => {
  const run = promisify(execFile);
  const cli = (args: string[], env: Record<string, string>) =>
    run(process.execPath, ['src/server/cli.ts', ...args], {
      cwd: ROOT,
      env: childEnv(env),
      maxBuffer: 64 * 1024 * 1024,
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );

  it('import FILE then export --out FILE round-trips through the configured database; refuses while the server holds the embedded one', async () => {
    const loc = await freshDataLocation({
      pgliteDump: inject('pgliteTemplate'),
      postgresTemplate: inject('postgresTemplate'),
    });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-cli-'));
    try {
      const input = path.join(dir, 'in.json');
      fs.writeFileSync(input, JSON.stringify(archive));
      const imported = await cli(['import', input], loc.env);
      expect(imported.stderr).toBe('');
      expect(imported.code).toBe(0);
      expect(imported.stdout).toMatch(
        new RegExp(
          `Imported into the new account ${owner.email.replace('.', '\\.')}: 3 recipes, 2 collections \\(2 entries\\), 1 ratings, 1 meal plans \\(2 meals\\), 3 shopping items`,
        ),
      );
      expect((await cli(['import', input], loc.env)).stderr).toMatch(/already exists; pass --merge/);

      const out = path.join(dir, 'out.json');
      const exported = await cli(['export', '--user', owner.email, '--out', out], loc.env);
      expect(exported.code, exported.stderr).toBe(0);
      expect(exported.stderr).toMatch(/Exported .*: 3 recipes/);
      expect(fs.statSync(out).mode & 0o777).toBe(0o600);
      const again = JSON.parse(fs.readFileSync(out, 'utf8'));
      const recipesOf = (a: any) => a.hasPart.map(({ '@id': _id, identifier: _i, image: _img, ...r }: any) => r);
      expect(recipesOf(again)).toEqual(recipesOf(archive));
      expect(again.mainEntity['tempero:passwordHash']).toBe(archive.mainEntity['tempero:passwordHash']);

      expect((await cli(['export', '--user', 'nobody@example.com'], loc.env)).stderr).toMatch(
        /No account with the e-mail nobody@example.com/,
      );
      expect((await cli(['export'], loc.env)).code).toBe(2);

      if (loc.kind === 'pglite') {
        const server = await startServer(loc);
        try {
          const refused = await cli(['export', '--user', owner.email], loc.env);
          expect(refused.code).toBe(1);
          expect(refused.stderr).toMatch(new RegExp(`open in process ${server.pid}`));
        } finally {
          await server.kill('SIGTERM');
        }
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await loc.cleanup();
    }
  }, 240_000);
});
