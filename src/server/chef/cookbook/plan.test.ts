import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import type { TMealSuggestion } from '../../../shared/schemas/chef.ts';
import { readText } from '../reader/read.ts';
import { cookbook, type Entry } from './load.ts';
import { planWeek } from './plan.ts';
import { renderPick } from './generate.ts';
import { entryPasses, restrictionsOf } from './restrictions.ts';
import { weekOf } from './test-helpers.ts';
import { readWish } from './wish.ts';

/**
 * Week plans a cook would follow: the cuisine asked steers the week, breakfasts at breakfast,
 * no 13-hour dish on a weekday evening, no dish two days running, reasons true of each meal, and
 * the restrictions kept in every line, its options included. Properties over whole plans.
 */
const book = cookbook();
const room = book.room;

function plan(lang: TLanguage, days: number, restrictions: string, preferences: string, maxCookingTime?: number) {
  return planWeek(
    book,
    weekOf(lang, days, restrictions, preferences, { peopleCount: 4, ...(maxCookingTime ? { maxCookingTime } : {}) }),
    [],
    'metric',
  ).suggestions;
}

const entryOf = (s: TMealSuggestion, lang: TLanguage): Entry | undefined =>
  book.entries.find((e) => e.name[lang] === s.recipeTitle);

const PLANS: [TLanguage, string, string][] = [
  ['pt-BR', 'sem glúten e sem lactose', 'comida caseira brasileira'],
  ['en', 'vegetarian', 'Italian week'],
  ['en', 'no pork, nut-free', 'Brazilian home cooking'],
  ['pt-BR', '', ''],
  ['en', 'pescatarian', ''],
];

describe('week plans', () => {
  it('steer lunches and dinners to the cuisine asked', () => {
    for (const [lang, restrictions, prefs] of PLANS.filter(([, , p]) => p)) {
      const cuisines = readWish(book, {
        dishType: '',
        preferences: prefs,
        timeLimit: '',
        availableIngredients: [],
        language: lang,
      }).cuisines;
      const mains = plan(lang, 7, restrictions, prefs).filter((s) => s.mealType === 'lunch' || s.mealType === 'dinner');
      const asked = mains.filter((s) => cuisines.includes(entryOf(s, lang)?.cuisine ?? ''));
      expect(asked.length / mains.length, `${prefs}: ${mains.map((s) => s.recipeTitle).join(', ')}`).toBeGreaterThan(
        0.6,
      );
    }
  });

  it('give breakfasts at breakfast, no long dish on a weekday, no dish type two days running', () => {
    for (const [lang, restrictions, prefs] of PLANS) {
      const week = plan(lang, 7, restrictions, prefs);
      const byDay = new Map<string, string[]>();
      for (const s of week) {
        const e = entryOf(s, lang);
        expect(e, s.recipeTitle).toBeDefined();
        if (s.mealType === 'breakfast') expect(e!.courses[0], `${prefs} ${s.date}: ${s.recipeTitle}`).toBe('breakfast');
        const day = new Date(`${s.date}T00:00:00Z`).getUTCDay();
        if (day !== 0 && day !== 6)
          expect(e!.minutes + e!.rest, `${prefs} ${s.date}: ${s.recipeTitle}`).toBeLessThanOrEqual(120);
        if (s.mealType === 'lunch' || s.mealType === 'dinner')
          byDay.set(s.date, [...(byDay.get(s.date) ?? []), e!.dish]);
      }
      const days = [...byDay.keys()].sort();
      for (let i = 1; i < days.length; i++)
        for (const d of byDay.get(days[i]!)!)
          expect(byDay.get(days[i - 1]!), `${prefs}: ${d} on ${days[i - 1]} and ${days[i]}`).not.toContain(d);
    }
  });

  it('say something of each meal, not one sentence for all', () => {
    for (const [lang, restrictions, prefs] of PLANS) {
      const week = plan(lang, 7, restrictions, prefs);
      const reasons = new Set(week.map((s) => s.reasoning.replace(/\d+/g, '#')));
      expect(reasons.size, prefs).toBeGreaterThan(week.length / 2);
    }
  });

  it('keep the restrictions in every ingredient line, its options too', () => {
    // Every recipe a plan or a search may pick, rendered as it would be shown. Slips are gathered
    // and compared once (an expect per mention was most of this test's time).
    const slips: string[] = [];
    for (const [lang, diet] of [
      ['en', 'vegan'],
      ['pt-BR', 'vegan'],
      ['en', 'nut-free'],
      ['pt-BR', 'dairy-free'],
    ] as const) {
      const r = restrictionsOf(room, [diet], [], []);
      for (const e of book.entries) {
        if (!entryPasses(room, r, e)) continue;
        const draft = renderPick(book, e, r, lang, 'metric', e.servings);
        for (const i of draft?.ingredients ?? [])
          for (const m of readText(room, i.name, lang, 'prose').mentions)
            if (!m.negated && (r.foods.has(m.food) || m.cats.some((c) => r.cats.has(c))))
              slips.push(`${diet}: ${e.key}: ${i.name}`);
      }
    }
    expect(slips).toEqual([]);
  });
});

describe('a soft wish judged by a figure, in a plan', () => {
  it('gives each meal that meets it its figure per serving, from its data, in both languages', () => {
    for (const [lang, prefs, re, field, max] of [
      ['en', 'light', /light \(about (\d+) kcal\)/, 'kcal', 500],
      ['pt-BR', 'leve', /leve \(cerca de (\d+) kcal\)/, 'kcal', 500],
      ['en', 'high protein', /high in protein \(about (\d+) g of protein\)/, 'protein', Infinity],
      ['pt-BR', 'rico em proteína', /rica em proteína \(cerca de (\d+) g de proteína\)/, 'protein', Infinity],
    ] as const) {
      let said = 0;
      for (const s of plan(lang, 2, '', prefs)) {
        const m = re.exec(s.reasoning);
        const e = entryOf(s, lang);
        if (!m || !e) continue;
        said++;
        expect(Number(m[1]), s.recipeTitle).toBe(Math.round(e.nutrition[field]));
        expect(Number(m[1])).toBeLessThanOrEqual(max);
      }
      expect(said, `${lang} ${prefs}`).toBeGreaterThan(2);
    }
  });
});

describe('a planned meal is ready when its waits are over too', () => {
  it('says a time that holds the rise or soak, in both languages', () => {
    let waited = 0;
    for (const [lang, restrictions, preferences] of [...PLANS, ['en', '', 'baking, bread'], ['pt-BR', '', 'pães']] as [
      TLanguage,
      string,
      string,
    ][])
      for (const s of plan(lang, 7, restrictions, preferences)) {
        const e = entryOf(s, lang);
        if (!e || e.rest === 0) continue;
        waited++;
        const said = Number(/(\d+)\s*min/.exec(s.reasoning)?.[1]);
        expect(said, `${s.recipeTitle}: ${s.reasoning}`).toBeGreaterThanOrEqual(e.minutes + e.rest);
      }
    expect(waited).toBeGreaterThan(0);
  });
});
