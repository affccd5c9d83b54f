import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeListCache, type RecipeListCache } from '../../src/server/recipes/recipe-list-cache.ts';
import { buildRecipe } from '../helpers/factories.ts';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';

/**
 * List pages kept in memory (embedded database, recipe-list-cache.ts) must show every write at
 * once: each case reads the lists first (so they are cached), writes, then reads again. On
 * PostgreSQL the cache is off and the same cases check the lists without it.
 */
let t: TestApp;
let cache: RecipeListCache | undefined;
beforeAll(async () => {
  t = await createTestApp();
  cache = await recipeListCache(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const LISTS = [
  '/api/recipes',
  '/api/recipes?page=1&pageSize=50',
  '/api/recipes?page=1&pageSize=50&sort=title',
  '/api/recipes/favorites',
];

type Card = {
  id: string;
  title: string;
  isFavorite: boolean;
  isPublic: boolean;
  visibility: string;
  imageUrl: string | null;
};

async function list(u: SignedInUser, url: string) {
  const res = await t.app.inject({ url, headers: u.headers });
  expect(res.statusCode, res.body).toBe(200);
  return { cards: res.json<Card[]>(), total: Number(res.headers['x-total-count']), res };
}

/** Reads every list twice; on the embedded database the second read must come from the cache. */
async function warm(u: SignedInUser) {
  for (const url of LISTS) await list(u, url);
  if (cache) expect(cache.size).toBeGreaterThanOrEqual(LISTS.length);
  for (const url of LISTS) await list(u, url);
}

async function create(u: SignedInUser, overrides: Record<string, unknown> = {}): Promise<Card> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: u.headers,
    payload: buildRecipe(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Card>();
}

async function call(u: SignedInUser, method: 'PATCH' | 'DELETE' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: u.headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
}

const find = async (u: SignedInUser, url: string, id: string) => (await list(u, url)).cards.find((c) => c.id === id);

describe('recipe list cache', () => {
  it('serves a repeated page from memory with the same bytes and headers', async () => {
    const u = await signUp(t.app);
    await create(u, { title: 'Cached soup' });
    const first = await list(u, '/api/recipes?page=1&pageSize=50');
    const second = await list(u, '/api/recipes?page=1&pageSize=50');
    expect(second.res.body).toBe(first.res.body);
    expect(second.res.headers['content-type']).toBe(first.res.headers['content-type']);
    expect(second.res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.res.headers['x-total-count']).toBe('1');
    expect(second.res.headers['cache-control']).toBe('no-store');
    if (t.database.kind === 'pglite') {
      expect(cache).toBeDefined();
      const hit = cache!.get(u.id, 'all|' + JSON.stringify({ sort: 'newest', page: 1, pageSize: 50 }));
      expect(hit?.body.toString('utf8')).toBe(first.res.body);
    } else {
      expect(cache).toBeUndefined();
    }
  });

  it('shows a new recipe and its count at once', async () => {
    const u = await signUp(t.app);
    await create(u);
    await warm(u);
    const added = await create(u, { title: 'Fresh bread' });
    const { cards, total } = await list(u, '/api/recipes?page=1&pageSize=50');
    expect(total).toBe(2);
    expect(cards[0]!.id).toBe(added.id);
    expect((await list(u, '/api/recipes')).total).toBe(2);
  });

  it('shows an edited title at once, in every sort', async () => {
    const u = await signUp(t.app);
    const r = await create(u, { title: 'Old title' });
    await warm(u);
    await call(u, 'PATCH', `/api/recipes/${r.id}`, { title: 'New title' });
    for (const url of LISTS.slice(0, 3)) expect((await find(u, url, r.id))?.title).toBe('New title');
  });

  it('drops a deleted recipe at once', async () => {
    const u = await signUp(t.app);
    const r = await create(u);
    await call(u, 'PATCH', `/api/recipes/${r.id}/favorite`);
    await warm(u);
    await call(u, 'DELETE', `/api/recipes/${r.id}`);
    for (const url of LISTS) expect(await list(u, url)).toMatchObject({ cards: [], total: 0 });
  });

  it('shows a favourite added and removed at once (favourites list and flags)', async () => {
    const u = await signUp(t.app);
    const r = await create(u);
    await warm(u);
    await call(u, 'PATCH', `/api/recipes/${r.id}/favorite`);
    expect((await list(u, '/api/recipes/favorites')).cards.map((c) => c.id)).toEqual([r.id]);
    expect((await find(u, '/api/recipes', r.id))?.isFavorite).toBe(true);
    await call(u, 'PATCH', `/api/recipes/${r.id}/favorite`);
    expect((await list(u, '/api/recipes/favorites')).total).toBe(0);
    expect((await find(u, '/api/recipes', r.id))?.isFavorite).toBe(false);
  });

  it('shows visibility changes at once (public toggle and household sharing)', async () => {
    const u = await signUp(t.app);
    const r = await create(u);
    await warm(u);
    await call(u, 'PATCH', `/api/recipes/${r.id}/public`);
    expect(await find(u, '/api/recipes', r.id)).toMatchObject({ isPublic: true, visibility: 'public' });
    await call(u, 'PATCH', `/api/recipes/${r.id}/visibility`, { visibility: 'household' });
    expect(await find(u, '/api/recipes', r.id)).toMatchObject({ isPublic: false, visibility: 'household' });
  });

  it('shows an image set and removed at once', async () => {
    const u = await signUp(t.app);
    const r = await create(u);
    await warm(u);
    await call(u, 'PATCH', `/api/recipes/${r.id}`, { imageUrl: 'https://images.example.com/soup.jpg' });
    expect((await find(u, '/api/recipes', r.id))?.imageUrl).toBe('https://images.example.com/soup.jpg');
    await call(u, 'DELETE', `/api/recipes/${r.id}/image`);
    expect((await find(u, '/api/recipes', r.id))?.imageUrl).toBeNull();
  });

  it("shows a copy of someone else's public recipe at once", async () => {
    const author = await signUp(t.app);
    const reader = await signUp(t.app);
    const r = await create(author, { title: 'Shared stew' });
    await call(author, 'PATCH', `/api/recipes/${r.id}/public`);
    await warm(reader);
    await warm(author);
    const copy = (await call(reader, 'POST', `/api/recipes/${r.id}/copy`, { isFavorite: true })).json<Card>();
    expect((await list(reader, '/api/recipes/favorites')).cards.map((c) => c.id)).toEqual([copy.id]);
    expect((await list(reader, '/api/recipes')).total).toBe(1);
    // The author's own list is untouched by the copy.
    expect((await list(author, '/api/recipes')).total).toBe(1);
  });

  it('shows a write made outside the routes (raw SQL, as importers and restores do) at once', async () => {
    const u = await signUp(t.app);
    const r = await create(u, { title: 'Before SQL' });
    await warm(u);
    await t.database.db.execute(sql`UPDATE recipes SET title = 'After SQL' WHERE id = ${r.id}`);
    expect((await find(u, '/api/recipes', r.id))?.title).toBe('After SQL');
    // A recipe moved to another owner leaves the old owner's list and joins the new one's.
    const other = await signUp(t.app);
    await warm(other);
    await t.database.db.execute(sql`UPDATE recipes SET user_id = ${other.id} WHERE id = ${r.id}`);
    expect((await list(u, '/api/recipes')).total).toBe(0);
    expect((await find(other, '/api/recipes', r.id))?.title).toBe('After SQL');
  });

  it('shows a write inside a transaction when it commits, and nothing of one rolled back', async () => {
    const u = await signUp(t.app);
    const r = await create(u, { title: 'Committed?' });
    await warm(u);
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE recipes SET title = 'Rolled back' WHERE id = ${r.id}`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await find(u, '/api/recipes', r.id))?.title).toBe('Committed?');
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE recipes SET title = 'Committed' WHERE id = ${r.id}`);
    });
    expect((await find(u, '/api/recipes', r.id))?.title).toBe('Committed');
  });

  it("keeps other users' cached pages when one user writes", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await create(a);
    await create(b);
    await warm(a);
    await warm(b);
    const key = 'all|' + JSON.stringify({ sort: 'newest' });
    await create(a);
    if (cache) {
      expect(cache.get(a.id, key)).toBeUndefined();
      expect(cache.get(b.id, key)).toBeDefined();
    }
    expect((await list(a, '/api/recipes')).total).toBe(2);
    expect((await list(b, '/api/recipes')).total).toBe(1);
  });

  it('forgets a deleted account (its recipes go by cascade) and answers 401 to its cookie', async () => {
    const u = await signUp(t.app);
    await create(u);
    await warm(u);
    await call(u, 'DELETE', '/api/user/account');
    expect((await t.app.inject({ url: '/api/recipes', headers: u.headers })).statusCode).toBe(401);
    if (cache) expect(cache.get(u.id, 'all|' + JSON.stringify({ sort: 'newest' }))).toBeUndefined();
    const [row] = (
      (await t.database.db.execute(sql`SELECT count(*)::int AS n FROM recipes WHERE user_id = ${u.id}`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows;
    expect(row!.n).toBe(0);
  });

  it('does not cache searches or tag filters', async () => {
    const u = await signUp(t.app);
    await create(u, { title: 'Lemon tart', tags: ['dessert'] });
    const before = cache?.size ?? 0;
    await list(u, '/api/recipes?q=lemon');
    await list(u, '/api/recipes?tag=dessert');
    await list(u, '/api/recipes?search=lemon');
    expect(cache?.size ?? 0).toBe(before);
  });

  // Last: it empties the table for every test above.
  it('forgets every page when the table is truncated', async () => {
    const u = await signUp(t.app);
    await create(u);
    await warm(u);
    await t.database.db.execute(sql`TRUNCATE recipes CASCADE`);
    for (const url of LISTS) expect(await list(u, url)).toMatchObject({ cards: [], total: 0 });
  });
});
