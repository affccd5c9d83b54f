import { describe, expect, it } from 'vitest';
import type { TRecipeDraft } from '../../../shared/schemas/recipe.ts';
import { edit, first } from './test-helpers.ts';

/**
 * Refusals give true reasons and edits do what they say (issue 31, reader 5): a way of cooking
 * is not read as a food, a covered braise of a food the data can slow-cook goes to the slow cooker,
 * a swap "with X" swaps the food of X's kind, and whole pieces scale with a kitchen rounding.
 */

describe('a way of cooking named in a swap is a method, not a food', () => {
  it.each([
    ['fish and chips', 'bake it in the oven instead of deep frying', 'en', /oven/],
    ['fish and chips', 'in the oven instead of frying', 'en', /oven/],
    ['fish and chips', 'use the air fryer instead of deep-frying', 'en', /air fryer/],
    ['fish and chips', 'assar no forno em vez de fritar', 'pt-BR', /forno/],
    ['coxinha', 'na air fryer em vez de fritar', 'pt-BR', /air fryer/],
  ] as const)('%s: "%s"', async (dish, request, lang, method) => {
    const res = await edit(await first(dish, lang), request, lang);
    expect(res.summary).not.toMatch(/well enough|o bastante para cozinhar/);
    expect(res.summary).toMatch(method);
  });
});

describe('a covered braise goes to the slow cooker when its foods have a slow time', () => {
  it.each([
    ['filipino chicken adobo', 'can I do this in the slow cooker?', 'en', /slow cooker/, /hours/],
    ['adobo de frango', 'dá pra fazer na panela de cozimento lento?', 'pt-BR', /cozimento lento/, /horas/],
  ] as const)('%s: "%s"', async (dish, request, lang, where, hours) => {
    const recipe = await first(dish, lang);
    const res = await edit(recipe, request, lang);
    expect(res.success, res.summary).toBe(true);
    expect(res.summary).toMatch(hours);
    expect(res.updated_recipe.instructions.filter((s) => where.test(s))).toHaveLength(1);
    expect(res.updated_recipe.instructions.length).toBe(recipe.instructions.length);
  });

  it('still refuses a dish with no simmer at all (carbonara)', async () => {
    const res = await edit(await first('carbonara', 'en'), 'in the slow cooker', 'en');
    expect(res.success).toBe(false);
    expect(res.summary).toMatch(/no long simmer/);
  });
});

function own(title: string, ingredients: [string, string][], instructions: string[]): TRecipeDraft {
  return {
    title,
    description: '',
    prepTime: 10,
    cookTime: 20,
    servings: 6,
    difficulty: 'Easy',
    ingredients: ingredients.map(([amount, name]) => ({ amount, name })),
    instructions,
    tags: [],
    tips: [],
  };
}

const lines = (r: TRecipeDraft) => r.ingredients.map((i) => `${i.amount} ${i.name}`.toLowerCase());

const joes = own(
  'Sloppy joes',
  [
    ['2 lb', 'ground beef'],
    ['1', 'onion, diced'],
    ['1 cup', 'ketchup'],
    ['3 tbsp', 'brown sugar'],
  ],
  ['Brown the ground beef with the onion.', 'Stir in the ketchup and brown sugar and simmer 15 minutes.'],
);
const carne = own(
  'Carne moída da casa',
  [
    ['1 kg', 'carne moída'],
    ['1', 'cebola picada'],
    ['1 xícara', 'ketchup'],
    ['3 colheres (sopa)', 'açúcar mascavo'],
  ],
  ['Doure a carne moída com a cebola.', 'Junte o ketchup e o açúcar mascavo e cozinhe por 15 minutos.'],
);

describe('a swap named by the new food alone swaps the food of its kind, or says it cannot', () => {
  it.each([
    [joes, 'make it with ground turkey and less sugar', 'en', /ground turkey/, /ground beef/],
    [joes, 'use ground chicken instead', 'en', /ground chicken/, /ground beef/],
    [joes, 'with tofu please', 'en', /tofu/, /ground beef/],
    [carne, 'faz com peru moído e menos açúcar', 'pt-BR', /peru moído/, /carne moída/],
    [carne, 'usar frango moído no lugar', 'pt-BR', /frango moído/, /carne moída/],
  ] as const)('own recipe: "%s"', async (recipe, request, lang, to, from) => {
    const res = await edit(recipe, request, lang);
    expect(res.success, res.summary).toBe(true);
    expect(lines(res.updated_recipe).join('\n')).toMatch(to);
    expect([...lines(res.updated_recipe), ...res.updated_recipe.instructions].join('\n').toLowerCase()).not.toMatch(
      from,
    );
    expect(res.summary.toLowerCase()).toMatch(to);
  });

  it.each([
    ['chili con carne', 'with ground turkey', 'en', /ground turkey/],
    ['chili com carne', 'usar peru moído no lugar', 'pt-BR', /peru moído/],
  ] as const)('cookbook recipe %s: "%s"', async (dish, request, lang, to) => {
    const res = await edit(await first(dish, lang), request, lang);
    expect(res.success, res.summary).toBe(true);
    expect(lines(res.updated_recipe).join('\n')).toMatch(to);
  });

  it('says it cannot tell what the food replaces when nothing or several of its kind are there', async () => {
    const none = await edit(joes, 'with white rice', 'en');
    expect(none.success).toBe(false);
    expect(none.summary).toMatch(/can't tell what it would take the place of/);
    const two = own(
      'Two oils',
      [
        ['2 tbsp', 'butter'],
        ['2 tbsp', 'vegetable oil'],
        ['2', 'eggs'],
      ],
      ['Heat the butter and vegetable oil and scramble the eggs.'],
    );
    const which = await edit(two, 'use olive oil instead', 'en');
    expect(which.success).toBe(false);
    expect(which.summary).toMatch(/butter or vegetable oil|vegetable oil or butter/);
  });
});

describe('"less sugar" is less, not none', () => {
  it.each([
    [joes, 'less sugar', 'en'],
    [carne, 'menos açúcar', 'pt-BR'],
    [carne, 'com menos açúcar por favor', 'pt-BR'],
  ] as const)('"%s" keeps every line', async (recipe, request, lang) => {
    const res = await edit(recipe, request, lang);
    expect(res.success, res.summary).toBe(true);
    expect(res.updated_recipe.ingredients).toHaveLength(recipe.ingredients.length);
    expect(res.summary).not.toMatch(/sem açúcar|no added sugar|without sugar/i);
  });
});

describe('whole pieces scale with a kitchen rounding, said when it is not exact', () => {
  const bolo = own(
    'Bolo de laranja',
    [
      ['3', 'ovos'],
      ['1', 'laranja inteira com casca'],
      ['1 xícara', 'óleo'],
      ['2 xícaras', 'açúcar'],
    ],
    ['Bata tudo no liquidificador.', 'Asse a 180 °C por 40 minutos.'],
  );
  const omelet = own(
    'Big omelet',
    [
      ['3', 'eggs'],
      ['1', 'lemon'],
      ['1', 'onion, diced'],
      ['2 tbsp', 'butter'],
    ],
    ['Fry the onion in the butter.', 'Add the beaten eggs and cook until set; finish with lemon.'],
  );

  it.each([
    [bolo, 'quero fazer metade da receita', 'pt-BR', /^1\/2 laranja/, /^2 ovos/, /1 1\/2/],
    [bolo, 'metade', 'pt-BR', /^1\/2 laranja/, /^2 ovos/, /1 1\/2/],
    [omelet, 'halve it', 'en', /^1\/2 lemon/, /^2 eggs/, /1 1\/2/],
    [omelet, 'make half the recipe', 'en', /^1\/2 onion/, /^2 eggs/, /1 1\/2/],
  ] as const)('"%s"', async (recipe, request, lang, half, rounded, exact) => {
    const res = await edit(recipe, request, lang);
    expect(res.success, res.summary).toBe(true);
    const got = lines(res.updated_recipe);
    expect(
      got.some((l) => half.test(l)),
      got.join('; '),
    ).toBe(true);
    expect(
      got.some((l) => rounded.test(l)),
      got.join('; '),
    ).toBe(true);
    expect(res.summary).toMatch(exact);
  });

  it('says nothing of rounding when the pieces scale exactly', async () => {
    const res = await edit(omelet, 'double', 'en');
    expect(lines(res.updated_recipe)).toContain('6 eggs');
    expect(res.summary).not.toMatch(/rounded/);
  });
});

describe('a food listed beside others in a title is a component, not what the dish is made of', () => {
  it.each([
    ['jambalaya for 12', 'no pork please', 'en'],
    ['jambalaya for 12', "we don't eat pork, swap the sausage for something else", 'en'],
    ['jambalaya for 12', 'without the sausage', 'en'],
    ['jambalaya', 'troque a linguiça por outra coisa', 'pt-BR'],
    ['jambalaya', 'sem a linguiça', 'pt-BR'],
  ] as const)('%s: "%s" takes the sausage out of the steps it cooks in', async (dish, request, lang) => {
    const res = await edit(await first(dish, lang), request, lang);
    expect(res.summary).not.toMatch(
      /heart of it|base do prato|well enough|o bastante|not in this recipe|não está nesta receita|without pork.*without pork/,
    );
    expect(res.summary).toMatch(/step \d|etapa \d/);
    if (!/something else|outra coisa/.test(request)) {
      expect(res.success, res.summary).toBe(true);
      const r = res.updated_recipe;
      expect([r.title, r.description, ...r.instructions, ...lines(r)].join(' ')).not.toMatch(
        /sausage|linguiça|andouille/i,
      );
      // Step 1 keeps its oil heating, and the follow-up that lifted the sausage out goes with it.
      expect(r.instructions[0]).toMatch(/^(?:Heat the vegetable oil|Aqueça o óleo) [^.]*\.$/);
      expect(r.title).toMatch(/(?:Chicken and Shrimp|frango e camarão)$/);
    }
  });

  const massa = own(
    'Macarrão com salsicha do Pedro',
    [
      ['500 g', 'macarrão parafuso'],
      ['6', 'salsichas em rodelas'],
      ['1', 'cebola picada'],
      ['1 lata', 'molho de tomate'],
    ],
    ['Cozinhe o macarrão.', 'Doure a salsicha.', 'Junte o molho de tomate e misture ao macarrão.'],
  );
  const pasta = own(
    'Pasta with sausage',
    [
      ['500 g', 'penne'],
      ['4', 'pork sausages, sliced'],
      ['1 can', 'tomato sauce'],
    ],
    ['Cook the penne.', 'Brown the sausages.', 'Stir the tomato sauce into the penne.'],
  );
  const peppers = own(
    'Sausage and peppers',
    [
      ['4', 'pork sausages'],
      ['2', 'bell peppers, sliced'],
    ],
    ['Brown the sausages.', 'Add the bell peppers and cook 10 minutes.'],
  );

  it.each([
    [massa, 'tira a salsicha e deixa vegetariano', 'pt-BR'],
    [massa, 'vegetariano', 'pt-BR'],
    [pasta, 'make it vegetarian', 'en'],
    [pasta, 'no pork', 'en'],
  ] as const)('own recipe "%s": "%s" is not refused as what the dish is made of', async (recipe, request, lang) => {
    const res = await edit(recipe, request, lang);
    expect(res.summary).not.toMatch(/é do que este prato é feito|what this dish is made of/);
  });

  it('still refuses the food a title names first (sausage and peppers, no pork)', async () => {
    const res = await edit(peppers, 'no pork', 'en');
    expect(res.success).toBe(false);
    expect(res.summary).toMatch(/what this dish is made of/);
  });
});

describe('a food the recipe lacks, or has only by other names (issue 31)', () => {
  it.each([
    ['moqueca baiana', 'sem camarão', 'pt-BR', /^Camarão não está nesta receita\./],
    ['guacamole', 'no shrimp', 'en', /^Shrimp is not in this recipe\./],
    ['carrot cake', 'no chocolate', 'en', /^Chocolate is not in this recipe\./],
  ] as const)('%s, "%s": said with the cook\'s own word, as a sentence', async (dish, request, lang, said) => {
    const res = await edit(await first(dish, lang), request, lang);
    expect(res.success).toBe(false);
    expect(res.summary).toMatch(said);
  });

  it('takes out every line the words name ("sem chocolate" on a brigadeiro)', async () => {
    const res = await edit(await first('brigadeiro', 'pt-BR'), 'sem chocolate', 'pt-BR');
    expect(res.success, res.summary).toBe(true);
    expect(res.updated_recipe.ingredients.map((i) => i.name).join('\n')).not.toMatch(/chocolate/i);
  });

  it.each([
    ['bolo de cenoura', 'sem chocolate', 'pt-BR', /^Não dá para tirar chocolate/],
    ['brazilian carrot cake with chocolate glaze', 'without chocolate', 'en', /^I can't leave out [\w ]*chocolate/],
  ] as const)(
    '%s, "%s": refused, saying so, when the dish would still be called after them',
    async (dish, request, lang, said) => {
      const res = await edit(await first(dish, lang), request, lang);
      expect(res.success).toBe(false);
      expect(res.summary).toMatch(said);
    },
  );
});
