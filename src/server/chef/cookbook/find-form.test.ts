import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { requestOf } from './test-helpers.ts';

/**
 * Form words say what the dish is made of and how: a "rice noodle salad" is a salad of rice
 * noodles (rice noodles are not rice), a "noodle stir-fry" is noodles stir-fried, not a stir-fry
 * served over rice. The noodle words are this test's own.
 */
const book = cookbook();
const entryOf = (title: string, lang: TLanguage) =>
  book.entries.find((e) => e.name[lang] === title || book.version(e).name[lang] === title);
const NOODLES = /noodle|soba|udon|ramen|vermicelli|bihon|mie\b/;

describe('noodle forms', () => {
  it('gives a noodle dish for a noodle salad or stir-fry, never a rice dish or one without noodles', () => {
    for (const [lang, text] of [
      ['en', 'rice noodle salad'],
      ['en', 'glass noodle salad for lunch'],
      ['en', 'vegetable noodle stir fry'],
      ['en', 'a noodle stir-fry for two'],
      ['pt-BR', 'salada de macarrão de arroz'],
    ] as [TLanguage, string][]) {
      const g = generate(book, requestOf(lang, text, { recipeCount: 2 }));
      expect(g.recipes.length, text).toBeGreaterThan(0);
      for (const r of g.recipes) {
        const e = entryOf(r.title, lang);
        expect(e, `${text}: ${r.title}`).toBeDefined();
        expect(
          e!.foods.some((f) => NOODLES.test(f)),
          `${text}: “${r.title}” has ${e!.foods.join(' ')}`,
        ).toBe(true);
      }
    }
  });
});
