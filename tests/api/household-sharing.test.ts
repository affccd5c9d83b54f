// Issue 36: what a household shares reaches every member, whichever way a recipe came in, and
// nothing of it reaches anyone else.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportUser } from '../../src/server/backup/export-user.ts';
import { importArchive } from '../../src/server/backup/import-archive.ts';
import { buildRecipe } from '../helpers/factories.ts';
import { caller, family, importFile } from '../helpers/households.ts';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';

const FIXTURES = path.join(import.meta.dirname, '../fixtures/import-apps');

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(async () => {
  await t.close();
});

const share = (u: SignedInUser, id: string, visibility = 'household') =>
  call(u, 'PATCH', `/api/recipes/${id}/visibility`, { visibility });

describe('every way in gives a recipe its household (one insert path)', () => {
  it('a recipe imported from a JSON-LD file opens for the other member once shared with the household', async () => {
    const { owner, member } = await family(t);
    const job = await importFile(t, owner, 'jsonld', fs.readFileSync(path.join(FIXTURES, 'jsonld-list.json')));
    expect(job.status).toBe('done');
    const id = job.report!.imported[0]!.id;
    expect((await call(member, 'GET', `/api/recipes/${id}`)).statusCode).toBe(404);
    expect((await share(owner, id)).statusCode).toBe(200);
    expect((await call(member, 'GET', `/api/recipes/${id}`)).statusCode).toBe(200);
    const shared = (await call(member, 'GET', '/api/household/recipes')).json();
    expect(shared.map((r: { id: string }) => r.id)).toContain(id);
  });

  it('a backup restored into an account of a household keeps each recipe’s visibility, household included', async () => {
    const { owner, member } = await family(t);
    const soup = (await call(owner, 'POST', '/api/recipes', buildRecipe({ title: 'Shared soup' }))).json();
    await share(owner, soup.id);
    const secret = (await call(owner, 'POST', '/api/recipes', buildRecipe({ title: 'Secret sauce' }))).json();
    const { archive } = await exportUser(t.database.db, owner.email);

    // Restored into the member's own account (merge): the shared soup is shared again, the sauce stays private.
    const report = await importArchive(t.database.db, archive, { email: member.email, merge: true });
    expect(report.recipes).toBe(2);
    const mine = (await call(member, 'GET', '/api/recipes?sort=oldest')).json();
    const restoredSoup = mine.find((r: { title: string }) => r.title === 'Shared soup');
    const restoredSecret = mine.find((r: { title: string }) => r.title === 'Secret sauce');
    expect(restoredSoup.visibility).toBe('household');
    expect(restoredSecret.visibility).toBe('private');
    expect((await call(owner, 'GET', `/api/recipes/${restoredSoup.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', `/api/recipes/${restoredSecret.id}`)).statusCode).toBe(404);
    expect(secret.visibility).toBe('private');
  });
});

const WEEK = { name: 'Week', startDate: '2026-11-23', endDate: '2026-11-29' };
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';

async function recipe(u: SignedInUser, title: string, ingredients = [{ name: 'black beans', amount: '500 g' }]) {
  const res = await call(u, 'POST', '/api/recipes', buildRecipe({ title, ingredients, prepTime: 30, cookTime: 90 }));
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().visibility).toBe('private');
  return res.json() as { id: string; title: string };
}

async function plan(u: SignedInUser, recipeId: string, mealDate = MONDAY, mealType = 'dinner') {
  const p = (await call(u, 'POST', '/api/meal-plans', WEEK)).json();
  const res = await call(u, 'POST', `/api/meal-plans/${p.id}/items`, { recipeId, mealDate, mealType, servings: 6 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

const week = async (u: SignedInUser) =>
  (await call(u, 'GET', `/api/meal-plan-items?startDate=${WEEK.startDate}&endDate=${WEEK.endDate}`)).json() as Array<{
    id: string;
    mealDate: string;
    recipe: { id: string; title: string; prepTime: number; servings: number; userId?: string; ingredients: unknown[] };
    addedBy: string;
  }>;

async function feed(u: SignedInUser): Promise<string> {
  const { url } = (await call(u, 'GET', '/api/meal-plans/calendar')).json();
  const res = await t.app.inject({ url: new URL(url).pathname + new URL(url).search });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('the shared week is shared (the household rule, docs/households.md)', () => {
  it('each member’s private meals show in the other’s week, open whole from there, and reach their list and calendar', async () => {
    const { owner: ana, member: pedro } = await family(t);
    const stranger = await signUp(t.app, { firstName: 'Zé' });
    const feijoada = await recipe(ana, 'Feijoada', [{ name: 'black beans', amount: '500 g' }]);
    const moqueca = await recipe(pedro, 'Moqueca', [{ name: 'white fish', amount: '1 kg' }]);
    await plan(ana, feijoada.id, MONDAY);
    await plan(pedro, moqueca.id, TUESDAY);

    for (const u of [ana, pedro]) {
      const meals = await week(u);
      expect(meals.map((m) => `${m.mealDate}:${m.recipe.title}:${m.addedBy}`)).toEqual([
        `${MONDAY}:Feijoada:Ana`,
        `${TUESDAY}:Moqueca:Pedro`,
      ]);
      expect(meals[0]!.recipe.prepTime).toBe(30);
      expect(meals[0]!.recipe.servings).toBe(4);
    }
    // Another's recipe comes without its owner's id, as every nested recipe does.
    expect((await week(pedro))[0]!.recipe.userId).toBeUndefined();

    // Opened from the plan, the whole recipe; the stranger still gets 404.
    const opened = await call(pedro, 'GET', `/api/recipes/${feijoada.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().ingredients).toEqual([{ name: 'black beans', amount: '500 g' }]);
    expect((await call(ana, 'GET', `/api/recipes/${moqueca.id}`)).statusCode).toBe(200);
    expect((await call(stranger, 'GET', `/api/recipes/${feijoada.id}`)).statusCode).toBe(404);
    // Opening it does not make it editable, nor the member's to share.
    expect((await call(pedro, 'PATCH', `/api/recipes/${feijoada.id}`, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await share(pedro, feijoada.id, 'public')).statusCode).toBe(404);

    // The list built from the week carries both members' ingredients.
    const built = await call(pedro, 'POST', '/api/shopping-list-items/from-plan', {
      startDate: WEEK.startDate,
      endDate: WEEK.endDate,
    });
    expect(built.statusCode, built.body).toBe(200);
    const list = (await call(ana, 'GET', '/api/shopping-list-items')).json();
    expect(list.map((i: { name: string; recipeTitle: string }) => `${i.name}:${i.recipeTitle}`).sort()).toEqual([
      'black beans:Feijoada',
      'white fish:Moqueca',
    ]);

    // Both calendar feeds show both meals.
    for (const u of [ana, pedro]) {
      const ics = await feed(u);
      expect(ics).toContain('Feijoada');
      expect(ics).toContain('Moqueca');
    }

    // Taken out of every shared thing, the private recipe is its owner's alone again.
    const mondayMeal = (await week(pedro)).find((m) => m.recipe.id === feijoada.id)!;
    expect((await call(ana, 'DELETE', `/api/meal-plan-items/${mondayMeal.id}`)).statusCode).toBe(204);
    const onList = (await call(ana, 'GET', '/api/shopping-list-items'))
      .json()
      .filter((i: { recipeId: string }) => i.recipeId === feijoada.id);
    for (const item of onList)
      expect((await call(ana, 'DELETE', `/api/shopping-list-items/${item.id}`)).statusCode).toBe(204);
    expect((await call(pedro, 'GET', `/api/recipes/${feijoada.id}`)).statusCode).toBe(404);
  });

  it('a recipe in a household collection opens for every member, counts for them, and for nobody else', async () => {
    const { owner: ana, member: pedro } = await family(t);
    const secret = await recipe(ana, 'Avó’s cake');
    const c = (await call(pedro, 'POST', '/api/collections', { name: 'Sweets' })).json();
    expect((await call(ana, 'POST', `/api/collections/${c.id}/recipes`, { recipeId: secret.id })).statusCode).toBe(201);
    const seen = (await call(pedro, 'GET', '/api/collections')).json().find((x: { id: string }) => x.id === c.id);
    expect(seen).toMatchObject({ recipeIds: [secret.id], recipeCount: 1 });
    const cards = (await call(pedro, 'GET', `/api/collections/${c.id}/recipes`)).json();
    expect(cards.map((r: { title: string }) => r.title)).toEqual(['Avó’s cake']);
    expect((await call(pedro, 'GET', `/api/recipes/${secret.id}`)).statusCode).toBe(200);
  });
});

describe('nested reads apply the recipe rule (item 6)', () => {
  it('a collection and the pantry’s “use ingredients” leave out a recipe the reader may no longer read', async () => {
    const { owner: ana, member: pedro } = await family(t);
    const chef = await signUp(t.app, { firstName: 'Chef' });
    const truffle = (
      await call(
        chef,
        'POST',
        '/api/recipes',
        buildRecipe({ title: 'Truffle pasta', ingredients: [{ name: 'truffle oil', amount: '1 tbsp' }] }),
      )
    ).json();
    expect((await share(chef, truffle.id, 'public')).statusCode).toBe(200);
    const own = await recipe(ana, 'Rice');
    const c = (await call(ana, 'POST', '/api/collections', { name: 'Mixed' })).json();
    await call(ana, 'POST', `/api/collections/${c.id}/recipes`, { recipeId: truffle.id });
    await call(ana, 'POST', `/api/collections/${c.id}/recipes`, { recipeId: own.id });
    const meal = await plan(pedro, truffle.id);
    await call(pedro, 'POST', '/api/pantry-items', { name: 'truffle oil', amount: '1 bottle' });

    // The chef makes it private: it is no longer theirs to see.
    expect((await share(chef, truffle.id, 'private')).statusCode).toBe(200);
    for (const u of [ana, pedro]) {
      const listed = (await call(u, 'GET', '/api/collections')).json().find((x: { id: string }) => x.id === c.id);
      expect(listed).toMatchObject({ recipeIds: [own.id], recipeCount: 1 });
      const one = (await call(u, 'GET', `/api/collections/${c.id}`)).json();
      expect(one).toMatchObject({ recipeIds: [own.id], recipeCount: 1 });
      expect((await week(u)).map((m) => m.id)).not.toContain(meal.id);
    }
    const used = await call(pedro, 'POST', `/api/meal-plan-items/${meal.id}/use-pantry`);
    expect(used.statusCode).toBe(404);
    expect((await call(pedro, 'GET', '/api/pantry-items')).json().map((p: { name: string }) => p.name)).toEqual([
      'truffle oil',
    ]);
    expect((await call(pedro, 'PATCH', `/api/meal-plan-items/${meal.id}/toggle`)).statusCode).toBe(404);
  });
});

describe('a calendar feed shows only what its owner may read now (item 4)', () => {
  it('a removed member’s feed stops showing the household’s meals, renamed or not', async () => {
    const { owner: ana, member: pedro } = await family(t);
    const shared = await recipe(ana, 'Sunday roast');
    await share(ana, shared.id);
    // Pedro plans it: the item stays in the household, with him as the one who added it.
    await plan(pedro, shared.id);
    expect(await feed(pedro)).toContain('Sunday roast');
    expect((await call(ana, 'DELETE', `/api/household/members/${pedro.id}`)).statusCode).toBe(204);
    await call(ana, 'PATCH', `/api/recipes/${shared.id}`, { title: 'Secret roast' });
    const after = await feed(pedro);
    expect(after).not.toContain('roast');
    expect(after).not.toContain('BEGIN:VEVENT');
    expect(await feed(ana)).toContain('Secret roast');
  });
});

// harden37 (issue 36, "Done when"): the four shared things side by side, for the members and for
// one who was removed (leaving is household-membership.test.ts).
describe('plan, list, collections and calendar feed: the same for every member, nothing for a former one', () => {
  /** What `u` sees of the week, the list, the collections (with their recipes) and the feed. */
  async function everything(u: SignedInUser) {
    const collections = [];
    for (const c of (await call(u, 'GET', '/api/collections')).json()) {
      const cards = (await call(u, 'GET', `/api/collections/${c.id}/recipes`)).json();
      collections.push(`${c.name}: ${cards.map((r: { title: string }) => r.title).join(', ')} (${c.recipeCount})`);
    }
    const ics = await feed(u);
    return {
      week: (await week(u)).map((m) => `${m.mealDate}:${m.recipe.title}`).sort(),
      list: (await call(u, 'GET', '/api/shopping-list-items'))
        .json()
        .map((i: { name: string }) => i.name)
        .sort(),
      collections: collections.sort(),
      feed: [...ics.matchAll(/^SUMMARY:(.*)$/gm)].map((m) => m[1]!.trim()).sort(),
    };
  }

  it('a removed member sees none of them, on the next request; the others still see the same', async () => {
    const { owner: ana, member: pedro } = await family(t);
    const lia = await signUp(t.app, { firstName: 'Lia' });
    const code = (await call(ana, 'POST', '/api/household/invitations')).json().code;
    expect((await call(lia, 'POST', '/api/household/join', { code })).statusCode).toBe(200);
    const feijoada = await recipe(ana, 'Feijoada');
    const moqueca = await recipe(pedro, 'Moqueca');
    await plan(ana, feijoada.id, MONDAY);
    await plan(pedro, moqueca.id, TUESDAY);
    await call(lia, 'POST', '/api/shopping-list-items', { name: 'limes' });
    const c = (await call(pedro, 'POST', '/api/collections', { name: 'Family' })).json();
    await call(pedro, 'POST', `/api/collections/${c.id}/recipes`, { recipeId: moqueca.id });
    const today = new Date().toISOString().slice(0, 10);
    const near = (await call(ana, 'POST', '/api/meal-plans', { name: 'Now', startDate: today, endDate: today })).json();
    await call(ana, 'POST', `/api/meal-plans/${near.id}/items`, {
      recipeId: feijoada.id,
      mealDate: today,
      mealType: 'lunch',
    });

    const seen = await everything(ana);
    expect(seen.week).toEqual(expect.arrayContaining([`${MONDAY}:Feijoada`, `${TUESDAY}:Moqueca`]));
    expect(seen.list).toEqual(['limes']);
    expect(seen.collections).toEqual(['Family: Moqueca (1)']);
    expect(seen.feed.some((s) => s.endsWith('Feijoada'))).toBe(true);
    for (const u of [pedro, lia]) expect(await everything(u)).toEqual(seen);

    expect((await call(ana, 'DELETE', `/api/household/members/${lia.id}`)).statusCode).toBe(204);
    expect(await everything(lia)).toEqual({ week: [], list: [], collections: [], feed: [] });
    for (const u of [ana, pedro]) expect(await everything(u)).toEqual(seen);
  });
});
