import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { requestOf, wishOf } from './test-helpers.ts';
import { readWish } from './wish.ts';

/**
 * What the cook has is the point of the ask: never a composed dish whose title stops at its
 * "with", never a dish that uses none of it beside one that does. Several lists, en and pt-BR.
 */
const book = cookbook();
const room = book.room;

const LISTS: [TLanguage, string, string, string[]][] = [
  ['en', 'quick dinner', '20 minutes', ['canned tuna', 'spaghetti', 'lemon', 'capers']],
  ['en', 'dinner', '', ['spaghetti', 'parmesan']],
  ['en', 'lunch', '', ['penne', 'black olives', 'lemon']],
  ['en', 'snack', '', ['cooked chicken', 'corn', 'cream cheese']],
  ['pt-BR', 'lanche da tarde', '', ['frango desfiado', 'requeijão', 'milho']],
  ['pt-BR', 'janta rápida', '', ['macarrão', 'atum', 'limão', 'alcaparras']],
  ['pt-BR', 'almoço', '', ['espaguete', 'queijo parmesão']],
  ['pt-BR', 'lanche', '', ['pão', 'ovo', 'tomate']],
];

describe('a have-list', () => {
  it('never gives a composed dish whose title ends on its "with"', () => {
    for (const [lang, dishType, timeLimit, have] of LISTS) {
      const g = generate(book, requestOf(lang, dishType, { timeLimit, availableIngredients: have }));
      for (const r of g.recipes)
        expect(r.title, `${dishType} ${have.join(', ')}`).not.toMatch(/\b(with|com|and|e)\s*$/i);
    }
  });

  it('never answers with a dish that uses none of it, in both languages', () => {
    for (const [lang, dishType, timeLimit, have] of LISTS) {
      const g = generate(book, requestOf(lang, dishType, { timeLimit, availableIngredients: have }));
      expect(g.recipes.length, dishType).toBeGreaterThan(0);
      expect(g.note ?? '', `${dishType}: ${g.note}`).not.toMatch(/uses none of it|não usa nada disso/);
    }
  });
});

describe('a dish asked with a food its cookbook version lacks', () => {
  it('offers first the alternative nearest to that dish, sharing what it is made of', () => {
    for (const [lang, text] of [
      ['pt-BR', 'salada de macarrão com atum'],
      ['pt-BR', 'salda de macarao c atum'],
      ['pt-BR', 'torta de frango com palmito'],
    ] as const) {
      const w = readWish(book, wishOf(lang, text));
      const named = book.byKey.get(w.named[0]!)!;
      const made = named.foods.filter((f) => !room.foods.get(f)?.staple && !w.wanted.includes(f));
      const g = generate(book, requestOf(lang, text, { recipeCount: 2 }));
      const first = book.entries.find((e) => e.name[lang] === g.recipes[0]?.title);
      expect(first, `${text}: ${g.note}`).toBeDefined();
      const shared = made.filter((f) => first!.foods.includes(f));
      expect(
        shared.length,
        `${text}: ${first!.key} shares ${shared.join(' ')} of ${made.join(' ')}`,
      ).toBeGreaterThanOrEqual(2);
    }
  });
});
