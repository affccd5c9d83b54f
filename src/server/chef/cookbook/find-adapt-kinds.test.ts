import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { comparedTo, namesExcluded, restrictionsOf } from './restrictions.ts';
import { requestOf } from './test-helpers.ts';
import { leaks } from './test-leaks.ts';

/**
 * The dish the cook named, reachable by its diet edit, is served adapted — not replaced — when
 * what stood in the way is no part of the dish: a food its steps only compare the batter to ("like
 * thin cream"), a minor food the other language's name says ("com creme de cogumelos"), or a food
 * the name says that has a stand-in of its own kind (gluten-free pasta for the linguine).
 */
const book = cookbook();
const room = book.room;

describe('a food a step compares the mixture to', () => {
  const dairy = restrictionsOf(room, ['dairy-free'], [], []);
  it('is not in the dish, in both languages', () => {
    for (const [lang, text] of [
      ['en', 'The batter should be like thin cream.'],
      ['en', 'Knead until it is as soft as butter.'],
      ['pt-BR', 'Mexa até ficar como um creme ralo.'],
      ['pt-BR', 'Bata até a massa ficar com consistência de creme.'],
    ] as [TLanguage, string][])
      expect(namesExcluded(room, dairy, text, lang), text).toBe(false);
  });

  it('is in it when the step cooks it', () => {
    for (const [lang, text] of [
      ['en', 'Whisk in the cream and simmer.'],
      ['en', 'Serve with butter, like the classic.'],
      ['pt-BR', 'Junte o creme de leite e mexa.'],
      ['pt-BR', 'Sirva como acompanhamento do queijo.'],
    ] as [TLanguage, string][])
      expect(namesExcluded(room, dairy, text, lang), text).toBe(true);
    expect(comparedTo('Serve with the ', 'en')).toBe(false);
    expect(comparedTo('the size of a ', 'en')).toBe(true);
    expect(comparedTo('do tamanho de uma ', 'pt-BR')).toBe(true);
  });

  it('leaves the crêpes named to be made dairy-free, in both languages', () => {
    for (const [lang, dish] of [
      ['en', 'crepes for 4, dairy free'],
      ['pt-BR', 'crepe sem lactose'],
    ] as [TLanguage, string][]) {
      const g = generate(book, requestOf(lang, dish, { recipeCount: 1 }));
      // The crêpes, adapted or in the dairy-free version the cookbook has written.
      expect(g.recipes.map((r) => r.title)).toEqual([expect.stringMatching(/cr[eê]pes/i)]);
      // No line or tip of dairy; the one step that says cream only compares the batter to it.
      expect(leaks({ ...g.recipes[0]!, instructions: [] }, dairy, lang)).toEqual([]);
      const said = g.recipes[0]!.instructions.filter(
        (s) =>
          leaks(
            { ...g.recipes[0]!, ingredients: [], tips: [], description: '', title: '', instructions: [s] },
            dairy,
            lang,
          ).length,
      );
      for (const s of said) expect(s).toMatch(/like thin cream|creme ralo/);
    }
  });
});

describe('what a name says', () => {
  it('a minor food the other language names is left out: the dish the cook named comes adapted', () => {
    const g = generate(book, requestOf('en', 'green bean casserole, no mushrooms', { recipeCount: 1 }));
    expect(g.recipes.map((r) => r.title)).toEqual(['Green Bean Casserole']);
    expect(g.note).toMatch(/adapted it/);
    expect(leaks(g.recipes[0]!, restrictionsOf(room, [], [], ['mushrooms']), 'en')).toEqual([]);
    // In the language whose name says it, the dish is not given without it under that name.
    const pt = generate(book, requestOf('pt-BR', 'gratinado de vagem sem cogumelos', { recipeCount: 1 }));
    expect(pt.recipes.map((r) => r.title)).not.toContain('Gratinado de vagem com creme de cogumelos e cebola crocante');
  });

  it('a food of the name with a stand-in of its own kind is that stand-in, said in the note', () => {
    const gf = restrictionsOf(room, ['gluten-free'], [], []);
    for (const [lang, dish, prefs, title, swap] of [
      ['en', 'spaghetti carbonara', 'gluten free', /carbonara/i, /gluten-free pasta/],
      ['pt-BR', 'espaguete à carbonara', 'sem glúten', /carbonara/i, /macarrão sem glúten/],
    ] as [TLanguage, string, string, RegExp, RegExp][]) {
      const g = generate(book, requestOf(lang, dish, { preferences: prefs, recipeCount: 1 }));
      expect(
        g.recipes.map((r) => r.title),
        dish,
      ).toEqual([expect.stringMatching(title)]);
      expect(g.note, dish).toMatch(swap);
      expect(leaks({ ...g.recipes[0]!, title: '' }, gf, lang), dish).toEqual([]);
    }
  });

  it('a dish with its own written version for the diet is given that version, not an edit', () => {
    const g = generate(book, requestOf('en', 'fettuccine alfredo', { preferences: 'gluten free', recipeCount: 1 }));
    expect(g.recipes.map((r) => r.title)).toEqual(['Gluten-Free Fettuccine Alfredo']);
    expect(leaks({ ...g.recipes[0]!, title: '' }, restrictionsOf(room, ['gluten-free'], [], []), 'en')).toEqual([]);
  });

  it('the main food the name says is never stood in for: a fish curry is not made of tofu', () => {
    for (const [lang, dish, prefs] of [
      ['en', 'coconut fish curry', 'vegan'],
      ['pt-BR', 'curry de peixe com coco', 'vegano'],
    ] as [TLanguage, string, string][]) {
      const g = generate(book, requestOf(lang, dish, { preferences: prefs, recipeCount: 1 }));
      for (const r of g.recipes) expect(r.title, dish).not.toMatch(/fish|peixe|samaki/i);
    }
  });
});
