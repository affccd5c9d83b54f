import { describe, expect, it } from 'vitest';
import type { TRecipeDraft } from '../../../shared/schemas/recipe.ts';
import { edit, first, type Lang } from './test-helpers.ts';

/**
 * Every edit does what was asked coherently or refuses with a true reason (issue 31, reread 9):
 * a dairy that is a minor part of a dish (a cream stirred in, a cooking fat, a yogurt on the
 * side) is swapped where the dish is not made of it; a diet that takes the main food of a cook's
 * own recipe puts a stand-in that cooks the way the steps cook it in its place, or refuses; what
 * the edit took out is out of the title, the description and the steps' follow-ups too.
 */

const DAIRY: Record<Lang, RegExp> = {
  en: /\b(?:butter|cream|milk|yogurt|yoghurt|ghee|cheese)\b/i,
  'pt-BR': /\b(?:manteiga|creme de leite|leite|iogurte|queijo)\b/i,
};
const PLANT: Record<Lang, RegExp> = {
  en: /\b(?:vegan|coconut|soy|oat|oil)\b/i,
  'pt-BR': /\b(?:vegan[ao]|coco|soja|aveia|óleo)\b/i,
};
const lines = (r: TRecipeDraft) => r.ingredients.map((i) => `${i.amount} ${i.name}`);

describe('dairy-free where the dairy is a minor part', () => {
  it.each([
    ['butter chicken', 'dairy free', 'en'],
    ['frango com manteiga indiano', 'sem lactose', 'pt-BR'],
    ['frikadellen', 'dairy-free please', 'en'],
    ['mujadara', 'sem lactose', 'pt-BR'],
    ['bife de fígado acebolado', 'sem leite', 'pt-BR'],
  ] as const)('%s: "%s" swaps each dairy for a plant stand-in', async (dish, request, lang) => {
    const recipe = await first(dish, lang);
    const res = await edit(recipe, request, lang);
    expect(res.success, res.summary).toBe(true);
    const dairy = lines(res.updated_recipe).filter((l) => DAIRY[lang].test(l) && !PLANT[lang].test(l));
    expect(dairy, res.summary).toEqual([]);
    // Nothing the steps used is missing: the same number of steps, each still there.
    expect(res.updated_recipe.instructions.length).toBe(recipe.instructions.length);
  });

  it('keeps the title from claiming a diet the dish does not keep (butter chicken is not vegan)', async () => {
    const res = await edit(await first('butter chicken', 'en'), 'dairy free', 'en');
    expect(res.updated_recipe.title).not.toMatch(/vegan/i);
  });

  it('still refuses where dairy is the dish (a cheese sauce)', async () => {
    const res = await edit(await first('baked mac and cheese', 'en'), 'dairy free', 'en');
    expect(res.success).toBe(false);
    expect(res.summary).toMatch(/cheddar/);
  });
});

function own(
  title: string,
  description: string,
  ingredients: [string, string][],
  instructions: string[],
): TRecipeDraft {
  return {
    title,
    description,
    prepTime: 10,
    cookTime: 25,
    servings: 6,
    difficulty: 'Easy',
    ingredients: ingredients.map(([amount, name]) => ({ amount, name })),
    instructions,
    tags: [],
    tips: [],
  };
}

describe('a diet that takes the main food of a cook’s own recipe', () => {
  const joes = own(
    "Aunt Jo's Sloppy Joes",
    'Friday night on soft buns.',
    [
      ['1.5 lb', 'ground beef'],
      ['1', 'onion, diced'],
      ['1 cup', 'ketchup'],
      ['1 tbsp', 'worcestershire sauce'],
      ['6', 'hamburger buns'],
    ],
    ['Brown the beef with the onion, drain.', 'Stir in ketchup and worcestershire.', 'Pile onto toasted buns.'],
  );

  it('puts a stand-in that takes the step’s browning in its place, without the draining of fat', async () => {
    const res = await edit(joes, 'make it vegetarian and gluten free', 'en');
    expect(res.success, res.summary).toBe(true);
    const r = res.updated_recipe;
    expect(lines(r).join('\n')).toMatch(/mushrooms/);
    expect(lines(r).join('\n')).not.toMatch(/beef|lentil/);
    expect(r.instructions[0]).toMatch(/^Brown the mushrooms with the onion\.$/);
    expect(res.summary).toMatch(/main food/);
    // the buns went: the description that was about them goes too
    expect(r.description).not.toMatch(/buns/);
  });

  it('does the same in Portuguese, mending "e escorra a gordura"', async () => {
    const res = await edit(
      own(
        'Almoço da vó',
        'Com arroz e feijão, todo dia.',
        [
          ['500 g', 'carne moída'],
          ['1', 'cebola picada'],
          ['2', 'tomates picados'],
        ],
        [
          'Refogue a cebola, junte a carne moída e doure bem, e escorra a gordura.',
          'Junte os tomates e cozinhe por 10 minutos.',
        ],
      ),
      'vegetariano',
      'pt-BR',
    );
    expect(res.success, res.summary).toBe(true);
    expect(res.updated_recipe.instructions[0]).toBe('Refogue a cebola, junte os cogumelos e doure bem.');
    expect(res.summary).toMatch(/ingrediente principal/);
  });

  it('weighs a counted main for a stand-in of another size ("4 chicken breasts" → tofu by weight)', async () => {
    const res = await edit(
      own(
        "Dad's Sunday Grill",
        '',
        [
          ['4', 'chicken breasts'],
          ['2 tbsp', 'olive oil'],
        ],
        ['Rub the chicken with the oil.', 'Grill for 6-7 minutes a side until cooked through.'],
      ),
      'make it vegetarian',
      'en',
    );
    expect(res.success, res.summary).toBe(true);
    expect(res.updated_recipe.ingredients[0]!.amount).toMatch(/\b(?:lb|oz|g)\b/);
    expect(res.updated_recipe.ingredients[0]!.name).toMatch(/tofu/);
  });
});

describe('a component of a dish of something else leaves as it is', () => {
  it('"no pork" on a pasta with sausage and peas leaves the sausage out (the pasta is the dish)', async () => {
    const res = await edit(
      own(
        'Sunday pasta',
        '',
        [
          ['2 tbsp', 'olive oil'],
          ['250 g', 'Italian sausage'],
          ['1 cup', 'frozen peas'],
          ['200 g', 'penne'],
        ],
        ['Boil the penne.', 'Heat the olive oil, add the sausage and the peas and cook for 5 minutes.'],
      ),
      'no pork',
      'en',
    );
    expect(res.success, res.summary).toBe(true);
    expect(res.updated_recipe.instructions[1]).toBe('Heat the olive oil, add the peas and cook for 5 minutes.');
  });
});

describe('what an edit took out leaves the title', () => {
  it('"Oatmeal Raisin Cookies" without raisins are oatmeal cookies', async () => {
    const res = await edit(
      own(
        "Granny's Oatmeal Raisin Cookies",
        'The tin on her counter.',
        [
          ['1 cup', 'butter'],
          ['1 cup', 'rolled oats'],
          ['1 cup', 'raisins'],
        ],
        ['Cream the butter.', 'Mix in the oats, then the raisins.', 'Bake at 350F for 10-12 min.'],
      ),
      'take out the raisins',
      'en',
    );
    expect(res.success, res.summary).toBe(true);
    expect(res.updated_recipe.title).toBe("Granny's Oatmeal Cookies");
  });
});

describe('eggs beaten into a batter are its binder', () => {
  it.each([
    ['bolo formigueiro', 'sem ovo', 'pt-BR', /linhaça moída/],
    ['pound cake', 'egg free', 'en', /ground flaxseed/],
    ['vanilla cupcakes', 'no eggs please', 'en', /ground flaxseed/],
    // "{brown-sugar}" in the step is a food, not the verb "brown"
    ['carrot cake', 'egg free', 'en', /ground flaxseed/],
  ] as const)('%s: "%s" takes flax eggs, never tofu, and says how to make them', async (dish, request, lang, how) => {
    const res = await edit(await first(dish, lang), request, lang);
    expect(res.success, res.summary).toBe(true);
    const list = lines(res.updated_recipe).join('\n');
    expect(list).not.toMatch(/tofu/);
    expect(list).toMatch(/linhaça|flax/i);
    expect(res.summary).toMatch(how);
  });
});

describe('grilled pieces in the air fryer', () => {
  it.each(['en', 'pt-BR'] as const)('köfte: the description and tips no longer say grilled (%s)', async (lang) => {
    const res = await edit(await first('izgara kofte', lang), lang === 'en' ? 'air fryer' : 'na air fryer', lang);
    expect(res.success, res.summary).toBe(true);
    const grill = lang === 'en' ? /\bgrilled until\b|\bon the grill\b/i : /\bgrelhados até\b|\bna grelha\b/i;
    expect([res.updated_recipe.description, ...res.updated_recipe.tips].join(' ')).not.toMatch(grill);
    expect(res.updated_recipe.description).toMatch(/\w —/);
  });
});

describe('no draining after baking', () => {
  it('a baked pastel is not drained', async () => {
    const res = await edit(await first('pastel de feira', 'pt-BR'), 'dá pra assar em vez de fritar?', 'pt-BR');
    expect(res.success, res.summary).toBe(true);
    expect(res.updated_recipe.instructions.join(' ')).not.toMatch(/\bescorra\b/i);
  });
});

describe('reader 11: edits the cookbook can do', () => {
  it('a swap the cookbook has as a recipe of its own is that recipe (chicken → tofu katsu curry)', async () => {
    const res = await edit(await first('chicken katsu curry', 'en'), 'swap the chicken for tofu', 'en');
    expect(res.success, res.summary).toBe(true);
    expect(res.updated_recipe.title).toMatch(/tofu/i);
    expect(lines(res.updated_recipe).join('\n')).not.toMatch(/chicken/i);
  });

  it.each([
    ['key lime pie', 'no oven, mine is broken', 'en', /stovetop/],
    ['key lime pie', 'can I make it without an oven?', 'en', /stovetop/],
    ['lasanha à bolonhesa', 'não tenho forno', 'pt-BR', /fogão/],
  ] as const)('%s: "%s" is a way of cooking, not a food', async (dish, request, lang, where) => {
    const res = await edit(await first(dish, lang), request, lang);
    expect(res.summary).not.toMatch(/well enough|o bastante para cozinhar/);
    expect(res.summary).toMatch(where);
  });

  it('a dish that never goes in the oven already is made without one', async () => {
    const res = await edit(await first('estrogonofe de carne', 'pt-BR'), 'sem forno', 'pt-BR');
    expect(res.summary).toMatch(/já é feita no fogão/);
  });

  it('air-fried croquettes are not dropped into hot oil first', async () => {
    const res = await edit(await first('bolinho de bacalhau', 'pt-BR'), 'dá pra fazer na airfryer?', 'pt-BR');
    expect(res.success, res.summary).toBe(true);
    const steps = res.updated_recipe.instructions.join(' ');
    expect(steps).not.toMatch(/óleo quente/);
    expect(steps).not.toMatch(/\.\./);
  });

  it('a recipe whose line is named in its own words is still the chef’s (fresh egg fettuccine)', async () => {
    const res = await edit(await first('fettuccine alfredo', 'en'), 'make it healthier', 'en');
    expect(res.summary).not.toMatch(/a recipe I did not write/);
  });
});
