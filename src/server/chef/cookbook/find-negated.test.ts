import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { cookbook } from './load.ts';
import { generate } from './generate.ts';
import { planWeek } from './plan.ts';
import { requestOf, weekOf, wishOf } from './test-helpers.ts';
import { readWish } from './wish.ts';

/** A soft wish said after a negating word is its opposite: "nada muito apimentado" is mild. */
const book = cookbook();

describe('a soft wish said after "not" or "nothing"', () => {
  it('is read as its opposite, with words of degree between, both languages', () => {
    for (const [lang, text, soft] of [
      ['pt-BR', 'janta pra família, nada muito apimentado', 'mild'],
      ['pt-BR', 'frango assado, nada picante', 'mild'],
      ['pt-BR', 'não muito ardido por favor', 'mild'],
      ['en', 'curry for the kids, nothing too spicy', 'mild'],
      ['en', 'chili, not very spicy please', 'mild'],
      ['pt-BR', 'algo bem apimentado', 'spicy'],
      ['en', 'something spicy for dinner', 'spicy'],
    ] as [TLanguage, string, string][]) {
      const w = readWish(book, wishOf(lang, text));
      expect(w.soft, text).toContain(soft);
      expect(w.soft, text).not.toContain(soft === 'mild' ? 'spicy' : 'mild');
    }
  });

  it('reaches a plan: no meal of a "nada muito apimentado" week is spicy', () => {
    const res = planWeek(
      book,
      weekOf('pt-BR', 5, 'sem carne de porco', 'pra família, nada muito apimentado'),
      [],
      'metric',
    );
    expect(res.suggestions.length).toBeGreaterThan(10);
    for (const s of res.suggestions) expect(s.reasoning, s.recipeTitle).not.toMatch(/picante/);
  });
});

describe('a dish given in place of one named', () => {
  it('is labelled when the meat its name says does not lead it', () => {
    // A mixed-meat stir-fry with some chicken among bacon, pork and beef is no chicken stir-fry.
    const g = generate(
      book,
      requestOf('en', 'chicken stir fry', { preferences: 'soy allergy and gluten free', recipeCount: 1 }),
    );
    for (const r of g.recipes)
      if (!/chicken/i.test(r.title)) expect(g.note ?? '', r.title).toMatch(/closest|not in a version|I don't have/);
  });
});
