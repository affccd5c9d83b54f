import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import type { TCourse } from '../../../shared/knowledge/cookbook-schema.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { requestOf } from './test-helpers.ts';

/**
 * A course word says what kind of dish is asked; a meal named beside it ("for a barbecue", "pra
 * acompanhar a feijoada", "to go with steak") says only what it goes with. Judged from each
 * recipe's course data, over phrasings in both languages.
 */
const book = cookbook();

const entryOf = (title: string, lang: TLanguage) => book.entries.find((e) => e.name[lang] === title);

describe('the course asked wins over the meal it goes with', () => {
  it('gives sides, salads and desserts, not the main the meal word names', () => {
    for (const [lang, text, course] of [
      ['en', 'side dishes for a churrasco', 'side'],
      ['en', 'a salad for the barbecue', 'salad'],
      ['en', 'something to go with steak', 'side'],
      ['en', 'dessert after the feijoada', 'dessert'],
      ['en', 'sides to serve with roast chicken', 'side'],
      ['pt-BR', 'acompanhamento pra picanha', 'side'],
      ['pt-BR', 'salada para o churrasco', 'salad'],
      ['pt-BR', 'algo pra acompanhar peixe', 'side'],
      ['pt-BR', 'sobremesa depois da moqueca', 'dessert'],
    ] as [TLanguage, string, TCourse][]) {
      const g = generate(book, requestOf(lang, text, { recipeCount: 3 }));
      expect(g.recipes.length, `${text}: ${g.note}`).toBeGreaterThan(0);
      for (const r of g.recipes) {
        const e = entryOf(r.title, lang);
        expect(e, `${text}: ${r.title}`).toBeDefined();
        expect(e!.courses, `${text}: ${r.title}`).toContain(course);
      }
    }
  });

  it('keeps a named dish of the course asked, and the dish asked first when the meal comes after', () => {
    // Some of the barbecue's own dishes are sides: those are the answer.
    const g = generate(book, requestOf('en', 'side dishes for a bbq', { recipeCount: 3 }));
    expect(g.recipes.map((r) => entryOf(r.title, 'en')?.courses[0])).not.toContain('main');
    // The kind said first is the dish; the meal after it is what it goes with.
    const p = generate(book, requestOf('pt-BR', 'purê de batata pro churrasco', { recipeCount: 1 }));
    expect(entryOf(p.recipes[0]!.title, 'pt-BR')?.courses).toContain('side');
  });

  it('still answers a main asked with its side, and a named salad', () => {
    for (const [lang, text, course] of [
      ['pt-BR', 'moqueca com arroz', 'main'],
      ['en', 'caesar salad', 'salad'],
      ['en', 'steak with fries', 'main'],
      // A course word after the dish named is about that dish.
      ['en', 'brownies for the school bake sale', 'dessert'],
      ['pt-BR', 'bolo de cenoura pra vender na feira de bolos', 'dessert'],
    ] as [TLanguage, string, TCourse][]) {
      const g = generate(book, requestOf(lang, text, { recipeCount: 1 }));
      expect(g.recipes.length, text).toBe(1);
      expect(entryOf(g.recipes[0]!.title, lang)?.courses, `${text}: ${g.recipes[0]!.title}`).toContain(course);
    }
  });
});
