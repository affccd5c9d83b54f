/**
 * The lint rules that keep SQL in repositories and give each table one writer (eslint.sql.js,
 * issue 36): checked on code as a file of each kind would hold it, through the repository's own
 * ESLint configuration (so the rules are also proven to be switched on where they belong). That the
 * app itself passes them is `npm run lint`'s to say.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

/** The rule ids and messages of `code` linted as the file at `filePath` (which must exist). */
async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId?.startsWith('tempero/')).map((m) => `${m.ruleId}: ${m.message}`);
}

const SERVICE = 'src/server/recipes/recipes.service.ts';
const OTHER = 'src/server/import-apps/write-recipe.ts';
const REPOSITORY = 'src/server/recipes/recipes.repository.ts';

describe('SQL only in repositories and db/', { timeout: 180_000 }, () => {
  it('refuses the query builder, the drivers and the tables outside them; types are fine', async () => {
    const found = await lint(
      OTHER,
      `import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { recipes } from '../db/schema.ts';
import type { StoredIngredient } from '../db/schema.ts';
export const a: SQL = sql\`select 1\`;
export const b = recipes;
export type C = StoredIngredient;
export const d = () => import('pg');
`,
    );
    expect(found).toEqual([
      "tempero/sql-in-repositories: 'drizzle-orm' is the database's: SQL belongs in a *.repository.ts (or src/server/db/).",
      'tempero/sql-in-repositories: Tables are read and written in a *.repository.ts: call the repository that owns it.',
      "tempero/sql-in-repositories: 'pg' is the database's: SQL belongs in a *.repository.ts (or src/server/db/).",
    ]);
  });

  it('finds a query sent through a database handle however it was reached, and allows a transaction', async () => {
    const found = await lint(
      SERVICE,
      `import type { Db } from '../db/client.ts';
export async function f(db: Db, holder: { db: Db }) {
  await (db as unknown as Db).execute('select 1');
  await holder.db.select().from({} as never);
  return db.transaction(async (tx) => tx.delete({} as never));
}
`,
    );
    expect(found).toEqual([
      "tempero/sql-in-repositories: 'execute' sends SQL through a database handle: move the query into a *.repository.ts.",
      "tempero/sql-in-repositories: 'select' sends SQL through a database handle: move the query into a *.repository.ts.",
      "tempero/sql-in-repositories: 'delete' sends SQL through a database handle: move the query into a *.repository.ts.",
    ]);
  });

  it('lets repositories write only the tables they own, and only tables named as such', async () => {
    const found = await lint(
      REPOSITORY,
      `import type { Db } from '../db/client.ts';
import type { PgTable } from 'drizzle-orm/pg-core';
import { recipes, shoppingListItems } from '../db/schema.ts';
export async function f(db: Db, table: PgTable, mine: typeof recipes) {
  await db.insert(recipes).values({} as never);
  await db.insert(shoppingListItems).values({} as never);
  await db.update(table).set({});
  await db.update(mine).set({});
}
`,
    );
    expect(found).toEqual([
      "tempero/one-writer-per-table: 'shoppingListItems' is written by src/server/shopping-list/shopping-list.repository.ts: call that repository (one way into each table).",
      'tempero/one-writer-per-table: Name the table (imported from db/schema.ts) so its owner can be checked.',
    ]);
  });

  // harden37: each of these wrote another repository's table unnoticed before the rule read the
  // table from its type and read raw SQL.
  it('finds a write of another’s table however the table is reached: namespace, alias, cast, union, raw SQL', async () => {
    const found = await lint(
      'src/server/pantry/pantry.repository.ts',
      `import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { pantryItems, recipes, shoppingListItems } from '../db/schema.ts';
export async function f(db: Db, pick: boolean) {
  const r = recipes;
  await db.insert(schema.recipes).values({} as never);
  await db.insert(r).values({} as never);
  await db.update(recipes as typeof recipes).set({});
  await db.update(pick ? pantryItems : shoppingListItems).set({});
  await db.execute(sql\`INSERT INTO meal_plan_items (id) VALUES (gen_random_uuid())\`);
  await db.execute(sql\`UPDATE "users" u SET first_name = 'x'\`);
  await db.execute(sql\`INSERT INTO \${recipes} (id) VALUES (gen_random_uuid())\`);
  await db.execute('update collections set name = 1');
  // Its own table, a trigger's wording and an upsert stay allowed.
  await db.insert(pantryItems).values({} as never);
  await db.execute(sql\`UPDATE pantry_items SET name = 'x'\`);
  await db.execute(sql\`CREATE TRIGGER t AFTER INSERT OR UPDATE OR DELETE ON pantry_items FOR EACH ROW EXECUTE FUNCTION f()\`);
  await db.execute(sql\`INSERT INTO pantry_items (id) VALUES (1) ON CONFLICT (id) DO UPDATE SET id = 1\`);
}
`,
    );
    const owner = (table: string, file: string) =>
      `tempero/one-writer-per-table: '${table}' is written by src/server/${file}: call that repository (one way into each table).`;
    expect(found).toEqual([
      owner('recipes', 'recipes/recipes.repository.ts'),
      owner('recipes', 'recipes/recipes.repository.ts'),
      owner('recipes', 'recipes/recipes.repository.ts'),
      owner('shoppingListItems', 'shopping-list/shopping-list.repository.ts'),
      owner('mealPlanItems', 'meal-plans/meal-plans.repository.ts'),
      owner('users', 'users/users.repository.ts'),
      owner('recipes', 'recipes/recipes.repository.ts'),
      owner('collections', 'collections/collections.repository.ts'),
    ]);
  });
});
