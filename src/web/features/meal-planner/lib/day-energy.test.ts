import { describe, expect, it } from 'vitest';
import type { TMealPlanItem } from '../../../entities/meal-plan/index.ts';
import type { TRecipe } from '../../../entities/recipe/index.ts';
import { buildRecipe } from '../../../entities/recipe/testing/build-recipe.ts';
import { energyByDay } from './day-energy.ts';

function meal(r: TRecipe, mealDate: string, servings: number): TMealPlanItem {
  return {
    id: `${r.id}-${mealDate}-${servings}`,
    mealPlanId: 'p1',
    recipeId: r.id,
    mealDate,
    mealType: 'lunch',
    servings,
    notes: null,
    completed: false,
    recipe: r,
  };
}

describe('energyByDay', () => {
  it('adds per-serving kcal times the planned servings, day by day, and says when a line was left out', () => {
    const butter = buildRecipe({ servings: 4, ingredients: [{ name: 'butter', amount: '400 g' }] }); // 717 kcal per serving of 100 g
    const mystery = buildRecipe({
      servings: 1,
      ingredients: [
        { name: 'butter', amount: '100 g' },
        { name: 'dragon fruit dust', amount: '1 cup' },
      ],
    });
    const days = energyByDay([
      meal(butter, '2025-01-06', 2),
      meal(butter, '2025-01-06', 1),
      meal(mystery, '2025-01-07', 1),
    ]);
    expect(days.get('2025-01-06')!.kcal).toBeCloseTo(717 * 3, 6);
    expect(days.get('2025-01-06')!.complete).toBe(true);
    expect(days.get('2025-01-07')).toEqual({ kcal: 717, complete: false });
    expect(days.get('2025-01-08')).toBeUndefined();
  });
});
