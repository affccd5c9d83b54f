import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { requestOf } from './test-helpers.ts';

/**
 * A dish named with a kind said beside it ("seafood gumbo", "gumbo de frutos do mar") is that dish
 * of that kind: a recipe given for it is made of seafood, or the note says the dish asked is not
 * one I have (as "shrimp gumbo" is said). Seafood is read here from the foods' own categories,
 * leaving out what only seasons a dish (Worcestershire's anchovy).
 */
const book = cookbook();
const room = book.room;
const entryOf = (title: string, lang: TLanguage) =>
  book.entries.find((e) => e.name[lang] === title || book.version(e).name[lang] === title);
const SEASONS = new Set(['condiment', 'sauce', 'seasoning', 'spice', 'herb', 'liquid', 'fat', 'aromatic']);
const seafood = (foods: readonly string[]) =>
  foods.some((f) => {
    const food = room.foods.get(f);
    return food && !SEASONS.has(food.kind) && food.diet.some((c) => c === 'fish' || c === 'shellfish');
  });

const ASKS: [TLanguage, string, string][] = [
  ['en', 'seafood gumbo for 8', 'seafood gumbo'],
  ['pt-BR', 'gumbo de frutos do mar', 'gumbo de frutos do mar'],
  ['en', 'seafood jambalaya', 'seafood jambalaya'],
  ['en', 'seafood chowder', 'seafood chowder'],
  ['en', 'seafood paella', 'seafood paella'],
  ['pt-BR', 'moqueca de frutos do mar', 'moqueca de frutos do mar'],
  ['en', 'seafood stroganoff', 'seafood stroganoff'],
  ['en', 'seafood carbonara', 'seafood carbonara'],
  ['pt-BR', 'feijoada de frutos do mar', 'feijoada de frutos do mar'],
  ['pt-BR', 'escondidinho de frutos do mar', 'escondidinho de frutos do mar'],
];

describe('a dish named with a kind said beside it', () => {
  it('is of that kind, or said not to be', () => {
    const bad: string[] = [];
    for (const [lang, text, asked] of ASKS) {
      const g = generate(book, requestOf(lang, text, { recipeCount: 2 }));
      if (!g.recipes.length) bad.push(`${text}: nothing`);
      const said = (g.note ?? '').toLowerCase().includes(asked);
      for (const r of g.recipes) {
        const e = entryOf(r.title, lang);
        if (!said && !(e && seafood(e.foods))) bad.push(`${text}: “${r.title}” is no seafood dish, unsaid`);
      }
    }
    expect(bad).toEqual([]);
  });
});
