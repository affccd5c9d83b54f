import { describe, expect, it } from 'vitest';
import type { TRecipeDraft } from '../../../shared/schemas/recipe.ts';
import { edit, first } from './test-helpers.ts';

/**
 * Edits a cook would make, read as a cook reads them (issue 31, reader 4): refusals give true
 * reasons, unit requests convert, a structural food leaves only for a stand-in that does its job,
 * the note says only what changed, and the cook's own typed-in recipes get the same care.
 */

function all(r: TRecipeDraft): string {
  return [r.title, r.description, ...r.ingredients.map((i) => `${i.amount} ${i.name}`), ...r.instructions, ...r.tips]
    .join('\n')
    .toLowerCase();
}

const lines = (r: TRecipeDraft) => r.ingredients.map((i) => `${i.amount} ${i.name}`.toLowerCase());

function own(title: string, servings: number, ingredients: [string, string][], instructions: string[]): TRecipeDraft {
  return {
    title,
    description: '',
    prepTime: 15,
    cookTime: 30,
    servings,
    difficulty: 'Easy',
    ingredients: ingredients.map(([amount, name]) => ({ amount, name })),
    instructions,
    tags: [],
    tips: [],
  };
}

const muffins = own(
  "Grandma's blueberry muffins",
  12,
  [
    ['2 cups', 'all-purpose flour'],
    ['3/4 cup', 'sugar'],
    ['2 tsp', 'baking powder'],
    ['1/2 tsp', 'salt'],
    ['2', 'eggs'],
    ['1/2 cup', 'butter, melted'],
    ['1 cup', 'milk'],
    ['1 1/2 cups', 'blueberries'],
  ],
  [
    'Heat the oven to 375°F and line a muffin tin.',
    'Whisk the flour, sugar, baking powder and salt in a bowl.',
    'In another bowl whisk the eggs, melted butter and milk.',
    'Stir the wet into the dry just until combined, then fold in the blueberries.',
    'Fill the cups and bake for 20-25 minutes, until a toothpick comes out clean.',
  ],
);

const bolo = own(
  'Bolo de fubá da vó',
  10,
  [
    ['2 xícaras', 'fubá'],
    ['1 e 1/2 xícara', 'açúcar'],
    ['1 xícara', 'farinha de trigo'],
    ['3', 'ovos'],
    ['1 xícara', 'leite'],
    ['1/2 xícara', 'óleo'],
    ['2 colheres de sopa', 'manteiga'],
    ['1 colher de sopa', 'fermento em pó'],
  ],
  [
    'Preaqueça o forno a 180 °C e unte uma forma com a manteiga.',
    'Bata no liquidificador os ovos, o leite, o óleo e o açúcar.',
    'Junte o fubá e a farinha de trigo e bata até ficar liso.',
    'Misture o fermento com uma colher.',
    'Despeje na forma e asse por 40 minutos.',
  ],
);

describe('a diet on a dish whose meat is one component beside the rest', () => {
  it('leaves the chop of a virado à paulista out of every field, keeping the beans, in both languages', async () => {
    for (const [lang, request, chop] of [
      ['pt-BR', 'vegetariano', /bisteca|porco|suín/],
      ['en', 'make it vegetarian', /\bpork\b|\bchops?\b/],
    ] as const) {
      const r = await first('virado à paulista', lang);
      const res = await edit(r, request, lang);
      expect(res.success, res.summary).toBe(true);
      const text = all(res.updated_recipe);
      expect(text).not.toMatch(chop);
      expect(text).not.toMatch(/bacon|linguiça|torresmo/);
      expect(text).toMatch(lang === 'en' ? /beans/ : /feijão/);
      expect(text).toMatch(lang === 'en' ? /cassava flour/ : /farinha de mandioca/);
      // The step that only cooked the chop went with it, the plating step stays without it.
      expect(res.updated_recipe.instructions.length).toBe(r.instructions.length - 2);
      expect(res.summary).not.toMatch(/heart|base do prato/);
      expect(res.updated_recipe.tags).toContain(lang === 'en' ? 'vegetarian' : 'vegetariana');
    }
  });

  it('leaves a side chop out of the cook’s own plate with the oil it fried in, in both languages', async () => {
    for (const [lang, request, title, chop, rest] of [
      ['en', 'no pork', 'Weeknight plate', 'pork chops', 'the rice and the black beans'],
      ['pt-BR', 'vegetariano', 'Prato feito da semana', 'bisteca de porco', 'o arroz e o feijão'],
    ] as const) {
      const plate = own(
        title,
        2,
        [
          ['1 cup', lang === 'en' ? 'white rice' : 'arroz branco'],
          ['2 cups', lang === 'en' ? 'black beans, cooked' : 'feijão'],
          ['2', chop],
          ['2 tbsp', lang === 'en' ? 'vegetable oil' : 'óleo'],
        ],
        lang === 'en'
          ? [
              'Cook the rice for 18 minutes.',
              'Warm the black beans.',
              'Fry the pork chops in the vegetable oil for 5 minutes per side.',
              'Serve the rice, the black beans and the pork chops.',
            ]
          : [
              'Cozinhe o arroz por 18 minutos.',
              'Aqueça o feijão.',
              'Frite a bisteca de porco no óleo por 5 minutos de cada lado.',
              'Sirva o arroz, o feijão e a bisteca de porco.',
            ],
      );
      const res = await edit(plate, request, lang);
      expect(res.success, res.summary).toBe(true);
      expect(all(res.updated_recipe)).not.toMatch(/pork|porco|bisteca/);
      expect(res.updated_recipe.ingredients.length).toBe(2);
      expect(res.updated_recipe.instructions.at(-1)).toMatch(rest);
    }
    const named = own(
      'Pork chops with rice',
      2,
      [
        ['1 cup', 'white rice'],
        ['2', 'pork chops'],
      ],
      ['Cook the rice for 18 minutes.', 'Fry the pork chops for 5 minutes per side.'],
    );
    expect((await edit(named, 'no pork', 'en')).success).toBe(false);
  });

  it('a removal is one operation; a food fried after another component leaves its clause of the step', async () => {
    const virado = await first('virado à paulista', 'en');
    const res = await edit(virado, 'without the eggs', 'en');
    expect(res.success, res.summary).toBe(true);
    expect(res.summary).toMatch(/step 6 and step 7/);
    expect(res.updated_recipe.instructions.join(' ')).not.toMatch(/\beggs?\b/);
    expect(res.updated_recipe.instructions.join(' ')).toMatch(/Fry the bananas in .* until golden on both sides\./);
    const beef = await edit(await first('beef stroganoff', 'en'), 'without the beef', 'en');
    expect(beef.summary).not.toMatch(/without beef and without beef/);
    const paio = await edit(await first('feijoada', 'pt-BR'), 'sem paio', 'pt-BR');
    expect(paio.success, paio.summary).toBe(true);
    expect(paio.summary).toMatch(/\(etapa 4\)/);
    expect(paio.summary).toMatch(/o paio, .* ele era cozido/);
    expect(paio.updated_recipe.instructions.join(' ')).not.toMatch(/paio/);
    expect(paio.updated_recipe.instructions.join(' ')).toMatch(/Junte a calabresa e cozinhe/);
  });

  it('still refuses a dish named for its meat, saying so (steak frites)', async () => {
    const res = await edit(await first('steak frites', 'en'), 'make it vegetarian', 'en');
    expect(res.success).toBe(false);
    expect(res.summary).toMatch(/steak/i);
  });

  it('still refuses meats cooked into the pot (feijoada without pork)', async () => {
    const res = await edit(await first('feijoada', 'pt-BR'), 'sem carne de porco', 'pt-BR');
    expect(res.success).toBe(false);
    expect(res.summary).toMatch(/paio/);
  });
});

describe('a request for a unit system, by naming its units', () => {
  it('converts a metric cookbook recipe to cups and ounces', async () => {
    const r = await first('beef stroganoff', 'en');
    expect(all(r)).toMatch(/\d\s*g\b/);
    const res = await edit(r, 'use US cups and ounces please', 'en');
    expect(res.success, res.summary).toBe(true);
    expect(all(res.updated_recipe)).not.toMatch(/\d\s*(?:g|kg|ml)\b/);
    expect(all(res.updated_recipe)).toMatch(/\d\s*(?:lb|oz|cups?)\b/);
  });

  it('converts a cook’s own recipe: "in grams", "em gramas", "in ounces"', async () => {
    const rice = own(
      'My rice',
      4,
      [
        ['400 g', 'white rice'],
        ['800 ml', 'water'],
        ['2 tbsp', 'olive oil'],
      ],
      ['Heat the olive oil in a pot, add the rice and stir for 2 minutes.', 'Add the water and cook for 18 minutes.'],
    );
    const oz = await edit(rice, 'in cups and ounces', 'en');
    expect(oz.success, oz.summary).toBe(true);
    expect(lines(oz.updated_recipe).join(' ')).not.toMatch(/\d\s*(?:g|ml)\b/);
    const grams = await edit(muffins, 'in grams please', 'en');
    expect(grams.success, grams.summary).toBe(true);
    expect(lines(grams.updated_recipe).find((l) => l.includes('flour'))).toMatch(/\d+\s*g\b/);
    const gramas = await edit(
      own('Bolo simples', 8, [['2 xícaras', 'farinha de trigo']], ['Misture a farinha de trigo e asse a 180 °F.']),
      'em gramas',
      'pt-BR',
    );
    expect(gramas.success, gramas.summary).toBe(true);
    expect(lines(gramas.updated_recipe)[0]).toMatch(/\d+\s*g\b/);
  });

  it('naming units converts the amounts and keeps the oven and pan; naming the system converts all', async () => {
    const bolo = await first('bolo de cenoura', 'pt-BR');
    const cups = await edit(bolo, 'em xícaras', 'pt-BR');
    expect(cups.success, cups.summary).toBe(true);
    expect(cups.updated_recipe.instructions.join(' ')).toMatch(/180 °C/);
    expect(lines(cups.updated_recipe).join('\n')).not.toMatch(/\d\s*(?:g|ml)\b/);
    expect(cups.summary).toMatch(/temperaturas e tamanhos como estavam/);
    const bread = await first('banana bread', 'en', 'imperial');
    const grams = await edit(bread, 'in grams', 'en', 'imperial');
    expect(grams.updated_recipe.instructions.join(' ')).toMatch(/°F/);
    expect(lines(grams.updated_recipe).join('\n')).toMatch(/\d\s*g\b/);
    const metric = await edit(bread, 'metric please', 'en', 'imperial');
    expect(metric.updated_recipe.instructions.join(' ')).toMatch(/°C/);
    expect(metric.summary).toMatch(/Amounts and temperatures now in metric/);
  });

  it('does not claim a conversion when the recipe is already in that system', async () => {
    for (const [lang, request] of [
      ['en', 'metric please'],
      ['pt-BR', 'em gramas'],
    ] as const) {
      const r = await first(lang === 'en' ? 'banana bread' : 'bolo de cenoura', lang);
      const res = await edit(r, request, lang);
      expect(res.summary).not.toMatch(/now in|agora em/);
      expect(res.summary).toMatch(/already|já está/);
      expect(res.updated_recipe.ingredients).toEqual(r.ingredients);
    }
    const arroz = own(
      'Arroz da casa',
      4,
      [
        ['400 g', 'arroz'],
        ['800 ml', 'água'],
      ],
      ['Cozinhe o arroz na água por 18 minutos.'],
    );
    const mine = await edit(arroz, 'sistema métrico', 'pt-BR');
    expect(mine.summary).toMatch(/já está em medidas métricas/);
    const cups = await edit(muffins, 'in cups please', 'en');
    expect(cups.summary).toMatch(/already in US units/);
    expect(cups.updated_recipe.ingredients).toEqual(muffins.ingredients);
  });
});

describe('a structural food leaves only for a stand-in that does its job', () => {
  it('vegan muffins of the cook’s own: flax egg, plant milk, vegan butter, nothing dropped', async () => {
    const res = await edit(muffins, 'make it vegan', 'en');
    expect(res.success, res.summary).toBe(true);
    expect(res.updated_recipe.ingredients.length).toBe(muffins.ingredients.length);
    const list = lines(res.updated_recipe).join('\n');
    expect(list).toMatch(/flax egg/);
    expect(list).toMatch(/oat milk|soy milk|almond milk/);
    expect(list).toMatch(/vegan butter|oil/);
    expect(list).not.toMatch(/\beggs?\b(?<!flax eggs?)|\bmilk\b(?<!(?:oat|soy|almond) milk)|(?<!vegan )butter/);
    expect(res.summary).toMatch(/binder/);
  });

  it('bolo vegano de quem cozinha: troca ovos, leite e manteiga, e a forma continua untada', async () => {
    const res = await edit(bolo, 'vegano', 'pt-BR');
    expect(res.success, res.summary).toBe(true);
    expect(res.updated_recipe.ingredients.length).toBe(bolo.ingredients.length);
    expect(res.updated_recipe.instructions[0]).toMatch(/forno a 180 °C e unte/);
    expect(lines(res.updated_recipe).join('\n')).toMatch(/ovos? de linhaça/);
    expect(res.summary).toMatch(/liga/);
  });

  it('"without flour" swaps in a flour that gives the structure, on the cook’s recipe and the chef’s', async () => {
    const mine = await edit(muffins, 'without flour', 'en');
    expect(mine.success, mine.summary).toBe(true);
    expect(lines(mine.updated_recipe).join('\n')).toMatch(/2 cups gluten-free flour/);
    const torta = await edit(await first('torta de frango de liquidificador', 'pt-BR'), 'sem farinha', 'pt-BR');
    expect(torta.success, torta.summary).toBe(true);
    expect(lines(torta.updated_recipe).join('\n')).toMatch(/farinha sem glúten/);
    expect(torta.summary).toMatch(/estrutura/);
  });

  it('buttermilk goes dairy-free as a cook does it: plant milk soured with lemon, by its role', async () => {
    for (const [dish, request, lang, line, how] of [
      ['blueberry muffins', 'no dairy', 'en', /vegan buttermilk/, /lemon juice or vinegar/],
      ['pancakes', 'dairy-free', 'en', /vegan buttermilk/, /lemon juice or vinegar/],
      ['panqueca americana', 'sem lactose', 'pt-BR', /leitelho vegano/, /suco de limão ou vinagre/],
    ] as const) {
      const res = await edit(await first(dish, lang), request, lang);
      expect(res.success, res.summary).toBe(true);
      expect(lines(res.updated_recipe).join('\n')).toMatch(line);
      expect(lines(res.updated_recipe).join('\n')).not.toMatch(/\d (?:ml|cups?) (?:buttermilk|de leitelho)$/m);
      expect(res.summary).toMatch(how);
    }
  });
});

describe('the note says only what changed', () => {
  it('spicier and milder at once change nothing and say so, on the chef’s recipe and the cook’s', async () => {
    const mapo = await first('mapo tofu', 'en');
    const res = await edit(mapo, 'spicier and milder', 'en');
    expect(res.success).toBe(false);
    expect(res.summary).not.toMatch(/Made it/);
    expect(res.updated_recipe.ingredients).toEqual(mapo.ingredients);
    const chili = own(
      'Chili da casa',
      4,
      [
        ['2', 'pimentas dedo-de-moça'],
        ['500 g', 'carne moída'],
      ],
      ['Doure a carne moída com as pimentas dedo-de-moça.'],
    );
    const mine = await edit(chili, 'mais picante e mais suave', 'pt-BR');
    expect(mine.success).toBe(false);
    expect(mine.summary).toMatch(/se anulam/);
  });

  it('"less spicy" is milder only', async () => {
    const res = await edit(await first('mapo tofu', 'en'), 'less spicy and without doubanjiang', 'en');
    expect(res.summary).not.toMatch(/spicier/);
    expect(res.summary).toMatch(/milder/);
  });

  it('a swap undone by a later version switch is not claimed', async () => {
    const r = await first('chili con carne', 'en');
    const res = await edit(r, 'swap the onion for shallot, and vegetarian', 'en');
    if (res.success && /vegetarian/i.test(res.updated_recipe.title)) {
      expect(res.summary).not.toMatch(/^Swapped/);
    }
    expect(res.summary).not.toMatch(/\[object/);
  });
});

describe('the cook’s own recipes: no pork, scale', () => {
  it('refuses no-pork on a tropeiro whose bacon fat is the only fat, saying why', async () => {
    const tropeiro = own(
      'Feijão tropeiro da casa',
      4,
      [
        ['3 xícaras', 'feijão carioca cozido'],
        ['150 g', 'bacon picado'],
        ['1', 'cebola'],
        ['1 xícara', 'farinha de mandioca'],
      ],
      ['Frite o bacon até dourar e soltar a gordura.', 'Refogue a cebola.', 'Junte o feijão e a farinha de mandioca.'],
    );
    const res = await edit(tropeiro, 'sem carne de porco', 'pt-BR');
    expect(res.success).toBe(false);
    expect(res.summary).toMatch(/gordura/);
  });

  it('scales a cook’s recipe and keeps its stand-ins whole', async () => {
    const res = await edit(muffins, 'vegan, for 24', 'en');
    expect(res.success, res.summary).toBe(true);
    expect(res.updated_recipe.servings).toBe(24);
    expect(lines(res.updated_recipe).join('\n')).toMatch(/^4 flax eggs/m);
  });
});
