import { describe, expect, it } from 'vitest';
import { countOf, shopAmount } from './shop-amount.ts';

describe('shopAmount: what a shop sells', () => {
  it.each([
    ['1 3/8', 'en', '2', '1 3/8'],
    ['0,5', 'pt-BR', '1', '0,5'],
    ['1 e 1/2', 'pt-BR', '2', '1 e 1/2'],
    ['1/2 (15 oz) can', 'en', '1 (15 oz) can', '1/2 (15 oz) can'],
    ['1 1/2 cans', 'en', '2 cans', '1 1/2 cans'],
    ['1/2 lata (400 g)', 'pt-BR', '1 lata (400 g)', '1/2 lata (400 g)'],
    ['3/4 maço', 'pt-BR', '1 maço', '3/4 maço'],
    ['1 1/2-2', 'en', '2', '1 1/2-2'],
    ['2 cans + 1/2 (28 oz) can', 'en', '2 cans + 1 (28 oz) can', '2 cans + 1/2 (28 oz) can'],
    // A clove, a slice, a sprig or a leaf is used whole: "2/3 clove" is one to peel.
    ['2/3 clove', 'en', '1 clove', '2/3 clove'],
    ['1 1/2 cloves', 'en', '2 cloves', '1 1/2 cloves'],
    ['1/2 dente', 'pt-BR', '1 dente', '1/2 dente'],
    ['1 1/2 dente', 'pt-BR', '2 dentes', '1 1/2 dente'],
    ['2/3 slice', 'en', '1 slice', '2/3 slice'],
    ['1/3 folha', 'pt-BR', '1 folha', '1/3 folha'],
  ] as const)('%s → %s', (amount, lang, buy, needed) => {
    expect(shopAmount(amount, lang)).toEqual({ amount: buy, needed });
  });

  it.each([
    ['3', '3'],
    ['1/3 cup', '1/3 cup'],
    ['2 3/4 cups + 2 tbsp', '2 3/4 cups + 2 tbsp'],
    ['250 g', '250 g'],
    ['to taste', 'to taste'],
    ['', ''],
  ])('leaves %s as it is', (amount, buy) => {
    expect(shopAmount(amount, 'en')).toEqual({ amount: buy, needed: null });
  });

  it('rounds a vague measure without a note', () => {
    expect(shopAmount('3/8 pinch', 'en')).toEqual({ amount: '1 pinch', needed: null });
  });

  it('drops "to taste" beside a quantity', () => {
    expect(shopAmount('to taste + 2 1/2 teaspoons', 'en')).toEqual({ amount: '2 1/2 teaspoons', needed: null });
    expect(shopAmount('a gosto + 1 colher de chá', 'pt-BR')).toEqual({ amount: '1 colher de chá', needed: null });
  });

  it('counts whole things only', () => {
    expect(countOf('5')).toBe(5);
    expect(countOf('2 cans')).toBeNull();
    expect(countOf('1 + 1 cup')).toBeNull();
  });
});

describe('shopAmount: a size said of one thing (weekly walk 8, fault 6)', () => {
  it.each([
    ['1/2 jar (11 oz each)', 'en', '1 jar (11 oz)', '1/2 jar (11 oz)'],
    ['1/2 vidro (300 g cada)', 'pt-BR', '1 vidro (300 g)', '1/2 vidro (300 g)'],
  ] as const)('%s buys one, sized without "each"', (amount, lang, buy, needed) => {
    expect(shopAmount(amount, lang)).toEqual({ amount: buy, needed });
  });

  it('keeps "each" where there are several', () => {
    expect(shopAmount('2 jars (11 oz each)', 'en')).toEqual({ amount: '2 jars (11 oz each)', needed: null });
    expect(shopAmount('1 1/2 jars (11 oz each)', 'en').amount).toBe('2 jars (11 oz each)');
  });
});
