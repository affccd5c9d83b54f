import { describe, expect, it } from 'vitest';
import { normalizeSteps, splitBlob, stripStepPrefix } from './steps.ts';

describe('steps', () => {
  it.each([
    ['Step 1: Preheat the oven.', 'Preheat the oven.'],
    ['STEP 2 - Mix.', 'Mix.'],
    ['Passo 3. Misture tudo.', 'Misture tudo.'],
    ['1. Boil water.', 'Boil water.'],
    ['2) Add pasta.', 'Add pasta.'],
    ['• Serve hot.', 'Serve hot.'],
    ['**Sear** the steak.', '**Sear** the steak.'],
    ['350 degrees is hot.', '350 degrees is hot.'],
  ])('stripStepPrefix(%s)', (input, out) => {
    expect(stripStepPrefix(input)).toBe(out);
  });

  it('drops empty and duplicate steps', () => {
    expect(normalizeSteps(['Step 1', 'Mix.', 'Mix.', '  ', '2.', 'Bake.'])).toEqual(['Mix.', 'Bake.']);
  });

  it('splits inline numbering', () => {
    expect(splitBlob('1. Mix the flour. 2. Add the eggs. 3. Bake for 20 min.')).toEqual([
      'Mix the flour.',
      'Add the eggs.',
      'Bake for 20 min.',
    ]);
  });

  it('splits a paragraph into sentences, keeping abbreviations and short sentences together', () => {
    expect(splitBlob('Heat the oil in a pan. Add approx. 2 cups of rice and stir well. Serve.')).toEqual([
      'Heat the oil in a pan.',
      'Add approx. 2 cups of rice and stir well. Serve.',
    ]);
  });
});
