import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';

// Issue 19: lists carry card fields only; the detail still carries the whole recipe.
let t: TestApp;
let cook: SignedInUser;
let recipeId: string;

const HEAVY = ['ingredients', 'instructions', 'tips'];
const CARD_FIELDS = [
  'id',
  'title',
  'imageUrl',
  'prepTime',
  'cookTime',
  'servings',
  'difficulty',
  'tags',
  'isFavorite',
  'isPublic',
];

beforeAll(async () => {
  t = await createTestApp();
  cook = await signUp(t.app, { firstName: 'Lena' });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: cook.headers,
    payload: buildRecipe({ title: 'Lean soup', tags: ['soup'], tips: ['Salt late.'] }),
  });
  expect(created.statusCode, created.body).toBe(201);
  recipeId = created.json().id;
  const fav = await t.app.inject({ method: 'PATCH', url: `/api/recipes/${recipeId}/favorite`, headers: cook.headers });
  expect(fav.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

function expectCards(body: Array<Record<string, unknown>>) {
  expect(body.length).toBeGreaterThan(0);
  for (const item of body) {
    for (const field of CARD_FIELDS) expect(item).toHaveProperty(field);
    for (const field of HEAVY) expect(item).not.toHaveProperty(field);
  }
}

describe('lean lists', () => {
  it.each([
    ['history list', '/api/recipes'],
    ['paged history list', '/api/recipes?page=1&pageSize=10'],
    ['picker search', '/api/recipes?q=soup'],
    ['tag filter', '/api/recipes?tag=soup'],
    ['favourites', '/api/recipes/favorites'],
  ])('%s returns cards without ingredients, steps or tips', async (_name, url) => {
    const res = await t.app.inject({ url, headers: cook.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('1');
    expectCards(res.json());
    expect(res.json()[0]).toMatchObject({ id: recipeId, title: 'Lean soup', isFavorite: true, tags: ['soup'] });
  });

  it("a collection's recipes are cards too", async () => {
    const c = await t.app.inject({
      method: 'POST',
      url: '/api/collections',
      headers: cook.headers,
      payload: { name: 'Soups' },
    });
    expect(c.statusCode, c.body).toBe(201);
    const add = await t.app.inject({
      method: 'POST',
      url: `/api/collections/${c.json().id}/recipes`,
      headers: cook.headers,
      payload: { recipeId },
    });
    expect(add.statusCode).toBe(201);
    const res = await t.app.inject({ url: `/api/collections/${c.json().id}/recipes`, headers: cook.headers });
    expect(res.statusCode).toBe(200);
    expectCards(res.json());
  });

  it('the detail still carries ingredients, steps and tips', async () => {
    const res = await t.app.inject({ url: `/api/recipes/${recipeId}`, headers: cook.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ingredients.length).toBeGreaterThan(0);
    expect(body.instructions.length).toBeGreaterThan(0);
    expect(body.tips).toEqual(['Salt late.']);
  });
});
