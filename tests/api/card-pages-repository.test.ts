import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes, users } from '../../src/server/db/schema.ts';
import { cardPageStatementsOf } from '../../src/server/recipes/card-pages.repository.ts';
import { recipesRepository } from '../../src/server/recipes/recipes.repository.ts';
import { presentRecipeCard } from '../../src/server/recipes/recipe-cards.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * On the embedded database unfiltered card pages run as prepared statements: every sort, page and
 * the favourites filter must give the same cards, in the same order, with the same total as the
 * query builder's list (recipesRepository.list), ties included.
 */
let t: TestApp;
let userId: string;
let otherId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [u, o] = await t.database.db
    .insert(users)
    .values([
      { email: 'pages@example.com', firstName: 'P' },
      { email: 'other-pages@example.com', firstName: 'O' },
    ])
    .returning();
  userId = u!.id;
  otherId = o!.id;
  const sameTime = new Date('2026-01-02T03:04:05.678Z');
  await t.database.db.insert(recipes).values(
    Array.from({ length: 9 }, (_, i) => ({
      userId: i === 8 ? otherId : userId,
      title: ['Soup', 'soup', 'Bread', 'Apple pie', 'Tea', 'Rice', 'Beans', 'Stew', 'Not mine'][i]!,
      difficulty: ['Easy', 'Medium', 'Hard'][i % 3]!,
      prepTime: i % 2,
      cookTime: 10,
      servings: 2,
      tags: ['x'],
      ingredients: [{ name: 'salt', amount: '1' }],
      instructions: ['Cook.'],
      isFavorite: i % 2 === 0,
      // Ties on every sort key but the id.
      createdAt: i < 4 ? sameTime : new Date(sameTime.getTime() + i * 1000),
    })),
  );
});
afterAll(async () => {
  await t.close();
});

describe.runIf(process.env.TEST_DATABASE_URL === undefined)('prepared card pages (embedded database)', () => {
  const sorts = ['newest', 'oldest', 'title', 'name', 'cookTime', 'difficulty'];
  const pages = [
    { limit: 3, offset: 0 },
    { limit: 3, offset: 3 },
    { limit: 50, offset: 0 },
    { limit: 5, offset: 20 },
  ];

  it('is used on PGlite', () => {
    expect(cardPageStatementsOf(t.database.db)).toBeDefined();
  });

  it.each(sorts.flatMap((sort) => [false, true].map((favoritesOnly) => [sort, favoritesOnly] as const)))(
    'sort %s, favourites only %s: the same cards, order and total as the query builder',
    async (sort, favoritesOnly) => {
      const repo = recipesRepository(t.database.db);
      for (const page of pages) {
        const o = { sort, favoritesOnly, ...page };
        const expected = await repo.list(userId, o);
        const viaRepo = await repo.listCards(userId, o);
        expect(viaRepo.total).toBe(expected.total);
        expect(viaRepo.rows.map(presentRecipeCard)).toEqual(expected.rows.map(presentRecipeCard));
      }
    },
  );

  it('prepares a statement again when the database forgot it', async () => {
    const repo = recipesRepository(t.database.db);
    const before = await repo.listCards(userId, { sort: 'newest', limit: 50, offset: 0 });
    const prepared = async () =>
      (
        (await t.database.db.execute(
          sql`SELECT name FROM pg_prepared_statements WHERE name LIKE 'tempero_cards_%'`,
        )) as unknown as { rows: Array<{ name: string }> }
      ).rows.map((r) => r.name);
    expect(await prepared()).toContain('tempero_cards_all_newest');
    await t.database.db.execute(sql`DEALLOCATE ALL`);
    expect(await prepared()).toEqual([]);
    const after = await repo.listCards(userId, { sort: 'newest', limit: 50, offset: 0 });
    expect(after).toEqual(before);
    expect(after.total).toBe(8);
    expect(await prepared()).toContain('tempero_cards_all_newest');
  });

  it('refuses anything but a user id and whole numbers', async () => {
    const statements = cardPageStatementsOf(t.database.db)!;
    await expect(
      statements.run("x'); DROP TABLE recipes; --", false, 'newest', [], { limit: 1, offset: 0 }),
    ).rejects.toThrow();
    await expect(statements.run(userId, false, 'newest', [], { limit: 1.5, offset: 0 })).rejects.toThrow();
  });
});
