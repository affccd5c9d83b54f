import { describe, expect, it } from 'vitest';
import type { TChefRecipeInput } from '../../../shared/schemas/chef.ts';
import { knowledgeRoom } from '../../knowledge/room.ts';
import { CookbookChef } from '../cookbook/cookbook-chef.ts';
import { cookbook } from '../cookbook/load.ts';
import { pack } from '../cookbook/pack.ts';
import { renderVersion } from '../cookbook/render.ts';
import { guessCuisine } from './facts.ts';
import { readerOf, readerPack } from './pack.ts';
import { tagsFor } from './tags.ts';
import { tipFits, tipsFor as tipsOfRecipe } from './tips.ts';

const chef = new CookbookChef();
const opts = { unitSystem: 'metric' as const };
const room = knowledgeRoom();
const book = cookbook();

const RISOTTO: TChefRecipeInput = {
  title: 'Risoto de cogumelos',
  description: '',
  prepTime: 10,
  cookTime: 30,
  servings: 4,
  difficulty: 'Medium',
  ingredients: [
    { name: 'arroz arbóreo', amount: '2 xícaras' },
    { name: 'cogumelos paris', amount: '300 g' },
    { name: 'cebola', amount: '1' },
    { name: 'alho', amount: '2 dentes' },
    { name: 'caldo de legumes', amount: '1,5 litro' },
    { name: 'queijo parmesão ralado', amount: '1/2 xícara' },
    { name: 'manteiga', amount: '2 colheres (sopa)' },
  ],
  instructions: [
    'Refogue a cebola e o alho na manteiga.',
    'Junte o arroz e os cogumelos.',
    'Acrescente o caldo aos poucos, mexendo, por 20 minutos.',
    'Finalize com o parmesão.',
  ],
  tags: ['italiana'],
  tips: [],
};

describe('suggestTips', () => {
  it('gives up to 5 tips from the ingredients and techniques, in the recipe language', async () => {
    const pt = await chef.suggestTips({ recipe: RISOTTO, language: 'pt-BR' }, opts);
    expect(pt.tips.length).toBeGreaterThan(0);
    expect(pt.tips.length).toBeLessThanOrEqual(5);
    expect(pt.tips.join(' ')).toMatch(/cogumelos|alho|cebola|arroz/);
    // Asked from an English interface, a Portuguese recipe still gets Portuguese tips (they are saved with it).
    const fromEn = await chef.suggestTips({ recipe: RISOTTO, language: 'en' }, opts);
    expect(fromEn.tips).toEqual(pt.tips);
    const en = await chef.suggestTips({ recipe: FRIED_RICE_EN, language: 'pt-BR' }, opts);
    expect(en.tips.length).toBeGreaterThan(0);
    const english = new Set(readerOf(room).tips.map((t) => t.text.en));
    expect(en.tips.filter((t) => !english.has(t))).toEqual([]);
  });

  it('does not repeat a tip the recipe already has', async () => {
    const first = await chef.suggestTips({ recipe: RISOTTO, language: 'pt-BR' }, opts);
    const again = await chef.suggestTips({ recipe: { ...RISOTTO, tips: first.tips }, language: 'pt-BR' }, opts);
    for (const t of again.tips) expect(first.tips).not.toContain(t);
  });

  it('gives frying advice for fried food', async () => {
    const e = book.entries.find((x) => x.key === 'polenta-frita')!;
    const d = renderVersion(room, book.version(e), { lang: 'en', system: 'metric', servings: e.servings });
    const { tips } = await chef.suggestTips(
      { recipe: { ...d, title: 'Crispy polenta sticks', tips: [] }, language: 'en' },
      opts,
    );
    expect(tips.join(' ')).toMatch(/oil/);
  });

  it('offers the cookbook’s own tips first for a recipe it knows', async () => {
    const e = book.entries.find((x) => x.key === 'polenta-frita')!;
    const v = book.version(e);
    const d = renderVersion(room, v, { lang: 'pt-BR', system: 'metric', servings: e.servings });
    const { tips } = await chef.suggestTips({ recipe: { ...d, tips: [] }, language: 'en' }, opts);
    expect(v.tips?.['pt-BR'].length).toBeGreaterThan(0);
    expect(tips.slice(0, v.tips!['pt-BR'].length)).toEqual(v.tips!['pt-BR'].slice(0, 5));
  });
});

describe('suggestTags', () => {
  it('tags cuisine, diet and main facts, not already present, at most 8', async () => {
    const { tags } = await chef.suggestTags({ recipe: RISOTTO, language: 'pt-BR' }, opts);
    expect(tags.length).toBeLessThanOrEqual(8);
    expect(tags).toContain('vegetariana');
    expect(tags).toContain('risoto');
    expect(tags).not.toContain('italiana');
    const fromEn = await chef.suggestTags({ recipe: { ...RISOTTO, tags: [] }, language: 'en' }, opts);
    expect(fromEn.tags).toEqual(expect.arrayContaining(['italiana', 'vegetariana', 'risoto']));
  });

  it('never gives a Portuguese recipe English tags, nor an English recipe Portuguese ones', async () => {
    const english = new Set([
      'italian',
      'vegetarian',
      'vegan',
      'quick',
      'easy',
      'dinner',
      'lunch',
      'rice',
      'sweet',
      'veggie-packed',
      'gluten-free',
      'dairy-free',
      'chinese',
      'stir-fry',
    ]);
    const portuguese = new Set([
      'italiana',
      'vegetariana',
      'vegana',
      'rápida',
      'fácil',
      'jantar',
      'almoço',
      'arroz',
      'doce',
      'cheio de legumes',
      'sem glúten',
      'sem lactose',
      'chinesa',
      'salteado',
    ]);
    for (const language of ['en', 'pt-BR'] as const) {
      const pt = await chef.suggestTags({ recipe: { ...FRIED_RICE_PT, tags: [] }, language }, opts);
      expect(pt.tags.length).toBeGreaterThan(0);
      expect(pt.tags.filter((t) => english.has(t))).toEqual([]);
      const en = await chef.suggestTags({ recipe: { ...FRIED_RICE_EN, tags: [] }, language }, opts);
      expect(en.tags.length).toBeGreaterThan(0);
      expect(en.tags.filter((t) => portuguese.has(t))).toEqual([]);
    }
  });

  it('never claims a diet the recipe breaks', async () => {
    const { tags } = await chef.suggestTags({ recipe: RISOTTO, language: 'en' }, opts);
    expect(tags).not.toContain('vegan');
    expect(tags).not.toContain('dairy-free');
    expect(tags).not.toContain('keto');
  });

  it('tags keto by the diet table’s meaning, when every line can be weighed and a serving stays under the limit', async () => {
    const salmon = recipe(
      'Seared salmon with greens',
      [
        ['600 g', 'salmon fillets'],
        ['2 tbsp', 'olive oil'],
        ['200 g', 'spinach'],
      ],
      ['Sear the salmon in the oil for 4 minutes a side.', 'Wilt the spinach in the same pan.'],
    );
    expect((await chef.suggestTags({ recipe: salmon, language: 'en' }, opts)).tags).toContain('keto');
    const sweet = { ...salmon, ingredients: [...salmon.ingredients!, { name: 'bananas', amount: '4' }] };
    expect((await chef.suggestTags({ recipe: sweet, language: 'en' }, opts)).tags).not.toContain('keto');
  });

  it('guesses a cuisine from typical dishes and foods', () => {
    expect(guessCuisine(book, 'Feijoada com farofa e couve', '', [])).toBe('brazilian');
    expect(guessCuisine(book, 'Chicken tikka masala with naan', '', ['chicken', 'naan'])).toBe('indian');
    expect(guessCuisine(book, 'Tacos al pastor', 'With salsa.', ['jalapeno', 'salsa'])).toBe('mexican');
    expect(guessCuisine(book, 'Dinner', 'Cook the chicken.', ['chicken'])).toBeNull();
  });
});

// ---------------------------------------------------------------- tips that fit the recipe
const recipe = (
  title: string,
  ingredients: [string, string][],
  instructions: string[],
  extra: Partial<TChefRecipeInput> = {},
): TChefRecipeInput => ({
  title,
  prepTime: 10,
  cookTime: 15,
  servings: 4,
  ingredients: ingredients.map(([amount, name]) => ({ amount, name })),
  instructions,
  ...extra,
});
const tipsFor = async (r: TChefRecipeInput, language: 'en' | 'pt-BR') =>
  (await chef.suggestTips({ recipe: r, language }, opts)).tips.join('\n');

const FRIED_RICE_EN = recipe(
  'Egg fried rice',
  [
    ['3 cups', 'cooked jasmine rice, cold'],
    ['3', 'eggs'],
    ['2 tbsp', 'vegetable oil'],
    ['2', 'spring onions'],
    ['2 tbsp', 'soy sauce'],
    ['2 cloves', 'garlic'],
  ],
  [
    'Heat the oil in a wok over high heat until smoking.',
    'Scramble the eggs for 30 seconds and push them aside.',
    'Add the garlic and the cold cooked rice and stir-fry for 3 minutes.',
    'Season with the soy sauce and top with the spring onions.',
  ],
);
const FRIED_RICE_PT = recipe(
  'Arroz frito com ovo',
  [
    ['3 xícaras', 'de arroz cozido frio'],
    ['3', 'ovos'],
    ['2 colheres (sopa)', 'de óleo'],
    ['2', 'cebolinhas'],
    ['2 colheres (sopa)', 'de shoyu'],
    ['2', 'dentes de alho'],
  ],
  [
    'Aqueça o óleo na wok em fogo alto até soltar fumaça.',
    'Mexa os ovos por 30 segundos e afaste para o lado.',
    'Junte o alho e o arroz cozido frio e salteie por 3 minutos.',
    'Tempere com o shoyu e finalize com a cebolinha.',
  ],
);
const PASTA_LIGHT_EN = recipe(
  'Spaghetti aglio e olio',
  [
    ['400 g', 'spaghetti'],
    ['4 cloves', 'garlic'],
    ['1/3 cup', 'olive oil'],
    ['1 pinch', 'salt'],
  ],
  [
    'Bring a pot of water to the boil and salt it lightly.',
    'Cook the spaghetti until al dente and drain.',
    'Warm the oil with the garlic and toss with the spaghetti.',
  ],
);
const PASTA_LIGHT_PT = recipe(
  'Espaguete alho e óleo',
  [
    ['400 g', 'de espaguete'],
    ['4', 'dentes de alho'],
    ['1/3 xícara', 'de azeite'],
    ['1 pitada', 'de sal'],
  ],
  [
    'Ferva a água e salgue levemente.',
    'Cozinhe o espaguete até ficar al dente e escorra.',
    'Aqueça o azeite com o alho e misture ao espaguete.',
  ],
);
const CAKE_EN = recipe(
  'Vanilla cake',
  [
    ['2 cups', 'flour'],
    ['1 cup', 'sugar'],
    ['3', 'eggs'],
    ['1/2 cup', 'butter'],
    ['2 tsp', 'baking powder'],
  ],
  [
    'Beat the butter and sugar, then the eggs.',
    'Fold in the flour and baking powder.',
    'Bake at 350 °F for 35 minutes.',
  ],
  { cookTime: 35 },
);
const CAKE_PT = recipe(
  'Bolo de fubá',
  [
    ['2 xícaras', 'de fubá'],
    ['1 xícara', 'de açúcar'],
    ['3', 'ovos'],
    ['1/2 xícara', 'de óleo'],
    ['1 colher (sopa)', 'de fermento'],
    ['1 xícara', 'de farinha de trigo'],
  ],
  ['Bata os ovos, o açúcar e o óleo.', 'Junte o fubá, a farinha e o fermento.', 'Asse a 180 °C por 40 minutos.'],
  { cookTime: 40 },
);
const CHOPS_PT = recipe(
  'Bisteca frita',
  [
    ['4', 'bistecas de porco'],
    ['3', 'dentes de alho'],
    ['1 colher (chá)', 'de sal'],
    ['3 colheres (sopa)', 'de óleo'],
  ],
  [
    'Tempere as bistecas com o alho e o sal.',
    'Frite as bistecas no óleo quente por 5 minutos de cada lado.',
    'Escorra em papel-toalha e sirva.',
  ],
);
const CHOPS_EN = recipe(
  'Fried pork chops',
  [
    ['4', 'pork chops'],
    ['1 cup', 'flour'],
    ['2 cups', 'oil for frying'],
  ],
  [
    'Dredge the chops in the flour.',
    'Deep-fry the chops in the hot oil for 6 minutes.',
    'Drain on paper towels and serve.',
  ],
);
const STEW_EN = recipe(
  'Beef stew',
  [
    ['2 lb', 'beef chuck'],
    ['3', 'carrots'],
    ['4 cups', 'beef stock'],
    ['1', 'onion'],
  ],
  ['Brown the beef in batches.', 'Add the onion, carrots and stock and simmer for 2 hours.'],
  { cookTime: 130 },
);

describe('suggestTips: tips fit the recipe', () => {
  it('offers no oven tip for a dish cooked on the stove, and no rinsing for rice already cooked (en, pt-BR)', async () => {
    for (const [r, lang] of [
      [FRIED_RICE_EN, 'en'],
      [FRIED_RICE_PT, 'pt-BR'],
      [FRIED_RICE_PT, 'en'],
      [FRIED_RICE_EN, 'pt-BR'],
    ] as const) {
      const tips = await tipsFor(r, lang);
      expect(tips).not.toMatch(/oven|forno/i);
      expect(tips).not.toMatch(/rinse the rice|lave o arroz/i);
      // The eggs are scrambled over high heat on purpose.
      expect(tips).not.toMatch(/gentle heat|fogo brando/i);
    }
  });

  it('does not tell to salt the pasta water generously when a step says to salt it lightly', async () => {
    for (const [r, lang] of [
      [PASTA_LIGHT_EN, 'en'],
      [PASTA_LIGHT_PT, 'pt-BR'],
      [PASTA_LIGHT_PT, 'en'],
    ] as const) {
      expect(await tipsFor(r, lang)).not.toMatch(/salt the pasta water generously|salgue bem a água/i);
    }
    // Without a word about salt, the tip stays.
    const plain = {
      ...PASTA_LIGHT_EN,
      instructions: [
        'Cook the spaghetti in boiling water until al dente and drain.',
        'Warm the oil with the garlic and toss with the spaghetti.',
      ],
    };
    expect(await tipsFor(plain, 'en')).toMatch(/salt the pasta water generously/i);
  });

  it('never tells to rinse risotto rice', async () => {
    expect(await tipsFor(RISOTTO, 'pt-BR')).not.toMatch(/lave o arroz/i);
    expect(await tipsFor(RISOTTO, 'en')).not.toMatch(/rinse the rice/i);
  });

  it('keeps oven tips for what is baked', async () => {
    expect(await tipsFor(CAKE_EN, 'en')).toMatch(/oven|batter|flour/i);
    expect(await tipsFor(CAKE_PT, 'pt-BR')).toMatch(/forno|massa|farinha/i);
  });

  it('does not tell to drain on a rack when the steps drain on paper towels', async () => {
    for (const [r, lang] of [
      [CHOPS_PT, 'pt-BR'],
      [CHOPS_EN, 'en'],
      [CHOPS_EN, 'pt-BR'],
    ] as const) {
      const tips = await tipsFor(r, lang);
      expect(tips).not.toMatch(/rack rather than paper|grade em vez de papel/i);
    }
    // Frying advice that agrees with the steps is still given.
    expect(await tipsFor(CHOPS_EN, 'en')).toMatch(/oil/i);
  });

  it('reads eggs in a dough and cassava starch for what they are (pão de queijo)', async () => {
    const paoDeQueijo = recipe(
      'Pão de queijo',
      [
        ['500 g', 'de polvilho azedo'],
        ['1 xícara', 'de leite'],
        ['1/2 xícara', 'de óleo'],
        ['2', 'ovos'],
        ['200 g', 'de queijo meia-cura ralado'],
      ],
      [
        'Ferva o leite com o óleo e escalde o polvilho.',
        'Junte os ovos um a um e depois o queijo, sovando até a massa ficar lisa.',
        'Faça bolinhas e asse a 200 °C por 25 minutos.',
      ],
    );
    for (const lang of ['pt-BR', 'en'] as const) {
      const tips = await tipsFor(paoDeQueijo, lang);
      expect(tips).not.toMatch(/roast potatoes|asse as batatas/i);
      expect(tips).not.toMatch(/gentle heat|fogo brando/i);
    }
    const scrambled = recipe(
      'Scrambled eggs',
      [
        ['4', 'eggs'],
        ['1 tbsp', 'butter'],
      ],
      [
        'Melt the butter in a skillet over medium heat.',
        'Cook the eggs in the skillet, stirring, for 2 minutes until just set.',
      ],
    );
    expect(await tipsFor(scrambled, 'en')).toMatch(/gentle heat/i);
  });

  it('gives pasta-water advice only where pasta boils, cream advice only where cream meets heat, chilling only for what is chilled', async () => {
    const tabbouleh = recipe(
      'Tabbouleh',
      [
        ['1/2 cup', 'fine bulgur'],
        ['2 bunches', 'parsley'],
        ['2', 'tomatoes'],
        ['3 tbsp', 'lemon juice'],
      ],
      ['Soak the bulgur in the lemon juice for 15 minutes.', 'Chop the parsley and tomatoes and mix with the bulgur.'],
      { cookTime: 0 },
    );
    const raita = recipe(
      'Raita de pepino',
      [
        ['2 xícaras', 'de iogurte natural'],
        ['1', 'pepino ralado'],
        ['1 colher (chá)', 'de cominho'],
      ],
      ['Misture o iogurte com o pepino.', 'Polvilhe o cominho e sirva gelado.'],
      { cookTime: 0 },
    );
    const churros = recipe(
      'Churros',
      [
        ['1 cup', 'water'],
        ['1 cup', 'flour'],
        ['1/2 cup', 'sugar'],
        ['1 tsp', 'cinnamon'],
        ['2 cups', 'oil for frying'],
      ],
      [
        'Boil the water, stir in the flour and cool the dough.',
        'Pipe strips into the hot oil and fry for 3 minutes.',
        'Roll them in the sugar and cinnamon and serve warm.',
      ],
    );
    for (const lang of ['en', 'pt-BR'] as const) {
      expect(await tipsFor(tabbouleh, lang)).not.toMatch(/pasta water|água do macarrão/i);
      expect(await tipsFor(raita, lang)).not.toMatch(/off the boil|fora da fervura/i);
      expect(await tipsFor(churros, lang)).not.toMatch(/chill it well|gele bem/i);
    }
  });

  it('does not repeat what a step already says (browning in batches)', async () => {
    const tips = await tipsFor(STEW_EN, 'en');
    expect(tips).not.toMatch(/brown it in batches/i);
    expect(tips).toMatch(/\w/);
  });
});

describe('tipFits', () => {
  const tip = (en: string, _pt: string) => {
    const t = readerOf(room).tips.find((x) => x.text.en === en);
    if (!t) throw new Error(`no tip "${en}"`);
    return t;
  };
  const oven = tip(
    'Preheat the oven fully before the dish goes in, for even cooking.',
    'Preaqueça bem o forno antes de levar o prato, para assar por igual.',
  );
  const pressure = tip(
    'A pressure cooker cuts long simmering to about a third of the time.',
    'A panela de pressão reduz o cozimento longo para cerca de um terço do tempo.',
  );
  const cream = tip(
    'Add cream or yoghurt off the boil so the sauce does not split.',
    'Junte o creme de leite ou o iogurte fora da fervura para o molho não talhar.',
  );
  const tofu = tip(
    'Press tofu for 10 minutes before cooking; drier tofu browns and soaks up sauce.',
    'Prense o tofu por 10 minutos antes de cozinhar; mais seco, ele doura e absorve o molho.',
  );
  const steps = (...instructions: string[]) => ({ ingredients: [], instructions });

  it('needs the method the tip is about, in either language', () => {
    expect(tipFits(room, oven, steps('Bake for 30 minutes.'))).toBe(true);
    expect(tipFits(room, oven, steps('Asse por 30 minutos.'))).toBe(true);
    expect(tipFits(room, oven, steps('Stir-fry for 3 minutes.'))).toBe(false);
    expect(tipFits(room, oven, steps('Salteie por 3 minutos.'))).toBe(false);
  });

  it('offers a pressure cooker for long simmering, not for baking or a dish already in one', () => {
    expect(tipFits(room, pressure, steps('Simmer for 2 hours.'))).toBe(true);
    expect(tipFits(room, pressure, steps('Cozinhe em fogo baixo por 2 horas.'))).toBe(true);
    expect(tipFits(room, pressure, steps('Bake for 70 minutes.'))).toBe(false);
    expect(tipFits(room, pressure, steps('Cozinhe na panela de pressão por 40 minutos.'))).toBe(false);
  });

  it('reads a "do not" in the step as agreeing with the tip', () => {
    expect(tipFits(room, cream, steps('Stir in the cream and bring to a boil for 2 minutes.'))).toBe(false);
    expect(tipFits(room, cream, steps('Junte o creme de leite e deixe ferver por 2 minutos.'))).toBe(false);
    expect(tipFits(room, cream, steps('Junte o creme de leite e não deixe ferver.'))).toBe(true);
  });

  it('knows silken tofu is not pressed, and does not repeat a step', () => {
    expect(
      tipFits(room, tofu, {
        ingredients: [{ name: 'silken tofu', amount: '400 g' }],
        instructions: ['Blend everything.'],
      }),
    ).toBe(false);
    expect(
      tipFits(room, tofu, {
        ingredients: [{ name: 'tofu firme', amount: '400 g' }],
        instructions: ['Prense o tofu por 20 minutos.'],
      }),
    ).toBe(false);
    expect(
      tipFits(room, tofu, {
        ingredients: [{ name: 'firm tofu', amount: '400 g' }],
        instructions: ['Brown the tofu in oil.'],
      }),
    ).toBe(true);
  });
});

describe('tips and tags for every cookbook recipe, asked from the other language', () => {
  const { vocab, diets } = room;
  const tagTexts = [
    ...Object.values(vocab.cuisines).map((c) => ({ en: c.adjective.en.toLowerCase(), 'pt-BR': c.adjective['pt-BR'] })),
    ...Object.values(vocab.dishTypes).map((d) => ({ en: d.names.en[0]!, 'pt-BR': d.names['pt-BR'][0]! })),
    ...Object.keys(pack('en').courses).map((c) => ({ en: pack('en').courses[c]!, 'pt-BR': pack('pt-BR').courses[c]! })),
    ...Object.values(diets).map((d) => d.tag),
    ...(['quick', 'under15', 'spicy'] as const).map((k) => ({
      en: readerPack(room, 'en').tags[k],
      'pt-BR': readerPack(room, 'pt-BR').tags[k],
    })),
    ...Object.keys(readerPack(room, 'en').tags.methods).map((m) => ({
      en: readerPack(room, 'en').tags.methods[m as 'oven']!,
      'pt-BR': readerPack(room, 'pt-BR').tags.methods[m as 'oven']!,
    })),
  ].filter((t) => t.en !== t['pt-BR']);
  // "pasta" is also Portuguese (a dip or spread).
  const onlyIn = (lang: 'en' | 'pt-BR') => {
    const other = new Set(tagTexts.map((t) => t[lang === 'en' ? 'pt-BR' : 'en']));
    return new Set(tagTexts.map((t) => t[lang]).filter((t) => !other.has(t)));
  };
  const only = { en: onlyIn('en'), 'pt-BR': onlyIn('pt-BR') };
  const ruleTipsIn = (lang: 'en' | 'pt-BR') => new Set(readerOf(room).tips.map((t) => t.text[lang]));
  const ruleTips = { en: ruleTipsIn('en'), 'pt-BR': ruleTipsIn('pt-BR') };

  it('writes them in the recipe language: a Portuguese recipe never gets an English tag or tip', () => {
    for (const e of book.entries.filter((x) => !x.variantId)) {
      const v = book.version(e);
      for (const lang of ['en', 'pt-BR'] as const) {
        const other = lang === 'en' ? 'pt-BR' : 'en';
        const d = renderVersion(room, v, { lang, system: 'metric', servings: e.servings });
        const recipe = { ...d, tips: [], tags: [] };
        const tags = tagsFor(book, recipe, other);
        expect(tags.length, `${e.key} ${lang}`).toBeGreaterThan(0);
        expect(
          tags.filter((t) => only[other].has(t)),
          `${e.key} ${lang}`,
        ).toEqual([]);
        const tips = tipsOfRecipe(book, recipe, other);
        expect(tips.length, `${e.key} ${lang}`).toBeGreaterThan(0);
        const own = new Set(v.tips?.[lang] ?? []);
        expect(
          tips.filter((t) => !ruleTips[lang].has(t) && !own.has(t)),
          `${e.key} ${lang}`,
        ).toEqual([]);
      }
    }
  });
});
