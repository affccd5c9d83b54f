import { describe, expect, it } from 'vitest';
import { perServing } from './facts.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { figuresKnown } from './restrictions.ts';
import { requestOf } from './test-helpers.ts';

/**
 * A starch or a sugar with no USDA row carries carbohydrate no figure counts: a dish made of
 * gluten-free pasta is not "about 4 g of carbs" (reread11: "low carb lasagna" → a gluten-free
 * scampi). Where such a food is a real part of the dish, its figures are not known.
 */
const book = cookbook();
const room = book.room;

describe('a dish whose starch has no nutrition row', () => {
  it('has no known figures where that starch is the dish’s body, and the dish as written keeps its own', () => {
    const gf = book.entries.find((e) => e.recipeId === 'shrimp-scampi' && e.variantDiets.includes('gluten-free'))!;
    const base = book.entries.find((e) => e.recipeId === 'shrimp-scampi' && !e.variantId)!;
    expect(figuresKnown(perServing(room, book.version(base)))).toBe(true);
    expect(figuresKnown(perServing(room, book.version(gf)))).toBe(false);
  });

  it('is no answer to a low-carb wish, in both languages', () => {
    for (const [lang, text] of [
      ['en', 'low carb pasta dinner'],
      ['en', 'low carb lasagna'],
      ['pt-BR', 'macarrão low carb'],
    ] as const) {
      const g = generate(book, requestOf(lang, text, { recipeCount: 3 }));
      for (const r of g.recipes)
        expect(r.ingredients.map((i) => i.name).join('; '), `${text}: ${r.title}`).not.toMatch(
          /gluten-free pasta|macarrão sem glúten/i,
        );
    }
  });
});
