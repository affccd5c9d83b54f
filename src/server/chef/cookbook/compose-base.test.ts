import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { requestOf } from './test-helpers.ts';

/**
 * The pasta a cook has with vegetables and cheese is what the meal is built on: the answer is a
 * pasta (a recipe I know or one of my own), never a rice bowl that leaves the pasta out. Each set
 * is asked in both languages by the foods' own names; the first recipe's lines hold a pasta.
 */
const book = cookbook();
const room = book.room;
const SETS = [
  ['spaghetti', 'zucchini', 'ricotta', 'lemon'],
  ['spaghetti', 'zucchini', 'ricotta'],
  ['pasta', 'spinach', 'feta'],
  ['pasta', 'mushrooms', 'goat-cheese', 'lemon'],
  ['spaghetti', 'broccoli', 'parmesan', 'lemon'],
];
const WISH: Record<TLanguage, string> = { en: 'quick dinner', 'pt-BR': 'jantar rápido' };

describe('the pasta a cook has', () => {
  it('is in the dish given, a recipe or my own, both languages', () => {
    const bad: string[] = [];
    for (const set of SETS)
      for (const lang of ['en', 'pt-BR'] as TLanguage[]) {
        const have = set.filter((f) => room.foods.get(f)).map((f) => room.names(f, lang).one);
        expect(have.length, set.join(' ')).toBe(set.length);
        const g = generate(
          book,
          requestOf(lang, '', { preferences: WISH[lang], availableIngredients: have, recipeCount: 1 }),
        );
        const r = g.recipes[0];
        const pasta = r?.ingredients.some((i) =>
          room
            .foodIndex(lang)
            .find(i.name)
            .some((h) => h.values.some((f) => room.foods.get(f)?.kind === 'pasta')),
        );
        if (!pasta) bad.push(`${lang} ${have.join(', ')}: ${r?.title ?? 'nothing'} — ${g.note}`);
      }
    expect(bad).toEqual([]);
  });
});
