import { describe, expect, it } from 'vitest';
import { CookbookChef } from './cookbook-chef.ts';

const chef = new CookbookChef();

describe('units on a cook’s own recipe', () => {
  it('converts every amount and temperature, and writes a restated measure once ("1 lb (16 oz)" → "450 g")', async () => {
    const res = await chef.modifyRecipe(
      {
        customPrompt: 'convert to metric',
        language: 'en',
        currentRecipe: {
          title: 'My pancakes',
          servings: 4,
          ingredients: [
            { name: 'butter', amount: '1 lb (16 oz)' },
            { name: 'milk', amount: '1 cup' },
            { name: 'black beans', amount: '1 (14 oz) can' },
            { name: 'sugar', amount: '2 tbsp' },
          ],
          instructions: ['Bake at 350°F for 20 minutes.'],
        },
      },
      { unitSystem: 'metric' },
    );
    expect(res.success).toBe(true);
    expect(res.updated_recipe.ingredients.map((i) => i.amount)).toEqual(['450 g', '240 ml', '1 (400 g) can', '2 tbsp']);
    expect(res.updated_recipe.instructions[0]).toMatch(/180\s?°C/);
  });
});

describe('a request in several parts on a cook’s own recipe', () => {
  const tropeiro = {
    title: 'Feijão tropeiro da minha mãe',
    servings: 4,
    ingredients: [
      { name: 'feijão carioca cozido', amount: '500 g' },
      { name: 'bacon em cubos', amount: '150 g' },
      { name: 'linguiça calabresa', amount: '200 g' },
      { name: 'cebola picada', amount: '1' },
      { name: 'ovos', amount: '3' },
      { name: 'farinha de mandioca', amount: '1 xícara' },
    ],
    instructions: [
      'Frite o bacon até dourar e reserve.',
      'Na mesma gordura, frite a linguiça em rodelas e reserve.',
      'Refogue a cebola.',
      'Junte os ovos e mexa até cozinhar.',
      'Acrescente o feijão, a farinha aos poucos, o bacon e a linguiça.',
    ],
  };

  it('does the part it can (scaling) and says why it did not do the other, in one answer', async () => {
    const res = await chef.modifyRecipe(
      { customPrompt: 'sem carne de porco, e pra 8 pessoas', language: 'pt-BR', currentRecipe: tropeiro },
      { unitSystem: 'metric' },
    );
    expect(res.success).toBe(true);
    expect(res.updated_recipe.servings).toBe(8);
    expect(res.updated_recipe.ingredients[0]!.amount).toBe('1 kg');
    // The pork stays, and the answer says why: the bacon's fat is the only fat the rest cooks in.
    expect(res.updated_recipe.ingredients.some((i) => /bacon/.test(i.name))).toBe(true);
    expect(res.summary).toMatch(/8 porções/);
    expect(res.summary).toMatch(/sem carne de porco/);
    expect(res.summary).toMatch(/gordura/);
  });

  it('leaves a food out of a list in a step, called there by what it is a kind of', async () => {
    const res = await chef.modifyRecipe(
      {
        customPrompt: 'no pork, and for 4 people',
        language: 'en',
        currentRecipe: {
          title: 'Sunday pasta',
          servings: 2,
          ingredients: [
            { name: 'olive oil', amount: '2 tbsp' },
            { name: 'Italian sausage', amount: '250 g' },
            { name: 'frozen peas', amount: '1 cup' },
            { name: 'penne', amount: '200 g' },
          ],
          instructions: [
            'Boil the penne until al dente.',
            'Heat the olive oil, add the sausage and the peas and cook for 5 minutes.',
            'Toss with the penne.',
          ],
        },
      },
      { unitSystem: 'metric' },
    );
    expect(res.success, res.summary).toBe(true);
    expect(res.updated_recipe.servings).toBe(4);
    const all = [...res.updated_recipe.ingredients.map((i) => i.name), ...res.updated_recipe.instructions].join(' ');
    expect(all).not.toMatch(/sausage/i);
    expect(res.updated_recipe.instructions[1]).toBe('Heat the olive oil, add the peas and cook for 5 minutes.');
  });
});

describe('a food left out of a step that lists foods with commas', () => {
  // "pasta, sauce" read as one phrase was "pasta sauce": its placeholder took the comma in, and the
  // step's clauses were cut inside it (the edit threw instead of answering).
  it.each([
    [
      'en',
      'make it dairy free',
      [
        { name: 'ziti', amount: '500 g' },
        { name: 'marinara sauce', amount: '700 ml' },
        { name: 'ricotta', amount: '250 g' },
      ],
      ['Boil the ziti.', 'Mix pasta, sauce and ricotta, pour into a 23x33 cm dish.', 'Bake for 20 min.'],
      /ricotta/i,
    ],
    [
      'pt-BR',
      'sem lactose',
      [
        { name: 'macarrão penne', amount: '500 g' },
        { name: 'molho de tomate', amount: '700 ml' },
        { name: 'ricota', amount: '250 g' },
      ],
      ['Cozinhe o macarrão.', 'Misture massa, molho e ricota, despeje num refratário.', 'Asse por 20 min.'],
      /ricota/i,
    ],
  ] as const)(
    '%s: answers, and the food is gone from every step',
    async (language, customPrompt, ingredients, instructions, gone) => {
      const res = await chef.modifyRecipe(
        {
          customPrompt,
          language,
          currentRecipe: {
            title: 'Baked pasta',
            servings: 6,
            ingredients: [...ingredients],
            instructions: [...instructions],
          },
        },
        { unitSystem: 'metric' },
      );
      expect(res.success, res.summary).toBe(true);
      expect(res.updated_recipe.instructions.join(' ')).not.toMatch(gone);
      expect(res.updated_recipe.instructions.join(' ')).not.toMatch(/[{}]/);
    },
  );
});
