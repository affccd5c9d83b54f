import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { requestOf } from './test-helpers.ts';

/**
 * "I know X, but not in a version that is Y": whatever is given in its place is named in the
 * note, so a cook knows the dish below is another one, and which.
 */
const book = cookbook();

describe('a dish known, but not in the diet asked', () => {
  for (const count of [1, 3])
    it(`names every dish it gives instead (${count} asked), both languages`, () => {
      let said = 0;
      for (const [lang, text] of [
        ['pt-BR', 'pão de queijo vegano'],
        ['pt-BR', 'coxinha sem glúten'],
        ['en', 'mushroom risotto, no mushrooms'],
        ['en', 'cheese bread, vegan'],
        ['pt-BR', 'risoto de cogumelos sem cogumelos'],
      ] as [TLanguage, string][]) {
        const g = generate(book, requestOf(lang, text, { recipeCount: count }));
        const note = g.note ?? '';
        if (!/but not in a version|mas não numa versão/.test(note)) continue;
        said++;
        if (g.recipes.length === 0) {
          expect(note, text).toMatch(/No recipe I know|Nenhuma receita que conheço/);
          continue;
        }
        for (const r of g.recipes) expect(note, `${text}: ${r.title}`).toContain(`“${r.title}”`);
      }
      expect(said, 'wishes whose note says the diet version is not known').toBeGreaterThan(2);
    });
});
