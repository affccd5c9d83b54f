import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';

let t: TestApp;
let owner: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app, { firstName: 'Olga' });
  other = await signUp(t.app, { firstName: 'Otto' });
});
afterAll(async () => {
  await t.close();
});

async function create(user: SignedInUser, overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: user.headers,
    payload: buildRecipe(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const snapshot = async (id: string) =>
  (await t.app.inject({ url: `/api/recipes/${id}`, headers: owner.headers })).json();

describe('create and read', () => {
  it('creates a recipe with id, owner, defaults and timestamps', async () => {
    const r = await create(owner, { difficulty: 'medio' });
    expect(r.id).toMatch(/[0-9a-f-]{36}/);
    expect(r.userId).toBe(owner.id);
    expect(r.difficulty).toBe('Medium');
    expect(r.isFavorite).toBe(false);
    expect(r.isPublic).toBe(false);
    expect(r.originalUnitSystem).toBe('imperial');
    expect(new Date(r.createdAt).getTime()).toBeGreaterThan(0);
    expect(r.ingredients).toContainEqual({ name: 'salt', amount: '' });
  });

  it('lets only the owner read a private recipe; others and anonymous get 404', async () => {
    const r = await create(owner);
    expect((await t.app.inject({ url: `/api/recipes/${r.id}`, headers: owner.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/recipes/${r.id}`, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/recipes/${r.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/public/recipes/${r.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/recipes/not-a-uuid', headers: owner.headers })).statusCode).toBe(404);
  });

  it('requires sign-in for lists and writes', async () => {
    expect((await t.app.inject({ url: '/api/recipes' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/recipes/favorites' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/recipes', payload: buildRecipe() })).statusCode).toBe(401);
  });
});

describe('validation (spec section 5)', () => {
  const bad = async (overrides: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/recipes', headers: owner.headers, payload: buildRecipe(overrides) });

  it('requires a trimmed title', async () => {
    const res = await bad({ title: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'title', message: 'Recipe title is required.' });
  });
  it('requires at least one ingredient with name and amount', async () => {
    const res = await bad({
      ingredients: [
        { name: 'salt', amount: '' },
        { name: '', amount: '2 cups' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'ingredients', message: 'At least one ingredient is required.' });
  });
  it('requires at least one non-empty instruction', async () => {
    const res = await bad({ instructions: ['  ', ''] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'instructions', message: 'At least one instruction is required.' });
  });
  it('strips empty rows, trims and de-duplicates tags', async () => {
    const r = await create(owner, {
      ingredients: [
        { name: ' flour ', amount: ' 2 cups ' },
        { name: '', amount: '' },
        { name: 'salt', amount: '' },
      ],
      instructions: ['Mix.', '   ', 'Bake.'],
      tags: [' Vegan ', 'vegan', '', 'Quick'],
      tips: ['', 'Tip one', 'Tip one'],
    });
    expect(r.ingredients).toEqual([
      { name: 'flour', amount: '2 cups' },
      { name: 'salt', amount: '' },
    ]);
    expect(r.instructions).toEqual(['Mix.', 'Bake.']);
    expect(r.tags).toEqual(['Vegan', 'Quick']);
    expect(r.tips).toEqual(['Tip one']);
  });
  it.each([
    [{ prepTime: -1 }, 'prepTime'],
    [{ cookTime: -5 }, 'cookTime'],
    [{ servings: 0 }, 'servings'],
    [{ difficulty: 'Impossible' }, 'difficulty'],
    [{ title: 'x'.repeat(201) }, 'title'],
    [{ ingredients: 'flour' }, 'ingredients'],
    [{ sourceUrl: 'javascript:alert(1)' }, 'sourceUrl'],
    [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
  ])('refuses %j with the field named', async (overrides, field) => {
    const res = await bad(overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });
  it('accepts the Spanish word for medium and stores Medium', async () => {
    expect((await create(owner, { difficulty: 'Media' })).difficulty).toBe('Medium');
  });
});

describe('update, delete, copy', () => {
  it('updates for the owner; another user gets 404 and nothing changes', async () => {
    const r = await create(owner);
    const theirs = await t.app.inject({
      method: 'PATCH',
      url: `/api/recipes/${r.id}`,
      headers: other.headers,
      payload: { title: 'Hacked' },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await snapshot(r.id)).title).toBe(r.title);
    const mine = await t.app.inject({
      method: 'PATCH',
      url: `/api/recipes/${r.id}`,
      headers: owner.headers,
      payload: { title: '  Better rice ', servings: 6 },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ title: 'Better rice', servings: 6 });
    const invalid = await t.app.inject({
      method: 'PATCH',
      url: `/api/recipes/${r.id}`,
      headers: owner.headers,
      payload: { instructions: [] },
    });
    expect(invalid.statusCode).toBe(400);
    expect((await snapshot(r.id)).instructions.length).toBe(2);
  });

  it('leaves fields a PATCH or a copy does not name unchanged', async () => {
    const r = await create(owner, {
      prepTime: 10,
      cookTime: 20,
      servings: 4,
      difficulty: 'Hard',
      tags: ['a'],
      tips: ['b'],
    });
    const patched = (
      await t.app.inject({
        method: 'PATCH',
        url: `/api/recipes/${r.id}`,
        headers: owner.headers,
        payload: { title: 'T2' },
      })
    ).json();
    expect(patched).toMatchObject({
      title: 'T2',
      prepTime: 10,
      cookTime: 20,
      servings: 4,
      difficulty: 'Hard',
      tags: ['a'],
      tips: ['b'],
    });
    const copy = (
      await t.app.inject({
        method: 'POST',
        url: `/api/recipes/${r.id}/copy`,
        headers: owner.headers,
        payload: { title: 'T3' },
      })
    ).json();
    expect(copy).toMatchObject({
      title: 'T3',
      prepTime: 10,
      cookTime: 20,
      servings: 4,
      difficulty: 'Hard',
      tags: ['a'],
      tips: ['b'],
    });
  });

  it('deletes for the owner only', async () => {
    const r = await create(owner);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/recipes/${r.id}`, headers: other.headers })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/recipes/${r.id}` })).statusCode).toBe(401);
    expect((await snapshot(r.id)).id).toBe(r.id);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/recipes/${r.id}`, headers: owner.headers })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: `/api/recipes/${r.id}`, headers: owner.headers })).statusCode).toBe(404);
  });

  it('copies your own recipe with overrides; the copy is private', async () => {
    const r = await create(owner);
    await t.app.inject({ method: 'PATCH', url: `/api/recipes/${r.id}/public`, headers: owner.headers });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${r.id}/copy`,
      headers: owner.headers,
      payload: { title: `${r.title} - Copy` },
    });
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy.id).not.toBe(r.id);
    expect(copy.title).toBe(`${r.title} - Copy`);
    expect(copy.isPublic).toBe(false);
  });

  it("copies someone else's recipe only when it is public", async () => {
    const r = await create(owner);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/recipes/${r.id}/copy`, headers: other.headers, payload: {} }))
        .statusCode,
    ).toBe(404);
    await t.app.inject({ method: 'PATCH', url: `/api/recipes/${r.id}/public`, headers: owner.headers });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${r.id}/copy`,
      headers: other.headers,
      payload: { isFavorite: true },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ userId: other.id, isPublic: false, isFavorite: true, title: r.title });
    expect((await t.app.inject({ method: 'POST', url: `/api/recipes/${r.id}/copy`, payload: {} })).statusCode).toBe(
      401,
    );
  });
});

describe('favourite and visibility toggles', () => {
  it('toggles favourite and public for the owner; others get 404 and nothing changes', async () => {
    const r = await create(owner);
    const fav = await t.app.inject({ method: 'PATCH', url: `/api/recipes/${r.id}/favorite`, headers: owner.headers });
    expect(fav.json().isFavorite).toBe(true);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/recipes/${r.id}/favorite`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/recipes/${r.id}/public`, headers: other.headers })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/recipes/${r.id}/public` })).statusCode).toBe(401);
    const snap = await snapshot(r.id);
    expect(snap).toMatchObject({ isFavorite: true, isPublic: false });
    const pub = await t.app.inject({ method: 'PATCH', url: `/api/recipes/${r.id}/public`, headers: owner.headers });
    expect(pub.json().isPublic).toBe(true);
  });

  it('serves public recipes anonymously without the owner id or e-mail', async () => {
    const r = await create(owner);
    await t.app.inject({ method: 'PATCH', url: `/api/recipes/${r.id}/public`, headers: owner.headers });
    const res = await t.app.inject({ url: `/api/public/recipes/${r.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: r.id, title: r.title, authorName: 'Olga' });
    expect(res.body).not.toContain(owner.email);
    expect(res.body).not.toContain(owner.id);
    // Other users may read a public recipe through the normal call too.
    expect((await t.app.inject({ url: `/api/recipes/${r.id}`, headers: other.headers })).statusCode).toBe(200);
    await t.app.inject({ method: 'PATCH', url: `/api/recipes/${r.id}/public`, headers: owner.headers });
    expect((await t.app.inject({ url: `/api/public/recipes/${r.id}` })).statusCode).toBe(404);
  });
});

describe('lists', () => {
  it('lists only your recipes, searches titles, sorts, pages with a total, filters favourites', async () => {
    const u = await signUp(t.app);
    const titles = ['Banana bread', 'apple pie', 'Carrot cake', 'Apple crumble'];
    for (const [i, title] of titles.entries()) await create(u, { title, prepTime: i * 10, cookTime: 5 });
    await create(other, { title: 'Apple of another user' });
    const all = await t.app.inject({ url: '/api/recipes', headers: u.headers });
    expect(all.json().map((r: { title: string }) => r.title)).toEqual([
      'Apple crumble',
      'Carrot cake',
      'apple pie',
      'Banana bread',
    ]);
    expect(all.headers['x-total-count']).toBe('4');
    const search = await t.app.inject({ url: '/api/recipes?search=APPLE&sort=title', headers: u.headers });
    expect(search.json().map((r: { title: string }) => r.title)).toEqual(['Apple crumble', 'apple pie']);
    const oldest = await t.app.inject({ url: '/api/recipes?sort=oldest&page=2&pageSize=3', headers: u.headers });
    expect(oldest.json().map((r: { title: string }) => r.title)).toEqual(['Apple crumble']);
    expect(oldest.headers['x-total-count']).toBe('4');
    const byTime = await t.app.inject({ url: '/api/recipes?sort=cookTime', headers: u.headers });
    expect(byTime.json()[0].title).toBe('Banana bread');
    const first = all.json()[0];
    await t.app.inject({ method: 'PATCH', url: `/api/recipes/${first.id}/favorite`, headers: u.headers });
    const favs = await t.app.inject({ url: '/api/recipes/favorites', headers: u.headers });
    expect(favs.json().map((r: { id: string }) => r.id)).toEqual([first.id]);
  });

  it('refuses a sort field that is not whitelisted', async () => {
    const res = await t.app.inject({ url: '/api/recipes?sort=title;DROP TABLE recipes', headers: owner.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('sort');
  });

  it('treats LIKE wildcards in a search as text', async () => {
    const u = await signUp(t.app);
    await create(u, { title: '100% whole wheat' });
    await create(u, { title: 'Plain bread' });
    const res = await t.app.inject({ url: `/api/recipes?search=${encodeURIComponent('%')}`, headers: u.headers });
    expect(res.json().map((r: { title: string }) => r.title)).toEqual(['100% whole wheat']);
  });
});

describe('hostile text', () => {
  const XSS = '<img src=x onerror=alert(1)><script>alert("x")</script>';
  it('stores an XSS payload in every text field verbatim as data and returns it as JSON', async () => {
    const r = await create(owner, {
      title: XSS,
      description: XSS,
      ingredients: [{ name: XSS, amount: `1 cup ${XSS}` }],
      instructions: [XSS],
      tags: [XSS.slice(0, 40)],
      tips: [XSS],
    });
    const res = await t.app.inject({ url: `/api/recipes/${r.id}`, headers: owner.headers });
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json();
    expect(body.title).toBe(XSS);
    expect(body.instructions[0]).toBe(XSS);
    expect(body.ingredients[0].name).toBe(XSS);
  });
});

describe('user statistics', () => {
  it('counts recipes and favourites of the signed-in user', async () => {
    const u = await signUp(t.app);
    const a = await create(u);
    await create(u);
    await t.app.inject({ method: 'PATCH', url: `/api/recipes/${a.id}/favorite`, headers: u.headers });
    const res = await t.app.inject({ url: '/api/user/statistics', headers: u.headers });
    expect(res.json()).toEqual({ totalRecipes: 2, favoriteRecipes: 1 });
    expect((await t.app.inject({ url: '/api/user/statistics' })).statusCode).toBe(401);
  });
});
