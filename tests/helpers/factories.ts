import type { TRecipeContent } from '../../src/shared/schemas/recipe.ts';

let n = 0;

/** A valid recipe body; override any field. */
export function buildRecipe(overrides: Partial<TRecipeContent> & Record<string, unknown> = {}) {
  n += 1;
  return {
    title: `Test recipe ${n}`,
    description: 'A simple test dish.',
    prepTime: 10,
    cookTime: 20,
    servings: 4,
    difficulty: 'Easy',
    ingredients: [
      { name: 'rice', amount: '1 cup' },
      { name: 'water', amount: '2 cups' },
      { name: 'salt', amount: '' },
    ],
    instructions: ['Rinse the rice.', 'Boil the water, add the rice and cook covered for **18 minutes**.'],
    tags: ['side', 'quick'],
    tips: ['Let it rest 5 minutes before fluffing.'],
    ...overrides,
  };
}
