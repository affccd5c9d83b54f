import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { phraseKey } from '../../../shared/knowledge/phrase-index.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { requestOf } from './test-helpers.ts';

/**
 * A dish named for the shape it makes of a vegetable ("zucchini lasagna", "lasanha de abobrinha":
 * zucchini in place of the pasta sheets) is given for a diet its foods keep, in both languages:
 * its title's "lasagna" is the dish, not the pasta it has none of. Asked by each of its names in
 * the language, with the diet, the dish itself comes first and the note does not say I have no
 * such version.
 */
const book = cookbook();
const ASKS: [TLanguage, string, string][] = [
  ['en', 'zucchini lasagna', 'keto'],
  ['en', 'zucchini lasagne', 'gluten free'],
  ['en', 'keto lasagna', ''],
  ['pt-BR', 'lasanha de abobrinha', 'cetogênica'],
  ['pt-BR', 'lasanha de abobrinha', 'sem glúten'],
];

describe('a dish named for the shape it makes of a vegetable', () => {
  it('is given in a diet its foods keep, both languages', () => {
    const bad: string[] = [];
    for (const [lang, text, preferences] of ASKS) {
      const g = generate(book, requestOf(lang, text, { preferences, recipeCount: 1 }));
      const e = book.entries.find((x) => x.name[lang] === g.recipes[0]?.title);
      const own = e ? [...e.own[lang], ...e.inherited[lang]] : [];
      if (!own.some((n) => ` ${n} `.includes(` ${phraseKey(text)} `)))
        bad.push(`${text}, ${preferences}: ${g.recipes[0]?.title ?? 'nothing'} — ${g.note}`);
    }
    expect(bad).toEqual([]);
  });
});
