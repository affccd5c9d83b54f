import { describe, expect, it } from 'vitest';
import { countedNeed } from './counted-need.ts';

describe('countedNeed: what the recipes need of a counted thing, as a cook counts it', () => {
  it.each([
    // Cloves are peeled whole: never "5 7/8 dentes".
    ['5 7/8 dentes', false, 'pt-BR', 'almost', '6 dentes'],
    ['5 7/8 cloves', false, 'en', 'almost', '6 cloves'],
    ['2 1/4 cloves', false, 'en', 'over', '2 cloves'],
    ['1/3 dente', false, 'pt-BR', 'under', '1 dente'],
    // Eggs are not halved: a little more than one.
    ['1 3/8', false, 'en', 'over', '1'],
    ['2 2/3', false, 'pt-BR', 'almost', '3'],
    // Onions are (the food's record says halves are usual).
    ['2 1/2', true, 'en', 'exact', '2 1/2'],
    ['2 3/8', true, 'en', 'about', '2 1/2'],
    ['1 1/8', true, 'pt-BR', 'over', '1'],
    ['1 7/8', true, 'pt-BR', 'almost', '2'],
    ['1/4', true, 'en', 'under', '1/2'],
    // Half a can is usual whatever the food.
    ['1/2 (15 oz) can', false, 'en', 'exact', '1/2 (15 oz) can'],
    ['1 3/8 latas', false, 'pt-BR', 'about', '1 1/2 lata'],
    ['2 3/4 maços', false, 'pt-BR', 'over', '2 1/2 maços'],
    ['2 7/8 maços', false, 'pt-BR', 'almost', '3 maços'],
    // Not one count: as written.
    ['1 1/3 cups', false, 'en', 'exact', '1 1/3 cups'],
    ['2 cloves + 1 tsp', false, 'en', 'exact', '2 cloves + 1 tsp'],
    ['a gosto', false, 'pt-BR', 'exact', 'a gosto'],
    ['3', false, 'en', 'exact', '3'],
  ] as const)('%s (halves: %s, %s) → %s %s', (needed, halves, lang, kind, amount) => {
    expect(countedNeed(needed, halves, lang)).toEqual({ kind, amount });
  });
});
