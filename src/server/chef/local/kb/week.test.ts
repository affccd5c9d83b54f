import { describe, expect, it } from 'vitest';
import { ZMealPlanRequest, ZSavedRecipe } from '../../../../shared/schemas/chef.ts';
import { fold } from '../text.ts';
import { knowledge } from './load.ts';
import { planWeek } from './week.ts';

const kb = knowledge();
const plan = (extra: Record<string, unknown>, saved: Parameters<typeof planWeek>[2] = []) =>
  planWeek(kb, ZMealPlanRequest.parse({ startDate: '2026-03-02', endDate: '2026-03-08', ...extra }), saved, 'metric');

describe('week plans', () => {
  it('lunches and dinners are mains, none twice in the week; breakfasts and snacks of their course', () => {
    const { suggestions } = plan({ peopleCount: 3, language: 'en' });
    const mains = suggestions.filter((s) => s.mealType === 'lunch' || s.mealType === 'dinner');
    expect(mains).toHaveLength(14);
    expect(new Set(mains.map((s) => s.recipeTitle)).size).toBe(14);
    const byTitle = new Map(kb.recipes.map((r) => [r.title.en, r]));
    for (const s of mains) {
      const r = byTitle.get(s.recipeTitle);
      if (r) expect([r.course, ...(r.also ?? [])]).toContain('main');
    }
    for (const s of suggestions.filter((x) => x.mealType === 'breakfast')) {
      const r = byTitle.get(s.recipeTitle);
      if (r) expect([r.course, ...(r.also ?? [])]).toContain('breakfast');
    }
    for (const s of suggestions) expect(s.servings).toBe(3);
  });

  it('keeps the diet and the avoid list in every meal, and counts whole when scaling', () => {
    const { suggestions } = plan({
      peopleCount: 3,
      dietaryRestrictions: 'vegetarian, no nuts, sem lactose',
      language: 'pt-BR',
    });
    expect(suggestions.length).toBeGreaterThan(20);
    for (const s of suggestions) {
      const names = fold(s.ingredients.map((i) => i.name).join(' | ')).replace(/queijo vegetal|manteiga de coco/g, '');
      expect(names, s.recipeTitle).not.toMatch(
        /\b(frango|carne|bacon|presunto|peixe|camarao|linguica|amendoim|castanha|nozes|manteiga|queijo|creme de leite)\b/,
      );
      for (const i of s.ingredients)
        if (/\bovos?\b/.test(fold(i.name)) && /^\d/.test(i.amount) && !/[a-z]/i.test(i.amount))
          expect(i.amount).toMatch(/^\d+$/);
    }
  });

  it('uses saved recipes only when they keep the restrictions', () => {
    const saved = [
      ZSavedRecipe.parse({
        id: 'r1',
        title: 'Grandma ham pie',
        servings: 4,
        prepTime: 10,
        cookTime: 30,
        ingredients: [
          { name: 'ham', amount: '200 g' },
          { name: 'flour', amount: '2 cups' },
        ],
        instructions: ['Bake the ham with the flour.'],
      }),
    ];
    const veg = plan({ dietaryRestrictions: 'no pork', language: 'en' }, saved);
    expect(veg.suggestions.some((s) => s.existingRecipeId === 'r1')).toBe(false);
    const any = plan({ language: 'en' }, saved);
    expect(any.suggestions.some((s) => s.existingRecipeId === 'r1')).toBe(true);
  });
});
