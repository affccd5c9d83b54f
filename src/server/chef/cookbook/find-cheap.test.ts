import { describe, expect, it } from 'vitest';
import { meetsSoft } from './find.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { requestOf } from './test-helpers.ts';

/**
 * "Cheap" judged from what a dish is made of: a dear food (a steak, lamb, saffron) makes a dish
 * dear, minced beef does not, and the pinches of spice are not what it costs.
 */
const book = cookbook();
const room = book.room;

/** The test's own minced meats: the cheap way to buy beef in both countries. */
const MINCED = new Set(['ground-beef', 'lean-ground-beef']);

describe('a budget wish', () => {
  it('calls a minced-beef dish with a short list budget-friendly, not dear, in both languages', () => {
    // Every recipe whose only meat is minced beef, with no seafood or fresh fish and a short list
    // of foods besides the spice jars: asked by its own name and "on a budget", it is not refused.
    const picks = book.entries.filter((e) => {
      if (e.variantId) return false;
      const meats = e.foods.filter((f) => room.foods.get(f)?.aisle === 'meat');
      const others = e.foods.filter((f) => {
        const food = room.foods.get(f)!;
        return !food.staple && !['spice', 'herb', 'seasoning'].includes(food.kind);
      });
      return (
        meats.length > 0 &&
        meats.every((f) => MINCED.has(f)) &&
        !e.cats.has('shellfish') &&
        !e.cats.has('alcohol') &&
        !e.foods.some((f) => room.foods.get(f)?.aisle === 'fish') &&
        others.length <= 9
      );
    });
    expect(picks.length).toBeGreaterThan(3);
    for (const e of picks.slice(0, 6))
      for (const [lang, words, not] of [
        ['en', 'on a budget', 'not budget-friendly'],
        ['pt-BR', 'barato', 'não é econômica'],
      ] as const) {
        const g = generate(book, requestOf(lang, `${e.name[lang]}, ${words}`, { recipeCount: 1 }));
        expect(g.recipes[0]?.title, e.key).toBe(e.name[lang]);
        expect(g.note ?? '', `${lang}: ${e.key}`).not.toContain(not);
      }
  });

  it('does not call a dish with a steak or lamb budget-friendly', () => {
    const dear = ['beef-steak', 'ribeye', 'picanha', 'strip-steak', 'beef-tenderloin', 'lamb', 'lamb-chops'];
    const with_ = book.entries.filter((e) => e.foods.some((f) => dear.includes(f)));
    expect(with_.length).toBeGreaterThan(10);
    for (const e of with_) expect(meetsSoft(room, e, 'cheap'), e.key).toBe(false);
  });
});
