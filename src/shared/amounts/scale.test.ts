import { describe, expect, it } from 'vitest';
import { doubleAmount, formatQuantity, scaleAmount, type Lang } from './index.ts';

const SCALED: [string, number, string, Lang?][] = [
  ['1/3 cup', 2, '2/3 cup'],
  ['1/3 cup', 3, '1 cup'],
  ['2/3 cup', 1.5, '1 cup'],
  ['1 1/2', 2, '3'],
  ['1 1/2 cups', 2, '3 cups'],
  ['1 cup', 0.5, '1/2 cup'],
  ['2 cups', 1 / 3, '2/3 cup'],
  ['3 cups', 2 / 3, '2 cups'],
  ['1/4 tsp', 0.5, '1/8 tsp'],
  ['1/8 tsp', 0.5, '1/16 tsp'],
  ['1 cup', 1.25, '1 1/4 cups'],
  ['1 cup', 0.4, '3/8 cup'], // 2/5 cup cannot be measured: nearest eighth
  ['2-3 cloves', 2, '4-6 cloves'],
  ['1-2 cloves', 0.5, '1/2-1 clove'],
  ['½ cup', 2, '1 cup'],
  ['¼ cup', 3, '¾ cup'],
  ['1½ cups', 2, '3 cups'],
  ['1½ cups', 1.5, '2¼ cups'],
  ['1-1/2 tsp', 2, '3 tsp'],
  ['one cup', 2, '2 cups'],
  ['half a cup', 3, '1 1/2 cups'],
  ['a pinch', 2, '2 pinches'],
  ['pinch', 3, '3 pinches'],
  ['1 clove', 2, '2 cloves'],
  ['4 cloves', 0.25, '1 clove'],
  ['2 lbs', 0.5, '1 lb'],
  ['2 lbs.', 0.5, '1 lb.'],
  ['1 Cup', 2, '2 Cups'],
  ['1 (14 oz) can', 2, '2 (14 oz) cans'],
  ['1 cup, sifted', 2, '2 cups, sifted'],
  ['about 2 cups', 1.5, 'about 3 cups'],
  ['3 eggs', 0.5, '1 1/2 eggs'],
  ['2 large', 1.5, '3 large'],
  ['1 lb 2 oz', 2, '2 1/4 lb'],
  ['1 cup + 2 tbsp', 2, '2 1/4 cups'],
  ['1 cup + 1 tbsp', 2, '2 cups + 2 tbsp'],
  // metric keeps decimals
  ['0,5 kg', 2, '1 kg'],
  ['0,5 kg', 3, '1,5 kg'],
  ['1.5 kg', 2, '3 kg'],
  ['1 kg', 0.5, '0.5 kg'],
  ['1 kg', 0.5, '0,5 kg', 'pt-BR'],
  ['250 g', 1 / 3, '83 g'],
  ['250 g', 2, '500 g'],
  ['5 g', 1 / 3, '1.7 g'],
  ['1 l', 1.5, '1.5 l'],
  ['1 litro', 1.5, '1,5 litro', 'pt-BR'],
  ['2 litros', 0.5, '1 litro'],
  ['1/2 kg', 3, '1 1/2 kg'],
  ['1.5 cups', 3, '4.5 cups'],
  ['1,000 g', 3, '3000 g'],
  // Portuguese words and plurals
  ['1 xícara', 2, '2 xícaras'],
  ['2 xícaras', 0.5, '1 xícara'],
  ['1 xícara', 1.5, '1 1/2 xícara'], // plural from 2 in Portuguese
  ['2 Xicaras', 0.5, '1 Xicara'],
  ['½ xícara', 2, '1 xícara'],
  ['meia xícara', 2, '1 xícara'],
  ['1 e 1/2 xícara (chá)', 3, '4 e 1/2 xícaras (chá)'],
  ['2 xícaras e meia', 2, '5 xícaras'],
  ['1 dente', 3, '3 dentes'],
  ['2 a 3 dentes', 2, '4 a 6 dentes'],
  ['2 colheres de sopa', 0.5, '1 colher de sopa'],
  ['1 colher de sopa', 2, '2 colheres de sopa'],
  ['1 colher (chá)', 2, '2 colheres (chá)'],
  ['uma pitada', 2, '2 pitadas'],
  ['1 lata (395 g)', 2, '2 latas (395 g)'],
  ['3 fatias', 1 / 3, '1 fatia'],
  ['1 maço', 2, '2 maços'],
  ['1 quilo', 2, '2 quilos'],
  // unmeasurable fractions of cups, spoons and pounds are re-split
  ['2 1/2 cups', 0.75, '1 3/4 cups + 2 tbsp'],
  ['3/4 xícara (chá)', 1.5, '1 xícara + 2 colheres de sopa'],
  ['1 colher (sopa)', 0.75, '2 1/4 colheres de chá'],
  ['1 3/4 lb', 1.5, '2 lb 10 oz'],
  ['1 3/4 lb', 0.75, '1 lb 5 oz'],
  ['1/2 tsp', 0.75, '3/8 tsp'],
  ['1.5 cups', 0.75, '1.13 cups'],
];

describe('scaleAmount', () => {
  it.each(SCALED)('%s × %d → %s', (text, factor, expected, lang) => {
    expect(scaleAmount(text, factor, lang)).toBe(expected);
  });

  it.each(['to taste', 'a gosto', 'q.b.', 'some', '', 'a few'])('leaves "%s" unchanged', (text) => {
    expect(scaleAmount(text, 2)).toBe(text);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, 1])('leaves the text unchanged for factor %d', (factor) => {
    expect(scaleAmount('1/3 cup', factor)).toBe('1/3 cup');
  });

  it('keeps thirds exact over repeated scaling', () => {
    let amount = '1/3 cup';
    for (const f of [3, 1 / 3, 2, 0.5]) amount = scaleAmount(amount, f);
    expect(amount).toBe('1/3 cup');
  });
});

describe('scaleAmount with an equivalent in brackets', () => {
  // "1 cup (240 ml)" is one quantity written twice: both halves scale. After a count ("1 (14 oz)
  // can", "1 lata (395 g)") the brackets give the size of each item and stay as written.
  it.each([
    ['1 cup (240 ml)', 0.5, '1/2 cup (120 ml)'],
    ['1 cup (240 ml)', 2, '2 cups (480 ml)'],
    ['200 g (7 oz)', 0.5, '100 g (3 1/2 oz)'],
    ['200 g (7 oz)', 2, '400 g (14 oz)'],
    ['1 lb (450 g)', 2, '2 lb (900 g)'],
    ['1 lb (450 g)', 0.5, '1/2 lb (225 g)'],
    ['2 xícaras (480 ml)', 0.5, '1 xícara (240 ml)'],
    ['1 cup (240 ml), sifted', 2, '2 cups (480 ml), sifted'],
    ['200 g (about 2 cups)', 2, '400 g (about 4 cups)'],
    ['1 cup (2 sticks)', 0.5, '1/2 cup (1 stick)'],
    ['1 cup/240 ml', 2, '2 cups/480 ml'],
    ['1 cup / 240 ml', 0.5, '1/2 cup / 120 ml'],
    ['1 (14 oz) can', 2, '2 (14 oz) cans'],
    ['1 lata (395 g)', 2, '2 latas (395 g)'],
    ['1 cup (chopped)', 2, '2 cups (chopped)'],
  ])('%s × %d → %s', (text, factor, expected) => {
    expect(scaleAmount(text, factor)).toBe(expected);
  });

  it('the double button doubles both halves', () => {
    expect(doubleAmount('1 cup (240 ml)')).toBe('2 cups (480 ml)');
    expect(doubleAmount('200 g (7 oz)')).toBe('400 g (14 oz)');
  });
});

describe('doubleAmount (spec: needs a non-empty amount containing a number)', () => {
  it.each([
    ['1/3 cup', '2/3 cup'],
    ['1 1/2', '3'],
    ['0,5 kg', '1 kg'],
    ['2-3 cloves', '4-6 cloves'],
    ['½ cup', '1 cup'],
    ['¾ cup', '1½ cups'],
    ['1 xícara', '2 xícaras'],
    ['2 colheres de sopa', '4 colheres de sopa'],
    ['1 dente', '2 dentes'],
    ['uma pitada', '2 pitadas'],
    ['meia xícara', '1 xícara'],
    ['2', '4'],
    ['250 g', '500 g'],
    ['1,5 kg', '3 kg'],
    ['1 (14 oz) can', '2 (14 oz) cans'],
  ])('%s → %s', (text, expected) => {
    expect(doubleAmount(text)).toBe(expected);
  });

  it.each(['', '  ', 'to taste', 'a gosto', 'pinch', 'a pinch', 'some'])('"%s" has no number: null', (text) => {
    expect(doubleAmount(text)).toBeNull();
  });
});

describe('formatQuantity', () => {
  it.each([
    [0.5, '1/2'],
    [1 / 3, '1/3'],
    [2 / 3, '2/3'],
    [0.333, '1/3'],
    [1.5, '1 1/2'],
    [0.125, '1/8'],
    [0.75, '3/4'],
    [2.25, '2 1/4'],
    [2, '2'],
    [0, '0'],
    [0.4, '0.4'],
    [0.1, '0.1'],
    [1.05, '1.05'],
    [12.27, '12.3'],
    [250, '250'],
    [1234.5, '1235'],
    [1.999, '2'],
  ])('%d → %s', (n, expected) => {
    expect(formatQuantity(n)).toBe(expected);
  });

  it('writes a decimal comma in Portuguese', () => {
    expect(formatQuantity(0.4, 'pt-BR')).toBe('0,4');
    expect(formatQuantity(0.5, 'pt-BR')).toBe('1/2');
    expect(formatQuantity(12.27, 'pt-BR')).toBe('12,3');
  });

  it('handles numbers that are not amounts', () => {
    expect(formatQuantity(Number.NaN)).toBe('');
    expect(formatQuantity(-1.5)).toBe('-1 1/2');
  });
});

describe('amounts with packs, sizes and modifiers', () => {
  it.each<[string, number, string, Lang?]>([
    // The count scales; what each pack holds does not.
    ['2 x 7g sachets', 2, '4 x 7g sachets'],
    ['1 28 oz can', 3, '3 28 oz cans'],
    ['2 1/4-ounce packages', 2, '4 1/4-ounce packages'],
    ['1 (3 1/2) pound', 2, '2 (3 1/2) pound'],
    ['1 lata (395 g)', 2, '2 latas (395 g)', 'pt-BR'],
    ['4x', 2, '8x'],
    // Size and modifier stay with their unit.
    ['1 large clove', 2, '2 large cloves'],
    ['1 heaped tbsp', 2, '2 heaped tbsp'],
    ['3 colheres (sopa) rasas', 2, '6 colheres (sopa) rasas', 'pt-BR'],
    ['1/4 de xícara', 2, '1/2 de xícara', 'pt-BR'],
    // "plus" adds the same unit too.
    ['1/4 teaspoon plus 1/8 teaspoon', 2, '3/4 tsp'],
  ])('%s × %s → %s', (text, factor, expected, lang) => {
    expect(scaleAmount(text, factor, lang)).toBe(expected);
  });
});
