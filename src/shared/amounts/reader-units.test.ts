import { describe, expect, it } from 'vitest';
import { foodFacts } from '../food/facts.ts';
import { convertIngredientAmount } from './convert-food.ts';
import { scaleAmount } from './scale.ts';
import { convertQuantitiesInText } from './text-quantities.ts';
import { unitsInLanguage } from './unit-spelling.ts';

/** Issue 35, item 8: units converted all the way, the way a cook measures. */

describe('small spoon measures stay spoons when scaled', () => {
  it.each([
    ['1 teaspoon', 1.2, '1 1/4 tsp'],
    ['1 tsp', 0.4, '3/8 tsp'],
    ['1/2 tsp', 0.4, '1/4 tsp'],
    ['1 tbsp', 0.4, '1 1/4 tsp'],
    ['1/3 cup', 0.4, '2 tbsp'],
    ['1 colher de chá', 1.2, '1 1/4 colher de chá'],
  ])('%s × %s → %s (never millilitres)', (amount, factor, expected) => {
    const scaled = scaleAmount(amount, factor, 'en');
    expect(scaled).not.toMatch(/ml\b/);
    expect(scaled).toBe(expected);
  });
});

describe('leaves and salsa are not measured in ml or g by reflex', () => {
  it.each([
    ['2 cups', 'lettuce', 'en'],
    ['2 cups', 'shredded lettuce', 'en'],
    ['1 cup', 'fresh spinach', 'en'],
    ['1 cup', 'salsa', 'en'],
    ['2 xícaras', 'alface', 'pt-BR'],
    ['1/4 cup', 'chopped fresh cilantro', 'en'],
    ['1 cup', 'basil leaves', 'en'],
    ['1/2 xícara', 'salsinha picada', 'pt-BR'],
  ] as const)('%s %s stays in cups for a metric reader', (amount, name, lang) => {
    expect(convertIngredientAmount(amount, foodFacts(name, lang === 'pt-BR' ? 'pt' : 'en'), 'metric', lang)).toBe(
      amount,
    );
  });

  it('reads the name in its own language: an English "salsa" is not Portuguese parsley', () => {
    // A Portuguese reader of an English recipe: salsa the sauce, kept in cups (it was "60 g" of parsley).
    // The food is found in the recipe's language (the server's TRecipe.foods), whatever the reader's.
    expect(convertIngredientAmount('1 cup', foodFacts('salsa', 'en'), 'metric', 'pt-BR')).toBe('1 cup');
    expect(convertIngredientAmount('2 cups', foodFacts('flour', 'en'), 'metric', 'pt-BR')).toBe('250 g');
    expect(convertIngredientAmount('1 cup', foodFacts('milk', 'en'), 'metric', 'en')).toBe('240 ml');
    expect(foodFacts('salsa', 'pt')?.food).not.toBe(foodFacts('salsa', 'en')?.food);
  });
});

describe('Portuguese shows Portuguese units', () => {
  it.each([
    ['1 tbsp', '1 colher de sopa'],
    ['2 tbsp', '2 colheres de sopa'],
    ['1 tsp', '1 colher de chá'],
    ['1 1/2 cups', '1 1/2 xícara'],
    ['1 cup + 2 tbsp', '1 xícara + 2 colheres de sopa'],
    ['250 g', '250 g'],
    ['1 pinch', '1 pitada'],
    ['1 lata', '1 lata'],
    ['2/3 clove', '2/3 dente'],
    ['3 cloves', '3 dentes'],
    ['1 bunch', '1 maço'],
    ['2 slices', '2 fatias'],
    ['1 head', '1 cabeça'],
    ['4 sprigs', '4 ramos'],
  ])('%s → %s', (amount, expected) => {
    expect(unitsInLanguage(amount, 'pt-BR')).toBe(expected);
  });

  it('and English shows English units, in each part of a sum that did not add up', () => {
    expect(unitsInLanguage('2 xícaras', 'en')).toBe('2 cups');
    expect(unitsInLanguage('1 (15 oz) can + 2 latas', 'en')).toBe('1 (15 oz) can + 2 cans');
    expect(unitsInLanguage('1 (15 oz) can + 2 latas', 'pt-BR')).toBe('1 (15 oz) lata + 2 latas');
    expect(unitsInLanguage('1 colher de sopa', 'en')).toBe('1 tbsp');
    expect(unitsInLanguage('2 dentes', 'en')).toBe('2 cloves');
    expect(unitsInLanguage('1 maço', 'en')).toBe('1 bunch');
    expect(unitsInLanguage('3 folhas', 'en')).toBe('3 leaves');
  });
});

describe('amounts inside steps convert with the ingredient list', () => {
  it('weights and liquid measures, both ways', () => {
    expect(convertQuantitiesInText('Mix 240 grams of bread flour with 325 ml of warm water.', 'imperial')).toBe(
      'Mix 8 1/2 oz of bread flour with 1 3/8 cups of warm water.',
    );
    expect(convertQuantitiesInText('Add 1 lb of beef and 16 fl oz of stock.', 'metric')).toBe(
      'Add 450 g of beef and 480 ml of stock.',
    );
    expect(convertQuantitiesInText('Junte 500 g de farinha.', 'imperial', 'pt-BR')).toBe('Junte 1 lb 2 oz de farinha.');
  });

  it('leaves what is already in the reader’s system, cups and spoons, times and counts', () => {
    for (const text of ['Add 1 1/2 cups flour and 2 tbsp oil.', 'Bake for 20 minutes.', 'Cut 4 pieces.'])
      expect(convertQuantitiesInText(text, 'metric')).toBe(text);
    expect(convertQuantitiesInText('Add 240 g of flour.', 'metric')).toBe('Add 240 g of flour.');
    // Written in both: the reader's first, not converted twice.
    expect(convertQuantitiesInText('Add 8 oz (225 g) cream cheese.', 'metric')).toBe('Add 225 g (8 oz) cream cheese.');
  });
});
