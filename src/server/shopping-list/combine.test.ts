import { describe, expect, it } from 'vitest';
import { convertAmount } from '../../shared/amounts/index.ts';
import { boughtAs, shopMeasure } from '../../shared/food/shop-measure.ts';
import { sumByWeight } from '../../shared/food/sum-weight.ts';
import { stapleFoodKeys } from '../../shared/shopping/food-identity.ts';
import { combineShoppingItems } from './combine.ts';

let id = 0;
const item = (name: string, amount: string, recipeTitle: string | null = null) => ({
  id: String(++id),
  name,
  amount,
  checked: false,
  recipeTitle,
});

describe('combineShoppingItems with amounts written in both systems', () => {
  it('adds up both halves of "1 cup (240 ml)", so the reader sees the right total in either system', () => {
    const [milk] = combineShoppingItems([
      item('milk', '1 cup (240 ml)', 'Pancakes'),
      item('Milk', '1/2 cup (120 ml)', 'Cake'),
    ]);
    expect(milk!.amount).toBe('1 1/2 cups (360 ml)');
    expect(milk!.recipeTitles).toEqual(['Pancakes', 'Cake']);
    // The list is shown through convertAmount: the reader's half first, nothing converted twice.
    expect(convertAmount(milk!.amount, 'metric')).toBe('360 ml (1 1/2 cups)');
    expect(convertAmount(milk!.amount, 'imperial')).toBe('1 1/2 cups (360 ml)');
  });

  it('adds the main amounts when only some carry an equivalent', () => {
    const [butter] = combineShoppingItems([item('butter', '200 g (7 oz)'), item('butter', '100 g')]);
    expect(butter!.amount).toBe('300 g');
    expect(convertAmount(butter!.amount, 'imperial')).toBe('10 1/2 oz');
  });

  it('keeps the size after a count as a note', () => {
    const [tomatoes] = combineShoppingItems([item('tomatoes', '1 (14 oz) can'), item('tomatoes', '1 (14 oz) can')]);
    expect(tomatoes!.amount).toBe('2 (14 oz) cans');
    expect(convertAmount(tomatoes!.amount, 'metric')).toBe('2 (400 g) cans');
  });

  it('lists side by side what cannot be added', () => {
    const [flour] = combineShoppingItems([item('flour', '1 cup (120 g)'), item('flour', '200 g (7 oz)')]);
    expect(flour!.amount).toBe('1 cup (120 g) + 200 g (7 oz)');
  });
});

describe('combineShoppingItems by weight', () => {
  it('adds a volume and a mass of the same food by its USDA weight', () => {
    const [flour] = combineShoppingItems([item('flour', '1 cup'), item('flour', '200 g')], 'en', {
      byWeight: sumByWeight,
    });
    expect(flour!.amount).toBe('325 g');
    const [farinha] = combineShoppingItems(
      [item('farinha de trigo', '1 xícara'), item('farinha de trigo', '0,2 kg')],
      'pt-BR',
      { byWeight: sumByWeight },
    );
    expect(farinha!.amount).toBe('325 g');
  });

  it('never merges different foods, and lists side by side what has no weight', () => {
    const merged = combineShoppingItems(
      [item('flour', '1 cup'), item('sugar', '200 g'), item('unicorn dust', '1 cup'), item('unicorn dust', '10 g')],
      'en',
      { byWeight: sumByWeight },
    );
    expect(merged.map((m) => [m.name, m.amount])).toEqual([
      ['flour', '1 cup'],
      ['sugar', '200 g'],
      ['unicorn dust', '1 cup + 10 g'],
    ]);
  });
});

describe('combineShoppingItems counts', () => {
  it('names a sum of counted things in the right number, in both languages', () => {
    expect(combineShoppingItems([item('egg', '1'), item('eggs', '2')], 'en')[0]).toMatchObject({
      name: 'eggs',
      amount: '3',
    });
    expect(combineShoppingItems([item('ovo', '1'), item('ovos', '1')], 'pt-BR')[0]).toMatchObject({
      name: 'ovos',
      amount: '2',
    });
    expect(combineShoppingItems([item('limão', '1/2'), item('limões', '1/2')], 'pt-BR')[0]).toMatchObject({
      name: 'limão',
      amount: '1',
    });
  });
});

describe('combineShoppingItems names a line in the reader’s language', () => {
  it('takes the food’s own name when no line is written in it ("arroz" on an English list)', () => {
    const [rice] = combineShoppingItems([item('arroz', '2 xícaras', 'Arroz com feijão')], 'en');
    // The knowledge room's English name of the food "arroz" is (src/knowledge/foods: rice).
    expect(rice!.name).toBe('white rice');
    const [feijao] = combineShoppingItems([item('black beans', '1 can', 'Feijoada')], 'pt-BR');
    expect(feijao!.name).toBe('feijão-preto');
    const [ovos] = combineShoppingItems([item('eggs, beaten', '2', 'Fried rice')], 'pt-BR');
    expect(ovos!.name).toBe('ovos');
    const [dust] = combineShoppingItems([item('unicorn dust', '1 cup')], 'pt-BR');
    expect(dust!.name).toBe('unicorn dust');
  });
});

describe('combineShoppingItems in one measure a shop sells', () => {
  const measure = { measure: shopMeasure };

  it('puts cilantro in cups and in bunches on one line of bunches, named in the reader’s language', () => {
    const [coentro] = combineShoppingItems(
      [
        item('coentro picado', '1/3 xícara + 2 colheres de chá', 'Chili'),
        item('coentro', '2 maços', 'Arroz com feijão'),
      ],
      'pt-BR',
      measure,
    );
    expect(coentro).toMatchObject({ name: 'coentro', amount: '3 maços', needed: '2 1/8 maços', apart: [] });
    const [cilantro] = combineShoppingItems(
      [item('cilantro, chopped', '1/3 cup + 2 tsp', 'Chili'), item('coentro', '2 maços', 'Arroz com feijão')],
      'en',
      measure,
    );
    expect(cilantro).toMatchObject({ name: 'cilantro', amount: '3 bunches', needed: '2 1/8 bunches' });
  });

  it('writes cans with and without a size as cans of the size, and names counted eggs', () => {
    const [feijao] = combineShoppingItems(
      [item('feijão preto', '3 (430 g) latas', 'Chili'), item('feijão-preto', '2 latas', 'Feijoada')],
      'pt-BR',
      measure,
    );
    expect(feijao).toMatchObject({ amount: '5 (430 g) latas', needed: null, apart: [] });
    const [eggs] = combineShoppingItems(
      [item('egg', '1', 'Cake'), item('eggs, beaten', '1/4 cup', 'Fried rice')],
      'en',
      measure,
    );
    expect(eggs).toMatchObject({ name: 'eggs', amount: '3', needed: '2 1/4' });
  });

  it('keeps apart, with the line, what cannot be converted', () => {
    const [dust] = combineShoppingItems([item('unicorn dust', '1 cup'), item('unicorn dust', '10 g')], 'en', measure);
    expect(dust).toMatchObject({ amount: '10 g', apart: ['1 cup'] });
  });
});

describe('combineShoppingItems: one food, one line, whatever the wording (issue 35)', () => {
  const staplesPt = stapleFoodKeys(['sal', 'pimenta-do-reino', 'alho', 'azeite'], 'pt');
  const staplesEn = stapleFoodKeys(['salt', 'black pepper', 'garlic', 'olive oil'], 'en');
  const names = (rows: { name: string; amount: string; staple: boolean }[]) =>
    rows.map((r) => [r.name, r.amount, r.staple]);

  it('merges garlic whatever its preparation, staple or bought, in Portuguese', () => {
    const rows = combineShoppingItems(
      [
        item('alho picados bem fininhos', '3 dentes', 'Feijão tropeiro'),
        item('alho', '2 dentes', 'Arroz'),
        item('alho amassado', '1 dente', 'Farofa'),
      ],
      'pt-BR',
      { measure: shopMeasure, staples: staplesPt },
    );
    expect(names(rows)).toEqual([['alho', '6 dentes', true]]);
  });

  it('merges onion cut every way in both languages', () => {
    const pt = combineShoppingItems(
      [item('cebola cortada em cubos pequenos', '1'), item('cebola bem picadinha', '1'), item('cebolas', '2')],
      'pt-BR',
      { measure: shopMeasure, staples: staplesPt },
    );
    expect(names(pt)).toEqual([['cebolas', '4', false]]);
    const en = combineShoppingItems(
      [item('onion, finely chopped', '1'), item('onions peeled and diced', '2'), item('finely sliced onion', '1')],
      'en',
      { measure: shopMeasure, staples: staplesEn },
    );
    expect(names(en)).toEqual([['onions', '4', false]]);
  });

  it('cuts "ralado" and "moído" only where what is left is the same food (walk 7)', () => {
    const rows = combineShoppingItems(
      [
        item('alho ralados', '2 dentes'),
        item('alho', '3 dentes'),
        item('pimenta-do-reino moída na hora', 'a gosto'),
        item('pimenta-do-reino', 'a gosto'),
        item('pepino em palitos finos', '1'),
        item('pepino', '1'),
        item('coco ralado', '50 g'),
        item('carne moída', '500 g'),
      ],
      'pt-BR',
      { measure: shopMeasure, staples: staplesPt },
    );
    expect(rows.map((r) => r.name)).toEqual(['alho', 'pimenta-do-reino', 'pepinos', 'coco ralado', 'carne moída']);
  });

  it('splits a compound staple line into its foods, which join their own lines', () => {
    const pt = combineShoppingItems(
      [item('Sal e pimenta', 'a gosto'), item('sal', '1 colher de chá'), item('pimenta-do-reino', 'a gosto')],
      'pt-BR',
      { measure: shopMeasure, staples: staplesPt },
    );
    expect(pt.map((r) => r.name)).toEqual(['sal', 'pimenta-do-reino']);
    expect(pt.every((r) => r.staple)).toBe(true);
    expect(pt[0]!.amount).toBe('1 colher de chá');
    const en = combineShoppingItems([item('Salt & pepper', 'to taste'), item('kosher salt', '1 tsp')], 'en', {
      measure: shopMeasure,
      staples: staplesEn,
    });
    expect(en.map((r) => r.name)).toEqual(['kosher salt', 'pepper']);
    // The compound item is behind both lines: ticking either reaches it.
    expect(en[0]!.itemIds).toContain(en[1]!.itemIds[0]);
  });

  it('keeps a dish that names two foods as one line', () => {
    const rows = combineShoppingItems([item('macaroni and cheese', '1 box')], 'en', {
      measure: shopMeasure,
      staples: staplesEn,
    });
    expect(rows.map((r) => r.name)).toEqual(['macaroni and cheese']);
  });
});

describe('combineShoppingItems buys a cooked food as its raw food', () => {
  it('puts "2 cups cooked rice" on the rice line as rice by the yield, in both languages', () => {
    const options = { measure: shopMeasure, bought: boughtAs };
    const en = combineShoppingItems(
      [item('cooked rice, cold', '2 cups', 'Fried rice'), item('long-grain rice', '1 cup', 'Pilaf')],
      'en',
      options,
    );
    expect(en).toHaveLength(1);
    expect(en[0]!.name).not.toMatch(/cooked/);
    // 2/3 cup + 1 cup of rice, about 11 oz: the 1 lb bag.
    expect(en[0]).toMatchObject({ amount: '1 lb', needed: '11 oz' });
    const pt = combineShoppingItems(
      [item('arroz cozido gelado', '470 g', 'Arroz frito'), item('arroz', '1 xícara', 'Arroz de forno')],
      'pt-BR',
      options,
    );
    expect(pt).toHaveLength(1);
    expect(pt[0]!.name).not.toMatch(/cozido/);
    // 185 g + 185 g of rice: the 500 g pack.
    expect(pt[0]).toMatchObject({ amount: '500 g', needed: '370 g' });
  });
});

describe('combineShoppingItems spells a measure one way on the whole list (weekly walk 8, fault 6)', () => {
  it('writes every spoon and cup in the reader’s own spelling, in both languages', () => {
    const options = { measure: shopMeasure, bought: boughtAs };
    const pt = combineShoppingItems(
      [
        item('azeite', '1 colher (sopa)', 'Salada'),
        item('azeite', '2 colheres de sopa', 'Sopa'),
        item('açúcar', '1 colher (sopa)', 'Bolo'),
        item('vinagre', '1 colher de sopa', 'Salada'),
        item('fermento em pó', '2 c. de chá', 'Bolo'),
      ],
      'pt-BR',
      options,
    );
    const spoons = pt.map((r) => r.amount.replace(/^[\d/ ]+/, ''));
    expect(spoons.filter((s) => /colher/.test(s)).every((s) => /^colher(es)? de (sopa|chá)$/.test(s))).toBe(true);
    expect(pt.find((r) => r.name === 'açúcar')?.amount).toBe('1 colher de sopa');
    expect(pt.find((r) => r.name === 'azeite')?.amount).toBe('3 colheres de sopa');
    const en = combineShoppingItems(
      [
        item('olive oil', '1 tablespoon', 'Salad'),
        item('vinegar', '1 Tbsp', 'Salad'),
        item('sugar', '2 teaspoons', 'Cake'),
      ],
      'en',
      options,
    );
    expect(en.map((r) => r.amount).sort()).toEqual(['1 tbsp', '1 tbsp', '2 tsp']);
  });
});
