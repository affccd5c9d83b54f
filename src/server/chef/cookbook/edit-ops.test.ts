import { describe, expect, it } from 'vitest';
import type { TRecipeDraft } from '../../../shared/schemas/recipe.ts';
import { edit, first } from './test-helpers.ts';

/**
 * Edits as operations (issue 31, reader 6): a fried dish goes to the oven from method data and the
 * pieces' own records, a diet swaps what has a stand-in by function and refuses, naming it, what
 * has none, and after an edit nothing in the recipe names what left it.
 */

const text = (r: TRecipeDraft) => [r.title, r.description, ...r.instructions, ...r.tips].join('\n');

describe('a deep-fried dish baked in the oven instead', () => {
  it.each([
    [
      'pastel de carne',
      'prefiro assado ao invés de frito',
      'pt-BR',
      /\bforno a \d+ °C/,
      /\basse por \d+ a \d+ minutos/,
    ],
    [
      'bolinho de bacalhau',
      'quero assados no lugar de fritos',
      'pt-BR',
      /\bforno a \d+ °C/,
      /\basse por \d+ a \d+ minutos/,
    ],
    ['falafel', 'baked rather than fried', 'en', /\boven to \d+ °C/, /\bbake for \d+–\d+ minutes/],
    [
      'southern fried chicken',
      'can I bake it in the oven instead of deep frying?',
      'en',
      /\boven to \d+ °C/,
      /\b74 °C\b/,
    ],
  ] as const)('%s: "%s"', async (dish, request, lang, oven, time) => {
    const recipe = await first(dish, lang);
    const res = await edit(recipe, request, lang);
    expect(res.success, res.summary).toBe(true);
    const steps = res.updated_recipe.instructions.join('\n');
    expect(steps).toMatch(oven);
    expect(steps).toMatch(time);
    // The frying is gone from the steps, the description and the tips (the dish keeps its name);
    // a spoonful of oil is brushed on.
    const { title: _title, ...rest } = res.updated_recipe;
    expect(text({ ...rest, title: '' })).not.toMatch(
      lang === 'en' ? /\b(?:deep[- ])?fr(?:y|ied|ying)\b/i : /\bfrit[ae]\b|fritura/i,
    );
    const oil = res.updated_recipe.ingredients.filter((i) => /brush|pincelar/.test(i.name));
    expect(oil).toHaveLength(1);
    expect(oil[0]!.amount).toMatch(/^1 (?:tbsp|colher \(sopa\))/);
    expect(res.summary).toMatch(lang === 'en' ? /oven.*brush/ : /forno.*pincelar/);
  });

  it('refuses, saying why, when the pieces have no oven time in their record or are in a batter', async () => {
    const wings = await edit(await first('frango a passarinho', 'pt-BR'), 'quero assado em vez de frito', 'pt-BR');
    expect(wings.success).toBe(false);
    expect(wings.summary).toMatch(/tempo de forno/);
    const battered = await edit(
      await first('fish and chips', 'en'),
      'bake it in the oven instead of deep frying',
      'en',
    );
    expect(battered.success).toBe(false);
    expect(battered.summary).toMatch(/batter/);
    expect(battered.summary).not.toMatch(/basket/);
  });
});

describe('a diet swaps what has a stand-in by function, and leaves nothing the dish is made on out', () => {
  const lines = (r: TRecipeDraft) => r.ingredients.map((i) => `${i.amount} ${i.name}`.toLowerCase());
  it.each([
    ['lasagna', 'gluten free please', 'en', [/gluten-free lasagna sheets/, /gluten-free flour/]],
    ['lasanha', 'sem glúten', 'pt-BR', [/massa para lasanha sem glúten/, /farinha sem glúten/]],
    ['tagliatelle bolognese', 'gluten-free', 'en', [/gluten-free pasta/]],
    ['mac and cheese', 'gluten-free', 'en', [/gluten-free pasta/, /gluten-free flour/, /gluten-free breadcrumbs/]],
    ['chicken pot pie', 'gluten free', 'en', [/gluten-free pastry/, /gluten-free flour/]],
    ['frango à parmegiana', 'sem glúten', 'pt-BR', [/farinha de rosca sem glúten/]],
  ] as const)('%s: "%s"', async (dish, request, lang, wanted) => {
    const recipe = await first(dish, lang);
    const res = await edit(recipe, request, lang);
    expect(res.success, res.summary).toBe(true);
    expect(res.summary).not.toMatch(/Left out|Tirei/);
    expect(res.updated_recipe.ingredients.length).toBe(recipe.ingredients.length);
    for (const w of wanted)
      expect(
        lines(res.updated_recipe).some((l) => w.test(l)),
        `${w}`,
      ).toBe(true);
  });

  it('refuses, naming it, when the food the dish is made on has no stand-in', async () => {
    const res = await edit(await first('yaki udon', 'en'), 'gluten free', 'en');
    expect(res.success).toBe(false);
    expect(res.summary).toMatch(/\budon\b.*no gluten-free stand-in/);
  });
});

function own(title: string, ingredients: [string, string][], instructions: string[]): TRecipeDraft {
  return {
    title,
    description: '',
    prepTime: 10,
    cookTime: 30,
    servings: 4,
    difficulty: 'Easy',
    ingredients: ingredients.map(([amount, name]) => ({ amount, name })),
    instructions,
    tags: [],
    tips: [],
  };
}

describe("toppings are not the dish's heart; a creamy stand-in is the one used elsewhere", () => {
  const bowls = own(
    'Taco Tuesday Bowls',
    [
      ['2 cans', 'black beans, drained'],
      ['3 cups', 'cooked rice'],
      ['1 cup', 'salsa'],
      ['1/2 cup', 'sour cream'],
      ['1 cup', 'cheddar, grated'],
    ],
    [
      'Warm the beans in a pot for 5 minutes.',
      'Divide the rice and beans between bowls.',
      'Top with the salsa, sour cream and cheddar.',
    ],
  );
  const tropeiro = own(
    'Feijão tropeiro da casa',
    [
      ['2 xícaras', 'feijão carioca cozido'],
      ['1', 'cebola picada'],
      ['1 xícara', 'farinha de mandioca'],
      ['2', 'ovos'],
      ['1/2 xícara', 'creme de leite'],
      ['1/2 xícara', 'queijo ralado'],
    ],
    [
      'Refogue a cebola.',
      'Junte o feijão e mexa por 5 minutos.',
      'Mexa os ovos e misture tudo com a farinha de mandioca.',
      'Sirva com o creme de leite e o queijo ralado por cima.',
    ],
  );

  it.each([
    [bowls, 'dairy free please', 'en', /sour cream|cheddar/i, 'Top with the salsa.'],
    [tropeiro, 'sem lactose', 'pt-BR', /creme de leite|queijo/i, null],
  ] as const)('a dairy topping leaves: "%s"', async (recipe, request, lang, gone, serve) => {
    const res = await edit(recipe, request, lang);
    expect(res.success, res.summary).toBe(true);
    const r = res.updated_recipe;
    expect([...r.ingredients.map((i) => i.name), ...r.instructions].join('\n')).not.toMatch(gone);
    if (serve) expect(r.instructions).toContain(serve);
    expect(r.ingredients.length).toBe(recipe.ingredients.length - 2);
  });

  it('swaps sour cream stirred into a dish for the creamy stand-in the stroganoff uses', async () => {
    const pasta = own(
      'Creamy mushroom pasta',
      [
        ['400 g', 'spaghetti'],
        ['300 g', 'mushrooms'],
        ['2 tbsp', 'olive oil'],
        ['1 cup', 'sour cream'],
      ],
      [
        'Boil the spaghetti for 10 minutes.',
        'Fry the mushrooms in the olive oil for 5 minutes.',
        'Stir in the sour cream and the spaghetti and warm through.',
      ],
    );
    const res = await edit(pasta, 'dairy free', 'en');
    expect(res.success, res.summary).toBe(true);
    expect(res.updated_recipe.ingredients.map((i) => i.name)).toContain('coconut cream');
    const stroganoff = await edit(await first('strogonofe de carne', 'pt-BR'), 'sem lactose', 'pt-BR');
    expect(stroganoff.updated_recipe.ingredients.some((i) => /creme de coco/.test(`${i.amount} ${i.name}`))).toBe(true);
  });
});

describe('after an edit nothing in the recipe names what left it, and the note names it', () => {
  it.each([
    ['tiramisu', 'no alcohol, it is for the kids', 'en', /alcohol|marsala|wine/i, /marsala/],
    ['tiramisu', 'leave out the marsala', 'en', /alcohol|marsala|wine/i, /marsala/],
    ['tiramisù', 'sem álcool, é para as crianças', 'pt-BR', /álcool|alcoólica|marsala|vinho/i, /marsala/],
  ] as const)('%s: "%s"', async (dish, request, lang, named, note) => {
    const res = await edit(await first(dish, lang), request, lang);
    expect(res.success, res.summary).toBe(true);
    const r = res.updated_recipe;
    expect([r.title, r.description, ...r.tips, ...r.ingredients.map((i) => i.name)].join('\n')).not.toMatch(named);
    expect(res.summary).toMatch(note);
  });
});

describe('a request that avoids several kinds at once', () => {
  // The peanuts were swapped for cashews before the next part took the nuts out: the list held
  // them twice and the note said both "peanuts → cashews" and "already nut-free".
  it.each([
    ['vatapá', 'sem amendoim e castanha, alergia', 'pt-BR'],
    ['vatapá', 'no peanuts and no tree nuts, allergy', 'en'],
  ] as const)('%s: %s', async (dish, request, lang) => {
    const res = await edit(await first(dish, lang), request, lang);
    expect(res.success, res.summary).toBe(true);
    const lines = res.updated_recipe.ingredients.map((i) => i.name).join(' | ');
    expect(lines).not.toMatch(/amendoim|castanha|peanut|cashew/i);
    expect(res.summary).not.toMatch(/→|já é|already/);
  });
});

describe('a swap of the main food leaves none of its words behind (issue 31, reread8)', () => {
  it.each([
    ['ground beef tacos', 'make it vegetarian', 'en', /\bbeef\b/i, /\bfat\b/i, /\bmushroom\b/i],
    ['tacos de carne moída', 'faz vegetariano', 'pt-BR', /\bcarne\b/i, /\bgordura\b/i, /\bcogumelo\b/i],
    ['pollo saltado', 'use tofu instead of chicken', 'en', /\bchicken\b/i, /\bthighs?\b/i, /\btofu\b/i],
    ['pollo saltado', 'troca o frango por tofu', 'pt-BR', /\bfrango\b/i, /\bsobrecoxa\b/i, /\btofu\b/i],
  ] as const)('%s: "%s"', async (dish, request, lang, old, own, standIn) => {
    const res = await edit(await first(dish, lang), request, lang);
    expect(res.success, res.summary).toBe(true);
    const r = res.updated_recipe;
    // The title and description name the stand-in where they named the food it replaced.
    expect(r.title).not.toMatch(old);
    expect(r.title).toMatch(standIn);
    expect([r.description, ...r.tips].join('\n')).not.toMatch(old);
    // What only the replaced food did (giving off fat) or was (its cuts) is in no step or tip.
    expect([...r.instructions, ...r.tips].join('\n')).not.toMatch(own);
    expect(r.instructions.join('\n')).toMatch(standIn);
  });
});

describe('a food left out takes no more than its own words with it (issue 31, reread8)', () => {
  // What is left of a food ("the rest of the oil", "metade do alho que sobrou") needs an earlier step
  // that used part of it; words that only said when the left-out food cooked go with it.
  const REST = {
    en: /\b(?:the rest of the|(?:half|some) the remaining|the remaining)\s+([a-z]+)/i,
    'pt-BR': /\b(?:restante d[oa]s?|resto d[oa]s?)\s+([\p{L}]+)|d[oa]s?\s+([\p{L}]+)\s+que sobr/iu,
  } as const;
  const BARE = { en: /^(?:meanwhile|then|next)\.$/i, 'pt-BR': /^(?:enquanto isso|depois|em seguida)\.$/i } as const;
  it.each([
    ['caldo verde', 'no pork', 'en'],
    ['caldo verde', 'sem carne de porco', 'pt-BR'],
    ['virado a paulista', 'no pork', 'en'],
    ['virado a paulista', 'sem carne de porco', 'pt-BR'],
  ] as const)('%s: "%s"', async (dish, request, lang) => {
    const res = await edit(await first(dish, lang), request, lang);
    expect(res.success, res.summary).toBe(true);
    const steps = res.updated_recipe.instructions;
    steps.forEach((step, n) => {
      expect(step.split(/(?<=[.!?])\s+/).filter((x) => BARE[lang].test(x))).toEqual([]);
      const m = REST[lang].exec(step);
      if (!m) return;
      const food = (m[1] ?? m[2])!.toLowerCase().slice(0, 4);
      const before = [...steps.slice(0, n), step.slice(0, m.index)].join(' ').toLowerCase();
      expect(before, step).toContain(food);
    });
  });
});
