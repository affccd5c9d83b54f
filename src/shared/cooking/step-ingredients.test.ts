import { describe, expect, it } from 'vitest';
import { ingredientsOfStep, stepUsesIngredient } from './step-ingredients.ts';

describe('stepUsesIngredient', () => {
  it.each([
    ['Fry the onions until soft.', '1 red onion, chopped', true],
    ['Add the rice and stir.', 'long-grain rice', true],
    ['Junte as cebolas e refogue.', 'cebola roxa', true],
    ['Acrescente o açúcar.', 'acucar', true],
    ['Whisk the eggs.', 'eggs', true],
    ['Bring the water to a boil.', 'rice', false],
    ['Preheat the oven.', 'onion', false],
  ])('%s / %s → %s', (step, name, expected) => {
    expect(stepUsesIngredient(step, name)).toBe(expected);
  });

  it('prefers an ingredient named whole over one matched by its main word', () => {
    expect(
      ingredientsOfStep('Whisk the eggs with the sugar.', [
        { name: 'sugar' },
        { name: 'eggs' },
        { name: 'powdered sugar' },
      ]),
    ).toEqual([0, 1]);
    expect(ingredientsOfStep('Dust with the powdered sugar.', [{ name: 'sugar' }, { name: 'powdered sugar' }])).toEqual(
      [1],
    );
  });

  it('lists the indices a step uses', () => {
    expect(
      ingredientsOfStep('Mix the flour with the sugar and the milk.', [
        { name: 'sugar' },
        { name: 'eggs' },
        { name: 'all-purpose flour' },
        { name: 'whole milk' },
      ]),
    ).toEqual([0, 2, 3]);
  });
});
