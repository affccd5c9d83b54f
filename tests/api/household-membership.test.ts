// Issue 36 items 5, 7 and 8: joining, leaving, removal and ownership transfer are transactions that
// lock what they change; nothing a household shares is lost when one person leaves or is deleted;
// an invitation lives only as long as its author is the household's owner.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { householdsService } from '../../src/server/households/households.service.ts';
import { usersRepository } from '../../src/server/users/users.repository.ts';
import { buildRecipe } from '../helpers/factories.ts';
import { caller, family, join } from '../helpers/households.ts';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(async () => {
  await t.close();
});

const WEEK = { name: 'Week', startDate: '2026-11-23', endDate: '2026-11-29' };
const range = `startDate=${WEEK.startDate}&endDate=${WEEK.endDate}`;

async function invite(owner: SignedInUser): Promise<string> {
  const res = await call(owner, 'POST', '/api/household/invitations');
  expect(res.statusCode, res.body).toBe(201);
  return res.json().code;
}

const household = async (u: SignedInUser) => (await call(u, 'GET', '/api/household')).json();
const userRow = async (u: SignedInUser) => (await usersRepository(t.database.db).findById(u.id))!;

/** Everything of the household `u` is in: list names, planned titles, collections with their titles. */
async function shared(u: SignedInUser) {
  const list = (await call(u, 'GET', '/api/shopping-list-items')).json().map((i: { name: string }) => i.name);
  const week = (await call(u, 'GET', `/api/meal-plan-items?${range}`))
    .json()
    .map((m: { recipe: { title: string } }) => m.recipe.title);
  const collections = [];
  for (const c of (await call(u, 'GET', '/api/collections')).json()) {
    const cards = (await call(u, 'GET', `/api/collections/${c.id}/recipes`)).json();
    collections.push(`${c.name}: ${cards.map((r: { title: string }) => r.title).join(', ')} (${c.recipeCount})`);
  }
  return { list: list.sort(), week: week.sort(), collections: collections.sort() };
}

async function planned(u: SignedInUser, title: string, date = '2026-11-23') {
  const recipe = (await call(u, 'POST', '/api/recipes', buildRecipe({ title }))).json();
  const plan = (await call(u, 'POST', '/api/meal-plans', WEEK)).json();
  const item = await call(u, 'POST', `/api/meal-plans/${plan.id}/items`, {
    recipeId: recipe.id,
    mealDate: date,
    mealType: 'dinner',
  });
  expect(item.statusCode, item.body).toBe(201);
  return recipe as { id: string; title: string };
}

describe('races: membership changes lock what they change (item 5)', () => {
  it('one account redeeming two households’ codes at once joins one of them, with its list, and nothing goes to the other', async () => {
    for (let round = 0; round < 3; round++) {
      const hostA = await signUp(t.app, { firstName: 'Ana' });
      const hostB = await signUp(t.app, { firstName: 'Bia' });
      const joiner = await signUp(t.app, { firstName: 'Caio' });
      await call(joiner, 'POST', '/api/shopping-list-items', { name: 'coffee' });
      await call(joiner, 'POST', '/api/collections', { name: 'Caio’s' });
      const [codeA, codeB] = [await invite(hostA), await invite(hostB)];
      const homeA = (await household(hostA)).id;
      const homeB = (await household(hostB)).id;

      // Both requests start from the joiner as they are now (alone in a household of their own).
      const asRequested = await userRow(joiner);
      const service = householdsService(t.database.db);
      const results = await Promise.allSettled([
        service.join({ ...asRequested }, codeA),
        service.join({ ...asRequested }, codeB),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r) => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409 });

      const joinedId = (won[0] as PromiseFulfilledResult<string>).value;
      const [joined, other] = joinedId === homeA ? [hostA, hostB] : [hostB, hostA];
      expect((await household(joiner)).id).toBe(joinedId);
      expect(await shared(joiner)).toEqual(await shared(joined));
      expect((await shared(joined)).list).toEqual(['coffee']);
      expect((await shared(other)).list).toEqual([]);
      expect((await shared(other)).collections).toEqual([]);
      expect([homeA, homeB]).toContain(joinedId);
      // The other code was not used up: it still works for someone else.
      const later = await signUp(t.app);
      const code = joinedId === homeA ? codeB : codeA;
      expect((await call(later, 'POST', '/api/household/join', { code })).statusCode).toBe(200);
    }
  });

  it('an ownership transfer racing the new owner’s leaving leaves the household exactly one owner, a member', async () => {
    for (let round = 0; round < 3; round++) {
      const { owner, member } = await family(t);
      const third = await signUp(t.app, { firstName: 'Caio' });
      await join(t, owner, third);
      const service = householdsService(t.database.db);
      const [ownerRow, memberRow] = [await userRow(owner), await userRow(member)];
      await Promise.allSettled([service.transferOwnership(ownerRow, member.id), service.leave(memberRow)]);
      const h = await household(owner);
      const owners = h.members.filter((m: { role: string }) => m.role === 'owner');
      expect(owners, JSON.stringify(h.members)).toHaveLength(1);
      expect(h.members.map((m: { userId: string }) => m.userId)).toContain(owners[0].userId);
    }
  });

  it('a removal racing the member’s own join elsewhere ends with the member in one household, the list where it belongs', async () => {
    for (let round = 0; round < 3; round++) {
      const { owner, member } = await family(t);
      const elsewhere = await signUp(t.app, { firstName: 'Dora' });
      await call(owner, 'POST', '/api/shopping-list-items', { name: 'beans' });
      const code = await invite(elsewhere);
      const service = householdsService(t.database.db);
      const [ownerRow, memberRow] = [await userRow(owner), await userRow(member)];
      await Promise.allSettled([service.removeMember(ownerRow, member.id), service.join(memberRow, code)]);
      const mine = await household(member);
      expect(mine.members.map((m: { userId: string }) => m.userId)).toContain(member.id);
      expect((await household(owner)).members.map((m: { userId: string }) => m.userId)).not.toContain(member.id);
      // The household's list stays with the household.
      expect((await shared(owner)).list).toEqual(['beans']);
      expect((await shared(member)).list).toEqual([]);
    }
  });
});

describe('nothing a household shares is lost when one person leaves or is deleted (item 7)', () => {
  it('the owner deletes their account: the week, the list and the collections keep every meal and recipe', async () => {
    const { owner: ana, member: pedro } = await family(t);
    const feijoada = await planned(ana, 'Feijoada', '2026-11-23');
    await planned(pedro, 'Moqueca', '2026-11-24');
    const c = (await call(ana, 'POST', '/api/collections', { name: 'Family' })).json();
    await call(ana, 'POST', `/api/collections/${c.id}/recipes`, { recipeId: feijoada.id });
    await call(ana, 'POST', '/api/shopping-list-items', {
      name: 'beans',
      recipeId: feijoada.id,
      recipeTitle: 'Feijoada',
    });
    const before = await shared(pedro);
    expect(before.week).toEqual(['Feijoada', 'Moqueca']);

    expect((await call(ana, 'DELETE', '/api/user/account')).statusCode).toBe(200);
    expect((await household(pedro)).role).toBe('owner');
    expect(await shared(pedro)).toEqual(before);
    const meal = (await call(pedro, 'GET', `/api/meal-plan-items?${range}`))
      .json()
      .find((m: { recipe: { title: string } }) => m.recipe.title === 'Feijoada');
    const opened = await call(pedro, 'GET', `/api/recipes/${meal.recipe.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().ingredients.length).toBeGreaterThan(0);
  });

  it('a member leaves: the household keeps a copy of what they put in its week and collections; they keep theirs', async () => {
    const { owner: ana, member: pedro } = await family(t);
    const moqueca = await planned(pedro, 'Moqueca', '2026-11-24');
    const c = (await call(pedro, 'POST', '/api/collections', { name: 'Fish' })).json();
    await call(pedro, 'POST', `/api/collections/${c.id}/recipes`, { recipeId: moqueca.id });
    const before = await shared(ana);
    expect(before.week).toEqual(['Moqueca']);

    expect((await call(pedro, 'POST', '/api/household/leave')).statusCode).toBe(200);
    expect(await shared(ana)).toEqual(before);
    // The household's copy is the household's; Pedro's own recipe is still his alone.
    const meal = (await call(ana, 'GET', `/api/meal-plan-items?${range}`)).json()[0];
    expect(meal.recipe.id).not.toBe(moqueca.id);
    expect((await call(ana, 'GET', `/api/recipes/${meal.recipe.id}`)).statusCode).toBe(200);
    expect((await call(ana, 'GET', `/api/recipes/${moqueca.id}`)).statusCode).toBe(404);
    expect((await call(pedro, 'GET', `/api/recipes/${moqueca.id}`)).json().title).toBe('Moqueca');
    expect((await call(pedro, 'GET', `/api/recipes/${meal.recipe.id}`)).statusCode).toBe(404);
    // And nothing of the household reaches the one who left.
    expect(await shared(pedro)).toEqual({ list: [], week: [], collections: [] });
  });
});

describe('pictures stay with the household’s recipes (item 7)', () => {
  const ORIGIN = 'http://tempero.test';
  let pics: TestApp;
  beforeAll(async () => {
    pics = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  });
  afterAll(async () => {
    await pics.close();
  });

  /** A recipe of `u` with a stored picture, planned in the household's week. */
  async function pictured(u: SignedInUser, title: string) {
    const as = caller(pics);
    const recipe = (await as(u, 'POST', '/api/recipes', buildRecipe({ title }))).json();
    const slot = await pics.app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: { ...u.headers, origin: ORIGIN, host: 'tempero.test' },
    });
    const uploadURL: string = slot.json().uploadURL;
    const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c84' } })
      .jpeg()
      .toBuffer();
    const put = await pics.app.inject({
      method: 'PUT',
      url: uploadURL,
      headers: { ...u.headers, origin: ORIGIN, host: 'tempero.test', 'content-type': 'image/jpeg' },
      payload: jpeg,
    });
    expect(put.statusCode, put.body).toBe(204);
    const attached = await as(u, 'PUT', `/api/recipes/${recipe.id}/image`, { imageURL: uploadURL.split('?')[0]! });
    expect(attached.statusCode, attached.body).toBe(200);
    const plan = (await as(u, 'POST', '/api/meal-plans', WEEK)).json();
    await as(u, 'POST', `/api/meal-plans/${plan.id}/items`, {
      recipeId: recipe.id,
      mealDate: '2026-11-25',
      mealType: 'lunch',
    });
    return (await as(u, 'GET', `/api/recipes/${recipe.id}`)).json() as { id: string; imageUrl: string };
  }

  const mealImage = async (u: SignedInUser) =>
    (await caller(pics)(u, 'GET', `/api/meal-plan-items?${range}`)).json()[0].recipe.imageUrl as string;
  const serves = async (url: string) => (await pics.app.inject({ url })).statusCode;

  it('a member who leaves and then deletes their recipe leaves the household’s copy its own picture', async () => {
    const { owner: ana, member: pedro } = await family(pics);
    const mine = await pictured(pedro, 'Pictured stew');
    expect((await caller(pics)(pedro, 'POST', '/api/household/leave')).statusCode).toBe(200);
    const copied = await mealImage(ana);
    expect(copied).toMatch(/^\/media\//);
    expect(copied).not.toBe(mine.imageUrl);
    expect((await caller(pics)(pedro, 'DELETE', `/api/recipes/${mine.id}`)).statusCode).toBe(204);
    expect(await serves(mine.imageUrl)).toBe(404);
    expect(await serves(copied)).toBe(200);
  });

  it('an owner who deletes their account leaves the household the picture of each recipe it keeps', async () => {
    const { owner: ana, member: pedro } = await family(pics);
    const hers = await pictured(ana, 'Pictured pie');
    expect((await caller(pics)(ana, 'DELETE', '/api/user/account')).statusCode).toBe(200);
    expect(await mealImage(pedro)).toBe(hers.imageUrl);
    expect(await serves(hers.imageUrl)).toBe(200);
  });
});

describe('invitations end with their author’s role (item 8)', () => {
  it('an owner who passes ownership on and is then removed cannot rejoin with a code made while owner', async () => {
    const { owner: ana, member: pedro } = await family(t);
    const code = await invite(ana);
    expect((await call(ana, 'POST', '/api/household/owner', { userId: pedro.id })).statusCode).toBe(200);
    expect((await household(pedro)).invitations).toEqual([]);
    expect((await call(pedro, 'DELETE', `/api/household/members/${ana.id}`)).statusCode).toBe(204);
    const rejoin = await call(ana, 'POST', '/api/household/join', { code });
    expect(rejoin.statusCode).toBe(404);
    expect(rejoin.json().code).toBe('invitation_invalid');
    expect((await call(null, 'GET', `/api/household/invitations/${code}`)).statusCode).toBe(404);
  });

  it('an owner who leaves takes their open codes with them', async () => {
    const { owner: ana } = await family(t);
    const code = await invite(ana);
    expect((await call(ana, 'POST', '/api/household/leave')).statusCode).toBe(200);
    const stranger = await signUp(t.app);
    expect((await call(stranger, 'POST', '/api/household/join', { code })).statusCode).toBe(404);
  });
});
