import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { cookbook } from './load.ts';
import { wishOf } from './test-helpers.ts';
import { readWish } from './wish.ts';

/** How many a wish cooks for, as cooks say it. */
const book = cookbook();

describe('servings said with a family or a household', () => {
  it('are the number said, else a family of four, both languages, with or without accents', () => {
    for (const [lang, text, servings] of [
      ['en', 'budget meal for a family of 5', 5],
      ['en', 'dinner for a household of three', 3],
      ['en', 'something cheap for a family', 4],
      ['pt-BR', 'jantar barato pra família de 5', 5],
      ['pt-BR', 'almoço pra familia com 6 pessoas', 6],
      ['pt-BR', 'jantar pra familia', 4],
      ['pt-BR', 'jantar para a família', 4],
    ] as [TLanguage, string, number][])
      expect(readWish(book, wishOf(lang, text)).servings, text).toBe(servings);
  });
});
