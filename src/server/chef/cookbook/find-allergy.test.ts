import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { planWeek } from './plan.ts';
import { entryPasses, restrictionsOf } from './restrictions.ts';
import { requestOf, weekOf, wishOf } from './test-helpers.ts';
import { leaks } from './test-leaks.ts';
import { readWish, wishPack } from './wish.ts';

/**
 * An allergy written after its food ("a sesame allergy in the family", "my son has egg
 * allergies") is a thing to leave out, never a thing wanted: checked for every category word of
 * the request words and in several phrasings, and in the recipes and plans the chef gives.
 */
const book = cookbook();
const room = book.room;
const read = (lang: TLanguage, dishType: string, preferences: string) =>
  readWish(book, wishOf(lang, dishType, { preferences }));

describe('an allergy named after its food', () => {
  it('avoids the category for every category word and suffix, never wants it', () => {
    const p = wishPack('en');
    const phrasings = (word: string, suffix: string) => [
      `${word} ${suffix} in the family`,
      `my daughter has a ${word} ${suffix}`,
      `${word}-${suffix}, please`,
    ];
    let tried = 0;
    for (const [cat, words] of Object.entries(p.categories))
      for (const word of words ?? [])
        for (const suffix of p.allergySuffix)
          for (const preferences of phrasings(word, suffix)) {
            const wish = read('en', 'dinner', preferences);
            tried++;
            expect(wish.avoidCats, preferences).toContain(cat);
            expect(
              wish.wanted.filter((f) => room.foods.get(f)?.diet?.includes(cat as never)),
              preferences,
            ).toEqual([]);
          }
    expect(tried).toBeGreaterThan(100);
  });

  it('reads a food that is no category the same way', () => {
    for (const [preferences, food] of [
      ['kiwi allergy in the house', 'kiwi'],
      ['my wife has a strawberry intolerance', 'strawberr'],
    ] as const) {
      const wish = read('en', 'dessert', preferences);
      expect(
        wish.avoidFoods.some((f) => f.includes(food)),
        `${preferences}: ${wish.avoidFoods.join(' ')}`,
      ).toBe(true);
      expect(
        wish.wanted.some((f) => f.includes(food)),
        preferences,
      ).toBe(false);
    }
  });

  it('gives recipes and plans that keep the allergy', async () => {
    for (const [dish, preferences, cats, named] of [
      ['hummus', 'sesame allergy in the family', ['sesame'], /sesame|tahini/i],
      ['pad thai', 'my daughter has a peanut allergy', ['peanut'], /peanut/i],
      ['pancakes', 'egg allergy', ['egg'], /(?<!flax )\beggs?\b/i],
      ['cookies', 'tree nut allergies', ['treenut'], /walnut|pecan|almond|hazelnut|cashew|pistachio/i],
    ] as const) {
      const r = restrictionsOf(room, [], [...cats], []);
      const res = generate(book, requestOf('en', dish, { preferences, recipeCount: 2 }));
      for (const recipe of res.recipes) {
        // A recipe of the cookbook as given, or adapted to the allergy: nothing of it in any field.
        expect(leaks(recipe, r, 'en'), `${preferences}: ${recipe.title}`).toEqual([]);
        const text = recipe.ingredients.map((i) => i.name).join(' | ');
        expect(text, `${preferences}: ${recipe.title}`).not.toMatch(named);
      }
    }
  });

  it('keeps an allergy written after its food through a whole week, in both languages', () => {
    for (const [language, restrictions, cats, named] of [
      ['en', 'egg allergy, no shellfish', ['egg', 'shellfish'], /\beggs?\b|shrimp|prawn/i],
      ['en', 'peanut and sesame allergies', ['peanut', 'sesame'], /peanut|sesame|tahini/i],
      ['pt-BR', 'alergia a ovo e a gergelim', ['egg', 'sesame'], /\bovos?\b|gergelim|tahine|tahini/i],
    ] as const) {
      const r = restrictionsOf(room, [], [...cats], []);
      const { suggestions } = planWeek(book, weekOf(language, 4, restrictions, ''), [], 'metric');
      expect(suggestions.length).toBeGreaterThan(8);
      for (const s of suggestions) {
        const entry = book.entries.find((e) => e.name[language] === s.recipeTitle);
        if (entry) expect(entryPasses(room, r, entry), `${restrictions}: ${s.recipeTitle}`).toBe(true);
        expect(s.reasoning, `${restrictions}: ${s.recipeTitle}`).not.toMatch(named);
        expect(s.ingredients.map((i) => i.name).join(' | '), `${restrictions}: ${s.recipeTitle}`).not.toMatch(named);
      }
    }
  });
});

describe('a list of things to avoid that a diet opens', () => {
  // "Sem amendoim" is the peanut-free diet; what the list goes on to name was lost, or wanted.
  it.each([
    ['pt-BR', 'sem amendoim e castanha, alergia', 'treenut'],
    ['pt-BR', 'sem leite e ovo', 'egg'],
    ['pt-BR', 'sem glúten e lactose', 'dairy'],
    ['en', 'no peanuts and tree nuts', 'treenut'],
    ['en', 'no peanuts or walnuts', 'walnuts'],
  ] as const)('%s: %s', (lang, preferences, avoided) => {
    const wish = read(lang, 'bolo', preferences);
    expect([...wish.avoidCats, ...wish.avoidFoods], preferences).toContain(avoided);
    expect(wish.wanted, preferences).toEqual([]);
  });

  it('a list after a diet that asks for a food still asks for it', () => {
    expect(read('pt-BR', 'bolo', 'sem glúten e com frango').wanted).toEqual(['chicken']);
    expect(read('en', 'cake', 'vegan and with mushrooms').wanted).toEqual(['mushrooms']);
  });
});
