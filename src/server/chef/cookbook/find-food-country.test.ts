import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { requestOf, wishOf } from './test-helpers.ts';
import { readWish } from './wish.ts';

/**
 * A country whose name is a food's ("turkey", "peru") is the food in a wish for a dish made of
 * it, and the country only when said as a place: turkey meatballs are not Turkish meatballs.
 */
const book = cookbook();

describe('a country named like a food', () => {
  it('is the food wanted, said in the note when no dish uses it, both languages', () => {
    for (const [lang, text] of [
      ['en', 'turkey burgers'],
      ['en', 'turkey chili for 6'],
      ['pt-BR', 'hambúrguer de peru'],
      ['pt-BR', 'almôndegas de peru'],
    ] as [TLanguage, string][]) {
      const w = readWish(book, wishOf(lang, text));
      // The food wanted, or a dish named by the words that is made of it (the cookbook's turkey
      // meatballs for "almôndegas de peru").
      const ofTurkey = (k: string) =>
        (book.byKey.get(k)?.foods ?? []).some((f) => f === 'turkey' || book.room.foods.get(f)?.of === 'turkey');
      expect(w.wanted.includes('turkey') || (w.named.length > 0 && w.named.every(ofTurkey)), text).toBe(true);
      expect(w.cuisines, text).toEqual([]);
      const g = generate(book, requestOf(lang, text, { recipeCount: 2 }));
      const turkey = lang === 'en' ? /\bturkey\b/i : /\bperu\b/i;
      const usesTurkey = g.recipes.every((r) => r.ingredients.some((i) => turkey.test(i.name)));
      if (!usesTurkey) expect(g.note ?? '', `${text}: ${g.recipes.map((r) => r.title).join(', ')}`).toMatch(turkey);
    }
  });

  it('is the country when said as a place', () => {
    for (const [lang, text, cuisine] of [
      ['en', 'a stew from turkey', 'turkish'],
      ['pt-BR', 'um ensopado do peru', 'peruvian'],
    ] as [TLanguage, string, string][]) {
      const w = readWish(book, wishOf(lang, text));
      expect(w.cuisines, text).toContain(cuisine);
      expect(w.wanted, text).not.toContain('turkey');
    }
  });
});
