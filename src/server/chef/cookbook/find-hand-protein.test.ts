import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { generate } from './generate.ts';
import { hasFood } from './find.ts';
import { cookbook } from './load.ts';
import { requestOf } from './test-helpers.ts';

/**
 * The meat or fish a cook has is what the rest of their foods are cooked around: a dish without it
 * comes after every dish with it, and one given without it says so.
 */
const book = cookbook();
const room = book.room;

const PROTEINS = ['chicken', 'ground-beef', 'pork-chops', 'salmon', 'shrimp', 'sausage', 'tofu'];
const BESIDES = [
  ['potato', 'onion'],
  ['rice', 'carrot'],
  ['tomato', 'garlic'],
];
const WISHES: Record<TLanguage, string[]> = {
  en: ['quick dinner', 'something for lunch, 30 min'],
  'pt-BR': ['jantar rápido', 'algo pro almoço, 30 min'],
};

describe('the meat or fish the cook has at hand', () => {
  it('leads: dishes with it come first, and one without it is said so, both languages', () => {
    const bad: string[] = [];
    let asked = 0;
    for (const protein of PROTEINS) {
      if (!room.foods.get(protein)) continue;
      const withIt = book.entries.filter((e) => e.courses.includes('main') && hasFood(room, e, protein));
      if (withIt.length < 2) continue;
      for (const besides of BESIDES)
        for (const lang of ['en', 'pt-BR'] as TLanguage[])
          for (const text of WISHES[lang]) {
            const have = [protein, ...besides].map((f) => room.names(f, lang).one);
            const g = generate(book, requestOf(lang, text, { recipeCount: 2, availableIngredients: have }));
            asked++;
            const uses = g.recipes.map(
              (r) =>
                r.ingredients.some((i) =>
                  room
                    .foodIndex(lang)
                    .find(i.name)
                    .some((h) => h.values.includes(protein)),
                ) ||
                // A kind of it ("chicken thighs" for chicken) in a line is it too.
                r.ingredients.some((i) =>
                  room
                    .foodIndex(lang)
                    .find(i.name)
                    .some((h) => h.values.some((v) => room.foods.get(v)?.of === protein)),
                ),
            );
            const firstWithout = uses.indexOf(false);
            if (firstWithout >= 0 && uses.slice(firstWithout).some(Boolean))
              bad.push(`${lang} ${text} + ${have.join(', ')}: one without ${protein} before one with it`);
            if (uses[0] === false) bad.push(`${lang} ${text} + ${have.join(', ')}: first without ${protein}`);
            const name = room.names(protein, lang).one.toLowerCase();
            if (uses.includes(false) && !(g.note ?? '').toLowerCase().includes(name))
              bad.push(`${lang} ${text} + ${have.join(', ')}: one without ${protein}, not said | ${g.note}`);
          }
    }
    expect(asked).toBeGreaterThan(40);
    expect(bad).toEqual([]);
  });
});
