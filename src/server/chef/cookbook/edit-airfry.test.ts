import { describe, expect, it } from 'vitest';
import { ingredientId } from '../../knowledge/cookbook-check.ts';
import { idsIn, says } from './edit-words.ts';
import { cookbook } from './load.ts';
import { convertMethod } from './methods.ts';
import { edit, first, type Lang } from './test-helpers.ts';

/**
 * The air fryer takes more than deep-frying (issue 31, reader 9): grilled or roasted pieces whose
 * food records give an air-fryer time go in the basket at that time, in both languages; a dish
 * with nothing grilled, roasted or fried is still refused.
 */
const ASK: Record<Lang, string> = { en: 'could these go in the air fryer', 'pt-BR': 'faz na air fryer?' };
const BASKET: Record<Lang, RegExp> = { en: /\bair[- ]fr/i, 'pt-BR': /\bair fryer\b/i };
const GRILL: Record<Lang, RegExp> = { en: /\bgrill(?:ed|ing)?\b/i, 'pt-BR': /\bgrelh/i };

describe('grilled meatballs in the air fryer', () => {
  for (const lang of ['en', 'pt-BR'] as const) {
    it(`moves the grilling to the basket at the meat's own time (${lang})`, async () => {
      const kofte = await first('izgara kofte', lang);
      const res = await edit(kofte, ASK[lang], lang);
      expect(res.success, res.summary).toBe(true);
      const steps = res.updated_recipe!.instructions;
      const basket = steps.find((s) => BASKET[lang].test(s));
      expect(basket).toBeDefined();
      // ground beef and lamb: 10–12 minutes in the basket, from their records
      expect(basket).toMatch(/\b10\b.*\b12\b/);
      expect(steps.some((s) => GRILL[lang].test(s))).toBe(false);
    });
  }
});

describe('a stir-fry, a pot or a sauce base is not moved to the air fryer', () => {
  it('leaves every wok or stir-fry step of the cookbook in its pan', () => {
    const book = cookbook();
    const moved: string[] = [];
    for (const e of book.entries) {
      const v = book.version(e);
      const res = convertMethod(book.room, v, 'airfryer', e.dishes);
      if (!res?.ok) continue;
      // Meatballs, patties and cutlets shaped in an earlier step are "them" where they fry.
      const shaped = e.dishes.some((d) => ['meatballs', 'burger', 'cutlet', 'fritters'].includes(d));
      // A step that stir-fried or tossed in a wok (deep-frying in a wok at a temperature is frying
      // a basket takes) and now air-fries.
      v.steps.forEach((s, n) => {
        const after = res.version.steps[n]?.en ?? '';
        const deep = says(s.en, 'deepfry') || /\{temp:/.test(s.en);
        // Frying only the onion, garlic or a paste (no protein or legume piece) is a sauce's start.
        const pieces = idsIn(s.en).some((id) => {
          const food = v.ingredients.find((i) => ingredientId(i) === id)?.food ?? '';
          return ['protein', 'legume'].includes(book.room.foods.get(food)?.kind ?? '');
        });
        const coated = idsIn(s.en).every((id) => {
          const food = v.ingredients.find((i) => ingredientId(i) === id)?.food ?? '';
          return ['fat', 'flour', 'egg', 'seasoning', 'spice'].includes(book.room.foods.get(food)?.kind ?? '');
        });
        const inPan =
          says(s.en, 'stirfry') ||
          /\b(?:wok|pot|saucepan|dutch oven)\b/i.test(s.en) ||
          (!pieces && !(shaped && coated));
        if (!deep && inPan && says(s.en, 'fry') && after !== s.en && /\bair[- ]fr/i.test(after))
          moved.push(`${e.key}: ${s.en}`);
      });
    }
    expect(moved).toEqual([]);
  });
});
