import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { cookbook } from './load.ts';
import { planWeek } from './plan.ts';
import { weekOf } from './test-helpers.ts';

/**
 * Soft wishes in week plans, judged from data: a low-carb week is low in net carbohydrate meal by
 * meal (or says which meal is not, with its figure), and its figures hold every food bought for it.
 */
const book = cookbook();
const room = book.room;

/** The test's own net carbohydrate bar for a low-carb plan's meal, per serving. */
const BAR = 20;

const LOW_CARB: [TLanguage, string, string][] = [
  ['en', 'type 2 diabetes', 'low carb, no added sugar'],
  ['pt-BR', 'diabético', 'pouco carboidrato e sem açúcar'],
  ['en', 'vegetarian', 'lower carb please'],
  ['pt-BR', '', 'semana low carb'],
];

describe('a low-carb week plan', () => {
  it('keeps each meal under the net-carb bar, or names it with its figure', () => {
    for (const [lang, restrictions, prefs] of LOW_CARB) {
      const res = planWeek(book, weekOf(lang, 7, restrictions, prefs), [], 'metric');
      expect(res.suggestions.length).toBeGreaterThan(20);
      for (const s of res.suggestions) {
        const e = book.entries.find((x) => x.name[lang] === s.recipeTitle);
        expect(e, s.recipeTitle).toBeDefined();
        const net = e!.nutrition.carbohydrate - e!.nutrition.fiber;
        // Every food bought for it is in the figure: a flour in cups without a weight is not 0 g.
        const figured = e!.nutrition.known >= 0.6 && e!.nutrition.unweighed === 0;
        if (figured && net <= BAR) {
          // The reason says the figure the meal was judged by.
          expect(s.reasoning, `${prefs}: ${s.recipeTitle}`).toContain(` ${Math.round(Math.max(0, net))} g`);
        } else expect(res.note ?? '', `${prefs}: ${s.recipeTitle} (${Math.round(net)} g)`).toContain(s.recipeTitle);
      }
    }
  });

  it('serves nothing sweetened with sugar when the wish says no sugar', () => {
    for (const [lang, restrictions, prefs] of LOW_CARB.slice(0, 2)) {
      const res = planWeek(book, weekOf(lang, 7, restrictions, prefs), [], 'metric');
      for (const s of res.suggestions) {
        const e = book.entries.find((x) => x.name[lang] === s.recipeTitle)!;
        const sweet = e.foods.filter((f) => room.foods.get(f)?.diet.includes('sugar'));
        expect(sweet, `${prefs}: ${s.recipeTitle}`).toEqual([]);
      }
    }
  });

  it('names a meal over the bar with its figure when nothing lower fits the slot', () => {
    // Vegan and low carb leave few breakfasts and snacks under the bar.
    for (const [lang, restrictions, prefs, word] of [
      ['en', 'vegan', 'low carb', 'net carbohydrate'],
      ['pt-BR', 'vegano', 'low carb', 'carboidrato líquido'],
    ] as const) {
      const res = planWeek(book, weekOf(lang, 7, restrictions, prefs), [], 'metric');
      const over = res.suggestions.filter((s) => {
        const e = book.entries.find((x) => x.name[lang] === s.recipeTitle)!;
        return e.nutrition.carbohydrate - e.nutrition.fiber > BAR || e.nutrition.unweighed > 0;
      });
      if (!over.length) continue;
      expect(res.note ?? '').toContain(word);
      for (const s of over) expect(res.note).toContain(`“${s.recipeTitle}”`);
    }
  });
});
