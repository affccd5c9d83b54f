import { describe, expect, it } from 'vitest';
import { ZMealSuggestion, type TSavedRecipeInput } from '../../../shared/schemas/chef.ts';
import { FIXTURE_KB } from '../__fixtures__/kb.ts';
import { dairyLines, looksPortuguese, meatLines } from '../__fixtures__/checks.ts';
import { LocalChef } from './local-chef.ts';
import { daysBetween } from './plan.ts';

const chef = new LocalChef({ recipes: FIXTURE_KB });
const opts = { unitSystem: 'metric' as const };
const WEEK = { startDate: '2025-03-02', endDate: '2025-03-08' };

const SAVED: TSavedRecipeInput[] = [
  {
    id: 'r-granola',
    title: 'Homemade granola breakfast bowl',
    description: 'Crunchy oats with honey and nuts.',
    prepTime: 5,
    cookTime: 0,
    servings: 2,
    difficulty: 'Easy',
    ingredients: [
      { name: 'granola', amount: '1 cup' },
      { name: 'plain yoghurt', amount: '1 cup' },
      { name: 'banana', amount: '1' },
    ],
    instructions: ['Put the yoghurt in bowls.', 'Top with the granola and sliced banana.'],
    tags: ['breakfast'],
    tips: [],
  },
  {
    id: 'r-bolognese',
    title: 'Spaghetti bolognese',
    description: 'Weeknight beef ragù.',
    prepTime: 10,
    cookTime: 30,
    servings: 4,
    difficulty: 'Easy',
    ingredients: [
      { name: 'spaghetti', amount: '400 g' },
      { name: 'ground beef', amount: '500 g' },
      { name: 'tomato passata', amount: '700 ml' },
    ],
    instructions: ['Brown the beef.', 'Add the passata and simmer 20 minutes.', 'Serve over the spaghetti.'],
    tags: ['italian', 'dinner'],
    tips: [],
  },
];

describe('planMeals', () => {
  it('covers every day with breakfast, lunch and dinner, valid and scaled to the people count', async () => {
    const { suggestions, meta } = await chef.planMeals({ ...WEEK, peopleCount: 3, language: 'en' }, opts);
    expect(meta.engine).toBe('local');
    const days = daysBetween(WEEK.startDate, WEEK.endDate);
    expect(days).toHaveLength(7);
    for (const d of days) {
      for (const meal of ['breakfast', 'lunch', 'dinner']) {
        expect(suggestions.filter((s) => s.date === d && s.mealType === meal), `${d} ${meal}`).toHaveLength(1);
      }
    }
    for (const s of suggestions) {
      expect(ZMealSuggestion.safeParse(s).success).toBe(true);
      expect(s.servings).toBe(3);
      expect(s.reasoning.length).toBeGreaterThan(20);
    }
    expect(suggestions.some((s) => s.mealType === 'snack')).toBe(true);
  });

  it('never repeats a recipe within 3 days', async () => {
    const { suggestions } = await chef.planMeals({ ...WEEK, language: 'pt-BR' }, opts);
    const days = daysBetween(WEEK.startDate, WEEK.endDate);
    const byTitle = new Map<string, number[]>();
    for (const s of suggestions) byTitle.set(s.recipeTitle, [...(byTitle.get(s.recipeTitle) ?? []), days.indexOf(s.date)]);
    for (const [title, ds] of byTitle) {
      const sorted = [...ds].sort((a, b) => a - b);
      for (let i = 1; i < sorted.length; i++) expect(sorted[i]! - sorted[i - 1]!, title).toBeGreaterThan(3);
    }
  });

  it('varies proteins and cuisines across the week', async () => {
    const { suggestions } = await chef.planMeals({ ...WEEK, language: 'en' }, opts);
    const mains = suggestions.filter((s) => s.mealType === 'lunch' || s.mealType === 'dinner');
    expect(new Set(mains.map((s) => s.recipeTitle)).size).toBeGreaterThanOrEqual(7);
    for (const d of daysBetween(WEEK.startDate, WEEK.endDate)) {
      const [lunch, dinner] = ['lunch', 'dinner'].map((m) => mains.find((s) => s.date === d && s.mealType === m)!.recipeTitle);
      expect(lunch).not.toBe(dinner);
    }
  });

  it('respects diet, restrictions and the maximum time', async () => {
    const { suggestions } = await chef.planMeals({ ...WEEK, dietaryRestrictions: 'vegetariano, sem lactose', maxCookingTime: 45, language: 'pt-BR' }, opts);
    expect(suggestions.length).toBeGreaterThanOrEqual(21);
    for (const s of suggestions) {
      expect(meatLines(s), s.recipeTitle).toEqual([]);
      expect(dairyLines(s), s.recipeTitle).toEqual([]);
      expect(s.prepTime + s.cookTime, s.recipeTitle).toBeLessThanOrEqual(45);
      expect(looksPortuguese(s.instructions.join(' ')), s.recipeTitle).toBe(true);
    }
  });

  it("uses the user's saved recipes when asked, and only those that fit", async () => {
    const withSaved = await chef.planMeals({ ...WEEK, includeUserRecipes: true, savedRecipes: SAVED, language: 'en' }, opts);
    const ids = withSaved.suggestions.map((s) => s.existingRecipeId).filter(Boolean);
    expect(ids).toContain('r-granola');
    expect(ids).toContain('r-bolognese');
    expect(withSaved.suggestions.find((s) => s.existingRecipeId === 'r-granola')!.mealType).toBe('breakfast');
    const without = await chef.planMeals({ ...WEEK, includeUserRecipes: false, savedRecipes: SAVED, language: 'en' }, opts);
    expect(without.suggestions.some((s) => s.existingRecipeId)).toBe(false);
    const veg = await chef.planMeals({ ...WEEK, preferences: 'vegetarian', savedRecipes: SAVED, language: 'en' }, opts);
    expect(veg.suggestions.some((s) => s.existingRecipeId === 'r-bolognese')).toBe(false);
  });

  it('is deterministic for the same input', async () => {
    const a = await chef.planMeals({ ...WEEK, preferences: 'brazilian', savedRecipes: SAVED, language: 'en' }, opts);
    const b = await chef.planMeals({ ...WEEK, preferences: 'brazilian', savedRecipes: SAVED, language: 'en' }, opts);
    expect(b).toEqual(a);
  });

  it('validates the range', async () => {
    await expect(chef.planMeals({ startDate: '2025-03-08', endDate: '2025-03-02' }, opts)).rejects.toThrow();
    await expect(chef.planMeals({ startDate: '2025-03-01', endDate: '2025-05-01' }, opts)).rejects.toThrow();
    await expect(chef.planMeals({ ...WEEK, peopleCount: 13 }, opts)).rejects.toThrow();
    await expect(chef.planMeals({ ...WEEK, maxCookingTime: 10 }, opts)).rejects.toThrow();
  });
});
