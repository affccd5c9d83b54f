import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { lineNamesExcluded, namesExcluded, restrictionsOf } from './restrictions.ts';
import { requestOf } from './test-helpers.ts';

/**
 * A person's stated need is kept: a baby's food has no salt and nothing salty (miso, soy sauce,
 * stock, sausages, judged from the foods' sodium), a child's has no alcohol anywhere in its text.
 * Checked over phrasings in both languages, never one recipe's name.
 */
const book = cookbook();
const room = book.room;
const entryOf = (title: string, lang: TLanguage) => book.entries.find((e) => e.name[lang] === title);

describe("a baby's and a child's food", () => {
  it('gives a baby nothing salted or salty, in both languages', () => {
    const noSalt = restrictionsOf(room, [], [], ['salt']);
    // The foods' data says which are salty.
    for (const f of ['miso', 'soy-sauce', 'bouillon-cube', 'chicken-stock', 'parmesan'])
      expect(noSalt.foods).toContain(f);
    for (const f of ['carrot', 'potato', 'baking-powder']) expect(noSalt.foods).not.toContain(f);
    let given = 0;
    for (const [lang, text, prefs] of [
      ['pt-BR', 'caldinho', 'para o bebê, sem sal'],
      ['pt-BR', 'sopa', 'meu bebê de 10 meses vai comer'],
      ['pt-BR', 'purê', 'pra bebê'],
      ['en', 'soup', 'for my baby, no salt'],
      ['en', 'mashed vegetables', 'baby food'],
      ['en', 'a soup with carrots', 'my 1 year old will eat it'],
    ] as [TLanguage, string, string][]) {
      const g = generate(book, requestOf(lang, text, { preferences: prefs, recipeCount: 3 }));
      for (const r of g.recipes) {
        given++;
        const e = entryOf(r.title, lang);
        expect(e, `${text}: ${r.title}`).toBeDefined();
        expect(e!.nutrition.sodium, `${text}: ${r.title}`).toBeLessThanOrEqual(400);
        for (const i of r.ingredients)
          expect(lineNamesExcluded(room, noSalt, i.name, lang), `${text}: ${r.title}: ${i.name}`).toBe(false);
      }
    }
    expect(given).toBeGreaterThan(6);
  });

  it('keeps alcohol out of every line a child may be served, tips and description too', () => {
    const noAlcohol = restrictionsOf(room, [], ['alcohol'], []);
    for (const [lang, text, prefs] of [
      ['pt-BR', 'petiscos', 'para as crianças'],
      ['pt-BR', 'lanche', 'pras crianças da escola'],
      ['pt-BR', 'sobremesa', 'festa infantil, para crianças'],
      ['en', 'snacks', 'for kids'],
      ['en', 'dessert', 'for children'],
      ['en', 'french snack', 'kid-friendly'],
    ] as [TLanguage, string, string][]) {
      const g = generate(book, requestOf(lang, text, { preferences: prefs, recipeCount: 5 }));
      expect(g.recipes.length, text).toBeGreaterThan(0);
      for (const r of g.recipes)
        for (const line of [r.description, ...r.tips, ...r.instructions, ...r.ingredients.map((i) => i.name)])
          expect(namesExcluded(room, noAlcohol, line, lang), `${text}: ${r.title}: ${line}`).toBe(false);
    }
  });

  it('calls a dish healthy from its fibre, sugars and fats, and says those figures', () => {
    for (const [lang, text, prefs] of [
      ['pt-BR', 'lanchinho pras crianças', 'saudável'],
      ['pt-BR', 'jantar', 'algo saudável'],
      ['en', 'after-school snack', 'healthy'],
      ['en', 'lunch', 'healthy please'],
    ] as [TLanguage, string, string][]) {
      const g = generate(book, requestOf(lang, text, { preferences: prefs, recipeCount: 3 }));
      expect(g.recipes.length, text).toBeGreaterThan(0);
      const note = g.note ?? '';
      for (const r of g.recipes) {
        const e = entryOf(r.title, lang)!;
        if (!note.includes(`“${r.title}”`)) continue;
        // A cheese pastry of few calories is no healthy dish: fibre and fats count.
        expect((e.nutrition.fiber * 100) / e.nutrition.kcal, `${text}: ${r.title}`).toBeGreaterThanOrEqual(1.5);
        expect(e.nutrition.saturatedFat, `${text}: ${r.title}`).toBeLessThanOrEqual(6);
      }
      expect(note, text).toMatch(lang === 'en' ? /fibre.*sugars/ : /fibras.*açúcares/);
    }
  });
});
