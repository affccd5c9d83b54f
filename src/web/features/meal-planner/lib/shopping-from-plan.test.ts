import { describe, expect, it } from 'vitest';
import type { TMealPlanItem } from '../../../entities/meal-plan/index.ts';
import type { TRecipe } from '../../../entities/recipe/index.ts';
import { buildRecipe } from '../../../entities/recipe/testing/build-recipe.ts';
import { servingsFactor, shoppingListFromMeals } from './shopping-from-plan.ts';

function recipe(overrides: Partial<TRecipe>): TRecipe {
  return buildRecipe({
    id: 'r1',
    userId: 'u1',
    title: 'Pancakes',
    description: null,
    tags: [],
    cookTime: 10,
    ingredients: [],
    instructions: ['Mix.'],
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
    ...overrides,
  });
}

function meal(r: TRecipe, servings: number, id = `m-${r.id}-${servings}`): TMealPlanItem {
  return {
    id,
    mealPlanId: 'p1',
    recipeId: r.id,
    mealDate: '2025-01-06',
    mealType: 'breakfast',
    servings,
    notes: null,
    completed: false,
    recipe: r,
  };
}

describe('servingsFactor', () => {
  it("is the meal's servings over the recipe's, or 1 when either is unknown", () => {
    expect(servingsFactor(2, 4)).toBe(0.5);
    expect(servingsFactor(6, 2)).toBe(3);
    expect(servingsFactor(2, 0)).toBe(1);
    expect(servingsFactor(0, 4)).toBe(1);
  });
});

describe('shoppingListFromMeals', () => {
  it('says there are no meals', () => {
    expect(shoppingListFromMeals([])).toEqual({ kind: 'no-meals' });
  });

  it('says there are no ingredients when no meal has one', () => {
    expect(
      shoppingListFromMeals([
        meal(recipe({ ingredients: [] }), 2),
        meal(recipe({ id: 'r2', ingredients: [{ name: ' ', amount: '1 cup' }] }), 2),
      ]),
    ).toEqual({
      kind: 'no-ingredients',
    });
  });

  it("makes one item per ingredient, scaled to each meal's servings, tagged with its recipe", () => {
    const pancakes = recipe({
      ingredients: [
        { name: 'flour', amount: '2 cups' },
        { name: 'salt', amount: 'to taste' },
        { name: 'eggs', amount: '' },
      ],
    });
    const soup = recipe({
      id: 'r2',
      title: 'Sopa',
      servings: 2,
      language: 'pt-BR',
      ingredients: [{ name: 'batata', amount: '0,5 kg' }],
    });
    const list = shoppingListFromMeals([meal(pancakes, 2), meal(soup, 6)]);
    expect(list).toEqual({
      kind: 'items',
      items: [
        { name: 'flour', amount: '1 cup', recipeTitle: 'Pancakes', recipeId: 'r1' },
        { name: 'salt', amount: 'to taste', recipeTitle: 'Pancakes', recipeId: 'r1' },
        { name: 'eggs', amount: '', recipeTitle: 'Pancakes', recipeId: 'r1' },
        { name: 'batata', amount: '1,5 kg', recipeTitle: 'Sopa', recipeId: 'r2' },
      ],
    });
  });

  it('keeps amounts as written when the meal cooks the recipe as it is', () => {
    const r = recipe({ ingredients: [{ name: 'flour', amount: '1 1/2 cups' }] });
    expect(shoppingListFromMeals([meal(r, 4)])).toEqual({
      kind: 'items',
      items: [{ name: 'flour', amount: '1 1/2 cups', recipeTitle: 'Pancakes', recipeId: 'r1' }],
    });
  });
});

describe('shoppingListFromMeals counts', () => {
  it('buys whole things: half a recipe of 3 eggs is 2 eggs, of 2 ovos is 1 ovo', () => {
    const omelette = recipe({ ingredients: [{ name: 'eggs', amount: '3' }] });
    const omelete = recipe({ id: 'r2', language: 'pt-BR', ingredients: [{ name: 'ovos', amount: '2' }] });
    const list = shoppingListFromMeals([meal(omelette, 2), meal(omelete, 2)]);
    expect(list.kind === 'items' && list.items.map((i) => `${i.amount} ${i.name}`)).toEqual(['2 eggs', '1 ovo']);
  });
});
