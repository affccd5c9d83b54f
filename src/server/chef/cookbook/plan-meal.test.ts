import { describe, expect, it } from 'vitest';
import { cookbook } from './load.ts';
import { planWeek } from './plan.ts';
import { weekOf, wishOf } from './test-helpers.ts';
import { readWish } from './wish.ts';

/**
 * A lunch or a dinner of a plan is a meal, not a side or a starter alone: a miso soup or a side
 * salad (a light dish, by its energy a serving) is no lunch for a family.
 */
const book = cookbook();

/** The test's own bar: a meal alone gives at least this much energy a serving. */
const MEAL = 250;

describe('a week plan’s lunches and dinners', () => {
  it('are meals, not a light soup or a side alone, in both languages', () => {
    let light = 0;
    let meals = 0;
    for (const [lang, restrictions, prefs] of [
      ['pt-BR', 'sem carne de porco, sem lactose', 'barato'],
      ['en', 'vegan', 'healthy, light'],
      ['en', 'vegetarian', 'japanese food'],
      ['pt-BR', 'vegetariano', 'comida leve'],
    ] as const) {
      const res = planWeek(book, weekOf(lang, 7, restrictions, prefs, { peopleCount: 4 }), [], 'metric');
      for (const s of res.suggestions) {
        if (s.mealType !== 'lunch' && s.mealType !== 'dinner') continue;
        const e = book.entries.find((x) => x.name[lang] === s.recipeTitle);
        if (!e || e.nutrition.known < 0.6 || e.nutrition.unweighed > 0) continue;
        meals++;
        if (e.nutrition.kcal < MEAL) light++;
      }
    }
    expect(meals).toBeGreaterThan(40);
    expect(light).toBe(0);
  });

  it('are easy when the wish says so, or named with why, in both languages', () => {
    for (const [lang, restrictions, prefs, word] of [
      ['en', 'gluten free', 'easy weeknight dinners', 'easy'],
      ['pt-BR', 'sem lactose', 'receitas fáceis de fazer', 'fácil'],
    ] as const) {
      expect(readWish(book, wishOf(lang, '', { preferences: prefs })).soft, prefs).toContain('easy');
      const res = planWeek(book, weekOf(lang, 5, restrictions, prefs), [], 'metric');
      expect(res.suggestions.length).toBeGreaterThan(15);
      for (const s of res.suggestions) {
        const e = book.entries.find((x) => x.name[lang] === s.recipeTitle)!;
        if (e.difficulty === 'Easy' && e.minutes <= 60) expect(s.reasoning, s.recipeTitle).toContain(word);
        else expect(res.note ?? '', s.recipeTitle).toContain(`“${s.recipeTitle}”`);
      }
    }
  });
});
