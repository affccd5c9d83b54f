import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';

let t: TestApp;
let owner: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  other = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

const inject = (opts: InjectOptions | string) => t.app.inject(opts);
async function recipe(user: SignedInUser, overrides: Record<string, unknown> = {}) {
  return (
    await inject({ method: 'POST', url: '/api/recipes', headers: user.headers, payload: buildRecipe(overrides) })
  ).json();
}
async function collection(user: SignedInUser, payload: Record<string, unknown> = { name: 'Weeknight' }) {
  const res = await inject({ method: 'POST', url: '/api/collections', headers: user.headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('collections', () => {
  it('creates with the default colour and icon, validates name, colour and icon', async () => {
    const c = await collection(owner, { name: '  Sunday lunch ', description: 'Big meals' });
    expect(c).toMatchObject({
      name: 'Sunday lunch',
      color: '#ef4444',
      icon: 'FolderOpen',
      recipeCount: 0,
      recipeIds: [],
    });
    const noName = await inject({
      method: 'POST',
      url: '/api/collections',
      headers: owner.headers,
      payload: { name: '  ' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().field).toBe('name');
    const badColor = await inject({
      method: 'POST',
      url: '/api/collections',
      headers: owner.headers,
      payload: { name: 'x', color: 'red; background:url(x)' },
    });
    expect(badColor.json().field).toBe('color');
    const badIcon = await inject({
      method: 'POST',
      url: '/api/collections',
      headers: owner.headers,
      payload: { name: 'x', icon: 'Skull' },
    });
    expect(badIcon.json().field).toBe('icon');
  });

  it('adds your recipes and public ones once, counts them, removes them; deleting keeps recipes', async () => {
    const c = await collection(owner, { name: 'Favs', color: '#3b82f6', icon: 'Heart' });
    const mine = await recipe(owner);
    const theirsPrivate = await recipe(other);
    const theirsPublic = await recipe(other);
    await inject({ method: 'PATCH', url: `/api/recipes/${theirsPublic.id}/public`, headers: other.headers });
    const add = (recipeId: string) =>
      inject({
        method: 'POST',
        url: `/api/collections/${c.id}/recipes`,
        headers: owner.headers,
        payload: { recipeId },
      });
    expect((await add(mine.id)).statusCode).toBe(201);
    expect((await add(mine.id)).json()).toEqual({ added: false });
    expect((await add(theirsPrivate.id)).statusCode).toBe(404);
    expect((await add(theirsPublic.id)).statusCode).toBe(201);
    const got = (await inject({ url: `/api/collections/${c.id}`, headers: owner.headers })).json();
    expect(got.recipeCount).toBe(2);
    expect(got.recipeIds).toEqual([mine.id, theirsPublic.id]);
    const list = (await inject({ url: `/api/collections/${c.id}/recipes`, headers: owner.headers })).json();
    expect(list.map((r: { id: string }) => r.id)).toEqual([mine.id, theirsPublic.id]);
    const holding = (await inject({ url: `/api/recipes/${mine.id}/collections`, headers: owner.headers })).json();
    expect(holding.map((x: { id: string }) => x.id)).toEqual([c.id]);
    expect(
      (await inject({ method: 'DELETE', url: `/api/collections/${c.id}/recipes/${mine.id}`, headers: owner.headers }))
        .statusCode,
    ).toBe(204);
    expect((await inject({ url: `/api/collections/${c.id}`, headers: owner.headers })).json().recipeCount).toBe(1);
    expect(
      (await inject({ method: 'DELETE', url: `/api/collections/${c.id}`, headers: owner.headers })).statusCode,
    ).toBe(204);
    expect((await inject({ url: `/api/recipes/${mine.id}`, headers: owner.headers })).statusCode).toBe(200);
    expect((await inject({ url: `/api/collections/${c.id}`, headers: owner.headers })).statusCode).toBe(404);
  });

  it("hides another user's collections (404) and changes nothing", async () => {
    const c = await collection(owner, { name: 'Private' });
    const r = await recipe(other);
    const attempts = [
      inject({ url: `/api/collections/${c.id}`, headers: other.headers }),
      inject({ method: 'PATCH', url: `/api/collections/${c.id}`, headers: other.headers, payload: { name: 'pwned' } }),
      inject({ method: 'DELETE', url: `/api/collections/${c.id}`, headers: other.headers }),
      inject({ url: `/api/collections/${c.id}/recipes`, headers: other.headers }),
      inject({
        method: 'POST',
        url: `/api/collections/${c.id}/recipes`,
        headers: other.headers,
        payload: { recipeId: r.id },
      }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(404);
    const after = (await inject({ url: `/api/collections/${c.id}`, headers: owner.headers })).json();
    expect(after).toMatchObject({ name: 'Private', recipeCount: 0 });
    expect((await inject({ url: '/api/collections' })).statusCode).toBe(401);
    expect(
      (await inject({ url: '/api/collections', headers: other.headers }))
        .json()
        .some((x: { id: string }) => x.id === c.id),
    ).toBe(false);
  });

  it('updates name, colour and icon; refuses an empty name', async () => {
    const c = await collection(owner);
    const res = await inject({
      method: 'PATCH',
      url: `/api/collections/${c.id}`,
      headers: owner.headers,
      payload: { name: 'Renamed', color: '#22c55e', icon: 'Cookie' },
    });
    expect(res.json()).toMatchObject({ name: 'Renamed', color: '#22c55e', icon: 'Cookie' });
    expect(
      (
        await inject({
          method: 'PATCH',
          url: `/api/collections/${c.id}`,
          headers: owner.headers,
          payload: { name: '' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('ratings and reviews', () => {
  it('rates your own and public recipes once per user, re-rating updates, summary for readers', async () => {
    const r = await recipe(owner, { title: 'Rated stew' });
    const rate = (u: SignedInUser, body: Record<string, unknown>) =>
      inject({ method: 'POST', url: `/api/recipes/${r.id}/rating`, headers: u.headers, payload: body });
    expect((await rate(other, { rating: 5 })).statusCode).toBe(404);
    expect((await rate(owner, { rating: 4.5, comment: 'Great' })).json()).toMatchObject({
      rating: 4.5,
      comment: 'Great',
    });
    expect((await rate(owner, { rating: 4 })).json().rating).toBe(4);
    expect((await inject({ url: `/api/recipes/${r.id}/rating/me`, headers: owner.headers })).json().rating).toBe(4);
    expect((await inject({ url: `/api/recipes/${r.id}/rating/summary` })).statusCode).toBe(404);
    await inject({ method: 'PATCH', url: `/api/recipes/${r.id}/public`, headers: owner.headers });
    expect((await rate(other, { rating: 5 })).statusCode).toBe(200);
    expect((await inject({ url: `/api/recipes/${r.id}/rating/summary` })).json()).toEqual({
      averageRating: 4.5,
      totalRatings: 2,
    });
    expect((await inject({ url: `/api/recipes/${r.id}/rating/me` })).statusCode).toBe(401);
    expect(
      (await inject({ method: 'POST', url: `/api/recipes/${r.id}/rating`, payload: { rating: 3 } })).statusCode,
    ).toBe(401);
  });

  it.each([[0], [6], [3.3], ['abc']])('refuses rating %j', async (value) => {
    const r = await recipe(owner);
    const res = await inject({
      method: 'POST',
      url: `/api/recipes/${r.id}/rating`,
      headers: owner.headers,
      payload: { rating: value },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('rating');
  });

  it('refuses a comment over 500 characters and accepts exactly 500', async () => {
    const r = await recipe(owner);
    const url = `/api/recipes/${r.id}/rating`;
    expect(
      (await inject({ method: 'POST', url, headers: owner.headers, payload: { rating: 3, comment: 'x'.repeat(501) } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await inject({ method: 'POST', url, headers: owner.headers, payload: { rating: 3, comment: 'x'.repeat(500) } }))
        .statusCode,
    ).toBe(200);
  });

  it('lists my reviews with search, rating filter, sorts and statistics computed in SQL', async () => {
    const u = await signUp(t.app);
    const a = await recipe(u, { title: 'Apple pie' });
    const b = await recipe(u, { title: 'Bean stew' });
    const c = await recipe(u, { title: 'Carrot soup' });
    const rate = (id: string, rating: number, comment?: string) =>
      inject({ method: 'POST', url: `/api/recipes/${id}/rating`, headers: u.headers, payload: { rating, comment } });
    await rate(a.id, 4.5, 'Lovely');
    await rate(b.id, 2);
    await rate(c.id, 5);
    await inject({ method: 'PATCH', url: `/api/recipes/${c.id}/favorite`, headers: u.headers });
    const titles = async (qs: string) =>
      (await inject({ url: `/api/reviews/my-reviews?${qs}`, headers: u.headers }))
        .json()
        .map((x: { recipe: { title: string } }) => x.recipe.title);
    expect(await titles('sortBy=rating&sortOrder=desc')).toEqual(['Carrot soup', 'Apple pie', 'Bean stew']);
    expect(await titles('sort=rating-asc')).toEqual(['Bean stew', 'Apple pie', 'Carrot soup']);
    expect(await titles('sort=title-asc')).toEqual(['Apple pie', 'Bean stew', 'Carrot soup']);
    expect(await titles('minRating=4&sort=title-asc')).toEqual(['Apple pie', 'Carrot soup']);
    expect(await titles('search=stew')).toEqual(['Bean stew']);
    expect(await titles('favorites=true')).toEqual(['Carrot soup']);
    const review = (await inject({ url: '/api/reviews/my-reviews?search=apple', headers: u.headers })).json()[0];
    expect(review).toMatchObject({ rating: 4.5, comment: 'Lovely', recipe: { id: a.id } });
    const stats = (await inject({ url: '/api/reviews/statistics', headers: u.headers })).json();
    expect(stats).toMatchObject({
      totalReviews: 3,
      averageRating: 3.8,
      ratingsDistribution: { '1': 0, '2': 1, '3': 0, '4': 1, '5': 1 },
    });
    expect(stats.topRatedRecipes[0].recipe.title).toBe('Carrot soup');
    expect(stats.recentReviews).toHaveLength(3);
  });

  it('refuses sort-field injection', async () => {
    for (const qs of ['sortBy=rating;DROP TABLE ratings', 'sortOrder=sideways', 'sort=password-asc']) {
      const res = await inject({ url: `/api/reviews/my-reviews?${qs}`, headers: owner.headers });
      expect(res.statusCode).toBe(400);
    }
    expect((await inject({ url: '/api/reviews/my-reviews' })).statusCode).toBe(401);
  });
});
