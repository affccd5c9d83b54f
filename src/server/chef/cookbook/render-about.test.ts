import { describe, expect, it } from 'vitest';
import { ZCookbookRecipe } from '../../../shared/knowledge/cookbook-schema.ts';
import { versionOf } from './facts.ts';
import { loadCookbook } from './load.ts';
import { renderVersion } from './render.ts';

/**
 * "About" before an amount agrees with the unit the amount is rendered in (reader 11: "umas 1,9
 * litro"): the writer wrote "umas" for cups, the reader's system gives litres.
 */
const book = loadCookbook();

function soup(step: string, q: number, u: string) {
  return ZCookbookRecipe.parse({
    id: 'test-soup',
    name: { en: 'Test soup', 'pt-BR': 'Sopa de teste' },
    dish: 'soup',
    course: 'main',
    cuisine: 'international',
    description: { en: 'A test.', 'pt-BR': 'Um teste.' },
    servings: 4,
    time: { prep: 10, cook: 20 },
    difficulty: 'Easy',
    equipment: [],
    ingredients: [{ food: 'chicken-stock', q, u }],
    steps: [{ en: `Keep about {chicken-stock.qty*0.8}.`, 'pt-BR': step }],
  });
}

const stepOf = (step: string, q: number, u: string, servings: number, system: 'metric' | 'imperial') =>
  renderVersion(book.room, versionOf(soup(step, q, u), null), { lang: 'pt-BR', system, servings }).instructions[0]!;

describe('"uns"/"umas" before an amount', () => {
  it('is "cerca de" before a singular unit, and agrees with a plural one', () => {
    // 2,4 l × 0,8 = 1,9 litro (singular in Portuguese under 2)
    expect(stepOf('Devem sobrar umas {chicken-stock.qty*0.8}.', 2.4, 'l', 4, 'metric')).toMatch(/cerca de 1,9 litro\b/);
    // for 8: 3,8 litros, a masculine unit
    expect(stepOf('Devem sobrar umas {chicken-stock.qty*0.8}.', 2.4, 'l', 8, 'metric')).toMatch(/\buns 3,\d litros\b/);
    // in cups, feminine: "umas" as written
    expect(stepOf('Devem sobrar uns {chicken-stock.qty*0.8}.', 5, 'cup', 4, 'imperial')).toMatch(/\bumas 4 xícaras\b/);
    expect(stepOf('Umas {chicken-stock.qty*0.8} bastam.', 2.4, 'l', 4, 'metric')).toMatch(/^Cerca de 1,9 litro\b/);
  });

  it('no Portuguese step of the cookbook says "umas" before a masculine unit or either before a singular one', () => {
    const bad: string[] = [];
    for (const e of book.entries.filter((x) => !x.variantId)) {
      for (const factor of [1, 2]) {
        const r = renderVersion(book.room, book.version(e), {
          lang: 'pt-BR',
          system: 'metric',
          servings: e.servings * factor,
        });
        for (const s of r.instructions)
          for (const m of s.matchAll(/\b(uns|umas) (\d+(?:,\d+)?) (litros?|ml|g|kg|xícaras?)\b/gi)) {
            const n = Number(m[2]!.replace(',', '.'));
            const feminine = m[3]!.startsWith('xícara');
            if (n < 2 || (m[1]!.toLowerCase() === 'umas') !== feminine) bad.push(`${e.key}: ${m[0]}`);
          }
      }
    }
    expect(bad).toEqual([]);
  }, 120_000);
});
