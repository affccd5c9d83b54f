import { describe, expect, it } from 'vitest';
import type { TChefRecipeInput } from '../../../shared/schemas/chef.ts';
import { ZRecipeDraft } from '../../../shared/schemas/recipe.ts';
import { FIXTURE_KB } from '../__fixtures__/kb.ts';
import { dairyLines, leadingNumber, meatLines, meatSteps } from '../__fixtures__/checks.ts';
import { LocalChef } from './local-chef.ts';
import { parseCustomRequest } from './modify.ts';

const chef = new LocalChef({ recipes: FIXTURE_KB });
const opts = { unitSystem: 'metric' as const };

/** A KB fixture as a user's saved recipe in one language. */
function asUser(id: string, lang: 'en' | 'pt'): TChefRecipeInput {
  const k = FIXTURE_KB.find((x) => x.id === id)!;
  return {
    title: k.title[lang],
    description: k.description[lang],
    prepTime: k.prepTime,
    cookTime: k.cookTime,
    servings: k.servings,
    difficulty: k.difficulty,
    ingredients: k.ingredients.map((i) => ({ name: i.name[lang], amount: i.amount[lang] })),
    instructions: k.steps[lang],
    tags: k.tags[lang],
    tips: k.tips[lang],
  };
}

const USER_PT: TChefRecipeInput = {
  title: 'Frango com quiabo',
  description: 'Frango caipira mineiro',
  prepTime: 20,
  cookTime: 50,
  servings: 4,
  difficulty: 'Medium',
  ingredients: [
    { name: 'frango em pedaços', amount: '1 kg' },
    { name: 'quiabo', amount: '300 g' },
    { name: 'cebola', amount: '1' },
    { name: 'alho', amount: '3 dentes' },
    { name: 'bacon em cubos', amount: '100 g' },
    { name: 'caldo de galinha', amount: '2 xícaras' },
  ],
  instructions: ['Tempere o frango com alho e sal.', 'Frite o bacon e doure o frango na gordura.', 'Junte a cebola e o caldo de galinha e cozinhe por 40 minutos.', 'Acrescente o quiabo e cozinhe mais 10 minutos. Sirva o frango com angu.'],
  tags: ['mineira'],
  tips: [],
};

const USER_EN: TChefRecipeInput = {
  title: 'Sunday Meatloaf',
  description: 'Classic beef and pork meatloaf with a ketchup glaze.',
  prepTime: 20,
  cookTime: 60,
  servings: 6,
  difficulty: 'Easy',
  ingredients: [
    { name: 'ground beef', amount: '1 lb' },
    { name: 'ground pork', amount: '1/2 lb' },
    { name: 'breadcrumbs', amount: '1 cup' },
    { name: 'eggs', amount: '2' },
    { name: 'milk', amount: '1/3 cup' },
    { name: 'onion, grated', amount: '1' },
    { name: 'ketchup', amount: '1/2 cup' },
    { name: 'Worcestershire sauce', amount: '1 tbsp' },
  ],
  instructions: [
    'Heat the oven to 350 °F.',
    'Mix the ground beef, ground pork, breadcrumbs, eggs, milk, onion and Worcestershire sauce with your hands.',
    'Shape the meat into a loaf on a lined tray and brush with the ketchup.',
    'Bake for 60 minutes until the meatloaf is cooked through. Rest 10 minutes before slicing.',
  ],
  tags: ['american', 'comfort food'],
  tips: ['Do not overmix the meat or the loaf turns dense.'],
};

describe('modify: vegetarian leaves no meat', () => {
  it.each(FIXTURE_KB.flatMap((k) => [[k.id, 'en'] as const, [k.id, 'pt'] as const]))('%s (%s)', async (id, lang) => {
    const res = await chef.modifyRecipe({ action: 'vegetarian', currentRecipe: asUser(id, lang), language: lang === 'pt' ? 'pt-BR' : 'en' }, opts);
    expect(res.success).toBe(true);
    expect(ZRecipeDraft.safeParse(res.updated_recipe).success).toBe(true);
    expect(meatLines(res.updated_recipe)).toEqual([]);
    expect(meatSteps(res.updated_recipe)).toEqual([]);
    expect(meatLines({ ingredients: [{ name: res.updated_recipe.title, amount: '' }] })).toEqual([]);
  });

  it.each([
    ['pt', USER_PT],
    ['en', USER_EN],
  ] as const)('user recipe (%s): swaps, steps rewritten, summary says what changed', async (lang, recipe) => {
    const res = await chef.modifyRecipe({ action: 'vegetarian', currentRecipe: recipe, language: lang === 'pt' ? 'pt-BR' : 'en' }, opts);
    expect(res.success).toBe(true);
    expect(meatLines(res.updated_recipe)).toEqual([]);
    expect(meatSteps(res.updated_recipe)).toEqual([]);
    expect(res.summary.length).toBeGreaterThan(10);
    expect(res.reasoning.length).toBeGreaterThan(10);
    expect(res.updated_recipe.ingredients.length).toBeGreaterThanOrEqual(recipe.ingredients.length - 1);
  });

  it('rewrites Portuguese articles for the new ingredient', async () => {
    const res = await chef.modifyRecipe({ action: 'vegetarian', currentRecipe: asUser('fx-beef-stroganoff', 'pt'), language: 'pt-BR' }, opts);
    const steps = res.updated_recipe.instructions.join(' ');
    expect(steps).toMatch(/doure os cogumelos/i);
    expect(steps).not.toMatch(/a cogumelos/);
  });

  it('an already vegetarian recipe stays as it is, and says so', async () => {
    const res = await chef.modifyRecipe({ action: 'vegetarian', currentRecipe: asUser('fx-greek-salad', 'en'), language: 'en' }, opts);
    expect(res.success).toBe(true);
    expect(res.summary).toMatch(/already vegetarian/i);
    expect(res.updated_recipe.ingredients.map((i) => i.name)).toEqual(asUser('fx-greek-salad', 'en').ingredients.map((i) => i.name));
  });
});

describe('modify: double', () => {
  it.each(FIXTURE_KB.flatMap((k) => [[k.id, 'en'] as const, [k.id, 'pt'] as const]))('%s (%s): every amount and the servings ×2 exactly', async (id, lang) => {
    const before = asUser(id, lang);
    const res = await chef.modifyRecipe({ action: 'double', currentRecipe: before, language: 'en' }, opts);
    expect(res.success).toBe(true);
    expect(res.updated_recipe.servings).toBe(Number(before.servings) * 2);
    before.ingredients.forEach((ing, i) => {
      const a = leadingNumber(ing.amount ?? '');
      const b = leadingNumber(res.updated_recipe.ingredients[i]!.amount);
      if (a === null) expect(res.updated_recipe.ingredients[i]!.amount).toBe(ing.amount);
      else expect(b, `${ing.amount} → ${res.updated_recipe.ingredients[i]!.amount}`).toBeCloseTo(a * 2, 5);
    });
  });

  it('keeps thirds exact', async () => {
    const res = await chef.modifyRecipe({ action: 'double', currentRecipe: USER_EN, language: 'en' }, opts);
    expect(res.updated_recipe.ingredients.find((i) => i.name === 'milk')!.amount).toBe('2/3 cup');
    expect(res.updated_recipe.ingredients.find((i) => i.name === 'ground pork')!.amount).toBe('1 lb');
  });
});

describe('modify: spicy, healthy, quick', () => {
  it('spicy adds a chilli that suits the cuisine and a step using it', async () => {
    const res = await chef.modifyRecipe({ action: 'spicy', currentRecipe: asUser('fx-beef-stroganoff', 'pt'), language: 'pt-BR' }, opts);
    expect(res.success).toBe(true);
    const added = res.updated_recipe.ingredients[res.updated_recipe.ingredients.length - 1]!;
    expect(added.name).toMatch(/dedo-de-moça|malagueta/);
    expect(res.updated_recipe.instructions.some((s) => /dedo-de-moça|malagueta/.test(s))).toBe(true);
    const curry = await chef.modifyRecipe({ action: 'spicy', currentRecipe: asUser('fx-chicken-curry', 'en'), language: 'en' }, opts);
    expect(curry.updated_recipe.ingredients.some((i) => /green chillies|kashmiri/i.test(i.name))).toBe(true);
  });

  it('healthy bakes instead of frying and uses less fat', async () => {
    const res = await chef.modifyRecipe({ action: 'healthy', currentRecipe: asUser('fx-coxinha', 'en'), language: 'en' }, opts);
    expect(res.success).toBe(true);
    const steps = res.updated_recipe.instructions.join(' ');
    expect(steps).toMatch(/bake/i);
    expect(steps).not.toMatch(/Deep-fry in hot oil/);
    expect(steps).toMatch(/Instead of deep-frying/);
    expect(res.updated_recipe.ingredients.some((i) => /for frying/.test(i.name))).toBe(false);
    const strog = await chef.modifyRecipe({ action: 'healthy', currentRecipe: asUser('fx-beef-stroganoff', 'en'), language: 'en' }, opts);
    const names = strog.updated_recipe.ingredients.map((i) => i.name);
    expect(names).not.toContain('heavy cream');
    expect(names.some((n) => /evaporated milk|Greek yoghurt/.test(n))).toBe(true);
    expect(strog.updated_recipe.ingredients.find((i) => i.name === 'butter')!.amount).toBe('1 tbsp');
  });

  it('quick shortens the total time with techniques written into the steps', async () => {
    const before = asUser('fx-feijoada', 'pt');
    const res = await chef.modifyRecipe({ action: 'quick', currentRecipe: before, language: 'pt-BR' }, opts);
    expect(res.success).toBe(true);
    const after = res.updated_recipe.prepTime + res.updated_recipe.cookTime;
    expect(after).toBeLessThan(Number(before.prepTime) + Number(before.cookTime));
    expect(res.updated_recipe.instructions.join(' ')).toMatch(/panela de pressão/);
    expect(res.summary).toMatch(/panela de pressão|lata/);
  });

  it('quick on a 5-minute recipe says honestly it cannot', async () => {
    const res = await chef.modifyRecipe({ action: 'quick', currentRecipe: asUser('fx-banana-smoothie', 'en'), language: 'en' }, opts);
    expect(res.success).toBe(false);
    expect(res.reasoning).toMatch(/already takes 5 minutes/);
  });
});

describe('modify: custom requests', () => {
  it('understands diets, servings, less sugar, air fryer, without X and add X, in both languages', () => {
    expect(parseCustomRequest('make it vegan')).toEqual([{ kind: 'diet', diets: ['vegan'] }]);
    expect(parseCustomRequest('para 6 pessoas', 'pt-BR')).toEqual([{ kind: 'servings', servings: 6 }]);
    expect(parseCustomRequest('for six people')).toEqual([{ kind: 'servings', servings: 6 }]);
    expect(parseCustomRequest('menos açúcar', 'pt-BR')).toEqual([{ kind: 'reduce', what: ['sugar'] }]);
    expect(parseCustomRequest('less sugar')).toEqual([{ kind: 'reduce', what: ['sugar'] }]);
    expect(parseCustomRequest('na air fryer', 'pt-BR')).toEqual([{ kind: 'air-fryer' }]);
    expect(parseCustomRequest('sem lactose', 'pt-BR')).toEqual([{ kind: 'diet', diets: ['dairy-free'] }]);
    expect(parseCustomRequest('sem cebola', 'pt-BR')).toEqual([{ kind: 'remove', what: 'cebola' }]);
    expect(parseCustomRequest('without onion or garlic')).toEqual([
      { kind: 'remove', what: 'onion' },
      { kind: 'remove', what: 'garlic' },
    ]);
    expect(parseCustomRequest('add spinach')).toEqual([{ kind: 'add', what: 'spinach' }]);
    expect(parseCustomRequest('trocar frango por tofu', 'pt-BR')).toEqual([{ kind: 'replace', from: 'frango', to: 'tofu' }]);
    expect(parseCustomRequest('vegetarian, for 8 people')).toEqual(
      expect.arrayContaining([
        { kind: 'diet', diets: ['vegetarian'] },
        { kind: 'servings', servings: 8 },
      ]),
    );
  });

  it('serves a new number of people exactly', async () => {
    const res = await chef.modifyRecipe({ customPrompt: 'para 6 pessoas', currentRecipe: USER_PT, language: 'pt-BR' }, opts);
    expect(res.success).toBe(true);
    expect(res.updated_recipe.servings).toBe(6);
    expect(res.updated_recipe.ingredients[0]!.amount).toBe('1,5 kg');
  });

  it('sem lactose swaps every dairy ingredient', async () => {
    const res = await chef.modifyRecipe({ customPrompt: 'sem lactose', currentRecipe: asUser('fx-beef-stroganoff', 'pt'), language: 'pt-BR' }, opts);
    expect(res.success).toBe(true);
    expect(dairyLines(res.updated_recipe)).toEqual([]);
    expect(res.updated_recipe.instructions.join(' ')).not.toMatch(/creme de leite|manteiga/);
  });

  it('without X removes the ingredient and its mentions', async () => {
    const res = await chef.modifyRecipe({ customPrompt: 'sem cebola', currentRecipe: USER_PT, language: 'pt-BR' }, opts);
    expect(res.success).toBe(true);
    expect(res.updated_recipe.ingredients.map((i) => i.name)).not.toContain('cebola');
    expect(res.updated_recipe.instructions.join(' ')).not.toMatch(/cebola/);
    expect(res.updated_recipe.instructions.join(' ')).toMatch(/Junte o caldo de galinha/);
  });

  it('replace X with Y rewrites every mention', async () => {
    const res = await chef.modifyRecipe({ customPrompt: 'replace the ground beef with lentils', currentRecipe: USER_EN, language: 'en' }, opts);
    expect(res.success).toBe(true);
    expect(res.updated_recipe.ingredients[0]!.name).toBe('lentils');
    expect(res.updated_recipe.instructions[1]).toMatch(/Mix the lentils, ground pork/);
  });

  it('less sugar reduces measured sugar', async () => {
    const res = await chef.modifyRecipe({ customPrompt: 'less sugar', currentRecipe: asUser('fx-pancakes', 'en'), language: 'en' }, opts);
    expect(res.success).toBe(true);
    expect(res.updated_recipe.ingredients.find((i) => i.name === 'sugar')!.amount).toBe('1 1/2 tbsp');
  });

  it('air fryer replaces deep-frying', async () => {
    const res = await chef.modifyRecipe({ customPrompt: 'air fryer', currentRecipe: asUser('fx-coxinha', 'pt'), language: 'pt-BR' }, opts);
    expect(res.success).toBe(true);
    expect(res.updated_recipe.instructions.join(' ')).toMatch(/air fryer/);
  });

  it('converts units to one system, amounts that carried both keeping only the reader’s half', async () => {
    const recipe = {
      ...USER_EN,
      ingredients: [
        { name: 'milk', amount: '1 cup (240 ml)' },
        { name: 'butter', amount: '200 g/7 oz' },
        { name: 'tomatoes', amount: '1 (14 oz) can' },
        { name: 'ground beef', amount: '1 lb' },
      ],
    };
    const metric = await chef.modifyRecipe({ customPrompt: 'convert to metric', currentRecipe: recipe, language: 'en' }, opts);
    expect(metric.success).toBe(true);
    expect(metric.updated_recipe.ingredients.map((i) => i.amount)).toEqual(['240 ml', '200 g', '1 (400 g) can', '450 g']);
    const imperial = await chef.modifyRecipe({ customPrompt: 'convert to imperial', currentRecipe: recipe, language: 'en' }, opts);
    expect(imperial.success).toBe(true);
    expect(imperial.updated_recipe.ingredients.map((i) => i.amount)).toEqual(['1 cup', '7 oz', '1 (14 oz) can', '1 lb']);
  });

  it('answers a request it does not understand with success false and what it can do', async () => {
    const res = await chef.modifyRecipe({ customPrompt: 'make it taste like my grandmother’s', currentRecipe: USER_EN, language: 'en' }, opts);
    expect(res.success).toBe(false);
    expect(res.reasoning).toMatch(/I can make a recipe vegetarian/);
    expect(res.updated_recipe.title).toBe(USER_EN.title);
    const pt = await chef.modifyRecipe({ customPrompt: 'deixe com gosto de infância', currentRecipe: USER_PT, language: 'pt-BR' }, opts);
    expect(pt.success).toBe(false);
    expect(pt.reasoning).toMatch(/Consigo deixar a receita vegetariana/);
  });

  it('says so when the recipe has nothing to modify', async () => {
    const res = await chef.modifyRecipe({ action: 'vegetarian', currentRecipe: { title: 'Empty', ingredients: [], instructions: [] }, language: 'en' }, opts);
    expect(res.success).toBe(false);
    expect(res.reasoning).toMatch(/at least one ingredient/);
  });

  it('rejects an empty request at the schema', async () => {
    await expect(chef.modifyRecipe({ customPrompt: '  ', currentRecipe: USER_EN, language: 'en' }, opts)).rejects.toThrow(/modification request/);
  });
});
