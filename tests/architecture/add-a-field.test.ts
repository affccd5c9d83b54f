/**
 * The add-a-field test: every field of the base recipe (ZRecipeBase in src/shared/schemas/recipe.ts)
 * survives every layer — the database row, the API response, the web's types, the backup archive
 * (export, then import) and a partial PATCH (which must keep every other field). The fields and
 * their sample values come from the schemas themselves, so a field added to the base schema is
 * exercised here without touching this file; a layer that drops it fails this test. The web's
 * types are checked against the base schema in web-types.test.ts (type-checked with the web).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { exportUser } from '../../src/server/backup/export-user.ts';
import { importArchive } from '../../src/server/backup/import-archive.ts';
import { recipes, users } from '../../src/server/db/schema.ts';
import { presentRecipe } from '../../src/server/recipes/recipes.presenter.ts';
import { ZRecipeBase, ZRecipeContent, type TRecipeBase, type TRecipeField } from '../../src/shared/schemas/recipe.ts';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { candidates, pickSample } from './samples.ts';

const FIELDS = Object.keys(ZRecipeBase.shape) as TRecipeField[];

/**
 * Two different valid values per field (pickSample throws when none fits, failing the file): the
 * first to create with, the second to PATCH with.
 */
function samplesFor(field: TRecipeField): [unknown, unknown] {
  const base = ZRecipeBase.shape[field];
  const input = ZRecipeContent.shape[field] as z.ZodType;
  const pool = [...candidates(input, field), ...candidates(base, field)];
  const first = pickSample(pool, [base, input], []);
  const second = pickSample(pool, [base, input], [first]);
  return [first, second];
}

const SAMPLES = Object.fromEntries(FIELDS.map((f) => [f, samplesFor(f)])) as Record<TRecipeField, [unknown, unknown]>;
const created = Object.fromEntries(FIELDS.map((f) => [f, SAMPLES[f][0]])) as TRecipeBase;
const baseFields = (r: Record<string, unknown>) => Object.fromEntries(FIELDS.map((f) => [f, r[f]]));

let t: TestApp;
let cook: SignedInUser;
let recipeId: string;

async function api(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: cook.headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json<Record<string, unknown>>();
}

beforeAll(async () => {
  t = await createTestApp();
  cook = await signUp(t.app);
  recipeId = String((await api('POST', '/api/recipes', created)).id);
});
afterAll(() => t?.close());

/** The recipe as the database, the API and an exported-then-imported copy hold it. */
async function everyLayer() {
  const [row] = await t.database.db.select().from(recipes).where(eq(recipes.id, recipeId));
  const { archive } = await exportUser(t.database.db, cook.email, { includeCredentials: false });
  const email = `copy-${crypto.randomUUID()}@example.com`;
  await importArchive(t.database.db, JSON.parse(JSON.stringify(archive)), { email });
  const [copy] = await t.database.db
    .select({ recipe: recipes })
    .from(recipes)
    .innerJoin(users, eq(users.id, recipes.userId))
    .where(eq(users.email, email));
  return {
    database: baseFields(row as unknown as Record<string, unknown>),
    api: baseFields(await api('GET', `/api/recipes/${recipeId}`)),
    archive: copy ? baseFields(presentRecipe(copy.recipe)) : null,
  };
}

describe('a recipe field survives every layer', () => {
  it('keeps every field in the database, the API and a backup round trip (first samples)', async () => {
    expect(await everyLayer()).toEqual({ database: created, api: created, archive: created });
  });

  it('changes only the field a partial PATCH names', async () => {
    let expected: Record<string, unknown> = { ...created };
    for (const f of FIELDS) {
      const patched = await api('PATCH', `/api/recipes/${recipeId}`, { [f]: SAMPLES[f][1] });
      expected = { ...expected, [f]: SAMPLES[f][1] };
      expect(baseFields(patched), `after PATCH ${f}`).toEqual(expected);
      expect(baseFields(await api('GET', `/api/recipes/${recipeId}`)), `GET after PATCH ${f}`).toEqual(expected);
    }
  });

  // Run twice, with each field's two samples: one of them differs from whatever default a layer
  // would put in place of a dropped field.
  it('keeps every field in the database, the API and a backup round trip (second samples)', async () => {
    const second = Object.fromEntries(FIELDS.map((f) => [f, SAMPLES[f][1]]));
    expect(await everyLayer()).toEqual({ database: second, api: second, archive: second });
  });
});
