import { describe, expect, it } from 'vitest';
import { sumAmounts } from './index.ts';

describe('sumAmounts', () => {
  it.each([
    [['200 g', '1/2 kg'], '700 g'],
    [['200 g', '300 g'], '500 g'],
    [['600 g', '600 g'], '1.2 kg'],
    [['600 g', '600 g'], '1,2 kg', 'pt-BR'],
    [['0,5 kg', '0,5 kg'], '1 kg'],
    [['500 mg', '1 g'], '1.5 g'],
    [['1 l', '500 ml'], '1.5 l'],
    [['1 cup', '2 tbsp'], '1 cup + 2 tbsp'],
    [['1 cup', '1 cup'], '2 cups'],
    [['1/2 cup', '1/2 cup'], '1 cup'],
    [['1/3 cup', '1/3 cup'], '2/3 cup'],
    [['2/3 cup', '1 tbsp'], '2/3 cup + 1 tbsp'],
    [['1 tsp', '2 tsp'], '3 tsp'],
    [['1 tbsp', '1 tsp'], '1 tbsp + 1 tsp'],
    [['2 tsp', '1 tbsp'], '1 tbsp + 2 tsp'],
    [['1/2 tsp', '1/4 tsp', '1 tsp'], '1 3/4 tsp'],
    [['1 cup + 2 tbsp', '2 tbsp'], '1 1/4 cups'],
    [['1 cup', '250 ml'], '2 cups + 2 tsp'],
    [['250 ml', '1 cup'], '490 ml'],
    [['1 lb', '8 oz'], '1 1/2 lb'],
    [['1 lb', '2 oz'], '1 lb 2 oz'],
    [['4 oz', '4 oz'], '8 oz'],
    [['500 g', '1 lb'], '950 g'],
    [['1 lb', '500 g'], '2 lb 2 oz'],
    [['2 cloves', '1 clove'], '3 cloves'],
    [['2-3 cloves', '1 clove'], '3-4 cloves'],
    [['1 clove', '1-2 cloves'], '2-3 cloves'],
    [['2', '3'], '5'],
    [['1/2', '1/2'], '1'],
    [['2 large', '1 large'], '3 large'],
    [['pinch', 'pinch'], '2 pinches'],
    [['a pinch', 'a pinch'], '2 pinches'],
    [['1 (14 oz) can', '1 (14 oz) can'], '2 (14 oz) cans'],
    [['1 xícara', '1 xícara'], '2 xícaras'],
    [['1 xícara', '2 colheres de sopa'], '1 xícara + 2 colheres de sopa'],
    [['1/2 xícara', '1/2 xícara'], '1 xícara'],
    [['2 dentes', '1 dente'], '3 dentes'],
    [['1 colher de chá', '2 colheres de chá'], '3 colheres de chá'],
    [['1 colher de sopa', '1 colher de chá'], '1 colher de sopa + 1 colher de chá'],
    [['uma pitada', '1 pitada'], '2 pitadas'],
    [['to taste', 'to taste'], 'to taste'],
    [['a gosto', 'a gosto'], 'a gosto'],
    [['', '1 cup'], '1 cup'],
    [['1 cup'], '1 cup'],
    [['', ' '], ''],
    [[], ''],
  ] as [string[], string, ('en' | 'pt-BR')?][])('%j → %s', (amounts, expected, lang) => {
    expect(sumAmounts(amounts, lang)).toBe(expected);
  });

  it.each([
    [['2 cups', '1 pinch']],
    [['200 g', '1 cup']],
    [['1 lb', '2 cups']],
    [['2 large', '1 medium']],
    [['2 cloves', '1 head']],
    [['2', '1 cup']],
    [['to taste', '1 tsp']],
    [['some', '1 cup']],
    [['a few', 'some']],
    [['1 (14 oz) can', '1 (28 oz) can']],
    [['1 cup, chopped', '1 cup']],
    [['1-2 cups', '1 tbsp']],
    [['juice of 1 lemon', '1']],
  ])('%j cannot be added: null', (amounts) => {
    expect(sumAmounts(amounts)).toBeNull();
  });

  it.each([
    // An equivalent after a measured amount is the same quantity again: both halves add up.
    [['1 cup (240 ml)', '1 cup (240 ml)'], '2 cups (480 ml)'],
    [['200 g (7 oz)', '100 g (3 1/2 oz)'], '300 g (10 1/2 oz)'],
    [['1 cup (240 ml), sifted', '1/2 cup (120 ml), sifted'], '1 1/2 cups (360 ml), sifted'],
    [['1 cup/240 ml', '1/2 cup/120 ml'], '1 1/2 cups/360 ml'],
    [['2 xícaras (480 ml)', '1 xícara (240 ml)'], '3 xícaras (720 ml)'],
    // Not every amount has one: the main amounts add up and the equivalent is left out.
    [['1 cup (240 ml)', '1/2 cup'], '1 1/2 cups'],
    [['1 cup (240 ml)', '120 ml'], '1 1/2 cups'],
    // The size after a count is a note, not an equivalent.
    [['1 (14 oz) can', '1 (14 oz) can'], '2 (14 oz) cans'],
  ] as [string[], string][])('with an equivalent: %j → %s', (amounts, expected) => {
    expect(sumAmounts(amounts)).toBe(expected);
  });

  it('still refuses amounts that do not add up when they carry an equivalent', () => {
    expect(sumAmounts(['1 cup (240 ml)', '200 g (7 oz)'])).toBeNull();
  });

  it('adds a long shopping list quickly', () => {
    const amounts = Array.from({ length: 5000 }, (_, i) => (i % 2 ? '1/2 cup' : '2 tbsp'));
    const started = performance.now();
    // 2500 × 1/2 cup + 2500 × 2 tbsp (= 312 1/2 cups)
    expect(sumAmounts(amounts)).toBe('1562 1/2 cups');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
