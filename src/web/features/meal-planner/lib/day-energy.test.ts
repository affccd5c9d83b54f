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
  it('adds one serving of each meal, day by day (energy per person), and says when a line was left out', () => {
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
    // Two meals that day, for 2 and for 1: one person eats one serving of each, whatever the servings.
    expect(days.get('2025-01-06')!.kcal).toBeCloseTo(717 * 2, 6);
    expect(days.get('2025-01-06')!.complete).toBe(true);
    expect(days.get('2025-01-07')).toEqual({ kcal: 717, complete: false });
    expect(days.get('2025-01-08')).toBeUndefined();
  });

  it('a family of four does not eat 16,000 kcal: servings planned never multiply the figure', () => {
    const stew = buildRecipe({ servings: 4, ingredients: [{ name: 'butter', amount: '400 g' }] });
    const days = energyByDay([meal(stew, '2025-01-06', 4), meal(stew, '2025-01-06', 8)]);
    expect(days.get('2025-01-06')!.kcal).toBeCloseTo(717 * 2, 6);
  });

  it('salt to taste left out keeps the figure an estimate; cups of almond milk (no SR24 figures) make it a lower bound', () => {
    const salted = buildRecipe({
      servings: 2,
      ingredients: [
        { name: 'butter', amount: '200 g' },
        { name: 'salt', amount: 'to taste' },
      ],
    });
    const beans = buildRecipe({
      servings: 2,
      ingredients: [
        { name: 'butter', amount: '200 g' },
        // Counted: a can holds cooked beans.
        { name: 'black beans', amount: '3 cans' },
        { name: 'almond milk', amount: '2 cups' },
      ],
    });
    const days = energyByDay([meal(salted, '2025-01-06', 2), meal(beans, '2025-01-07', 2)]);
    expect(days.get('2025-01-06')!.complete).toBe(true);
    expect(days.get('2025-01-07')!.complete).toBe(false);
  });
});
