import { describe, expect, it } from 'vitest';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { requestOf } from './test-helpers.ts';

/** A word that is a soft wish and a kind of dish ("papinha", "baby food") asks for both. */
const book = cookbook();
const room = book.room;

describe('baby food asked by the name of its kind', () => {
  it('gives dishes of that kind, kept for a baby, in both languages', () => {
    for (const [lang, dishType] of [
      ['pt-BR', 'papinha de bebê'],
      ['pt-BR', 'papinha'],
      ['en', 'baby food'],
      ['en', 'baby food for my 1 year old'],
    ] as const) {
      const g = generate(book, requestOf(lang, dishType, { recipeCount: 2 }));
      expect(g.recipes.length, dishType).toBeGreaterThan(0);
      for (const r of g.recipes) {
        const e = book.entries.find((x) => x.name[lang] === r.title);
        expect(e?.dishes, `${dishType}: ${r.title}`).toContain('soup');
        expect(e?.cats.has('chili') || e?.cats.has('alcohol'), r.title).toBe(false);
        expect(
          r.ingredients.some((i) => room.foodIndex(lang).get(i.name).includes('salt')),
          r.title,
        ).toBe(false);
      }
    }
  });
});
