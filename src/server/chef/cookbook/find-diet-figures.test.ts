import { describe, expect, it } from 'vitest';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { requestOf } from './test-helpers.ts';

/** A diet judged by numbers ("low carb", "keto") says its limit and each dish's figure. */
const book = cookbook();
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('a diet judged by its numbers', () => {
  it('gives each dish its net carbohydrate per serving, within the limit, in both languages', () => {
    for (const [lang, dishType, limit, unit] of [
      ['en', 'low carb lunch', 20, /at most 20 g of net carbohydrate per serving/],
      ['en', 'keto dinner', 15, /at most 15 g of net carbohydrate per serving/],
      ['pt-BR', 'almoço low carb', 20, /no máximo 20 g de carboidrato líquido por porção/],
      ['pt-BR', 'comida fit, low carb', 20, /no máximo 20 g de carboidrato líquido por porção/],
    ] as const) {
      const g = generate(book, requestOf(lang, dishType, { recipeCount: 2 }));
      const note = g.note ?? '';
      expect(g.recipes.length, dishType).toBeGreaterThan(0);
      expect(note, dishType).toMatch(unit);
      for (const r of g.recipes) {
        const m = new RegExp(`“${esc(r.title)}” \\((?:about|cerca de) (\\d+) g\\)`).exec(note);
        expect(m, `${dishType}: ${r.title}`).not.toBeNull();
        expect(Number(m![1])).toBeLessThanOrEqual(limit);
      }
    }
  });

  it('says no such figure when no diet of numbers was asked', () => {
    for (const [lang, dishType] of [
      ['en', 'vegan lunch'],
      ['pt-BR', 'almoço vegetariano'],
    ] as const)
      expect(generate(book, requestOf(lang, dishType, { recipeCount: 2 })).note ?? '').not.toMatch(
        /net carbohydrate|carboidrato líquido/,
      );
  });
});

describe('a cheap wish', () => {
  it('says why each dish is cheap, with the things it needs bought, in both languages', () => {
    for (const [lang, dishType, say] of [
      ['en', 'cheap weeknight dinner', /Why I call these “budget-friendly”/],
      ['en', 'lunch on a budget', /Why I call these “budget-friendly”/],
      ['pt-BR', 'jantar barato', /Por que as chamo de “econômica”/],
    ] as const) {
      const g = generate(book, requestOf(lang, dishType, { recipeCount: 2 }));
      const note = g.note ?? '';
      expect(note, dishType).toMatch(say);
      for (const r of g.recipes) {
        const m = new RegExp(
          `“${esc(r.title)}” \\((\\d+) (?:things? to buy, besides spices and herbs|ite(?:m|ns) para comprar, fora temperos e ervas)\\)`,
        ).exec(note);
        expect(m, `${dishType}: ${r.title}`).not.toBeNull();
        expect(Number(m![1])).toBeLessThanOrEqual(10);
        expect(r.ingredients.length).toBeGreaterThanOrEqual(Number(m![1]));
      }
    }
  });
});
