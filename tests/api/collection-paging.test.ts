import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';

// Issue 19: a collection's recipes come in pages of cards (no ingredients, steps or tips).
let t: TestApp;
let cook: SignedInUser;
let collectionId: string;
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  cook = await signUp(t.app);
  const c = await t.app.inject({
    method: 'POST',
    url: '/api/collections',
    headers: cook.headers,
    payload: { name: 'Paged' },
  });
  expect(c.statusCode, c.body).toBe(201);
  collectionId = c.json().id;
  for (let i = 1; i <= 5; i++) {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: cook.headers,
      payload: buildRecipe({ title: `Paged ${i}`, tips: ['Taste.'] }),
    });
    expect(r.statusCode, r.body).toBe(201);
    ids.push(r.json().id);
    const add = await t.app.inject({
      method: 'POST',
      url: `/api/collections/${collectionId}/recipes`,
      headers: cook.headers,
      payload: { recipeId: r.json().id },
    });
    expect(add.statusCode).toBe(201);
  }
});
afterAll(async () => {
  await t.close();
});

const page = (query: string) =>
  t.app.inject({ url: `/api/collections/${collectionId}/recipes${query}`, headers: cook.headers });

describe("a collection's recipes", () => {
  it('come a page at a time, in the order they were added, with the total', async () => {
    const seen: string[] = [];
    for (const n of [1, 2, 3]) {
      const res = await page(`?page=${n}&pageSize=2`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('5');
      seen.push(...res.json().map((r: { id: string }) => r.id));
    }
    expect(seen).toEqual(ids);
    expect((await page('?page=4&pageSize=2')).json()).toEqual([]);
  });

  it('are cards: no ingredients, steps or tips, paged or whole', async () => {
    for (const query of ['?page=1&pageSize=5', '']) {
      const cards = (await page(query)).json() as Array<Record<string, unknown>>;
      expect(cards).toHaveLength(5);
      for (const card of cards) {
        expect(card).toHaveProperty('title');
        for (const heavy of ['ingredients', 'instructions', 'tips']) expect(card).not.toHaveProperty(heavy);
      }
    }
  });

  it('refuse a page size over 100 and are nobody else’s', async () => {
    expect((await page('?page=1&pageSize=101')).statusCode).toBe(400);
    const other = await signUp(t.app);
    const res = await t.app.inject({ url: `/api/collections/${collectionId}/recipes?page=1`, headers: other.headers });
    expect(res.statusCode).toBe(404);
  });
});
