import { describe, expect, it } from 'vitest';
import { CookbookChef } from '../cookbook/cookbook-chef.ts';

const chef = new CookbookChef();
const opts = { unitSystem: 'imperial' as const };

describe('findSubstitutes', () => {
  it('says the amount in words when the recipe gives none, in the request language', async () => {
    const ask = async (ingredient: string, language: 'en' | 'pt-BR') =>
      (
        await chef.findSubstitutes({ ingredient, recipeTitle: 'Cake', recipeInstructions: ['Bake.'], language }, opts)
      ).substitutes.map((s) => s.amount);
    expect(await ask('butter', 'en')).toEqual(expect.arrayContaining(['same amount', 'half the amount']));
    expect(await ask('manteiga', 'pt-BR')).toEqual(
      expect.arrayContaining(['mesma quantidade', 'metade da quantidade']),
    );
    expect((await ask('eggs', 'en'))[0]).toMatch(/flaxseed .* per unit$/);
    expect((await ask('ovos', 'pt-BR'))[0]).toMatch(/linhaça .* por unidade$/);
  });

  it("falls back on the lexicon entry's own substitutes when the table has none, in the request language", async () => {
    const en = await chef.findSubstitutes(
      { ingredient: 'leeks', amount: '2', recipeTitle: 'Soup', recipeInstructions: ['Simmer.'], language: 'en' },
      opts,
    );
    expect(en.substitutes).toEqual([{ name: 'onion', amount: '2', notes: expect.stringMatching(/same place/) }]);
    const pt = await chef.findSubstitutes(
      { ingredient: 'alho-poró', recipeTitle: 'Sopa', recipeInstructions: ['Cozinhe.'], language: 'pt-BR' },
      opts,
    );
    expect(pt.substitutes).toEqual([
      { name: 'cebola', amount: 'mesma quantidade', notes: expect.stringMatching(/mesmo papel/) },
    ]);
  });

  it('butter → olive oil at ¾ for sautéing, scaled to the recipe amount', async () => {
    const { substitutes } = await chef.findSubstitutes(
      {
        ingredient: 'butter',
        amount: '4 tbsp',
        recipeTitle: 'Garlic mushrooms',
        recipeInstructions: ['Melt the butter and sauté the mushrooms.'],
        language: 'en',
      },
      opts,
    );
    expect(substitutes.length).toBeGreaterThanOrEqual(3);
    expect(substitutes.length).toBeLessThanOrEqual(4);
    const oil = substitutes.find((s) => s.name === 'olive oil')!;
    expect(oil.amount).toBe('3 tbsp');
    expect(oil.notes).toMatch(/sautéing/);
  });

  it('egg → flax egg in baking, per egg, scaled to the count', async () => {
    const { substitutes } = await chef.findSubstitutes(
      {
        ingredient: 'eggs',
        amount: '2',
        recipeTitle: 'Banana cake',
        recipeInstructions: ['Bake for 40 minutes.'],
        language: 'en',
      },
      opts,
    );
    const flax = substitutes.find((s) => /flax/.test(s.name))!;
    expect(flax.amount).toBe('2 tbsp ground flaxseed + 6 tbsp water');
    expect(substitutes[0]!.name).toMatch(/flax|chia|aquafaba|banana|applesauce/);
  });

  it('answers in Portuguese for a Portuguese request', async () => {
    const { substitutes } = await chef.findSubstitutes(
      {
        ingredient: 'leite',
        amount: '1 xícara',
        recipeTitle: 'Bolo de fubá',
        recipeInstructions: ['Asse por 40 minutos.'],
        language: 'pt-BR',
      },
      opts,
    );
    expect(substitutes.map((s) => s.name)).toContain('leite de aveia');
    expect(substitutes.find((s) => s.name === 'leite de aveia')!.amount).toBe('1 xícara');
    expect(substitutes[0]!.notes).toMatch(/[ãçéá]|\b(em|de|para)\b/);
  });

  it.each([
    ['chicken', /tofu|chickpeas|mushrooms|jackfruit/],
    ['frango', /tofu|grão-de-bico|cogumelos|jaca/],
    ['ground beef', /lentils|soy protein|mushrooms|tofu/],
    ['heavy cream', /coconut cream/],
    ['sour cream', /Greek yoghurt/],
    ['creme de leite', /creme de coco/],
    ['soy sauce', /tamari/],
    ['farinha de trigo', /sem glúten/],
    ['honey', /maple syrup/],
    ['gelatin', /agar/],
  ])('%s → %s', async (ingredient, expected) => {
    const lang = /[ãçá]|frango|creme|farinha/.test(ingredient) ? 'pt-BR' : 'en';
    const { substitutes } = await chef.findSubstitutes({ ingredient, recipeTitle: 'Dinner', language: lang }, opts);
    expect(substitutes.map((s) => s.name).join(' | ')).toMatch(expected);
    for (const s of substitutes) expect(s.amount.length).toBeGreaterThan(0);
  });

  it('returns an empty list for something it does not know rather than inventing', async () => {
    const { substitutes } = await chef.findSubstitutes(
      { ingredient: 'xyzzy powder', recipeTitle: 'x', language: 'en' },
      opts,
    );
    expect(substitutes).toEqual([]);
  });

  it('accepts the instructions as one text', async () => {
    const { substitutes } = await chef.findSubstitutes(
      { ingredient: 'milk', recipeTitle: 'Pancakes', recipeInstructions: 'Mix.\nCook.', language: 'en' },
      opts,
    );
    expect(substitutes.length).toBeGreaterThan(0);
  });
});

describe('adjustInstructions', () => {
  it('replaces every mention in Portuguese, with articles re-inflected', async () => {
    const { adjustedInstructions } = await chef.adjustInstructions(
      {
        recipeTitle: 'Frango ao curry',
        currentInstructions: [
          'Tempere o frango com sal.',
          'Doure os pedaços de frango no óleo.',
          'Junte o leite de coco e cozinhe até o frango ficar macio.',
          'Sirva com arroz.',
        ],
        oldIngredient: 'frango',
        newIngredient: 'grão-de-bico',
        newAmount: '',
        language: 'pt-BR',
      },
      opts,
    );
    expect(adjustedInstructions).toEqual([
      'Tempere o grão-de-bico com sal.',
      // "pedaços de frango" is one phrase for chicken: chickpeas are not in pieces.
      'Doure o grão-de-bico no óleo.',
      'Junte o leite de coco e cozinhe até o grão-de-bico ficar macio.',
      'Sirva com arroz.',
    ]);
  });

  it('switches the article gender: a carne → os cogumelos', async () => {
    const { adjustedInstructions } = await chef.adjustInstructions(
      {
        currentInstructions: ['Doure a carne em fogo alto.', 'Volte a carne à panela.'],
        oldIngredient: 'carne',
        newIngredient: 'cogumelos',
        language: 'pt-BR',
      },
      opts,
    );
    expect(adjustedInstructions).toEqual(['Doure os cogumelos em fogo alto.', 'Volte os cogumelos à panela.']);
  });

  it('is case, plural and head-noun tolerant in English, and replaces a stated amount', async () => {
    const { adjustedInstructions } = await chef.adjustInstructions(
      {
        recipeTitle: 'Chicken bake',
        currentInstructions: [
          'Season the chicken breasts.',
          'Chicken breasts go in the oven for 25 minutes.',
          'Stir 2 cups of milk into the sauce.',
          'Serve.',
        ],
        oldIngredient: 'Chicken breasts',
        newIngredient: 'Firm tofu',
        newAmount: '',
        language: 'en',
      },
      opts,
    );
    expect(adjustedInstructions[0]).toBe('Season the firm tofu.');
    // The oven time becomes tofu's own (25–30 minutes), from the lexicon.
    expect(adjustedInstructions[1]).toMatch(/^Firm tofu go in the oven for 25(–30)? minutes\.$/);
    const milk = await chef.adjustInstructions(
      {
        currentInstructions: ['Stir 2 cups of milk into the sauce.', 'Add the milk slowly.'],
        oldIngredient: 'milk',
        newIngredient: 'oat milk',
        newAmount: '2 cups',
        language: 'en',
      },
      opts,
    );
    expect(milk.adjustedInstructions).toEqual(['Stir 2 cups of oat milk into the sauce.', 'Add the oat milk slowly.']);
    const butter = await chef.adjustInstructions(
      {
        currentInstructions: ['Melt 4 tbsp butter in a pan.'],
        oldIngredient: 'butter',
        newIngredient: 'olive oil',
        newAmount: '3 tbsp',
        language: 'en',
      },
      opts,
    );
    expect(butter.adjustedInstructions).toEqual(['Melt 3 tbsp olive oil in a pan.']);
  });

  it('does not touch other ingredients that share a word (peanut butter is not butter)', async () => {
    const { adjustedInstructions } = await chef.adjustInstructions(
      {
        currentInstructions: ['Mix the peanut butter with the soy sauce, then add the butter.'],
        oldIngredient: 'butter',
        newIngredient: 'coconut oil',
        language: 'en',
      },
      opts,
    );
    expect(adjustedInstructions[0]).toBe('Mix the peanut butter with the soy sauce, then add the coconut oil.');
  });

  it('handles accents and a name typed without them', async () => {
    const { adjustedInstructions } = await chef.adjustInstructions(
      {
        currentInstructions: ['Junte o açúcar e mexa.', 'Polvilhe AÇÚCAR por cima.'],
        oldIngredient: 'acucar',
        newIngredient: 'mel',
        language: 'pt-BR',
      },
      opts,
    );
    expect(adjustedInstructions).toEqual(['Junte o mel e mexa.', 'Polvilhe mel por cima.']);
  });
});
