import { describe, expect, it } from 'vitest';
import { splitIngredientLine } from './ingredient-line.ts';

describe('splitIngredientLine', () => {
  it.each([
    ['2 cups flour', '2 cups', 'flour'],
    ['1 1/2 cups all-purpose flour', '1 1/2 cups', 'all-purpose flour'],
    ['1½ tsp salt', '1½ tsp', 'salt'],
    ['½ teaspoon baking soda', '½ teaspoon', 'baking soda'],
    ['1 (14 oz) can diced tomatoes', '1 (14 oz) can', 'diced tomatoes'],
    ['1 28 oz can crushed tomatoes', '1 28 oz can', 'crushed tomatoes'],
    ['2-3 tbsp olive oil', '2-3 tbsp', 'olive oil'],
    ['400g spaghetti', '400g', 'spaghetti'],
    ['3 large eggs', '3', 'large eggs'],
    ['4 cloves garlic, minced', '4 cloves', 'garlic, minced'],
    ['2 xícaras (chá) de farinha de trigo', '2 xícaras (chá)', 'de farinha de trigo'],
    ['1 colher de sopa de manteiga', '1 colher de sopa', 'de manteiga'],
    ['1,5 kg de batata', '1,5 kg', 'de batata'],
    ['3 dentes de alho', '3 dentes', 'de alho'],
    ['Salt and pepper, to taste', '', 'Salt and pepper, to taste'],
    ['Sal a gosto', '', 'Sal a gosto'],
    ['2 eggs', '2', 'eggs'],
  ])('%s -> [%s] [%s]', (line, amount, name) => {
    expect(splitIngredientLine(line)).toEqual({ amount, name });
  });

  it('never loses text: amount + name is the line', () => {
    for (const line of [
      '1 (14 oz) can tomatoes',
      '2 9 oz packages tortellini',
      '1 lb ground beef (85% lean)',
      'about 2 cups water',
    ]) {
      const { amount, name } = splitIngredientLine(line);
      expect(`${amount} ${name}`.trim()).toBe(line);
    }
  });
});
