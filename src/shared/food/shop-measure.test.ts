import { describe, expect, it } from 'vitest';
import { boughtAs, imperialVolumeUp, metricUp, shopMeasure } from './shop-measure.ts';

describe('shopMeasure: counts are what a shop sells', () => {
  it('turns cups and spoons of cilantro into bunches by the bunch weight, rounded up', () => {
    // Cilantro's record: a bunch is 80 g; USDA: a cup of leaves weighs 16 g.
    expect(shopMeasure(['1/3 xícara', '2 colheres de chá', '2 maços'], 'coentro', 'pt-BR')).toEqual({
      amount: '3 maços',
      needed: '2 1/8 maços',
      apart: [],
    });
    expect(shopMeasure(['1/3 cup', '2 teaspoons', '2 bunches'], 'cilantro', 'en')).toEqual({
      amount: '3 bunches',
      needed: '2 1/8 bunches',
      apart: [],
    });
  });

  it('counts eggs and onions measured in cups by their piece weight', () => {
    expect(shopMeasure(['2', '1/4 cup'], 'eggs', 'en')).toEqual({ amount: '4', needed: '3 1/4', apart: [] });
    expect(shopMeasure(['1', '1 xícara'], 'cebola', 'pt-BR')).toEqual({ amount: '3', needed: '2 1/2', apart: [] });
  });

  it('takes a can without a size as the can other recipes name, in both languages', () => {
    expect(shopMeasure(['3 (430 g) latas', '2 latas'], 'feijão preto', 'pt-BR')).toEqual({
      amount: '5 (430 g) latas',
      needed: null,
      apart: [],
    });
    expect(shopMeasure(['1 (15 oz) can', '1 can'], 'black beans', 'en').amount).toBe('2 (15 oz) cans');
  });

  it('counts cans of other sizes by their content', () => {
    // 1 × 400 g + 1 × 800 g is three 400 g cans.
    expect(shopMeasure(['1 (400 g) can', '1 (800 g) can', '1 (400 g) can'], 'tomatoes', 'en')).toEqual({
      amount: '4 (400 g) cans',
      needed: null,
      apart: [],
    });
    // A cup of beans is a part of a can's drained content (240 g), so one more can to buy.
    const beans = shopMeasure(['1 (15 oz) can', '1 cup'], 'black beans', 'en');
    expect(beans.amount).toBe('2 (15 oz) cans');
    expect(beans.needed).toMatch(/^1 \d\/\d \(15 oz\) cans$/);
  });

  it('keeps apart, never summed into the count, what has no known weight', () => {
    expect(shopMeasure(['2', '10 g'], 'unicorn dust', 'en')).toEqual({ amount: '2', needed: null, apart: ['10 g'] });
    expect(shopMeasure(['1/2', 'suco de 1 limão'], 'limão', 'pt-BR')).toEqual({
      amount: '1',
      needed: '1/2',
      apart: ['suco de 1 limão'],
    });
  });
});

describe('shopMeasure: masses and volumes', () => {
  it('writes volumes as one measure rounded up to a kitchen amount', () => {
    expect(shopMeasure(['2 3/4 cups', '2 tbsp'], 'milk', 'en').amount).toBe('2 7/8 cups');
    expect(shopMeasure(['1 xícara', '2 colheres de sopa'], 'leite', 'pt-BR').amount).toBe('1 1/8 xícara');
    expect(shopMeasure(['1 l', '2 tbsp'], 'milk', 'en').amount).toBe('1.03 l');
    expect(shopMeasure(['1 l', '2 colheres de sopa'], 'leite', 'pt-BR').amount).toBe('1,03 l');
  });

  it('adds a mass and a volume by the food’s weight, and buys the pack that holds it', () => {
    expect(shopMeasure(['1 cup', '200 g'], 'flour', 'en')).toEqual({ amount: '500 g', needed: '330 g', apart: [] });
    expect(shopMeasure(['1 xícara', '0,2 kg'], 'farinha de trigo', 'pt-BR')).toEqual({
      amount: '500 g',
      needed: '330 g',
      apart: [],
    });
    expect(shopMeasure(['1 cup', '8 oz'], 'flour', 'en')).toEqual({ amount: '1 lb', needed: '12 1/2 oz', apart: [] });
    // Not sold by weight (yogurt is poured and sold in pots): the exact sum, by its weight.
    expect(shopMeasure(['1 cup', '200 g'], 'plain yogurt', 'en').amount).toMatch(/^\d+ g$/);
  });

  // Issue 35: "360 ml de farinha de mandioca" — flours, sugar, grains and the like are sold by weight.
  it.each([
    // No USDA cup weight for cassava flour: a cup of flour weighs about 125 g.
    [['360 ml'], 'farinha de mandioca', 'pt-BR', '200 g', '190 g'],
    [['2 xícaras', '1 xícara'], 'arroz', 'pt-BR', '1 kg', '560 g'],
    [['3 xícaras'], 'farinha de trigo', 'pt-BR', '500 g', '380 g'],
    [['1 xícara', '200 g'], 'açúcar', 'pt-BR', '500 g', '400 g'],
    [['3 xícaras'], 'polvilho doce', 'pt-BR', '500 g', '380 g'],
    [['1 1/2 cups'], 'all-purpose flour', 'en', '8 oz', '6 1/2 oz'],
    [['1 cup'], 'chocolate chips', 'en', '8 oz', '6 oz'],
    [['4 cups'], 'all-purpose flour', 'en', '2 lb', '1 lb 2 oz'],
  ] as const)('%s of %s (%s) → buy %s, the recipes need %s', (amounts, name, lang, amount, needed) => {
    expect(shopMeasure(amounts, name, lang)).toEqual({ amount, needed, apart: [] });
  });

  it.each([
    [['1 tbsp'], 'sugar', 'en', '1 tbsp'],
    [['1 teaspoon'], 'baking soda', 'en', '1 teaspoon'],
    [['2 cups'], 'lettuce', 'en', '2 cups'],
    [['1 xícara'], 'leite', 'pt-BR', '1 xícara'],
    [['250 g'], 'macarrão', 'pt-BR', '250 g'],
    [['2 colheres de sopa'], 'cominho', 'pt-BR', '2 colheres de sopa'],
  ] as const)(
    'leaves %s of %s (%s) as %s: a spoonful, leaves, a liquid, a mass, a spice',
    (amounts, name, lang, amount) => {
      expect(shopMeasure(amounts, name, lang).amount).toBe(amount);
    },
  );

  it('keeps the volume apart when the food’s weight is unknown', () => {
    expect(shopMeasure(['1 cup', '10 g'], 'unicorn dust', 'en')).toEqual({
      amount: '10 g',
      needed: null,
      apart: ['1 cup'],
    });
  });

  it('drops a pinch or "to taste" beside a real amount', () => {
    expect(shopMeasure(['to taste', '2 1/2 teaspoons'], 'salt', 'en').amount).toBe('2 1/2 teaspoons');
    expect(shopMeasure(['a pinch', '1 tsp'], 'salt', 'en').amount).toBe('1 tsp');
    expect(shopMeasure(['1 maço', 'a gosto'], 'coentro', 'pt-BR').amount).toBe('1 maço');
    expect(shopMeasure(['a gosto', 'a gosto'], 'sal', 'pt-BR').amount).toBe('a gosto');
  });

  it('buys a cooked food sold in cans as cans, not as a bag of cooked beans (weekly walk 7)', () => {
    expect(shopMeasure(['1 xícara', '1/2 xícara'], 'feijão carioca cozido', 'pt-BR')).toEqual({
      amount: '2 latas',
      needed: '1 1/8 lata',
      apart: [],
    });
    expect(shopMeasure(['340 g'], 'feijão carioca cozido', 'pt-BR').amount).toBe('2 latas');
    expect(shopMeasure(['2 cups', '1 cup'], 'cooked black beans', 'en').amount).toBe('3 cans');
    // A cooked food whose cup weight is unknown is not counted in cans by a guess: nothing is lost.
    expect(shopMeasure(['2 cups', '1 cup'], 'cooked chickpeas', 'en').apart).toEqual([]);
    // Dried beans stay bought by weight.
    expect(shopMeasure(['2 xícaras'], 'feijão carioca', 'pt-BR').amount).toMatch(/ g$/);
  });

  it('writes teaspoons that add up to a tablespoon or more as tablespoons', () => {
    expect(shopMeasure(['2 tsp', '1 1/2 tsp', '2 1/2 tsp'], 'salt', 'en').amount).toBe('2 tbsp');
    expect(shopMeasure(['2 colheres de chá', '2 colheres de chá'], 'sal', 'pt-BR').amount).toBe('1 1/2 colher de sopa');
    // Under a tablespoon the teaspoons stay; a food weighed by the bag is another rule.
    expect(shopMeasure(['1 tsp', '1 tsp'], 'salt', 'en').amount).toBe('2 tsp');
  });

  it('leaves what already is one measure as it was summed', () => {
    expect(shopMeasure(['1 cup (240 ml)', '1/2 cup (120 ml)'], 'milk', 'en').amount).toBe('1 1/2 cups (360 ml)');
    expect(shopMeasure(['2 dentes', '1 dente'], 'alho', 'pt-BR').amount).toBe('3 dentes');
  });
});

describe('rounding up to a kitchen measure', () => {
  it('picks spoons under a quarter cup and the next eighth or third of a cup above', () => {
    expect(imperialVolumeUp(89, 'en')).toBe('3/8 cup');
    expect(imperialVolumeUp(85, 'en')).toBe('3/8 cup');
    expect(imperialVolumeUp(80, 'en')).toBe('1/3 cup');
    expect(imperialVolumeUp(40, 'pt-BR')).toBe('3 colheres de sopa');
    expect(imperialVolumeUp(6, 'en')).toBe('1 1/4 tsp');
  });

  it('rounds grams and millilitres up to a step a scale or jug shows', () => {
    expect(metricUp(87.3, 'volume', 'en')).toBe('90 ml');
    expect(metricUp(1020, 'volume', 'pt-BR')).toBe('1,05 l');
    expect(metricUp(7.2, 'mass', 'en')).toBe('7.5 g');
  });
});

describe('boughtAs: a cooked food is bought as its raw food (weekly walk 8)', () => {
  it('buys cooked rice as rice by the record’s yield, in the measure the recipe used', () => {
    // cooked-rice yields 2.56 g per g of rice: 2 cups (316 g) cooked is 123 g, 2/3 cup (185 g a cup).
    expect(boughtAs('cooked rice', '2 cups', 'en')).toEqual({ name: 'white rice', amount: '2/3 cup' });
    expect(boughtAs('arroz cozido gelado', '2 xícaras', 'pt-BR')).toEqual({
      name: 'arroz branco',
      amount: '2/3 xícara',
    });
    // 470 g cooked → 184 g of rice (rounded up to 185 g); 2 lb 7 oz → 15 1/4 oz.
    expect(boughtAs('arroz cozido', '470 g', 'pt-BR')).toEqual({ name: 'arroz branco', amount: '185 g' });
    expect(boughtAs('day-old rice', '2 lb 7 oz', 'en')?.amount).toMatch(/^15(\s|$)/);
  });

  it('buys cooked quinoa and cooked pasta as the dry food, by the water SR24 gives each (walk 9)', () => {
    // Cooked quinoa (SR24 20137, 185 g a cup) is 28.4 % solids, dry quinoa (20035, 170 g a cup)
    // 86.7 %: 3.05 g cooked per g. 2 cups cooked, 370 g, is 121 g dry: 3/4 cup, not 2 cups.
    expect(boughtAs('cooked quinoa', '2 cups', 'en')).toEqual({ name: 'quinoa', amount: '3/4 cup' });
    expect(boughtAs('quinoa cozida', '2 xícaras', 'pt-BR')).toEqual({ name: 'quinoa', amount: '3/4 xícara' });
    expect(boughtAs('quinoa cozida', '400 g', 'pt-BR')).toEqual({ name: 'quinoa', amount: '135 g' });
    // Cooked pasta (20121, 140 g a cup, 37.9 % solids) over dry macaroni (90.1 %): 2.38.
    // 4 cups cooked, 560 g, is 235 g dry, 2 1/4 cups of elbows (105 g a cup).
    expect(boughtAs('cooked pasta', '4 cups', 'en')).toEqual({ name: 'pasta', amount: '2 1/4 cups' });
    expect(boughtAs('macarrão cozido', '500 g', 'pt-BR')).toEqual({ name: 'macarrão', amount: '215 g' });
    expect(boughtAs('leftover pasta', '1 lb', 'en')).toEqual({ name: 'pasta', amount: '6 1/2 oz' });
  });

  it('leaves raw foods, foods sold cooked in cans and amounts it cannot weigh as they are', () => {
    expect(boughtAs('white rice', '1 cup', 'en')).toBeNull();
    expect(boughtAs('cooked black beans', '2 cups', 'en')).toBeNull();
    expect(boughtAs('cooked rice', 'to taste', 'en')).toBeNull();
    expect(boughtAs('cooked rice', '2', 'en')).toBeNull();
  });
});
