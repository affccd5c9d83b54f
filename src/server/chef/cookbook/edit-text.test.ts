import { describe, expect, it } from 'vitest';
import { CookbookChef } from './cookbook-chef.ts';

const chef = new CookbookChef();

describe('units on a cook’s own recipe', () => {
  it('converts every amount and temperature, and writes a restated measure once ("1 lb (16 oz)" → "450 g")', async () => {
    const res = await chef.modifyRecipe(
      {
        customPrompt: 'convert to metric',
        language: 'en',
        currentRecipe: {
          title: 'My pancakes',
          servings: 4,
          ingredients: [
            { name: 'butter', amount: '1 lb (16 oz)' },
            { name: 'milk', amount: '1 cup' },
            { name: 'black beans', amount: '1 (14 oz) can' },
            { name: 'sugar', amount: '2 tbsp' },
          ],
          instructions: ['Bake at 350°F for 20 minutes.'],
        },
      },
      { unitSystem: 'metric' },
    );
    expect(res.success).toBe(true);
    expect(res.updated_recipe.ingredients.map((i) => i.amount)).toEqual(['450 g', '240 ml', '1 (400 g) can', '2 tbsp']);
    expect(res.updated_recipe.instructions[0]).toMatch(/180\s?°C/);
  });
});
