import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { requestOf, wishOf } from './test-helpers.ts';
import { readWish } from './wish.ts';

/**
 * A named dish the diet blocks is answered from its own course (no yeast loaf for a banana
 * bread), and when the answer is that very dish in the diet, the note does not say it is unknown.
 */
const book = cookbook();
const entryOf = (title: string, lang: TLanguage) => book.entries.find((e) => e.name[lang] === title);

describe('a diet that blocks the dish named', () => {
  it('offers only dishes of the course of the dish named', () => {
    for (const [lang, text] of [
      ['pt-BR', 'pão de banana sem ovos'],
      ['pt-BR', 'bolo de cenoura sem ovo'],
      ['en', 'carbonara, vegetarian'],
      ['en', 'pudim de leite, vegan'],
      ['pt-BR', 'strogonoff de frango vegano'],
      ['en', 'chicken pot pie, dairy free'],
    ] as [TLanguage, string][]) {
      const w = readWish(book, wishOf(lang, text));
      const named = new Set(
        book.entries.filter((e) => w.named.includes(e.key)).map((e) => book.byKey.get(e.recipeId)!.courses[0]),
      );
      const g = generate(book, requestOf(lang, text, { recipeCount: 3 }));
      for (const r of g.recipes) {
        const e = entryOf(r.title, lang);
        expect(e, `${text}: ${r.title}`).toBeDefined();
        expect(
          e!.courses.some((c) => named.has(c)),
          `${text}: ${r.title} (${e!.courses.join('/')}) for ${[...named].join('/')}`,
        ).toBe(true);
      }
    }
  });

  it('does not call the dish unknown in the diet when it gives that dish in the diet', () => {
    for (const [lang, text] of [
      ['pt-BR', 'pão de banana sem ovos'],
      ['en', 'brownies, vegan'],
    ] as [TLanguage, string][]) {
      const g = generate(book, requestOf(lang, text, { recipeCount: 1 }));
      expect(g.recipes.length, text).toBe(1);
      const title = g.recipes[0]!.title.toLowerCase();
      const asked = lang === 'en' ? 'brownie' : 'banana';
      if (title.includes(asked)) expect(g.note ?? '', text).not.toMatch(/not in a version|não numa versão/);
    }
  });
});
