import { describe, expect, it } from 'vitest';
import { LANGUAGES, type TLanguage } from '../../../shared/i18n/languages.ts';
import { DIET_CATEGORIES } from '../../../shared/knowledge/food-schema.ts';
import { generate, mayCarryNotes } from './generate.ts';
import { cookbook } from './load.ts';
import { requestOf } from './test-helpers.ts';

/**
 * A bought food that often holds what the cook avoids (granola with nuts) is named in the note of
 * a dish given under that restriction, from the food's record, in both languages.
 */
const book = cookbook();
const room = book.room;
const gen = (lang: TLanguage, dishType: string, preferences: string) =>
  generate(book, requestOf(lang, dishType, { preferences, recipeCount: 1 }));

describe('a bought food that may hold what is avoided', () => {
  it('says to choose granola without nuts in a nut-free granola bowl, in both languages', () => {
    for (const [lang, dishType, preferences, free] of [
      ['en', 'yogurt parfait', 'nut free', /use granola that is nut-free/],
      ['en', 'yogurt bowl', 'peanut allergy', /use granola that is peanut-free/],
      ['pt-BR', 'iogurte com granola', 'sem castanhas', /use granola sem castanhas/],
      ['pt-BR', 'bowl de iogurte', 'alergia a amendoim', /use granola sem amendoim/],
    ] as const) {
      const g = generate(book, requestOf(lang, dishType, { preferences, recipeCount: 1 }));
      expect(
        g.recipes.some((r) => r.ingredients.some((i) => /granola/i.test(i.name))),
        dishType,
      ).toBe(true);
      expect(g.note ?? '', `${dishType} / ${preferences}`).toMatch(free);
    }
  });

  it('says nothing of it when nothing it may hold is avoided', () => {
    for (const [lang, dishType] of [
      ['en', 'yogurt parfait'],
      ['pt-BR', 'iogurte com granola'],
    ] as const)
      expect(gen(lang, dishType, '').note ?? '', dishType).not.toMatch(/granola (that is|sem)/);
  });

  it('names every such food of a dish, judged from its record, in both languages', () => {
    let tried = 0;
    for (const e of book.entries) {
      for (const food of [...e.foods, ...e.optionalFoods]) {
        const may = room.foods.get(food)?.may ?? [];
        if (!may.length) continue;
        const others = DIET_CATEGORIES.filter((c) => !may.includes(c));
        for (const lang of LANGUAGES) {
          tried++;
          const notes = mayCarryNotes(
            room,
            [{ entry: e, title: e.name[lang] }],
            { diets: [], avoidCats: [may[0]!] },
            new Set([may[0]!]),
            lang,
          );
          expect(notes.join(' '), `${e.key} ${food}`).toContain(room.names(food, lang).one);
          const none = mayCarryNotes(
            room,
            [{ entry: e, title: e.name[lang] }],
            { diets: [], avoidCats: [] },
            new Set(others.filter((c) => !(room.foods.get(food)?.may ?? []).includes(c))),
            lang,
          );
          expect(
            none.filter((n) => n.includes(room.names(food, lang).one)),
            `${e.key} ${food}`,
          ).toEqual([]);
        }
      }
    }
    expect(tried).toBeGreaterThan(4);
  });
});
