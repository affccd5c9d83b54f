import { describe, expect, it } from 'vitest';
import { isValidAmount, parseAmount, unitSystemOf, type ParsedAmount } from './index.ts';

type Expected = Partial<ParsedAmount>;

/** [text, quantity, quantityMax, unit, unitText, rest] */
const PARSED: [string, number, number | undefined, ParsedAmount['unit'], string, string][] = [
  // English: integers, decimals, fractions, unicode, mixed numbers
  ['2 cups', 2, undefined, 'cup', 'cups', ''],
  ['300g', 300, undefined, 'g', 'g', ''],
  ['1.5 kg', 1.5, undefined, 'kg', 'kg', ''],
  ['.5 l', 0.5, undefined, 'l', 'l', ''],
  ['1/2 cup', 0.5, undefined, 'cup', 'cup', ''],
  ['½ cup', 0.5, undefined, 'cup', 'cup', ''],
  ['1 1/2 cups', 1.5, undefined, 'cup', 'cups', ''],
  ['1½ cups', 1.5, undefined, 'cup', 'cups', ''],
  ['1 ½ cups', 1.5, undefined, 'cup', 'cups', ''],
  ['1-1/2 tsp', 1.5, undefined, 'tsp', 'tsp', ''],
  ['2 1/4 teaspoons', 2.25, undefined, 'tsp', 'teaspoons', ''],
  ['⅓ cup', 1 / 3, undefined, 'cup', 'cup', ''],
  ['3 tablespoons', 3, undefined, 'tbsp', 'tablespoons', ''],
  ['2 Tbsp', 2, undefined, 'tbsp', 'Tbsp', ''],
  ['1 T', 1, undefined, 'tbsp', 'T', ''],
  ['1 t', 1, undefined, 'tsp', 't', ''],
  ['8 oz', 8, undefined, 'oz', 'oz', ''],
  ['2 lbs', 2, undefined, 'lb', 'lbs', ''],
  ['1 pound', 1, undefined, 'lb', 'pound', ''],
  ['4 fl oz', 4, undefined, 'fl-oz', 'fl oz', ''],
  ['500 milliliters', 500, undefined, 'ml', 'milliliters', ''],
  ['2 liters', 2, undefined, 'l', 'liters', ''],
  ['250 grams', 250, undefined, 'g', 'grams', ''],
  ['1 kilogram', 1, undefined, 'kg', 'kilogram', ''],
  ['1 pint', 1, undefined, 'pint', 'pint', ''],
  ['2 quarts', 2, undefined, 'quart', 'quarts', ''],
  // ranges
  ['2-3 cloves', 2, 3, 'clove', 'cloves', ''],
  ['2 – 3 cloves', 2, 3, 'clove', 'cloves', ''],
  ['2 to 3 tbsp', 2, 3, 'tbsp', 'tbsp', ''],
  ['1/2-1 cup', 0.5, 1, 'cup', 'cup', ''],
  // number words
  ['one cup', 1, undefined, 'cup', 'cup', ''],
  ['two large', 2, undefined, 'large', 'large', ''],
  ['a pinch', 1, undefined, 'pinch', 'pinch', ''],
  ['an ounce', 1, undefined, 'oz', 'ounce', ''],
  ['half a cup', 0.5, undefined, 'cup', 'cup', ''],
  ['one and a half cups', 1.5, undefined, 'cup', 'cups', ''],
  // counts, sizes, vague
  ['2 cloves', 2, undefined, 'clove', 'cloves', ''],
  ['3 slices', 3, undefined, 'slice', 'slices', ''],
  ['1 whole', 1, undefined, 'whole', 'whole', ''],
  ['2 large', 2, undefined, 'large', 'large', ''],
  ['1 medium', 1, undefined, 'medium', 'medium', ''],
  ['pinch', 1, undefined, 'pinch', 'pinch', ''],
  ['1 dash', 1, undefined, 'dash', 'dash', ''],
  ['1 handful', 1, undefined, 'handful', 'handful', ''],
  ['1 bunch', 1, undefined, 'bunch', 'bunch', ''],
  ['2 pieces', 2, undefined, 'piece', 'pieces', ''],
  // rest kept
  ['1 (14 oz) can', 1, undefined, 'can', 'can', '(14 oz)'],
  ['1 cup, sifted', 1, undefined, 'cup', 'cup', 'sifted'],
  ['about 2 cups', 2, undefined, 'cup', 'cups', 'about'],
  ['1 heaping tbsp', 1, undefined, 'tbsp', 'tbsp', 'heaping'],
  ['2 cups chopped', 2, undefined, 'cup', 'cups', 'chopped'],
  ['2', 2, undefined, null, '', ''],
  // compounds
  ['1 lb 2 oz', 1.125, undefined, 'lb', 'lb', ''],
  ['1 cup + 2 tbsp', 1.125, undefined, 'cup', 'cup', ''],
  ['1 cup plus 2 tablespoons', 1.125, undefined, 'cup', 'cup', ''],
  // Portuguese
  ['1,5 kg', 1.5, undefined, 'kg', 'kg', ''],
  ['0,5 kg', 0.5, undefined, 'kg', 'kg', ''],
  ['2 xícaras', 2, undefined, 'cup', 'xícaras', ''],
  ['1 xícara (chá)', 1, undefined, 'cup', 'xícara (chá)', ''],
  ['1 xíc. de chá', 1, undefined, 'cup', 'xíc. de chá', ''],
  ['2 xicaras', 2, undefined, 'cup', 'xicaras', ''],
  ['½ xícara', 0.5, undefined, 'cup', 'xícara', ''],
  ['meia xícara', 0.5, undefined, 'cup', 'xícara', ''],
  ['1 e 1/2 xícara', 1.5, undefined, 'cup', 'xícara', ''],
  ['2 xícaras e meia', 2.5, undefined, 'cup', 'xícaras', ''],
  ['2 colheres de sopa', 2, undefined, 'tbsp', 'colheres de sopa', ''],
  ['1 colher de sopa', 1, undefined, 'tbsp', 'colher de sopa', ''],
  ['1 colher (sopa)', 1, undefined, 'tbsp', 'colher (sopa)', ''],
  ['1 c. de sopa', 1, undefined, 'tbsp', 'c. de sopa', ''],
  ['2 csp', 2, undefined, 'tbsp', 'csp', ''],
  ['1 colher de chá', 1, undefined, 'tsp', 'colher de chá', ''],
  ['3 colheres (chá)', 3, undefined, 'tsp', 'colheres (chá)', ''],
  ['1 cch', 1, undefined, 'tsp', 'cch', ''],
  ['2 dentes', 2, undefined, 'clove', 'dentes', ''],
  ['1 dente', 1, undefined, 'clove', 'dente', ''],
  ['uma pitada', 1, undefined, 'pinch', 'pitada', ''],
  ['1 pitada', 1, undefined, 'pinch', 'pitada', ''],
  ['3 fatias', 3, undefined, 'slice', 'fatias', ''],
  ['1 lata', 1, undefined, 'can', 'lata', ''],
  ['1 maço', 1, undefined, 'bunch', 'maço', ''],
  ['1 punhado', 1, undefined, 'handful', 'punhado', ''],
  ['2 unidades', 2, undefined, 'piece', 'unidades', ''],
  ['1 grande', 1, undefined, 'large', 'grande', ''],
  ['2 médias', 2, undefined, 'medium', 'médias', ''],
  ['1 pequena', 1, undefined, 'small', 'pequena', ''],
  ['2 a 3 dentes', 2, 3, 'clove', 'dentes', ''],
  ['meio quilo', 0.5, undefined, 'kg', 'quilo', ''],
  ['500 gramas', 500, undefined, 'g', 'gramas', ''],
  ['1 litro', 1, undefined, 'l', 'litro', ''],
  ['duas xícaras', 2, undefined, 'cup', 'xícaras', ''],
  ['1 lata (395 g)', 1, undefined, 'can', 'lata', '(395 g)'],
  ['2 colheres (sopa) cheias', 2, undefined, 'tbsp', 'colheres (sopa)', 'cheias'],
  // thousands: by the unit
  ['1,000 g', 1000, undefined, 'g', 'g', ''],
  ['1.500 g', 1500, undefined, 'g', 'g', ''],
  ['1,500 kg', 1.5, undefined, 'kg', 'kg', ''],
];

describe('parseAmount', () => {
  it.each(PARSED)('%s', (text, quantity, quantityMax, unit, unitText, rest) => {
    const parsed = parseAmount(text);
    expect(parsed).not.toBeNull();
    expect(parsed!.quantity).toBeCloseTo(quantity, 9);
    expect(parsed!.quantityMax).toBe(quantityMax);
    expect(parsed!.unit).toBe(unit);
    expect(parsed!.unitText).toBe(unitText);
    expect(parsed!.rest).toBe(rest);
    expect(parsed!.toTaste).toBe(false);
  });

  it.each(['to taste', 'a gosto', 'q.b.', 'A gosto', 'à gosto', 'as needed'])('"%s" is to taste', (text) => {
    const expected: Expected = { quantity: 0, unit: null, unitText: '', rest: '', toTaste: true };
    expect(parseAmount(text)).toEqual(expected);
  });

  it('keeps a quantity written next to "to taste"', () => {
    expect(parseAmount('1 pitada ou a gosto')).toMatchObject({ quantity: 1, unit: 'pinch', toTaste: true });
  });

  it.each(['', '   ', 'some', 'lots', 'um pouco', 'a few', 'a bit'])('"%s" has nothing to parse', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it('finds a quantity after unknown words, keeping them in the rest', () => {
    expect(parseAmount('juice of 1 lemon')).toMatchObject({ quantity: 1, unit: null, rest: 'juice of lemon' });
  });

  it('does not read a unit inside a longer word', () => {
    expect(parseAmount('2 gemas')).toMatchObject({ quantity: 2, unit: null, rest: 'gemas' });
    expect(parseAmount('2 grandes')?.unit).toBe('large');
    expect(parseAmount('1 l')?.unit).toBe('l');
    expect(parseAmount('1 large')?.unit).toBe('large');
  });

  it('tells the unit systems apart', () => {
    expect(unitSystemOf('g')).toBe('metric');
    expect(unitSystemOf('l')).toBe('metric');
    expect(unitSystemOf('cup')).toBe('imperial');
    expect(unitSystemOf('lb')).toBe('imperial');
    expect(unitSystemOf('clove')).toBe('neutral');
    expect(unitSystemOf(null)).toBe('neutral');
  });
});

const VALID: string[] = [
  '',
  '   ',
  '2 cups',
  '300g',
  '300 g',
  '1 kg',
  '2 kilograms',
  '500 ml',
  '1 l',
  '2 liters',
  '8 oz',
  '8 ounces',
  '1 lb',
  '2 lbs',
  '2 pounds',
  '1 tsp',
  '2 teaspoons',
  '1 tbsp',
  '3 tablespoons',
  '1 cup',
  '1/2 cup',
  '1 1/2 cup',
  '1 1/2 cups',
  '½ cup',
  '2 pieces',
  '1 piece',
  '3 cloves',
  '2 slices',
  '1 whole',
  '2 large',
  '1 medium',
  '3 small',
  '1 pinch',
  'a pinch',
  'pinch',
  'dash',
  'a handful',
  '1 bunch',
  'to taste',
  '2-3 cloves',
  '1 (14 oz) can',
  '2 cups, sifted',
  '2', // bare count: "2" eggs (see validate.ts)
  '1/2',
  '2-3',
  // Portuguese
  '2 xícaras',
  '1 xícara (chá)',
  'meia xícara',
  'uma xícara',
  '1 colher de sopa',
  '2 colheres de sopa',
  '1 colher de chá',
  '1 c. de sopa',
  '3 dentes',
  '1 dente',
  '1 pitada',
  'uma pitada',
  'pitada',
  'a gosto',
  'q.b.',
  '1,5 kg',
  '0,5 kg',
  '2 a 3 dentes',
  '1 lata',
  '1 maço',
  '2 unidades',
  '1 grande',
];

const INVALID: string[] = [
  'some',
  'lots',
  'a few',
  'cup',
  'xícara',
  'dente',
  '2 onions',
  '2 cebolas',
  '2 x',
  '300gx',
  '0 g',
  '0',
  '-2 cups',
  'juice of 1 lemon',
  'salt to taste',
  'sal a gosto',
  'um pouco',
  'about',
  'g',
  'abc 2 cups',
];

describe('parseAmount reads packs, sizes, modifiers and linking words', () => {
  it.each<[string, Partial<ParsedAmount>]>([
    ['2 x 7g sachets', { quantity: 2, unit: 'package' }],
    ['1 28-oz can', { quantity: 1, unit: 'can' }],
    ['1 (14 oz) can', { quantity: 1, unit: 'can' }],
    ['2 1/4-ounce packages', { quantity: 2, unit: 'package' }],
    ['1 large clove', { quantity: 1, unit: 'clove' }],
    ['1 heaped tbsp', { quantity: 1, unit: 'tbsp' }],
    ['3 colheres (sopa) rasas', { quantity: 3, unit: 'tbsp', rest: 'rasas' }],
    ['1/4 de xícara', { quantity: 0.25, unit: 'cup' }],
    ['1/4 teaspoon plus 1/8 teaspoon', { quantity: 0.375, unit: 'tsp' }],
    ['2 tbsp, 1 tbsp melted', { quantity: 2, unit: 'tbsp' }],
    ['1 (3 1/2) pound', { quantity: 1, unit: null }],
  ])('%s', (text, expected) => {
    expect(parseAmount(text)).toMatchObject(expected);
  });
});

describe('isValidAmount (spec: "Please include both amount and unit")', () => {
  it('accepts a count with the weight of each', () => {
    for (const t of ['1 (3 1/2) pound', '2 x 400g', '2 x 7g sachets']) expect(isValidAmount(t)).toBe(true);
  });

  it.each(VALID)('accepts "%s"', (text) => {
    expect(isValidAmount(text)).toBe(true);
  });
  it.each(INVALID)('warns on "%s"', (text) => {
    expect(isValidAmount(text)).toBe(false);
  });
});
