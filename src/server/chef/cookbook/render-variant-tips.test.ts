import { describe, expect, it } from 'vitest';
import { loadCookbook } from './load.ts';
import { renderVersion } from './render.ts';

/**
 * A version of a dish that keeps the dish's own tips gives none about a food it is made without:
 * the vegan mushroom tacos al pastor said "Slicing is easier if the pork is frozen for 30 minutes
 * first" (reader12, plan 66). Read over every such version of the cookbook, in both languages.
 */
describe("a version's tips", () => {
  it('never name a food of the dish that the version is made without', () => {
    const book = loadCookbook();
    const room = book.room;
    const bad: string[] = [];
    let read = 0;
    for (const e of book.entries) {
      const v = book.version(e);
      // Tips written for the version itself ("check the buns are egg-free") say what they mean to.
      if (!v.variant || v.variant.tips) continue;
      // A food and what it is a kind of (pork shoulder, pork): the words a tip may say it by.
      const line = (f: string) => [f, room.foods.get(f)?.of].filter((x): x is string => !!x);
      const has = new Set(v.ingredients.flatMap((i) => line(i.food)));
      const gone = new Set(v.recipe.ingredients.flatMap((i) => line(i.food)).filter((f) => !has.has(f)));
      if (!gone.size) continue;
      for (const lang of ['en', 'pt-BR'] as const) {
        const r = renderVersion(room, v, { lang, system: 'metric', servings: v.recipe.servings });
        for (const tip of r.tips) {
          read++;
          const named = room
            .foodIndex(lang)
            .find(tip)
            .flatMap((h) => h.values)
            .filter((f) => gone.has(f) && !has.has(f));
          if (named.length) bad.push(`${e.key} ${lang}: ${tip} (${named.join(', ')})`);
        }
      }
    }
    expect(read).toBeGreaterThan(100);
    expect(bad).toEqual([]);
  });
});
