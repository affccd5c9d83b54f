import { describe, expect, it } from 'vitest';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { meetsSoft } from './soft.ts';
import { requestOf, wishOf } from './test-helpers.ts';
import { readWish } from './wish.ts';

/**
 * Kid-friendly judged from what a child meets at the table, not from the clock of the fridge: a
 * chill or a rise is no reason, a dear food at the dish's heart is (a costly dinner to risk on a
 * picky child), peppers of which some are hot are hot. Picky children are read in both languages.
 */
const book = cookbook();
const room = book.room;

/** The test's own dear foods a dish may be made of. */
const DEAR = ['lobster', 'beef-steak', 'ribeye', 'lamb-chops', 'duck-breast', 'leg-of-lamb'];

describe('kid-friendly', () => {
  it('does not count a chill or a rise against a dish a child would eat', () => {
    // Quick to make, long to wait: nothing else against them (no chilli, alcohol, offal, hard work).
    const waits = book.entries.filter(
      (e) =>
        e.minutes <= 45 &&
        e.minutes + e.rest > 90 &&
        e.difficulty !== 'Hard' &&
        e.chilies.length === 0 &&
        !e.cats.has('alcohol') &&
        !e.techniques.has('pick') &&
        e.foods.every((f) => !room.foods.get(f)?.kids && !room.foods.get(f)?.dear),
    );
    expect(waits.length).toBeGreaterThan(10);
    for (const e of waits) expect(meetsSoft(room, e, 'kid-friendly'), e.key).toBe(true);
  });

  it('calls no dish made of a dear food kid-friendly, and names the food', () => {
    const dear = book.entries.filter((e) => e.leads.some((f) => DEAR.includes(f)));
    expect(dear.length).toBeGreaterThan(10);
    for (const e of dear) expect(meetsSoft(room, e, 'kid-friendly'), e.key).toBe(false);
    for (const [lang, text, word] of [
      ['en', 'lobster roll for the kids', 'dear'],
      ['pt-BR', 'lagosta pra criançada', 'caro'],
    ] as const) {
      const g = generate(book, requestOf(lang, text, { recipeCount: 1 }));
      const r = g.recipes[0]!;
      const e = book.entries.find((x) => x.name[lang] === r.title)!;
      if (e.leads.includes('lobster')) expect(g.note ?? '', text).toContain(word);
    }
  });

  it('reads picky and fussy children in both languages', () => {
    for (const [lang, text] of [
      ['en', 'something my fussy kids will eat'],
      ['en', 'a kid-approved pasta'],
      ['pt-BR', 'janta pra criançada'],
      ['pt-BR', 'almoço que a molecada come'],
      ['pt-BR', 'algo pro meu filho enjoado'],
    ] as const)
      expect(readWish(book, wishOf(lang, text)).soft, text).toContain('kid-friendly');
  });
});
