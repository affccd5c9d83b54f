import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAmount } from '../../src/shared/amounts/index.ts';
import type { TCombinedShoppingItem, TShoppingItem } from '../../src/shared/schemas/shopping-list.ts';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';

/**
 * Issue 35, item 1: a plan of five real recipes (English and Portuguese) at other servings than
 * they make gives a list a person can take to a shop.
 */

let t: TestApp;
const inject = (opts: InjectOptions | string) => t.app.inject(opts);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const WEEK = { startDate: '2026-11-22', endDate: '2026-11-28' };

const BANANA_BREAD = buildRecipe({
  title: 'Banana Bread',
  servings: 10,
  ingredients: [
    { amount: '3', name: 'ripe bananas, mashed' },
    { amount: '1/3 cup', name: 'butter, melted' },
    { amount: '3/4 cup', name: 'sugar' },
    { amount: '1', name: 'egg, beaten' },
    { amount: '1 teaspoon', name: 'baking soda' },
    { amount: '1 pinch', name: 'salt' },
    { amount: '1 1/2 cups', name: 'all-purpose flour' },
  ],
});
const CHILI = buildRecipe({
  title: 'Black Bean Chili',
  servings: 4,
  ingredients: [
    { amount: '1 (15 oz) can', name: 'black beans, drained and rinsed' },
    { amount: '1', name: 'onion, chopped' },
    { amount: '1 cup', name: 'long-grain white rice' },
    { amount: '2 cups', name: 'water' },
    { amount: '1/4 cup', name: 'chopped fresh cilantro' },
    { amount: 'to taste', name: 'salt' },
    { amount: '2 tbsp', name: 'olive oil' },
  ],
});
const PARMIGIANA = buildRecipe({
  title: 'Berinjela à parmegiana',
  language: 'pt-BR',
  servings: 6,
  ingredients: [
    { amount: '2', name: 'berinjelas grandes' },
    { amount: '2', name: 'ovos batidos' },
    { amount: '1 lata', name: 'molho de tomate' },
    { amount: '1', name: 'cebola picada' },
    { amount: '1 colher de chá', name: 'sal' },
    { amount: '1/2 xícara', name: 'água' },
  ],
});
const ARROZ = buildRecipe({
  title: 'Arroz com feijão',
  language: 'pt-BR',
  servings: 4,
  ingredients: [
    { amount: '2 xícaras', name: 'arroz' },
    { amount: '1 lata', name: 'feijão preto' },
    { amount: '1/2', name: 'cebola picada' },
    { amount: '1 maço', name: 'coentro picado' },
    { amount: 'a gosto', name: 'sal' },
    { amount: '4 xícaras', name: 'água quente' },
  ],
});
const FRIED_RICE = buildRecipe({
  title: 'Egg Fried Rice',
  servings: 2,
  ingredients: [
    { amount: '2', name: 'eggs, beaten' },
    { amount: '2 cups', name: 'cooked rice' },
    { amount: '1/2', name: 'onion, finely chopped' },
    { amount: '1 tbsp', name: 'soy sauce' },
  ],
});

/** Planned at other servings than each makes: a fraction of each recipe. */
const PLAN: [ReturnType<typeof buildRecipe>, number][] = [
  [BANANA_BREAD, 4],
  [CHILI, 2],
  [PARMIGIANA, 4],
  [ARROZ, 3],
  [FRIED_RICE, 3],
];

async function planWeek(u: SignedInUser) {
  const plan = (
    await inject({ method: 'POST', url: '/api/meal-plans', headers: u.headers, payload: { name: 'W', ...WEEK } })
  ).json();
  const ids: Record<string, string> = {};
  for (const [i, [recipe, servings]] of PLAN.entries()) {
    const r = (await inject({ method: 'POST', url: '/api/recipes', headers: u.headers, payload: recipe })).json();
    ids[recipe.title] = r.id;
    const res = await inject({
      method: 'POST',
      url: `/api/meal-plans/${plan.id}/items`,
      headers: u.headers,
      payload: { recipeId: r.id, mealDate: `2026-11-2${3 + i}`, mealType: 'dinner', servings },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  return { plan, ids };
}

const fromPlan = (u: SignedInUser) =>
  inject({ method: 'POST', url: '/api/shopping-list-items/from-plan', headers: u.headers, payload: WEEK });
const combined = async (u: SignedInUser): Promise<TCombinedShoppingItem[]> =>
  (await inject({ url: '/api/shopping-list-items/combined', headers: u.headers })).json();
const items = async (u: SignedInUser): Promise<TShoppingItem[]> =>
  (await inject({ url: '/api/shopping-list-items', headers: u.headers })).json();

/** Every count on the list (eggs, onions, cans, bunches) is a whole number. */
function expectWholeCounts(list: readonly { name: string; amount: string }[]) {
  for (const line of list) {
    for (const part of line.amount.split(' + ')) {
      const p = parseAmount(part);
      if (!p || p.toTaste) continue;
      const counted = p.unit === null || ['can', 'whole', 'large', 'medium', 'small', 'bunch'].includes(p.unit);
      if (counted) expect(Number.isInteger(p.quantity), `${line.amount} ${line.name}`).toBe(true);
    }
  }
}

describe('a shopping list a person can shop from', () => {
  it('five recipes in two languages: whole eggs and cans, no water, staples marked, one line per food', async () => {
    const u = await signUp(t.app);
    await planWeek(u);
    const res = await fromPlan(u);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ alreadyListed: 0, skipped: [] });

    const list = await combined(u);
    if (process.env.SHOW_LIST) console.log(JSON.stringify(list.map((l) => [l.amount, l.name, l.needed, l.staple])));
    const names = list.map((l) => l.name.toLowerCase());
    // No water of any wording, in either language.
    expect(names.filter((n) => /water|água|agua/.test(n))).toEqual([]);
    expectWholeCounts(list);

    // One line per food, whatever the wording and language, in one measure a shop sells (cilantro
    // in cups and in bunches is bunches): no sum of two measures on any line.
    expect(list.filter((l) => l.amount.includes(' + ')).map((l) => `${l.amount} ${l.name}`)).toEqual([]);
    // One line per food, whatever the wording and language.
    const line = (re: RegExp) => list.filter((l) => re.test(l.name.toLowerCase()) && !l.checked);
    expect(line(/^(eggs?|ovos?)$/)).toHaveLength(1);
    expect(line(/^(onions?|cebolas?)$/)).toHaveLength(1);
    expect(line(/cilantro|coentro/)).toHaveLength(1);
    expect(line(/black beans?|feijão preto/)).toHaveLength(1);
    // "2 cups cooked rice" is bought as rice by its yield (about 2/3 cup): it joins the rice line.
    expect(line(/^(long-grain white rice|white rice|rice|arroz)$/)).toHaveLength(1);
    expect(line(/cooked rice/)).toHaveLength(0);

    // Eggs: 0.4 of 1 + 2/3 of 2 + 1.5 of 2 = 4.73… → 5 eggs, what the recipes need beside it.
    const [eggs] = line(/^(eggs?|ovos?)$/);
    expect(eggs).toMatchObject({ name: 'eggs', amount: '5', staple: false });
    expect(eggs!.needed).not.toBeNull();
    expect(eggs!.recipeTitles.sort()).toEqual(['Banana Bread', 'Berinjela à parmegiana', 'Egg Fried Rice']);
    // Beans: half a can (chili for 2 of 4) and 3/4 of a can (arroz for 3 of 4) → two cans to buy.
    const [beans] = line(/black beans?|feijão preto/);
    expect(beans!.amount).toMatch(/^\d+ /);
    expectWholeCounts([beans!]);
    // Onions: 1/2 + 2/3 + 3/8 + 3/4 → 3 onions, named in the reader's language.
    const [onions] = line(/^(onions?|cebolas?)$/);
    expect(onions).toMatchObject({ name: 'onions', amount: '3' });

    // Preparations are out of the line.
    expect(names.filter((n) => /beaten|batid|chopped|picad|mashed|melted|drained/.test(n))).toEqual([]);

    // Staples ask "check you have", once, with no "to taste" left in the amount.
    const salt = list.filter((l) => /^(salt|sal)$/i.test(l.name));
    expect(salt).toHaveLength(1);
    expect(salt[0]).toMatchObject({ staple: true });
    expect(salt[0]!.amount).not.toMatch(/taste|gosto/);
    expect(list.find((l) => l.name === 'olive oil')).toMatchObject({ staple: true });
    expect(list.filter((l) => l.staple).map((l) => l.name.toLowerCase())).toEqual(
      expect.not.arrayContaining(['eggs', 'onions', 'rice']),
    );
  });

  it('names the merged lines in Portuguese for a Portuguese reader', async () => {
    const u = await signUp(t.app);
    await inject({ method: 'PATCH', url: '/api/user/preferences', headers: u.headers, payload: { language: 'pt-BR' } });
    await planWeek(u);
    await fromPlan(u);
    const list = await combined(u);
    const names = list.map((l) => l.name.toLowerCase());
    expect(names).toContain('ovos');
    expect(names).toContain('cebolas');
    expect(names).toContain('sal');
    expect(names).not.toContain('eggs');
    expect(list.find((l) => l.name === 'ovos')).toMatchObject({ amount: '5' });
    expect(list.find((l) => l.name === 'sal')).toMatchObject({ staple: true });
    expectWholeCounts(list);
  });

  it('building the list again adds nothing twice; a new meal joins its lines', async () => {
    const u = await signUp(t.app);
    const { plan, ids } = await planWeek(u);
    const first = (await fromPlan(u)).json();
    const before = await items(u);
    const again = (await fromPlan(u)).json();
    expect(again).toEqual({ added: 0, merged: 0, alreadyListed: 5, skipped: [] });
    expect(await items(u)).toEqual(before);

    // Another fried rice on Saturday: its eggs join the fried rice's egg line, nothing is listed twice.
    await inject({
      method: 'POST',
      url: `/api/meal-plans/${plan.id}/items`,
      headers: u.headers,
      payload: { recipeId: ids['Egg Fried Rice'], mealDate: '2026-11-28', mealType: 'lunch', servings: 2 },
    });
    const third = (await fromPlan(u)).json();
    expect(third).toMatchObject({ added: 0, merged: 4, alreadyListed: 5 });
    const after = await items(u);
    expect(after).toHaveLength(before.length);
    const friedEggs = after.filter((i) => i.recipeTitle === 'Egg Fried Rice' && i.name === 'eggs');
    expect(friedEggs).toEqual([expect.objectContaining({ amount: '5' })]);
    expect(first.added).toBe(before.length);
  });

  it('adding a recipe again merges its lines instead of listing them twice; bought lines stay apart', async () => {
    const u = await signUp(t.app);
    const r = (await inject({ method: 'POST', url: '/api/recipes', headers: u.headers, payload: FRIED_RICE })).json();
    const addAll = async () => {
      const out = [];
      for (const ing of FRIED_RICE.ingredients) {
        const res = await inject({
          method: 'POST',
          url: '/api/shopping-list-items',
          headers: u.headers,
          payload: { ...ing, recipeTitle: r.title, recipeId: r.id },
        });
        expect(res.statusCode, res.body).toBe(201);
        out.push(res.json());
      }
      return out;
    };
    const first = await addAll();
    expect(first.map((i) => i.merged)).toEqual([false, false, false, false]);
    expect(first[0]).toMatchObject({ name: 'eggs', amount: '2' });
    const second = await addAll();
    expect(second.map((i) => i.merged)).toEqual([true, true, true, true]);
    const list = await items(u);
    expect(list.map((i) => [i.name, i.amount])).toEqual([
      ['eggs', '4'],
      ['cooked rice', '4 cups'],
      ['onion', '1'],
      ['soy sauce', '2 tbsp'],
    ]);

    // A bought line is not topped up: the next addition starts a new line to buy.
    await inject({
      method: 'PATCH',
      url: `/api/shopping-list-items/${list[0]!.id}`,
      headers: u.headers,
      payload: { checked: true },
    });
    await addAll();
    const eggs = (await items(u)).filter((i) => i.name === 'eggs');
    expect(eggs.map((i) => [i.amount, i.checked])).toEqual([
      ['4', true],
      ['2', false],
    ]);
  });

  it('two additions of the same food at once end on one line', async () => {
    const u = await signUp(t.app);
    const payload = { name: 'milk', amount: '1 cup', recipeTitle: 'Pancakes' };
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        inject({ method: 'POST', url: '/api/shopping-list-items', headers: u.headers, payload }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect((await items(u)).map((i) => [i.name, i.amount])).toEqual([['milk', '6 cups']]);
  });
});
