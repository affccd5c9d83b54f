import { describe, expect, it } from 'vitest';
import { diffIngredients, diffRecipes, type DiffableRecipe } from './recipe-diff.ts';

const base: DiffableRecipe = {
  title: 'Chicken rice',
  prepTime: 10,
  cookTime: 20,
  servings: 2,
  difficulty: 'Easy',
  ingredients: [
    { name: 'chicken breast', amount: '1 lb' },
    { name: 'rice', amount: '1 cup' },
    { name: 'Salt', amount: '1 pinch' },
  ],
  instructions: ['Brown the chicken.', 'Add the rice.'],
  tags: ['dinner'],
  tips: [],
};

describe('diffIngredients', () => {
  it('tells added, removed and re-measured ingredients apart, matching names loosely', () => {
    const { changes, unchanged } = diffIngredients(base.ingredients, [
      { name: 'tofu', amount: '14 oz' },
      { name: 'Rice ', amount: '2 cups' },
      { name: 'salt', amount: '1 pinch' },
    ]);
    expect(changes).toEqual([
      { kind: 'added', name: 'tofu', amount: '14 oz' },
      { kind: 'changed', name: 'Rice ', from: '1 cup', to: '2 cups' },
      { kind: 'removed', name: 'chicken breast', amount: '1 lb' },
    ]);
    expect(unchanged).toBe(1);
  });
});

describe('diffRecipes', () => {
  it('lists changed facts, rewritten steps, new tags and tips', () => {
    const diff = diffRecipes(base, {
      ...base,
      title: 'Tofu rice',
      servings: 4,
      instructions: ['Brown the tofu.', 'Add the rice.', 'Serve hot.'],
      tags: ['dinner', 'vegetarian'],
      tips: ['Press the tofu first.'],
    });
    expect(diff.facts).toEqual([
      { field: 'title', from: 'Chicken rice', to: 'Tofu rice' },
      { field: 'servings', from: 2, to: 4 },
    ]);
    expect(diff.stepsRewritten).toBe(2);
    expect(diff.stepCount).toEqual({ from: 2, to: 3 });
    expect(diff.tagsAdded).toEqual(['vegetarian']);
    expect(diff.tagsRemoved).toEqual([]);
    expect(diff.tipsAdded).toBe(1);
  });

  it('finds nothing when nothing changed', () => {
    const diff = diffRecipes(base, { ...base, ingredients: [...base.ingredients] });
    expect(diff.facts).toEqual([]);
    expect(diff.ingredients).toEqual([]);
    expect(diff.unchangedIngredients).toBe(3);
    expect(diff.stepsRewritten).toBe(0);
  });
});
