import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';

// Issue 19: the collection screen searches its recipes on the server (?q=), page by page.
let t: TestApp;
let cook: SignedInUser;
let friend: SignedInUser;
let collectionId: string;
const ids: Record<string, string> = {};

async function call(who: SignedInUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
}

async function createRecipe(who: SignedInUser, overrides: Parameters<typeof buildRecipe>[0]): Promise<string> {
  const res = await call(who, 'POST', '/api/recipes', buildRecipe(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

async function collect(recipeId: string) {
  const res = await call(cook, 'POST', `/api/collections/${collectionId}/recipes`, { recipeId });
  expect(res.statusCode, res.body).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp();
  cook = await signUp(t.app);
  friend = await signUp(t.app);
  const c = await call(cook, 'POST', '/api/collections', { name: 'Searchable' });
  expect(c.statusCode, c.body).toBe(201);
  collectionId = c.json<{ id: string }>().id;
  const mine = [
    { title: 'Tomato soup', description: 'Bright and quick.', tags: ['vegan', 'soup'] },
    { title: 'Roast chicken', description: 'Sunday lunch.', tags: ['meat'] },
    { title: 'Green salad', description: 'With a tomato dressing.', tags: ['side'] },
    { title: 'Lentil stew', description: 'Hearty.', tags: ['Vegan'] },
    { title: '100% rye bread', description: 'Dense.', tags: ['baking'] },
  ];
  for (const r of mine) {
    ids[r.title] = await createRecipe(cook, r);
    await collect(ids[r.title]!);
  }
  // A friend's public recipe, collected while public; the friend then makes it private.
  const borrowed = await createRecipe(friend, { title: 'Secret tomato pie', tags: ['pie'] });
  expect((await call(friend, 'PATCH', `/api/recipes/${borrowed}/public`)).json().isPublic).toBe(true);
  await collect(borrowed);
  expect((await call(friend, 'PATCH', `/api/recipes/${borrowed}/public`)).json().isPublic).toBe(false);
});
afterAll(async () => {
  await t.close();
});

const list = (query: string) => call(cook, 'GET', `/api/collections/${collectionId}/recipes${query}`);
const titles = (res: { json: () => unknown }) => (res.json() as Array<{ title: string }>).map((r) => r.title);

describe("searching a collection's recipes", () => {
  it('matches title, description or a tag, case-insensitively, in the order they were added', async () => {
    const res = await list('?q=TOMATO&page=1&pageSize=10');
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toEqual(['Tomato soup', 'Green salad']);
    expect(res.headers['x-total-count']).toBe('2');
    expect(titles(await list('?q=vegan'))).toEqual(['Tomato soup', 'Lentil stew']);
  });

  it('pages the matches, with the number of matches as the total', async () => {
    const first = await list('?q=e&page=1&pageSize=2');
    const second = await list('?q=e&page=2&pageSize=2');
    const third = await list('?q=e&page=3&pageSize=2');
    expect(first.headers['x-total-count']).toBe('5');
    expect([...titles(first), ...titles(second), ...titles(third)]).toEqual([
      'Tomato soup',
      'Roast chicken',
      'Green salad',
      'Lentil stew',
      '100% rye bread',
    ]);
    expect(titles(third)).toHaveLength(1);
  });

  it('takes % and _ literally, and a blank search as no search', async () => {
    expect(titles(await list('?q=100%25'))).toEqual(['100% rye bread']);
    expect(titles(await list('?q=%25%25'))).toEqual([]);
    expect(titles(await list('?q=_'))).toEqual([]);
    const blank = await list('?q=%20%20&page=1&pageSize=50');
    expect(blank.headers['x-total-count']).toBe('5');
  });

  it('never shows or counts a recipe the cook may no longer read, searched or not', async () => {
    const all = await list('?page=1&pageSize=50');
    expect(all.headers['x-total-count']).toBe('5');
    expect(all.body).not.toMatch(/Secret/);
    const secret = await list('?q=secret&page=1&pageSize=50');
    expect(secret.json()).toEqual([]);
    expect(secret.headers['x-total-count']).toBe('0');
    expect(titles(await list('?q=pie'))).toEqual([]);
  });

  it('refuses a search over 200 characters with the field named', async () => {
    const res = await list(`?q=${'a'.repeat(201)}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/q/);
  });

  it('answers 404 for a collection that is not yours or does not exist, with or without a search', async () => {
    for (const url of [
      `/api/collections/${collectionId}/recipes?q=tomato`,
      `/api/collections/${collectionId}/recipes?q=tomato&page=1&pageSize=10`,
    ]) {
      const res = await call(friend, 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(/Tomato/);
    }
    expect((await call(cook, 'GET', '/api/collections/not-a-uuid/recipes?q=x')).statusCode).toBe(404);
    expect(
      (await call(cook, 'GET', '/api/collections/3f0c6c1e-8f0a-4c69-9d7e-1a2b3c4d5e6f/recipes?q=x&page=1')).statusCode,
    ).toBe(404);
  });
});
