import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../helpers/test-app.ts';
import { buildRecipe } from '../helpers/factories.ts';

/** The built-in chef over HTTP: custom requests as operations, restrictions, whole counts, refusals. */
let t: TestApp;
let owner: SignedInUser;
let recipeId = '';

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: owner.headers,
    payload: buildRecipe({
      title: 'Fried chicken with onion',
      servings: 4,
      ingredients: [
        { name: 'chicken thighs', amount: '600 g' },
        { name: 'onion', amount: '1' },
        { name: 'eggs', amount: '3' },
        { name: 'butter', amount: '2 tbsp' },
        { name: 'salt', amount: '1 tsp' },
      ],
      instructions: [
        'Beat the eggs and dip the chicken thighs in them.',
        'Fry the chicken thighs in the butter for 25–30 minutes, until golden.',
        'Cook the onion in the same pan until soft.',
      ],
    }),
  });
  recipeId = res.json().id;
});
afterAll(async () => {
  await t.close();
});

const modify = async (payload: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/recipes/${recipeId}/modify`,
    headers: owner.headers,
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    success: boolean;
    updated_recipe: {
      title: string;
      servings: number;
      ingredients: { name: string; amount: string }[];
      instructions: string[];
    };
    reasoning: string;
  };
};
const steps = (r: { updated_recipe: { instructions: string[] } }) => r.updated_recipe.instructions.join(' ');

describe("custom requests on a cook's own recipe: exact edits, plain refusals", () => {
  type Result = Awaited<ReturnType<typeof modify>>;
  const done: [string, (r: Result) => void][] = [
    [
      'remove the onion',
      (r) => {
        expect(r.updated_recipe.ingredients.some((i) => /onion/.test(i.name))).toBe(false);
        expect(steps(r)).not.toMatch(/onion/i);
        expect(steps(r)).toMatch(/Fry the chicken thighs/);
      },
    ],
    ['less salt', (r) => expect(r.updated_recipe.ingredients.find((i) => i.name === 'salt')!.amount).toBe('2/3 tsp')],
    [
      'in grams',
      (r) => expect(r.updated_recipe.ingredients.find((i) => i.name === 'butter')!.amount).toMatch(/^\d+ g$|tbsp/),
    ],
  ];
  it.each(done)('%s', async (customPrompt, check) => {
    const r = await modify({ customPrompt, language: 'en' });
    expect(r.success, r.reasoning).toBe(true);
    check(r);
  });

  // What needs a cook's judgement on a recipe the chef did not write is refused, saying why, and
  // the recipe comes back as it was: no words swapped in its steps.
  it.each([
    ['swap the chicken for tofu', /chicken|frango/i],
    ['troque o frango por tofu', /frango|chicken/i],
    ['add spinach', /spinach|step/i],
    ['make it in the air fryer', /cooked|I can/i],
    ['bake it in the oven instead of frying', /cooked|I can/i],
    ['no eggs', /egg|I can/i],
  ])('%s: refused with the reason', async (customPrompt, reason) => {
    const r = await modify({ customPrompt, language: 'en' });
    expect(r.success).toBe(false);
    expect(r.reasoning).toMatch(reason);
    expect(r.updated_recipe.instructions).toEqual([
      'Beat the eggs and dip the chicken thighs in them.',
      'Fry the chicken thighs in the butter for 25–30 minutes, until golden.',
      'Cook the onion in the same pan until soft.',
    ]);
  });

  // The butter is the frying fat: dairy-free takes the stand-in its record lists for fat (issue 31).
  it('dairy-free: the frying butter becomes vegan butter, the rest of the steps as written', async () => {
    const r = await modify({ customPrompt: 'dairy-free', language: 'en' });
    expect(r.success, r.reasoning).toBe(true);
    expect(r.reasoning).toMatch(/vegan butter/);
    expect(r.updated_recipe.instructions).toEqual([
      'Beat the eggs and dip the chicken thighs in them.',
      'Fry the chicken thighs in the vegan butter for 25–30 minutes, until golden.',
      'Cook the onion in the same pan until soft.',
    ]);
  });

  it('scales with whole counts: 3 eggs for 4 → 2 eggs for 3, 5 eggs for 7', async () => {
    const three = await modify({ customPrompt: 'for 3 people', language: 'en' });
    expect(three.updated_recipe.servings).toBe(3);
    expect(three.updated_recipe.ingredients.find((i) => /egg/.test(i.name))!.amount).toBe('2');
    const seven = await modify({ customPrompt: 'para 7 pessoas', language: 'pt-BR' });
    expect(seven.updated_recipe.ingredients.find((i) => /egg/.test(i.name))!.amount).toBe('5');
  });

  it('answers success:false, with the reason and what it can do, for a request it cannot read', async () => {
    const r = await modify({ customPrompt: 'make it taste like the sea at dawn', language: 'en' });
    expect(r.success).toBe(false);
    expect(r.reasoning).toMatch(/did not understand/);
    expect(r.reasoning).toMatch(/I can/);
    expect(r.updated_recipe.title).toBe('Fried chicken with onion');
  });
});

describe('restrictions over HTTP', () => {
  it('generation keeps the avoid list and the servings asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/generate',
      headers: owner.headers,
      payload: { dishType: 'pasta with sausage, no pork, for two', recipeCount: 2, language: 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const r of res.json()) {
      expect(r.servings).toBe(2);
      expect(r.ingredients.map((i: { name: string }) => i.name).join(' ')).not.toMatch(/pork|bacon|ham|sausage/i);
    }
  });

  it('a plan keeps the avoid list in every meal and serves mains for lunch and dinner', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/meal-plans/generate',
      headers: owner.headers,
      payload: {
        startDate: '2026-12-07',
        endDate: '2026-12-13',
        peopleCount: 3,
        dietaryRestrictions: 'no pork, sem lactose',
        includeUserRecipes: false,
        language: 'en',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const suggestions = res.json() as { mealType: string; recipeTitle: string; ingredients: { name: string }[] }[];
    const plant =
      /\b(soy|oat|coconut|almond|rice|peanut|plant-based|vegan) (milk|cream|butter|cheese)\b|cocoa butter/gi;
    for (const s of suggestions)
      expect(
        s.ingredients
          .map((i) => i.name)
          .join(' | ')
          .replace(plant, ''),
        s.recipeTitle,
      ).not.toMatch(/\b(pork|bacon|ham|sausage|butter|milk|cream|cheese|parmesan)\b/i);
    const mains = suggestions
      .filter((s) => s.mealType === 'lunch' || s.mealType === 'dinner')
      .map((s) => s.recipeTitle);
    expect(new Set(mains).size).toBe(mains.length);
    expect(mains.join(' | ')).not.toMatch(/White Rice|Collard Greens|Vinaigrette/);
  });
});
