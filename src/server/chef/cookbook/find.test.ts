import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { ingredientId } from '../../knowledge/cookbook-check.ts';
import { hasFood, meetsSoft } from './find.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { restrictionsOf, toDrop } from './restrictions.ts';
import { readWish } from './wish.ts';

/**
 * Finding the dish a wish asks for: the words read as a cook means them, have-lists ranked by what
 * they use, time limits and soft wishes judged from the data, and notes that say what is true of
 * each recipe returned. Checked as properties over the whole cookbook, not on one recipe's name.
 */
const book = cookbook();
const room = book.room;

const wish = (lang: TLanguage, dishType: string, preferences = '', have: string[] = [], timeLimit = '') =>
  readWish(book, { dishType, preferences, timeLimit, availableIngredients: have, language: lang });
const ask = (lang: TLanguage, dishType: string, preferences = '', have: string[] = [], timeLimit = '', count = 2) =>
  generate(book, {
    dishType,
    preferences,
    timeLimit,
    availableIngredients: have,
    language: lang,
    recipeCount: count,
    unitSystem: 'metric',
  });

describe('reading a wish', () => {
  it('takes the longest phrase whatever list it is in: a pasta salad is a dish type, not pasta and a course', () => {
    for (const [lang, text] of [
      ['en', 'cold pasta salad for a picnic'],
      ['en', 'a rice salad'],
    ] as const) {
      const w = wish(lang, text);
      expect(w.dishes, text).toContain('grain-salad');
      expect(w.courses, text).not.toContain('salad');
    }
  });

  it('reads a name said in part as a dish of the type or course asked', () => {
    for (const [lang, text] of [
      ['en', 'birthday cake'],
      ['pt-BR', 'bolo de aniversário'],
      ['en', 'a birthday dinner'],
    ] as const) {
      const w = wish(lang, text);
      expect(w.named.length, text).toBeGreaterThan(0);
      for (const key of w.named) {
        const e = book.byKey.get(key)!;
        if (w.dishes.length)
          expect(
            e.dishes.some((d) => w.dishes.includes(d)),
            `${text}: ${key}`,
          ).toBe(true);
        if (w.courses.length)
          expect(
            e.courses.some((c) => w.courses.includes(c)),
            `${text}: ${key}`,
          ).toBe(true);
      }
    }
  });

  it('reads "meals" as mains and a child in either language as kid-friendly', () => {
    expect(wish('en', 'cheap meals with beans').courses).toContain('main');
    expect(wish('pt-BR', 'refeições com feijão').courses).toContain('main');
    expect(wish('pt-BR', 'almoço pra criança de 4 anos').soft).toContain('kid-friendly');
    expect(wish('en', 'Italian week').unknownName).toBeNull();
  });
});

describe('cooking from what the cook has', () => {
  const HAVE: [TLanguage, string, string[]][] = [
    ['en', 'something for dinner', ['chickpeas', 'spinach', 'coconut milk', 'onion']],
    ['pt-BR', 'o que dá pra fazer com isso', ['ovo', 'batata', 'cebola', 'queijo muçarela']],
    ['pt-BR', 'jantar', ['frango', 'arroz', 'cenoura', 'ervilha']],
    ['en', 'lunch', ['rice', 'eggs', 'frozen peas', 'soy sauce']],
    ['pt-BR', 'almoço', ['feijão preto', 'linguiça', 'couve']],
  ];

  it('ranks first the recipe that uses most of the foods, or composes when none uses most of them', () => {
    for (const [lang, text, have] of HAVE) {
      const w = wish(lang, text, '', have);
      const best = Math.max(
        ...book.entries
          .filter((e) => e.courses.includes('main'))
          .map((e) => w.onHand.filter((f) => hasFood(room, e, f)).length),
      );
      const res = ask(lang, text, '', have);
      expect(res.recipes.length, text).toBeGreaterThan(0);
      const first = book.entries.find((e) => e.name[lang] === res.recipes[0]!.title);
      if (best > w.onHand.length / 2) {
        expect(first, `${text}: ${res.recipes[0]!.title} is from the cookbook`).toBeDefined();
        const used = w.onHand.filter((f) => hasFood(room, first!, f)).length;
        expect(used, `${text}: ${first!.key} uses ${used} of ${w.onHand.length}, best is ${best}`).toBeGreaterThan(
          w.onHand.length / 2,
        );
        expect(used).toBeGreaterThanOrEqual(best - 1);
      }
    }
  });

  it('says of each recipe which of the cook’s foods it uses', () => {
    for (const [lang, text, have] of HAVE) {
      const res = ask(lang, text, '', have);
      for (const recipe of res.recipes) expect(res.note ?? '', `${text}: ${recipe.title}`).toContain(recipe.title);
    }
  });
});

describe('time limits and soft wishes judged from data', () => {
  it('keeps a time limit, or says which recipe does not fit it', () => {
    for (const [lang, text, have, limit] of [
      ['en', 'dinner', ['eggs', 'flour tortillas', 'cheddar'], '15 minutes'],
      ['pt-BR', 'janta rápida', ['carne moída', 'macarrão'], '20 minutos'],
      ['en', 'a quick lunch', [], '15 minutes'],
    ] as const) {
      const res = ask(lang, text, '', [...have], limit);
      const minutes = Number(/\d+/.exec(limit)![0]);
      for (const r of res.recipes)
        if (r.prepTime + r.cookTime > minutes) {
          // Named with its own time, not only mentioned.
          expect(res.note ?? '', `${text}: ${r.title}`).toContain(r.title);
          expect(res.note ?? '', `${text}: ${r.title}`).toContain(String(r.prepTime + r.cookTime));
        }
    }
  });

  it('gives a child a meal made in an hour', () => {
    for (const [lang, text, prefs] of [
      ['pt-BR', 'almoço pra criança de 4 anos', 'pouca fritura, sem pimenta'],
      ['en', 'kid-friendly lunch', ''],
    ] as const) {
      const res = ask(lang, text, prefs, [], '', 3);
      expect(res.recipes.length).toBeGreaterThan(0);
      for (const r of res.recipes) {
        const e = book.entries.find((x) => x.name[lang] === r.title)!;
        // Made in an hour: a chill or a rise waits apart (the note says it), it is no work.
        expect(e.minutes, `${text}: ${r.title}`).toBeLessThanOrEqual(60);
      }
    }
  });

  it('serves no rice, bread or potatoes on the side of a low-carb dish', () => {
    const r = restrictionsOf(room, ['low-carb'], [], []);
    let seen = 0;
    for (const e of book.entries) {
      const v = book.version(e);
      const drop = toDrop(room, r, v);
      for (const i of v.ingredients)
        if (i.optional && (room.foods.get(i.food)?.diet ?? []).some((c) => c === 'starch' || c === 'grain')) {
          seen++;
          expect(drop.has(ingredientId(i)), `${e.key}: ${i.food}`).toBe(true);
        }
      if (seen > 40) break;
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('calls nothing with shellfish cheap (steaks and lamb: find-cheap.test.ts)', () => {
    for (const e of book.entries) if (e.cats.has('shellfish')) expect(meetsSoft(room, e, 'cheap'), e.key).toBe(false);
  });

  it('answers a dish type with a diet by that type, or says it has none', () => {
    for (const [lang, text, prefs] of [
      ['en', 'birthday cake', 'egg-free, my son is allergic to eggs'],
      ['pt-BR', 'bolo de aniversário', 'sem ovo'],
      ['en', 'cold pasta salad for a picnic', 'dairy-free'],
    ] as const) {
      const res = ask(lang, text, prefs, [], '', 2);
      const w = wish(lang, text, prefs);
      expect(res.recipes.length, text).toBeGreaterThan(0);
      for (const r of res.recipes) {
        const e = book.entries.find((x) => x.name[lang] === r.title)!;
        expect(
          e.dishes.some((d) => w.dishes.includes(d) || w.named.some((n) => book.byKey.get(n)?.dishes.includes(d))),
          `${text}: ${r.title}`,
        ).toBe(true);
      }
    }
  });
});
