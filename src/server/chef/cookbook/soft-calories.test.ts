import { describe, expect, it } from 'vitest';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { planWeek } from './plan.ts';
import { requestOf, weekOf, wishOf } from './test-helpers.ts';
import { readWish } from './wish.ts';

/**
 * A calorie limit said in the wish ("under 500 calories", "no máximo 450 kcal") is read, judged per
 * serving from the nutrition, and said: each dish within it with its figure, each over it named
 * with its figure, a dish whose figure is not known said to be so.
 */
const book = cookbook();
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const FIGURE = /\((?:about|cerca de) (\d+) kcal/;

describe('a calorie limit in the wish', () => {
  it('reads the limit in both languages, in the words cooks use', () => {
    for (const [lang, text, kcal] of [
      ['en', 'chicken supper, max 450 kcal', 450],
      ['en', 'a 600-calorie lunch', 600],
      ['en', 'breakfast below 350 cals', 350],
      ['pt-BR', 'jantar de frango com no máximo 450 calorias', 450],
      ['pt-BR', 'almoço abaixo de 380 kcal', 380],
      ['pt-BR', 'lanche até 200 calorias', 200],
    ] as const) {
      const w = readWish(book, wishOf(lang, text));
      expect(w.kcal, text).toBe(kcal);
      expect(w.soft, text).toContain('calories');
      // The number is no dish nor serving count.
      expect(w.servings, text).toBeNull();
      expect(w.unknownName, text).toBeNull();
    }
  });

  it('gives dishes within it with their figure, or names the figure that is over, in both languages', () => {
    for (const [lang, text, kcal, word] of [
      ['en', 'chicken supper, max 450 kcal', 450, 'under 450 kcal'],
      ['pt-BR', 'almoço vegetariano abaixo de 380 kcal', 380, 'de até 380 kcal'],
      ['en', 'lasagna under 300 calories', 300, 'under 300 kcal'],
      ['pt-BR', 'feijoada com até 350 calorias', 350, 'de até 350 kcal'],
    ] as const) {
      const g = generate(book, requestOf(lang, text, { recipeCount: 2 }));
      expect(g.recipes.length, text).toBeGreaterThan(0);
      const note = g.note ?? '';
      expect(note, text).toContain(word);
      for (const r of g.recipes) {
        const e = book.entries.find((x) => x.name[lang] === r.title);
        const at = note.indexOf(`“${r.title}”`);
        expect(at, `${text}: ${r.title} is said`).toBeGreaterThanOrEqual(0);
        const figure = FIGURE.exec(note.slice(at + r.title.length + 2, at + r.title.length + 60));
        if (figure) {
          // Its figure is its own; over the limit it is in the sentence that says so.
          if (e) expect(Math.abs(Number(figure[1]) - e.nutrition.kcal), r.title).toBeLessThan(1);
          if (Number(figure[1]) > kcal)
            expect(note, r.title).toMatch(new RegExp(`“${esc(r.title)}”[^.]*(?:is not|não é)`));
        } else expect(note.slice(at, at + r.title.length + 60), r.title).toMatch(/cannot weigh|não consigo pesar/);
      }
    }
  });

  it('keeps each meal of a plan within it, or names it with its figure', () => {
    for (const [lang, prefs, kcal] of [
      ['en', 'dinners under 450 calories', 450],
      ['pt-BR', 'refeições com no máximo 420 kcal', 420],
    ] as const) {
      const res = planWeek(book, weekOf(lang, 3, '', prefs), [], 'metric');
      expect(res.suggestions.length).toBeGreaterThan(8);
      for (const s of res.suggestions) {
        const e = book.entries.find((x) => x.name[lang] === s.recipeTitle)!;
        const known = e.nutrition.known >= 0.6 && e.nutrition.unweighed === 0;
        if (known && e.nutrition.kcal <= kcal)
          expect(s.reasoning, s.recipeTitle).toContain(`${Math.round(e.nutrition.kcal)} kcal`);
        else expect(res.note ?? '', s.recipeTitle).toContain(`“${s.recipeTitle}”`);
      }
    }
  });
});
