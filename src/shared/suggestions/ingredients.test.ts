import { describe, expect, it } from 'vitest';
import { amountKindOf, INGREDIENT_SUGGESTIONS, suggestAmounts, suggestIngredients } from './index.ts';
import { isValidAmount } from '../amounts/index.ts';

describe('INGREDIENT_SUGGESTIONS', () => {
  it('has about 110 ingredients, each named in both languages, without duplicates', () => {
    expect(INGREDIENT_SUGGESTIONS.length).toBeGreaterThanOrEqual(100);
    expect(INGREDIENT_SUGGESTIONS.length).toBeLessThanOrEqual(120);
    for (const lang of ['en', 'pt'] as const) {
      const names = INGREDIENT_SUGGESTIONS.map((i) => i[lang].toLowerCase());
      expect(names.every((n) => n.trim() !== '')).toBe(true);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

describe('suggestIngredients', () => {
  it('starts only above 1 character', () => {
    expect(suggestIngredients('', 'en')).toEqual([]);
    expect(suggestIngredients('t', 'en')).toEqual([]);
    expect(suggestIngredients(' t ', 'en')).toEqual([]);
    expect(suggestIngredients('to', 'en').length).toBeGreaterThan(0);
  });

  it('gives at most 5, even when asked for more', () => {
    expect(suggestIngredients('a', 'en', 50)).toEqual([]);
    expect(suggestIngredients('an', 'en').length).toBe(5);
    expect(suggestIngredients('an', 'en', 50).length).toBe(5);
    expect(suggestIngredients('an', 'en', 2).length).toBe(2);
  });

  it('puts names starting with the query before names containing it', () => {
    const found = suggestIngredients('pepper', 'en');
    expect(found[0]).toBe('black pepper');
    expect(found).toContain('bell pepper');
    const tom = suggestIngredients('tom', 'en');
    expect(tom.slice(0, 3)).toEqual(['tomato', 'tomato paste', 'tomato sauce']);
  });

  it('ignores case and accents, in the language asked', () => {
    expect(suggestIngredients('ACU', 'pt-BR')).toEqual(['açúcar', 'açúcar mascavo']);
    expect(suggestIngredients('feij', 'pt-BR')).toEqual(['feijão-preto', 'feijão-carioca']);
    expect(suggestIngredients('Mac', 'pt-BR')).toContain('macarrão');
    expect(suggestIngredients('sugar', 'pt-BR')).toEqual([]);
    expect(suggestIngredients('Sugar', 'en')[0]).toBe('sugar');
  });

  it('finds nothing for unknown text', () => {
    expect(suggestIngredients('zzz', 'en')).toEqual([]);
  });
});

describe('amountKindOf', () => {
  it.each([
    ['flour', 'dry'],
    ['all-purpose flour', 'dry'],
    ['farinha de trigo', 'dry'],
    ['Chicken breasts', 'meat'],
    ['boneless chicken thighs', 'meat'],
    ['azeite', 'oil'],
    ['alho', 'garlic'],
    ['garlic cloves', 'garlic'],
    ['fresh basil', 'herb'],
    ['Ovos', 'egg'],
  ])('%s → %s', (name, kind) => {
    expect(amountKindOf(name)).toBe(kind);
  });

  it('is null for unknown or too-short names', () => {
    expect(amountKindOf('')).toBeNull();
    expect(amountKindOf('xyz')).toBeNull();
    expect(amountKindOf('ab')).toBeNull();
  });
});

describe('suggestAmounts', () => {
  it('gives at most 4', () => {
    expect(suggestAmounts('flour', '', 'en')).toHaveLength(4);
    expect(suggestAmounts('flour', '', 'en', 10)).toHaveLength(4);
    expect(suggestAmounts('flour', '', 'en', 2)).toHaveLength(2);
    expect(suggestAmounts('flour', '', 'en', 0)).toEqual([]);
  });

  it('suggests what the ingredient is usually measured in', () => {
    expect(suggestAmounts('flour', '', 'en')).toEqual(['1 cup', '2 cups', '1/2 cup', '250 g']);
    expect(suggestAmounts('farinha de trigo', '', 'pt-BR')).toEqual(['1 xícara', '2 xícaras', '1/2 xícara', '250 g']);
    expect(suggestAmounts('alho', '', 'pt-BR')[0]).toBe('2 dentes');
    expect(suggestAmounts('salt', '', 'en')).toContain('to taste');
    expect(suggestAmounts('sal', '', 'pt-BR')).toContain('a gosto');
  });

  it('falls back to general amounts for unknown ingredients', () => {
    expect(suggestAmounts('dragon fruit jam', '', 'en')).toEqual(['1 cup', '2 tbsp', '1 tsp', '100 g']);
    expect(suggestAmounts('', '', 'pt-BR')).toEqual(['1 xícara', '2 colheres de sopa', '1 colher de chá', '100 g']);
  });

  it('completes what is typed', () => {
    expect(suggestAmounts('flour', '2 c', 'en')).toEqual(['2 cups']);
    expect(suggestAmounts('salt', 'a', 'en')).toEqual(['a pinch']);
    expect(suggestAmounts('flour', 'zz', 'en')).toEqual([]);
    const three = suggestAmounts('chicken breast', '3', 'en');
    expect(three).toContain('3 lb');
    expect(three).not.toContain('3 g'); // 3 grams of chicken is not a plausible amount
    const pt = suggestAmounts('azeite', '2', 'pt-BR');
    expect(pt[0]).toBe('2 colheres de sopa');
    expect(pt).not.toContain('2 ml');
    expect(suggestAmounts('açúcar', '1 x', 'pt-BR')).toEqual(['1 xícara']);
    expect(suggestAmounts('leite', '1/2', 'pt-BR')[0]).toBe('1/2 xícara');
  });

  it('only suggests amounts the editor accepts', () => {
    for (const item of INGREDIENT_SUGGESTIONS) {
      for (const [name, lang] of [
        [item.en, 'en'],
        [item.pt, 'pt-BR'],
      ] as const) {
        for (const partial of ['', '2', '1/2']) {
          for (const amount of suggestAmounts(name, partial, lang))
            expect([name, amount, isValidAmount(amount)]).toEqual([name, amount, true]);
        }
      }
    }
  });
});
