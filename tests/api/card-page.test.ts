import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeCardColumns } from '../../src/server/recipes/recipe-sql.repository.ts';
import { recipesRepository } from '../../src/server/recipes/recipes.repository.ts';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';

// The unfiltered card list is read as one JSON value (recipes.repository.ts, cardPageAsJson): it
// must give exactly what the whole rows give, in the same order, for every sort and page.
let t: TestApp;
let cook: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  cook = await signUp(t.app);
  const other = await signUp(t.app);
  const difficulties = ['Easy', 'Medium', 'Hard'] as const;
  for (let i = 0; i < 7; i++) {
    for (const who of [cook, other]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/recipes',
        headers: who.headers,
        payload: buildRecipe({
          title: `${'CbAa'[i % 4]} recipe ${i} "quoted" ção`,
          description: i % 2 ? null : `About ${i}`,
          difficulty: difficulties[i % 3],
          prepTime: (i * 7) % 5,
          cookTime: 10,
          tags: i % 2 ? [] : ['soup', `t${i}`],
        }),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  }
  // Same created time for two recipes: the order must still be the same on both paths.
  await t.database.db.execute(`UPDATE recipes SET created_at = (SELECT min(created_at) FROM recipes)`);
});
afterAll(async () => {
  await t.close();
});

const pick = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(recipeCardColumns).map((k) => [k, row[k]]));

describe('card pages', () => {
  it.each(['newest', 'oldest', 'title', 'name', 'cookTime', 'difficulty'])(
    'match the whole rows, sorted by %s',
    async (sort) => {
      const repo = recipesRepository(t.database.db);
      for (const [limit, offset] of [
        [3, 0],
        [3, 3],
        [3, 6],
        [50, 0],
        [5, 100],
      ] as const) {
        const o = { sort, limit, offset };
        const cards = await repo.listCards(cook.id, o);
        const whole = await repo.list(cook.id, o);
        expect(cards.total).toBe(7);
        expect(whole.total).toBe(7);
        expect(cards.rows.map(pick)).toEqual(whole.rows.map(pick));
        for (const card of cards.rows) {
          expect(card.createdAt).toBeInstanceOf(Date);
          expect(card).not.toHaveProperty('ingredients');
          expect(card).not.toHaveProperty('n__');
        }
      }
    },
  );

  it('only the owner’s, and favourites only when asked', async () => {
    const repo = recipesRepository(t.database.db);
    const all = await repo.listCards(cook.id, { sort: 'newest', limit: 50, offset: 0 });
    expect(new Set(all.rows.map((r) => r.userId))).toEqual(new Set([cook.id]));
    await t.app.inject({ method: 'PATCH', url: `/api/recipes/${all.rows[2]!.id}/favorite`, headers: cook.headers });
    const favs = await repo.listCards(cook.id, { sort: 'newest', limit: 50, offset: 0, favoritesOnly: true });
    expect(favs.total).toBe(1);
    expect(favs.rows.map((r) => r.id)).toEqual([all.rows[2]!.id]);
  });
});
