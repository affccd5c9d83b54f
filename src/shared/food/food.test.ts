import { describe, expect, it } from 'vitest';
import { convertIngredientAmount } from '../amounts/convert-food.ts';
import { phrasesOf, singularForm } from '../knowledge/food-index.ts';
import { PhraseIndex } from '../knowledge/phrase-index.ts';
import { FOODS_SLICE } from '../knowledge/foods-slice.generated.ts';
import { sliceNames } from '../knowledge/slice-format.ts';
import { foodFacts } from './facts.ts';
import { gramsOfAmount } from './grams.ts';
import { findFood, findFoodKey, foodByKey } from './lookup.ts';
import { lineNutrients, recipeNutrition, roundNutrients } from './nutrition.ts';
import { SR24_FOODS } from './usda-sr24.generated.ts';

describe('USDA table', () => {
  it('holds the SR24 food of every food that names one', () => {
    for (const [key, row] of Object.entries(FOODS_SLICE))
      if (row[2].u) expect(SR24_FOODS[row[2].u], `${key} → ${row[2].u}`).toBeDefined();
  });

  it('carries the SR24 figures', () => {
    expect(SR24_FOODS['01145']![0][0]).toBe(717); // butter, without salt
    expect(SR24_FOODS['20081']![1].cup).toBe(125); // all-purpose flour
    expect(SR24_FOODS['01123']![1].large).toBe(50); // egg
  });
});

describe('findFood: by phrase, in both languages', () => {
  it.each([
    // Foods that hold another food's name are their own foods.
    ['2 cups almond milk', 'en', 'almond-milk'],
    ['unsweetened almond milk', 'en', 'almond-milk'],
    ['leite de amêndoas', 'pt', 'almond-milk'],
    ['coconut milk', 'en', 'coconut-milk'],
    ['leite de coco', 'pt', 'coconut-milk'],
    ['creamy peanut butter', 'en', 'peanut-butter'],
    ['pasta de amendoim', 'pt', 'peanut-butter'],
    ['cream cheese, softened', 'en', 'cream-cheese'],
    ['sweet potatoes', 'en', 'sweet-potato'],
    ['batata-doce', 'pt', 'sweet-potato'],
    ['green onions, thinly sliced', 'en', 'scallion'],
    ['spring onion', 'en', 'scallion'],
    ['cebolinha', 'pt', 'scallion'],
    ['farinha de mandioca', 'pt', 'cassava-flour'],
    ['paleta de cordeiro', 'pt', 'lamb'],
    ['farinha de trigo integral', 'pt', 'whole-wheat-flour'],
    // Modifiers do not block a match.
    ['fresh chopped parsley', 'en', 'parsley'],
    ['2 large organic eggs', 'en', 'egg'],
    ['azeite de oliva extravirgem de boa qualidade', 'pt', 'olive-oil'],
    ['unsalted butter, softened', 'en', 'butter'],
    ['Farinha de Trigo peneirada', 'pt', 'flour'],
    ['cebolas roxas picadas', 'pt', 'red-onion'],
    ['limões', 'pt', 'lime'],
    ['pimenta-do-reino moída', 'pt', 'black-pepper'],
    // Each language reads its own words first.
    ['salsa', 'pt', 'parsley'],
    ['salsa', 'en', 'salsa'],
    // The head of the name, not a word in its note.
    ['tuna, packed in oil', 'en', 'tuna'],
    ['butter or margarine', 'en', 'butter'],
    ['salt-free chicken broth', 'en', 'chicken-stock'],
    ['leite em pó', 'pt', 'milk-powder'],
    ['1 can black beans', 'en', 'black-beans'],
    // A comma series of alternatives is its first food, with the head noun the items share.
    ['corn, peanut or vegetable oil', 'en', 'corn-oil'],
    ['canola, corn, or vegetable oil', 'en', 'canola-oil'],
    ['almond, soy or oat milk', 'en', 'almond-milk'],
    ['walnuts, pecans or almonds', 'en', 'walnuts'],
    ['shiitake, cremini, portobello or other mushrooms', 'en', 'shiitake'],
    ['nozes, castanhas ou amêndoas', 'pt', 'walnuts'],
    ['óleo de milho, girassol ou canola', 'pt', 'corn-oil'],
    ['leite de amêndoas, de soja ou de aveia', 'pt', 'almond-milk'],
    // "A or B" is its first choice; a head word written once belongs to both.
    ['peanut or canola oil', 'en', 'peanut-oil'],
    ['chicken or vegetable stock', 'en', 'chicken-stock'],
    ['lemon or lime juice', 'en', 'lemon-juice'],
    ['tomato or tomato sauce', 'en', 'tomato'],
    ['warm corn or flour tortillas or crisp tostadas', 'en', 'corn-tortilla'],
    ['honey, orange marmalade or maple syrup', 'en', 'honey'],
    ['óleo de milho ou de canola', 'pt', 'corn-oil'],
    ['manteiga ou margarina', 'pt', 'butter'],
    ['mel ou maple syrup', 'pt', 'honey'],
  ] as const)('%s (%s) → %s', (name, lang, key) => {
    expect(findFoodKey(name, lang)).toBe(key);
  });

  it.each([
    ['juice of lemons', 'en', 'lemon-juice'],
    ['Juice of 2 large limes', 'en', 'lime-juice'],
    ['freshly squeezed juice of half an orange', 'en', 'orange-juice'],
    ['grated zest of 2 limes', 'en', 'lime-zest'],
    ['zest and juice of 1 lemon', 'en', 'lemon-zest'],
    ['suco de 2 limões', 'pt', 'lime-juice'],
    ['suco de meio limão', 'pt', 'lime-juice'],
    ['raspas dos limões', 'pt', 'lime-zest'],
    ['suco de 3 laranjas', 'pt', 'orange-juice'],
  ] as const)('measured, the juice or zest "of" a fruit in any number is that part: %s (%s)', (name, lang, key) => {
    expect(findFoodKey(name, lang, 'tbsp')).toBe(key);
    expect(findFoodKey(name, lang, 'cup')).toBe(key);
  });

  it('counted, the juice "of" a fruit is the fruit bought', () => {
    expect(findFoodKey('Juice of lemon', 'en')).toBe('lemon');
    expect(findFoodKey('zest of oranges', 'en')).toBe('orange');
    expect(findFoodKey('suco de limões', 'pt')).toBe('lime');
  });

  it('finds a food written in the other language, and nothing for unknown names', () => {
    expect(findFoodKey('tofu firme', 'en')).toBe('tofu');
    expect(findFoodKey('firm tofu', 'pt')).toBe('tofu');
    expect(findFoodKey('butter', 'pt')).toBe('butter');
    // The other language's name as it writes it: whole, with its accents, not in a compound.
    expect(findFoodKey('glacê', 'en')).toBe('frosting');
    expect(findFoodKey('demi-glace', 'en')).not.toBe('frosting');
    expect(findFoodKey('glace de veau', 'en')).not.toBe('frosting');
    expect(findFoodKey('marrons glacés', 'en')).not.toBe('frosting');
    expect(findFoodKey('frosting', 'pt')).toBe('frosting');
    expect(findFood('dragon scales', 'en')).toBeNull();
    expect(findFood('pó de pirlimpimpim', 'pt')).toBeNull();
    expect(findFood('', 'en')).toBeNull();
  });

  it('finds every food by each of its own names and synonyms, in both languages', () => {
    const wrong: string[] = [];
    for (const [key, row] of Object.entries(FOODS_SLICE))
      for (const [lang, l] of [
        ['en', 'en'],
        ['pt-BR', 'pt'],
      ] as const)
        for (const phrase of phrasesOf(sliceNames(row, lang), lang)) {
          const found = findFoodKey(phrase, l);
          if (found !== key) wrong.push(`${lang} "${phrase}": ${found} instead of ${key}`);
        }
    expect(wrong).toEqual([]);
  });

  it.each([
    // A bunch, a sprig or a handful of a herb is its fresh leaves; a spoon of the same word the spice.
    ['coriander', 'en', 'bunch', 'cilantro'],
    ['coriander', 'en', 'sprig', 'cilantro'],
    ['coriander', 'en', 'handful', 'cilantro'],
    ['coriander', 'en', 'tsp', 'ground-coriander'],
    ['coriander', 'en', null, 'ground-coriander'],
    ['sage', 'en', 'sprig', 'fresh-sage'],
    ['sage', 'en', 'tbsp', 'sage'],
    ['oregano', 'en', 'bunch', 'fresh-oregano'],
    ['dried oregano', 'en', 'bunch', 'oregano'],
    ['thyme', 'en', 'sprig', 'thyme'],
    ['coriander seeds', 'en', 'handful', 'coriander-seeds'],
    ['ground coriander', 'en', 'bunch', 'ground-coriander'],
    ['sálvia', 'pt', 'sprig', 'fresh-sage'],
    ['sálvia', 'pt', 'tsp', 'sage'],
    ['orégano', 'pt', 'bunch', 'fresh-oregano'],
    ['orégano', 'pt', 'tsp', 'oregano'],
    ['coentro', 'pt', 'bunch', 'cilantro'],
    ['coentro em pó', 'pt', 'bunch', 'ground-coriander'],
    ['sementes de coentro', 'pt', 'handful', 'coriander-seeds'],
    // A food that is not a herb stays itself: a handful of mozzarella is not fresh mozzarella.
    ['mozzarella', 'en', 'handful', 'mozzarella'],
  ] as const)('%s (%s) counted in %s → %s', (name, lang, unit, key) => {
    expect(findFoodKey(name, lang, unit)).toBe(key);
  });

  it('finds a food named by a plural synonym by its singular too', () => {
    // The synonyms are written "oregano leaves", "pork ribs", "chicken cutlets", "folhas de louro".
    for (const [one, many, lang] of [
      ['oregano leaf', 'oregano leaves', 'en'],
      ['1 country-style pork rib', 'country-style pork ribs', 'en'],
      ['chicken cutlet', 'chicken cutlets', 'en'],
      ['turkey breast slice', 'turkey breast slices', 'en'],
      ['fenugreek leaf', 'fenugreek leaves', 'en'],
      ['pecan half', 'pecan halves', 'en'],
      ['folha de manjericão', 'folhas de manjericão', 'pt'],
      ['tomate pelado', 'tomates pelados', 'pt'],
      ['amêndoa torrada', 'amêndoas torradas', 'pt'],
    ] as const) {
      expect(findFoodKey(one, lang), one).not.toBeNull();
      expect(findFoodKey(one, lang), one).toBe(findFoodKey(many, lang));
    }
  });

  it("never takes another food's name for a singular, nor singularises one word", () => {
    // "bitters", "grits" are other things in the singular; "japonês" is singular already.
    expect(findFoodKey('bitter', 'en')).toBeNull();
    expect(findFoodKey('grit', 'en')).toBeNull();
    expect(findFoodKey('brócolis japonês', 'pt')).toBe('broccoli');
    // A singular gives way to a name starting on its last word ("tender greens" → "tender green").
    expect(findFoodKey('tender green beans', 'en')).toBe('green-beans');
    expect(findFoodKey('canned tomato paste', 'en')).toBe('tomato-paste');
  });

  it('writes the singular of a name of several words as each language does', () => {
    expect(singularForm('chicken cutlets', 'en')).toBe('chicken cutlet');
    expect(singularForm('oregano leaves', 'en')).toBe('oregano leaf');
    expect(singularForm('walnut halves', 'en')).toBe('walnut half');
    expect(singularForm('cherry tomatoes', 'en')).toBe('cherry tomato');
    expect(singularForm('dried cherries', 'en')).toBe('dried cherry');
    expect(singularForm('greens', 'en')).toBeNull();
    expect(singularForm('grãos de bico', 'pt-BR')).toBe('grão de bico');
    expect(singularForm('tomates pelados', 'pt-BR')).toBe('tomate pelado');
    expect(singularForm('maçãs verdes', 'pt-BR')).toBe('maçã verde');
    expect(singularForm('brócolis japonês', 'pt-BR')).toBeNull();
  });

  it('reads a weak phrase only where no name runs on from its last word', () => {
    const ix = new PhraseIndex<string>();
    ix.add('green beans', 'beans');
    ix.addWeak('tender green', 'greens');
    ix.addWeak('green beans', 'other');
    expect(ix.find('tender green beans').map((h) => h.values[0])).toEqual(['beans']);
    expect(ix.find('tender green, chopped').map((h) => h.values[0])).toEqual(['greens']);
    expect(ix.get('green beans')).toEqual(['beans']);
  });

  it('reads a herb as fresh when its name says it is chopped or counted in sprigs', () => {
    expect(findFoodKey('chopped coriander', 'en')).toBe('cilantro');
    expect(findFoodKey('coriander sprigs, to garnish', 'en')).toBe('cilantro');
    expect(findFoodKey('finely chopped sage', 'en')).toBe('fresh-sage');
    expect(findFoodKey('dried sage, crumbled', 'en')).toBe('sage');
    expect(findFoodKey('sálvia picada', 'pt')).toBe('fresh-sage');
    expect(findFoodKey('maço de orégano', 'pt')).toBe('fresh-oregano');
    expect(findFoodKey('ramos de sálvia', 'pt')).toBe('fresh-sage');
  });

  it('gives the facts of the fresh herb for a bunch, and of the spice for a spoon', () => {
    expect(foodFacts('coriander', 'en', '1 large bunch')?.food).toBe('cilantro');
    expect(foodFacts('coriander', 'en', '1 tsp')?.food).toBe('ground-coriander');
    expect(foodFacts('coentro', 'pt', '1 maço')?.food).toBe('cilantro');
    expect(foodFacts('sálvia', 'pt', '2 ramos')?.food).toBe('fresh-sage');
  });

  it('leaves a food SR24 has no fair match for without figures, rather than a neighbour', () => {
    expect(foodByKey('almond-milk')).toMatchObject({ usda: null, per100g: null });
    expect(foodByKey('almonds')?.usda).toBe('12061');
    expect(foodByKey('cassava-flour')?.per100g).toBeNull();
  });
});

describe('grams and nutrients from USDA values', () => {
  it('100 g butter is 717 kcal', () => {
    expect(lineNutrients('butter', '100 g')!.kcal).toBeCloseTo(717, 5);
  });

  it('2 cups all-purpose flour weigh 250 g ± 5% and hold about 910 kcal', () => {
    const grams = gramsOfAmount(findFood('all-purpose flour')!, '2 cups')!;
    expect(Math.abs(grams - 250) / 250).toBeLessThan(0.05);
    expect(lineNutrients('all-purpose flour', '2 cups')!.kcal).toBeCloseTo(910, 0);
  });

  it('weighs counts, sizes, cloves, sticks and ounces', () => {
    expect(gramsOfAmount(findFood('egg')!, '3')).toBe(150);
    expect(gramsOfAmount(findFood('alho', 'pt')!, '2 dentes')).toBe(6);
    expect(gramsOfAmount(findFood('butter')!, '1 stick')).toBe(113);
    expect(gramsOfAmount(findFood('celery')!, '2 sticks')).toBe(80);
    expect(gramsOfAmount(findFood('celery')!, '2 stalks')).toBe(80);
    expect(gramsOfAmount(findFood('penne')!, '2 cups')).toBe(210);
    expect(gramsOfAmount(findFood('onion')!, '1 large')).toBe(150);
    expect(gramsOfAmount(findFood('chicken breast')!, '1 lb')).toBeCloseTo(453.6, 1);
    expect(gramsOfAmount(findFood('salt')!, 'a gosto')).toBeNull();
    expect(gramsOfAmount(findFood('salt')!, '1 pinch')).toBeNull();
  });

  it('weighs a cup of rolled oats as flakes (SR24 81 g), steel-cut oats as groats (156 g)', () => {
    expect(gramsOfAmount(findFood('old-fashioned rolled oats')!, '1 cup')).toBe(81);
    expect(gramsOfAmount(findFood('quick oats')!, '2 cups')).toBe(162);
    expect(gramsOfAmount(findFood('aveia em flocos', 'pt')!, '1 xícara')).toBe(81);
    expect(gramsOfAmount(findFood('oat flour')!, '1 cup')).toBe(81);
    expect(gramsOfAmount(findFood('steel-cut oats')!, '1 cup')).toBe(156);
  });

  it('a cup of any rolled, flaked or puffed grain weighs as flakes, not as the whole grain', () => {
    const flaked = /\b(rolled|flakes|flaked|puffed|crisp(ed|y) rice)\b/;
    const heavy: string[] = [];
    for (const key of Object.keys(FOODS_SLICE)) {
      const names = sliceNames(FOODS_SLICE[key]!, 'en');
      const food = foodByKey(key)!;
      const cup = food.measures.cup;
      const grain = food.kind === 'grain' || food.kind === 'flour';
      if (cup && grain && [names.one, ...names.syn].some((n) => flaked.test(n)) && cup > 110)
        heavy.push(`${key} ${cup} g`);
    }
    expect(heavy).toEqual([]);
  });

  it('weighs a count of packs by what each holds', () => {
    expect(gramsOfAmount(findFood('all-purpose flour')!, '2 x 500g bags')).toBe(1000);
    expect(gramsOfAmount(findFood('butter')!, '1 (8 oz) package')).toBeCloseTo(226.8, 1);
    expect(gramsOfAmount(findFood('butter')!, '2 (8-ounce) packages')).toBeCloseTo(453.6, 1);
    expect(gramsOfAmount(findFood('leite condensado', 'pt')!, '1 lata (395 g)')).toBe(395);
    expect(gramsOfAmount(findFood('chicken breast')!, '1 (3 1/2) pound')).toBeCloseTo(1587.6, 1);
    // A bare count with the weight of each after it ("1 (3 pound) whole chicken", "1 2-pound whole
    // branzino"): what the reader keeps as the amount when "whole" stays in the name.
    expect(gramsOfAmount(findFood('whole chicken')!, '1 (3 pound)')).toBeCloseTo(1360.8, 1);
    expect(gramsOfAmount(findFood('whole chicken')!, '2 (3 pound)')).toBeCloseTo(2721.6, 1);
    expect(gramsOfAmount(findFood('whole chicken')!, '1 3 1/4-pound')).toBeCloseTo(1474.2, 1);
    expect(gramsOfAmount(findFood('whole chicken')!, '1 (1,5 kg)')).toBe(1500);
    // Not a range, nor a note: then each weighs what one weighs.
    expect(gramsOfAmount(findFood('whole chicken')!, '1 (3 to 4 pounds)')).toBe(
      gramsOfAmount(findFood('whole chicken')!, '1'),
    );
  });

  it('per serving is the sum of the lines divided by the servings', () => {
    const lines = [
      { name: 'all-purpose flour', amount: '2 cups' },
      { name: 'butter', amount: '100 g' },
      { name: 'eggs', amount: '2' },
    ];
    const n = recipeNutrition(lines, 4);
    for (const k of ['kcal', 'protein', 'fat', 'sodium'] as const) {
      const sum = lines.reduce((s, l) => s + lineNutrients(l.name, l.amount)![k], 0);
      expect(n.perServing[k]).toBeCloseTo(sum / 4, 6);
    }
    expect(n).toMatchObject({ lines: 3, counted: 3, uncounted: [] });
  });

  it('lists the lines it could not count and why', () => {
    const n = recipeNutrition(
      [
        { name: 'farinha de trigo', amount: '2 xícaras' },
        { name: 'sal', amount: 'a gosto' },
        { name: 'pó de pirlimpimpim', amount: '1 colher de sopa' },
        { name: '', amount: '' },
      ],
      2,
      'pt',
    );
    expect(n.lines).toBe(3);
    expect(n.counted).toBe(1);
    expect(n.uncounted).toEqual([
      { name: 'sal', amount: 'a gosto', reason: 'unmeasured', matters: false },
      { name: 'pó de pirlimpimpim', amount: '1 colher de sopa', reason: 'unknown', matters: true },
    ]);
    expect(roundNutrients(n.perServing).kcal).toBe(455);
    expect(n.complete).toBe(false);
  });

  it('is complete when only what carries no energy is left out, never with cups of a food it has no figures for', () => {
    const salted = recipeNutrition(
      [
        { name: 'farinha de trigo', amount: '2 xícaras' },
        { name: 'sal', amount: 'a gosto' },
        { name: 'água', amount: '1 copo' },
        { name: 'pimenta-do-reino', amount: '1 pitada' },
      ],
      2,
      'pt',
    );
    expect(salted.uncounted.map((u) => u.matters)).not.toContain(true);
    expect(salted.complete).toBe(true);
    const soup = recipeNutrition(
      [
        { name: 'onion', amount: '1' },
        { name: 'black beans', amount: '3 cans' },
        { name: 'almond milk', amount: '2 cups' },
        { name: 'salt', amount: 'to taste' },
      ],
      4,
      'en',
    );
    // Beans by the can are weighed as the cooked beans a can holds; almond milk has no SR24 figures.
    expect(soup.uncounted.find((u) => u.name === 'black beans')).toBeUndefined();
    expect(soup.uncounted.find((u) => u.name === 'almond milk')).toMatchObject({ reason: 'no-data', matters: true });
    expect(soup.uncounted.find((u) => u.name === 'salt')).toMatchObject({ matters: false });
    expect(soup.complete).toBe(false);
  });

  it('names a known food with no USDA figures as not counted, never as a neighbour', () => {
    const n = recipeNutrition(
      [
        { name: 'almond milk', amount: '2 cups' },
        { name: 'cocoa powder', amount: '2 tbsp' },
      ],
      2,
    );
    expect(n.uncounted).toEqual([{ name: 'almond milk', amount: '2 cups', reason: 'no-data', matters: true }]);
    expect(n.counted).toBe(1);
    // Two tablespoons of cocoa (SR24: 5.4 g each, 228 kcal per 100 g) over two servings.
    expect(n.perServing.kcal).toBeCloseTo((2 * 5.4 * 228) / 100 / 2, 0);
  });

  it('counts a can of dried beans as the cooked beans it holds', () => {
    const canned = lineNutrients('black beans', '1 can')!;
    const cooked = lineNutrients('cooked black beans', '240 g')!;
    expect(canned.kcal).toBeCloseTo(cooked.kcal, 6);
    expect(lineNutrients('black beans', '100 g')!.kcal).toBeCloseTo(341, 0);
  });
});

describe('convertIngredientAmount', () => {
  it.each([
    ['2 cups', 'farinha de trigo', 'metric', 'pt-BR', '250 g'],
    ['2 xícaras', 'farinha de trigo', 'metric', 'pt-BR', '250 g'],
    ['1 cup', 'sugar', 'metric', 'en', '200 g'],
    ['2 cups, sifted', 'flour', 'metric', 'en', '250 g, sifted'],
    ['1 tbsp', 'butter', 'metric', 'en', '1 tbsp'],
    ['1 colher de sopa', 'manteiga', 'metric', 'pt-BR', '1 colher de sopa'],
    ['2 tsp', 'pimenta-do-reino', 'metric', 'pt-BR', '2 tsp'],
    ['2 1/2 cups', 'milk', 'metric', 'en', '600 ml'],
    ['250 g', 'all-purpose flour', 'imperial', 'en', '2 cups'],
    ['250 g', 'farinha de trigo', 'imperial', 'pt-BR', '2 xícaras'],
    ['500 g', 'chicken breast', 'imperial', 'en', '1 lb 2 oz'],
    ['1 cup', 'mystery powder', 'metric', 'en', '240 ml'],
    // Spoons stay spoons for a food the room does not know too (issue 35 item 8).
    ['1 tbsp', 'mystery powder', 'metric', 'en', '1 tbsp'],
    ['1/2 tsp', 'sal, dividido', 'metric', 'pt-BR', '1/2 tsp'],
  ] as const)('%s %s → %s: %s', (amount, name, to, lang, out) => {
    expect(convertIngredientAmount(amount, foodFacts(name, lang === 'pt-BR' ? 'pt' : 'en'), to, lang)).toBe(out);
  });
});
