import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/i18n/languages.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { entryPasses, restrictionsOf } from './restrictions.ts';
import { requestOf } from './test-helpers.ts';

/**
 * A dish named with a diet that its own version is written for gets that version, even when the
 * dish as written keeps the diet too: "low-carb stuffed peppers" are the cauliflower-rice ones,
 * though the rice ones stay under the carbohydrate limit.
 */
const book = cookbook();
const room = book.room;

describe('the version written for the diet asked', () => {
  // Every diet version whose base also passes its diets: the case where the base could win.
  const cases = book.entries.filter((e) => {
    if (e.variantKind !== 'diet' || e.variantDiets.length !== 1) return false;
    const base = book.byKey.get(e.recipeId);
    const r = restrictionsOf(room, e.variantDiets, [], []);
    return base !== undefined && entryPasses(room, r, base) && entryPasses(room, r, e);
  });

  it('there are such dishes to ask for', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  for (const lang of LANGUAGES)
    it(`"<diet> <dish>" gives the diet's own version (${lang})`, () => {
      const wrong: string[] = [];
      for (const e of cases) {
        const base = book.byKey.get(e.recipeId)!;
        const diet = room.diets[e.variantDiets[0]!]!.names[lang][0]!;
        const text = `${base.name[lang].replace(/\s*\(.*\)\s*$/, '')} ${diet}`;
        const res = generate(book, requestOf(lang, text, { recipeCount: 1 }));
        const want = book.version(e).name[lang];
        if (res.recipes[0]?.title !== want) wrong.push(`${text} → ${res.recipes[0]?.title ?? '(none)'}`);
      }
      expect(wrong).toEqual([]);
    });
});
