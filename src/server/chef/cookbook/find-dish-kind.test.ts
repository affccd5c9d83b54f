import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { requestOf, wishOf } from './test-helpers.ts';
import { readWish } from './wish.ts';

/**
 * The dish asked, or plainly another: a kind of dish made a way the cookbook has none of ("pizza
 * in a skillet") is said to be unknown and answered with dishes of its kind; a dish named by its
 * kind's other name keeps that name when the words after it say whom it is for.
 */
const book = cookbook();
const entryOf = (title: string, lang: TLanguage) =>
  book.entries.find((e) => e.name[lang] === title || book.version(e).name[lang] === title);

describe('a kind of dish made in a pan the cookbook never uses for it', () => {
  const PAN: [TLanguage, string, string][] = [
    ['en', 'skillet pizza', 'pizza'],
    ['en', 'frying pan pizza for two', 'pizza'],
    ['pt-BR', 'pizza na frigideira', 'pizza'],
    ['pt-BR', 'pizza de frigideira rapidinha', 'pizza'],
  ];
  it('says the dish is not known, and gives dishes of its kind under their own names', () => {
    for (const [lang, text, kind] of PAN) {
      const w = readWish(book, wishOf(lang, text));
      expect(w.unknownName, text).not.toBeNull();
      const g = generate(book, requestOf(lang, text, { recipeCount: 2 }));
      expect(g.recipes.length, text).toBeGreaterThan(0);
      expect(g.note ?? '', text).toContain(w.unknownName!);
      for (const r of g.recipes) {
        expect(g.note, `${text}: ${r.title}`).toContain(r.title);
        expect(entryOf(r.title, lang)?.dishes, `${text}: ${r.title}`).toContain(kind);
      }
    }
  });
  it('answers the kind said alone within the kind, with no such word', () => {
    for (const [lang, text] of [
      ['en', 'pizza'],
      ['pt-BR', 'pizza'],
    ] as [TLanguage, string][]) {
      expect(readWish(book, wishOf(lang, text)).unknownName, text).toBeNull();
      const g = generate(book, requestOf(lang, text, { recipeCount: 2 }));
      for (const r of g.recipes) expect(entryOf(r.title, lang)?.dishes, `${text}: ${r.title}`).toContain('pizza');
    }
  });
});

describe('a dish named by its kind’s other name, and whom it is for', () => {
  it('keeps the dish named when the words after it say whom it is for', () => {
    for (const [lang, bare, text] of [
      ['pt-BR', 'macarronada', 'macarronada pra família toda'],
      ['pt-BR', 'macarronada', 'macarronada pros filhos'],
      ['pt-BR', 'macarronada', 'macarronada pros meus sobrinhos'],
    ] as [TLanguage, string, string][]) {
      const named = readWish(book, wishOf(lang, bare)).named;
      expect(named.length, bare).toBeGreaterThan(0);
      const w = readWish(book, wishOf(lang, text));
      expect(w.unknownName, text).toBeNull();
      expect(w.named, text).toEqual(named);
      const g = generate(book, requestOf(lang, text, { recipeCount: 2 }));
      expect(g.recipes.length, text).toBeGreaterThan(0);
      for (const r of g.recipes) expect(named, `${text}: ${r.title}`).toContain(entryOf(r.title, lang)?.key);
    }
  });
});
