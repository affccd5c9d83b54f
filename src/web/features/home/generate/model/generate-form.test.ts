import { describe, expect, it } from 'vitest';
import { ZGenerateForm } from './generate-form-schema.ts';
import {
  addAvailableIngredient,
  advancedInUse,
  DEFAULT_GENERATE_VALUES,
  LIMITS,
  RECIPE_COUNT_OPTIONS,
  TIME_OPTIONS,
  toGenerateRequest,
} from './generate-form.ts';

describe('recipe count', () => {
  it('offers 1 to 5 and starts at 2', () => {
    expect(RECIPE_COUNT_OPTIONS).toEqual([1, 2, 3, 4, 5]);
    expect(DEFAULT_GENERATE_VALUES.recipeCount).toBe('2');
  });

  it.each(['0', '6', 'x', ''])('refuses %j', (count) => {
    expect(ZGenerateForm.safeParse({ ...DEFAULT_GENERATE_VALUES, recipeCount: count }).success).toBe(false);
  });
});

describe('time options', () => {
  it('are the four short forms of spec section 5', () => {
    expect([...TIME_OPTIONS]).toEqual(['15min', '30min', '1hour', 'plenty']);
  });
});

describe('addAvailableIngredient', () => {
  it('adds the trimmed text', () => {
    const result = addAvailableIngredient(['rice'], '  tomato  ');
    expect(result).toEqual({ added: true, list: ['rice', 'tomato'], value: 'tomato' });
  });

  it('ignores empty and blank text', () => {
    expect(addAvailableIngredient(['rice'], '   ')).toMatchObject({ added: false, reason: 'empty', list: ['rice'] });
  });

  it('ignores an ingredient already listed, whatever its case or accents', () => {
    expect(addAvailableIngredient(['Tomate', 'feijão'], 'tomate')).toMatchObject({ added: false, reason: 'duplicate' });
    expect(addAvailableIngredient(['Tomate', 'feijão'], ' FEIJAO ')).toMatchObject({
      added: false,
      reason: 'duplicate',
      list: ['Tomate', 'feijão'],
    });
  });

  it('stops at the server limit', () => {
    const full = Array.from({ length: LIMITS.ingredients }, (_, i) => `item ${i}`);
    expect(addAvailableIngredient(full, 'one more')).toMatchObject({ added: false, reason: 'full' });
  });
});

describe('toGenerateRequest', () => {
  it('sends the numbers, trimmed texts and the interface language', () => {
    const values = ZGenerateForm.parse({
      dishType: ' soup ',
      recipeCount: '3',
      timeLimit: '30min',
      availableIngredients: ['tomato'],
      preferences: ' vegetarian ',
    });
    expect(toGenerateRequest(values, 'pt-BR')).toEqual({
      dishType: 'soup',
      recipeCount: 3,
      timeLimit: '30min',
      availableIngredients: ['tomato'],
      preferences: 'vegetarian',
      language: 'pt-BR',
    });
  });

  it('counts the advanced settings in use', () => {
    expect(advancedInUse(DEFAULT_GENERATE_VALUES)).toBe(0);
    expect(advancedInUse({ timeLimit: '15min', availableIngredients: ['egg'], preferences: ' ' })).toBe(2);
  });
});
