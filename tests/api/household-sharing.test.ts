// Issue 36: what a household shares reaches every member, whichever way a recipe came in, and
// nothing of it reaches anyone else.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportUser } from '../../src/server/backup/export-user.ts';
import { importArchive } from '../../src/server/backup/import-archive.ts';
import { buildRecipe } from '../helpers/factories.ts';
import { caller, family, importFile } from '../helpers/households.ts';
import { createTestApp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';

const FIXTURES = path.join(import.meta.dirname, '../fixtures/import-apps');

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(async () => {
  await t.close();
});

const share = (u: SignedInUser, id: string, visibility = 'household') =>
  call(u, 'PATCH', `/api/recipes/${id}/visibility`, { visibility });

describe('every way in gives a recipe its household (one insert path)', () => {
  it('a recipe imported from a JSON-LD file opens for the other member once shared with the household', async () => {
    const { owner, member } = await family(t);
    const job = await importFile(t, owner, 'jsonld', fs.readFileSync(path.join(FIXTURES, 'jsonld-list.json')));
    expect(job.status).toBe('done');
    const id = job.report!.imported[0]!.id;
    expect((await call(member, 'GET', `/api/recipes/${id}`)).statusCode).toBe(404);
    expect((await share(owner, id)).statusCode).toBe(200);
    expect((await call(member, 'GET', `/api/recipes/${id}`)).statusCode).toBe(200);
    const shared = (await call(member, 'GET', '/api/household/recipes')).json();
    expect(shared.map((r: { id: string }) => r.id)).toContain(id);
  });

  it('a backup restored into an account of a household keeps each recipe’s visibility, household included', async () => {
    const { owner, member } = await family(t);
    const soup = (await call(owner, 'POST', '/api/recipes', buildRecipe({ title: 'Shared soup' }))).json();
    await share(owner, soup.id);
    const secret = (await call(owner, 'POST', '/api/recipes', buildRecipe({ title: 'Secret sauce' }))).json();
    const { archive } = await exportUser(t.database.db, owner.email);

    // Restored into the member's own account (merge): the shared soup is shared again, the sauce stays private.
    const report = await importArchive(t.database.db, archive, { email: member.email, merge: true });
    expect(report.recipes).toBe(2);
    const mine = (await call(member, 'GET', '/api/recipes?sort=oldest')).json();
    const restoredSoup = mine.find((r: { title: string }) => r.title === 'Shared soup');
    const restoredSecret = mine.find((r: { title: string }) => r.title === 'Secret sauce');
    expect(restoredSoup.visibility).toBe('household');
    expect(restoredSecret.visibility).toBe('private');
    expect((await call(owner, 'GET', `/api/recipes/${restoredSoup.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', `/api/recipes/${restoredSecret.id}`)).statusCode).toBe(404);
    expect(secret.visibility).toBe('private');
  });
});
