import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { cookbook } from './load.ts';
import { planWeek } from './plan.ts';
import { dishVariety, savedDishes } from './plan-variety.ts';
import { renderPick } from './generate.ts';
import { restrictionsOf } from './restrictions.ts';
import type { TSavedRecipe } from '../../../shared/schemas/chef.ts';
import { weekOf } from './test-helpers.ts';

/**
 * Issue 35: an AI week with three fried rices (Thai fried rice, egg fried rice, nasi goreng). Dish
 * types are spread over a week as cuisines are: a dish type at most twice among the week's mains,
 * and its family (fried rice is a rice dish) weighs too.
 */
const book = cookbook();

function mealsOf(lang: TLanguage, preferences: string, restrictions = '', seedDay = 7) {
  const { suggestions } = planWeek(book, weekOf(lang, 7, restrictions, preferences, { day: seedDay }), [], 'metric');
  return suggestions.map((s) => book.entries.find((e) => e.name[lang] === s.recipeTitle));
}

const WEEKS: [TLanguage, string, string][] = [
  ['en', '', ''],
  ['en', 'Asian food', ''],
  ['en', 'Thai and Chinese', ''],
  ['en', 'rice dishes', ''],
  ['en', 'quick dinners', 'vegetarian'],
  ['pt-BR', '', ''],
  ['pt-BR', 'comida asiática', ''],
  ['pt-BR', 'comida caseira brasileira', 'sem glúten'],
];

describe('week plans spread dish types', () => {
  it.each(WEEKS)('%s "%s" (%s): no dish type three times in a week', (lang, prefs, restrictions) => {
    for (let day = 1; day <= 28; day += 3) {
      const mains = mealsOf(lang, prefs, restrictions, day);
      const counts = new Map<string, number>();
      for (const e of mains) if (e) counts.set(e.dish, (counts.get(e.dish) ?? 0) + 1);
      const over = [...counts].filter(([, n]) => n > 2);
      expect(over, `week from day ${day}: ${mains.map((e) => e?.dish).join(', ')}`).toEqual([]);
    }
  });
});

/** The cook's history after asking for fried rice three times: three generated recipes, saved. */
function savedFriedRices(lang: TLanguage): TSavedRecipe[] {
  const r = restrictionsOf(book.room, [], [], []);
  return book.entries
    .filter((e) => e.dish === 'fried-rice' && !e.variantId)
    .slice(0, 4)
    .map((e, i) => {
      const draft = renderPick(book, e, r, lang, 'metric', 2)!;
      return { ...draft, id: `saved-${i}` } as TSavedRecipe;
    });
}

describe('week plans with saved recipes spread their dish types too', () => {
  it.each(['en', 'pt-BR'] as const)('%s: three saved fried rices, at most two in the week', (lang) => {
    const saved = savedFriedRices(lang);
    expect(saved.length).toBeGreaterThanOrEqual(3);
    for (const s of saved) expect(savedDishes(book, s, lang)[0]).toBe('fried-rice');
    for (let day = 1; day <= 28; day += 3) {
      const { suggestions } = planWeek(
        book,
        weekOf(lang, 7, '', '', { day, includeUserRecipes: true }),
        saved,
        'metric',
      );
      const fried = suggestions.filter(
        (s) =>
          saved.some((x) => x.id === s.existingRecipeId) ||
          book.entries.find((e) => e.name[lang] === s.recipeTitle)?.dish === 'fried-rice',
      );
      expect(fried.length, `week from day ${day}: ${fried.map((s) => s.recipeTitle).join(', ')}`).toBeLessThanOrEqual(
        2,
      );
    }
  });

  it('reads a saved recipe’s dish type from its title, or keeps it a dish of its own', () => {
    const base = savedFriedRices('en')[0]!;
    expect(savedDishes(book, { ...base, title: 'Grandma’s kimchi fried rice' }, 'en')[0]).toBe('fried-rice');
    expect(savedDishes(book, { ...base, id: 'x', title: 'Zorblax' }, 'en')).toEqual(['saved:x']);
  });
});

describe('dishVariety', () => {
  it('weighs a dish again, a third time far more, and its family a little', () => {
    const v = dishVariety();
    expect(v.penalty(['fried-rice', 'rice-dish'])).toBe(0);
    v.add(['fried-rice', 'rice-dish']);
    const second = v.penalty(['fried-rice', 'rice-dish']);
    const cousin = v.penalty(['risotto', 'rice-dish']);
    expect(second).toBeGreaterThan(cousin);
    expect(cousin).toBeGreaterThan(0);
    expect(v.penalty(['soup'])).toBe(0);
    v.add(['fried-rice', 'rice-dish']);
    // A third is as far down as a recipe already used: only when nothing else fits.
    expect(v.penalty(['fried-rice', 'rice-dish'])).toBeGreaterThanOrEqual(100);
  });
});
