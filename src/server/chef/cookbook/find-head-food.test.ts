import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { requestOf } from './test-helpers.ts';

/**
 * "<a food> with <another>": when no recipe cooks both and my own combination cannot take the
 * first (a salad of the pears for "pork chops with pears"), a recipe that cooks the first is given
 * and the other is said to be missing: the dish's main food is never the one left out.
 */
const book = cookbook();

describe('a food wished with another', () => {
  for (const count of [1, 2])
    it(`keeps the main food when nothing cooks both (${count} asked), both languages`, () => {
      for (const [lang, text, main, other] of [
        ['en', 'pork chops with pears', /pork chop/i, /pear/i],
        ['pt-BR', 'costeletas de porco com pera', /bisteca|costeleta|costelinha/i, /\bpera\b/i],
      ] as [TLanguage, string, RegExp, RegExp][]) {
        const g = generate(book, requestOf(lang, text, { recipeCount: count }));
        expect(g.recipes.length, text).toBeGreaterThan(0);
        for (const r of g.recipes) {
          const names = r.ingredients.map((i) => i.name).join('; ');
          expect(names, `${text}: ${r.title}`).toMatch(main);
          if (!other.test(names)) expect(g.note ?? '', `${text}: ${r.title}`).toMatch(other);
        }
      }
    });
});
