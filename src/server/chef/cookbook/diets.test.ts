import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/i18n/languages.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { planWeek } from './plan.ts';
import { leaks } from './test-leaks.ts';
import { restrictionsOf } from './restrictions.ts';

/**
 * Restrictions are hard in every field: for each diet and avoided food, every answer — generated
 * recipes and week plans, in both languages — names no excluded food in its title, description,
 * ingredients, steps, tips or tags. Read with the room's food names of the answer's language.
 */
const book = cookbook();
const room = book.room;

const WISHES: Record<(typeof LANGUAGES)[number], string[]> = {
  en: [
    'dinner',
    'a soup',
    'something with potatoes',
    'a dessert',
    'breakfast',
    'a quick lunch',
    'stew',
    'pasta',
    'a salad',
    'beans',
  ],
  'pt-BR': [
    'jantar',
    'uma sopa',
    'algo com batata',
    'sobremesa',
    'café da manhã',
    'almoço rápido',
    'ensopado',
    'macarrão',
    'salada',
    'feijão',
  ],
};
const DIETS = ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'no-pork', 'nut-free'] as const;

describe('restrictions hold in every field', () => {
  for (const diet of DIETS) {
    it(`${diet}: generated recipes, both languages`, () => {
      const rx = restrictionsOf(room, [diet], [], []);
      const found: string[] = [];
      let answered = 0;
      for (const lang of LANGUAGES) {
        const label = room.diets[diet]!.names[lang][0]!;
        for (const w of WISHES[lang]) {
          const res = generate(book, {
            dishType: `${w} ${label}`,
            preferences: '',
            timeLimit: '',
            availableIngredients: [],
            language: lang,
            recipeCount: 3,
            unitSystem: 'metric',
          });
          answered += res.recipes.length;
          for (const r of res.recipes) found.push(...leaks(r, rx, lang));
        }
      }
      expect(found).toEqual([]);
      expect(answered).toBeGreaterThan(10);
    });

    it(`${diet}: a week plan, both languages`, () => {
      const rx = restrictionsOf(room, [diet], [], []);
      for (const lang of LANGUAGES) {
        const { suggestions } = planWeek(
          book,
          {
            startDate: '2026-12-07',
            endDate: '2026-12-13',
            preferences: '',
            dietaryRestrictions: room.diets[diet]!.names[lang][0]!,
            peopleCount: 4,
            includeUserRecipes: false,
            language: lang,
          },
          [],
          'metric',
        );
        expect(suggestions.length).toBeGreaterThan(7);
        const found = suggestions.flatMap((s) =>
          leaks({ ...s, title: s.recipeTitle, description: s.recipeDescription }, rx, lang),
        );
        expect(found).toEqual([]);
      }
    });
  }

  it('an avoided food is kept out too: "without mushrooms", "sem camarão"', () => {
    for (const [lang, wish, food] of [
      ['en', 'dinner without mushrooms', 'mushrooms'],
      ['pt-BR', 'almoço sem camarão', 'shrimp'],
    ] as const) {
      const rx = restrictionsOf(room, [], [], [food]);
      const res = generate(book, {
        dishType: wish,
        preferences: '',
        timeLimit: '',
        availableIngredients: [],
        language: lang,
        recipeCount: 3,
        unitSystem: 'metric',
      });
      expect(res.recipes.length).toBeGreaterThan(0);
      expect(res.recipes.flatMap((r) => leaks(r, rx, lang))).toEqual([]);
    }
  });
});
