import { describe, expect, it } from 'vitest';
import { loadCookbook } from './load.ts';
import { renderVersion, waitText } from './render.ts';

/** Prep is the cook's work: a rest, a soak or a rise is said apart, in hours or days. */
describe('prep time and the wait', () => {
  const book = loadCookbook();

  it('keeps every wait out of the prep time and says it in a tip, in both languages', () => {
    let rested = 0;
    for (const e of book.entries) {
      const v = book.version(e);
      for (const lang of ['en', 'pt-BR'] as const) {
        const r = renderVersion(book.room, v, { lang, system: 'metric', servings: v.recipe.servings });
        expect(r.prepTime, e.key).toBe(v.time.prep);
        if (!v.time.rest) continue;
        rested++;
        expect(r.tips[0], e.key).toContain(waitText(v.time.rest, lang));
      }
    }
    expect(rested).toBeGreaterThan(0);
  });

  it('writes a wait in minutes, hours or days', () => {
    expect(waitText(45, 'en')).toBe('45 minutes');
    expect(waitText(720, 'en')).toBe('12 hours');
    expect(waitText(720, 'pt-BR')).toBe('12 horas');
    expect(waitText(90, 'en')).toBe('1 hour, 30 minutes');
    expect(waitText(10080, 'pt-BR')).toBe('7 dias');
  });

  it('bagels: prep is the shaping, not the night in the fridge', () => {
    const e = book.entries.find((x) => x.key === 'bagels');
    expect(e).toBeTruthy();
    const v = book.version(e!);
    const r = renderVersion(book.room, v, { lang: 'en', system: 'metric', servings: v.recipe.servings });
    expect(r.prepTime).toBeLessThan(120);
    expect(r.tips[0]).toMatch(/hours of waiting/);
  });
});

/** A counted line agrees with its number: "1 maraschino cherry", "2 maraschino cherries". */
describe('a count and its name', () => {
  const book = loadCookbook();

  it('one of a food is named in the singular, several in the plural, in both languages', () => {
    const wrong: string[] = [];
    for (const e of book.entries) {
      const v = book.version(e);
      for (const lang of ['en', 'pt-BR'] as const) {
        const r = renderVersion(book.room, v, { lang, system: 'metric', servings: v.recipe.servings });
        const kept = v.ingredients;
        r.ingredients.forEach((line, at) => {
          const i = kept[at]!;
          if (i.name || i.u || i.taste || !/^\d+$/.test(line.amount)) return;
          const n = book.room.names(i.food, lang);
          if (n.one === n.many) return;
          const want = line.amount === '1' ? n.one : n.many;
          const esc = want.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          if (!new RegExp(`(?:^|\\s)${esc}(?!\\p{L})`, 'u').test(line.name))
            wrong.push(`${e.key} ${lang}: ${line.amount} ${line.name}`);
        });
      }
    }
    expect(wrong.slice(0, 20), `${wrong.length} wrong`).toEqual([]);
  });
});
