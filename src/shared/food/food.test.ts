import { describe, expect, it } from 'vitest';
import { convertIngredientAmount } from '../amounts/convert-food.ts';
import { CATALOG } from './catalog.ts';
import { gramsOfAmount } from './grams.ts';
import { findFood, foodKey } from './lookup.ts';
import { lineNutrients, recipeNutrition, roundNutrients } from './nutrition.ts';
import { SR24_FOODS } from './usda-sr24.generated.ts';

describe('USDA table', () => {
  it('holds every catalogued food', () => {
    for (const entry of CATALOG) expect(SR24_FOODS[entry.id], entry.id).toBeDefined();
  });

  it('carries the SR24 figures', () => {
    expect(SR24_FOODS['01145'][1][0]).toBe(717); // butter, without salt
    expect(SR24_FOODS['20081'][2].cup).toBe(125); // all-purpose flour
    expect(SR24_FOODS['01123'][2].large).toBe(50); // egg
  });

  it('never maps one name to two foods in the same language', () => {
    for (const lang of ['en', 'pt'] as const) {
      const seen = new Map<string, string>();
      for (const entry of CATALOG) {
        for (const name of entry[lang]) {
          const key = foodKey(name);
          const other = seen.get(key);
          expect(other === undefined || other === entry.id, `${lang} "${name}": ${other} and ${entry.id}`).toBe(true);
          seen.set(key, entry.id);
        }
      }
    }
  });
});

describe('findFood', () => {
  it.each([
    ['farinha de trigo', 'pt', '20081'],
    ['Farinha de Trigo peneirada', 'pt', '20081'],
    ['all-purpose flour', 'en', '20081'],
    ['plain flour', 'en', '20081'],
    ['farinha de trigo integral', 'pt', '20080'],
    ['unsalted butter, softened', 'en', '01145'],
    ['large eggs', 'en', '01123'],
    ['ovos', 'pt', '01123'],
    ['coconut milk', 'en', '12117'],
    ['leite de coco', 'pt', '12117'],
    ['leite', 'pt', '01077'],
    ['cebolas roxas picadas', 'pt', '11282'],
    ['limões', 'pt', '09159'],
    ['salsa', 'pt', '11297'],
    ['salsa', 'en', '06164'],
    ['pimenta-do-reino moída', 'pt', '02030'],
  ] as const)('%s (%s) → %s', (name, lang, id) => {
    expect(findFood(name, lang)?.id).toBe(id);
  });

  it('finds a name in the other language too, and nothing for unknown names', () => {
    expect(findFood('butter', 'pt')?.id).toBe('01145');
    expect(findFood('dragon scales', 'en')).toBeNull();
    expect(findFood('', 'en')).toBeNull();
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
    expect(gramsOfAmount(findFood('onion')!, '1 large')).toBe(150);
    expect(gramsOfAmount(findFood('chicken breast')!, '1 lb')).toBeCloseTo(453.6, 1);
    expect(gramsOfAmount(findFood('salt')!, 'a gosto')).toBeNull();
    expect(gramsOfAmount(findFood('salt')!, '1 pinch')).toBeNull();
  });

  it('weighs a count of packs by what each holds', () => {
    expect(gramsOfAmount(findFood('all-purpose flour')!, '2 x 500g bags')).toBe(1000);
    expect(gramsOfAmount(findFood('butter')!, '1 (8 oz) package')).toBeCloseTo(226.8, 1);
    expect(gramsOfAmount(findFood('butter')!, '2 (8-ounce) packages')).toBeCloseTo(453.6, 1);
    expect(gramsOfAmount(findFood('leite condensado', 'pt')!, '1 lata (395 g)')).toBe(395);
    expect(gramsOfAmount(findFood('chicken breast')!, '1 (3 1/2) pound')).toBeCloseTo(1587.6, 1);
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

  it('is complete when only what carries no energy is left out, never with beans by the can', () => {
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
        { name: 'salt', amount: 'to taste' },
      ],
      4,
      'en',
    );
    expect(soup.uncounted.find((u) => u.name === 'black beans')).toMatchObject({ matters: true });
    expect(soup.uncounted.find((u) => u.name === 'salt')).toMatchObject({ matters: false });
    expect(soup.complete).toBe(false);
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
    ['1 tbsp', 'mystery powder', 'metric', 'en', '15 ml'],
  ] as const)('%s %s → %s: %s', (amount, name, to, lang, out) => {
    expect(convertIngredientAmount(amount, name, to, lang)).toBe(out);
  });
});
