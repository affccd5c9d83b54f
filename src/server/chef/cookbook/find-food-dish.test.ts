import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { requestOf, wishOf } from './test-helpers.ts';
import { readWish } from './wish.ts';

/**
 * A dish named by its foods — a describing word with the food it describes ("stuffed squid",
 * "lula recheada"), or foods joined ("salmon with mango", "frango com figo") — is the dish whose
 * names say them, or a dish I do not know, said plainly, with alternatives labelled: never every
 * stuffed thing, never a dish without the food the dish is of.
 */
const book = cookbook();
const unknown = /I don't have a recipe for|Ainda não tenho uma receita de/;

describe('a describing word said with its food', () => {
  it('names only dishes whose names say the food, else none', () => {
    for (const [lang, text, title] of [
      ['en', 'stuffed bell peppers', /pepper/i],
      ['pt-BR', 'pimentão recheado', /piment/i],
      ['en', 'stuffed cabbage', /cabbage/i],
    ] as [TLanguage, string, RegExp][]) {
      const w = readWish(book, wishOf(lang, text));
      expect(w.named.length, text).toBeGreaterThan(0);
      const g = generate(book, requestOf(lang, text, { recipeCount: 3 }));
      expect(g.recipes.length, text).toBeGreaterThan(0);
      for (const r of g.recipes) expect(r.title, text).toMatch(title);
    }
  });

  it('is a dish I do not know when no name says the food: said so, both languages', () => {
    for (const [lang, text] of [
      ['en', 'stuffed squid'],
      ['pt-BR', 'lula recheada'],
    ] as [TLanguage, string][]) {
      const w = readWish(book, wishOf(lang, text));
      expect(w.named, text).toEqual([]);
      const g = generate(book, requestOf(lang, text, { recipeCount: 3 }));
      expect(g.note, text).toMatch(unknown);
      expect(g.note, text).toContain(text);
    }
  });
});

describe('a dish named by its foods that no recipe cooks together', () => {
  for (const minutes of ['', '30min'])
    it(`is said to be unknown, and every alternative has its main food${minutes ? ' (30 min)' : ''}`, () => {
      for (const [lang, text, main] of [
        ['en', 'salmon with mango', /salmon/i],
        ['pt-BR', 'salmão com manga', /salmão/i],
        ['en', 'pork chops with peaches', /pork chop|bisteca/i],
        ['pt-BR', 'frango com figo', /frango|coxa|sobrecoxa|peito/i],
      ] as [TLanguage, string, RegExp][]) {
        const g = generate(book, requestOf(lang, text, { recipeCount: 3, timeLimit: minutes }));
        expect(g.note, text).toMatch(unknown);
        expect(g.recipes.length, text).toBeGreaterThan(0);
        // Never my own combination that leaves the main food out.
        expect(g.note ?? '', text).not.toMatch(/my own combination|combinação minha/);
        for (const r of g.recipes)
          expect(r.ingredients.map((i) => i.name).join('; '), `${text}: ${r.title}`).toMatch(main);
      }
    });

  it('keeps the named dish’s own food first when another food is asked with it', () => {
    const g = generate(book, requestOf('pt-BR', 'bisteca de porco com mandioca', { recipeCount: 3 }));
    expect(g.note).toMatch(unknown);
    expect(g.recipes[0]!.ingredients.map((i) => i.name).join('; ')).toMatch(/bisteca/i);
  });

  it('a bracket that goes on from a name is no name of its own ("com abacaxi")', () => {
    // The cookbook's own "lombo com abacaxi" is the dish; names with "(com abacaxi)" after them
    // (huli-huli chicken, pineapple fried rice) are not.
    const w = readWish(book, wishOf('pt-BR', 'lombo de porco com abacaxi'));
    expect(w.named).toEqual(['lombo-com-abacaxi']);
    const g = generate(book, requestOf('pt-BR', 'lombo de porco com abacaxi', { recipeCount: 3 }));
    expect(g.note).toContain('lombo de porco com abacaxi');
  });
});
