import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { requestOf } from './test-helpers.ts';

/**
 * A food said with how it is prepared ("tilápia empanada", "breaded tilapia") is that food made so,
 * never the dish a word of it also names (the Argentine empanada): a breaded dish of the food, or,
 * when I have none, said so with the closest breaded dishes. The breaded words are this test's own.
 */
const book = cookbook();
const room = book.room;
const entryOf = (title: string, lang: TLanguage) =>
  book.entries.find((e) => e.name[lang] === title || book.version(e).name[lang] === title);
const BREADED = /\b(?:empanad[oa]s?|breaded|milanesa|schnitzel|katsu|crumbed)\b/i;
const PASTRY = /^empanadas?\b/i;
const made = (foods: readonly string[], food: string) =>
  foods.some((f) => f === food || room.foods.get(f)?.of === food || room.foods.get(food)?.of === f);

const ASKS: [TLanguage, string, string, string][] = [
  ['pt-BR', 'tilápia empanada', 'na airfryer, pouca fritura', 'tilapia'],
  ['pt-BR', 'berinjela empanada', '', 'eggplant'],
  ['pt-BR', 'salmão empanado', '', 'salmon'],
  ['pt-BR', 'abobrinha empanada', '', 'zucchini'],
  ['en', 'breaded tilapia', 'in the air fryer', 'tilapia'],
  ['en', 'breaded eggplant', '', 'eggplant'],
  ['en', 'breaded salmon', '', 'salmon'],
];

describe('a food said with how it is prepared', () => {
  it('is that food made so, or said to be missing with the closest made so', () => {
    const bad: string[] = [];
    for (const [lang, text, preferences, food] of ASKS) {
      expect(room.foods.get(food), food).toBeDefined();
      const g = generate(book, requestOf(lang, text, { preferences, recipeCount: 2 }));
      if (!g.recipes.length) bad.push(`${text}: nothing`);
      const said = (g.note ?? '').toLowerCase().includes(text.toLowerCase());
      for (const r of g.recipes) {
        const e = entryOf(r.title, lang);
        const names = e ? [e.name.en, e.name['pt-BR'], ...e.own.en, ...e.own['pt-BR']] : [r.title];
        if (names.some((n) => PASTRY.test(n))) bad.push(`${text}: the pastry “${r.title}”`);
        const breaded = names.some((n) => BREADED.test(n));
        const has = e !== undefined && made([...e.foods, ...e.optionalFoods], food);
        if (!(breaded && has) && !said) bad.push(`${text}: “${r.title}” unlabelled`);
        if (said && !breaded && !has) bad.push(`${text}: “${r.title}” neither breaded nor of ${food}`);
      }
      // Asked in the air fryer, the dish breaded and air-fried.
      if (/air/.test(preferences) && g.recipes[0] && !/air/i.test(g.recipes[0].title))
        bad.push(`${text}: “${g.recipes[0].title}” not the air-fryer one`);
    }
    expect(bad).toEqual([]);
  });
});
