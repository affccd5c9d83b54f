import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STAPLES,
  containsWords,
  foodToken,
  ingredientKeys,
  isStaple,
  stapleKeys,
  wordRuns,
} from './ingredient-match.ts';
import { findInPantry, indexPantry, sortPantry } from './rank-recipes.ts';

describe('wordRuns', () => {
  it('holds exactly the whole-word pieces containsWords finds', () => {
    const texts = ['red onion', 'pimenta-do-reino', 'extra virgin olive oil', 'oil', 'boiled egg'];
    const needles = [
      'red',
      'onion',
      'red onion',
      'on',
      'pimenta',
      'do-reino',
      'reino',
      'olive oil',
      'virgin olive',
      'oil',
      'il',
      'boiled egg',
      'egg',
    ];
    for (const text of texts)
      for (const needle of needles)
        expect(wordRuns(text).includes(needle), `${text} / ${needle}`).toBe(containsWords(text, needle));
  });
});

describe('ingredientKeys', () => {
  it('knows a name in both languages, singular: the same food whichever language writes it', () => {
    expect(ingredientKeys('Tomatoes')).toEqual(['tomato', foodToken('tomato')]);
    expect(ingredientKeys('tomate')).toContain(foodToken('tomato'));
    expect(ingredientKeys('ovos')).toEqual(['ovo', foodToken('egg')]);
    expect(ingredientKeys('boneless chicken breast, diced')).toEqual(
      expect.arrayContaining(['boneless chicken breast', foodToken('chicken-breast'), foodToken('chicken')]),
    );
    expect(ingredientKeys('peito de frango')).toContain(foodToken('chicken-breast'));
    expect(ingredientKeys('tofu firme')).toContain(foodToken('tofu'));
    expect(ingredientKeys('firm tofu')).toContain(foodToken('tofu'));
  });

  it('keeps foods that hold another food’s name apart', () => {
    expect(ingredientKeys('almond milk')).not.toContain(foodToken('almonds'));
    expect(ingredientKeys('coconut milk')).not.toContain(foodToken('milk'));
  });
});

describe('findInPantry', () => {
  const pantry = indexPantry([{ name: 'eggs' }, { name: 'cebolas' }, { name: 'olive oil' }, { name: 'frango' }]);
  it.each([
    ['2 large egg', 'eggs'],
    ['onion', 'cebolas'],
    ['red onions', 'cebolas'],
    ['azeite de oliva', 'olive oil'],
    ['peito de frango', 'frango'],
    ['boiled potatoes', undefined],
    ['oil', 'olive oil'],
    ['tofu firme', undefined],
  ])('%s → %s', (name, found) => {
    expect(findInPantry(name, pantry)?.name).toBe(found);
  });
});

describe('findInPantry across languages', () => {
  const pantry = indexPantry([
    { name: 'tofu firme' },
    { name: 'cebola' },
    { name: 'cherry tomatoes' },
    { name: 'leite' },
  ]);
  it.each([
    ['firm tofu', 'tofu firme'],
    ['onions', 'cebola'],
    ['tomate-cereja', 'cherry tomatoes'],
    ['milk', 'leite'],
  ])('%s → %s', (name, found) => {
    expect(findInPantry(name, pantry)?.name).toBe(found);
  });
});

describe('isStaple', () => {
  const en = stapleKeys(DEFAULT_STAPLES.en);
  it.each([
    ['salt', true],
    ['Sal', true],
    ['salt and pepper', true],
    ['sal e pimenta', true],
    ['black pepper', true],
    ['água', true],
    ['kosher salt', true],
    ['sugar', true],
    ['bell pepper', false],
    ['garlic salt', false],
    ['pimentão', false],
    ['almond milk', false],
  ])('%s → %s', (name, staple) => {
    expect(isStaple(name, en)).toBe(staple);
  });
});

describe('sortPantry', () => {
  it('puts running low and expiring soon first, soonest first, then by date and name', () => {
    const items = [
      { name: 'rice', bestBefore: null, runningLow: false },
      { name: 'beans', bestBefore: '2027-01-01', runningLow: false },
      { name: 'milk', bestBefore: '2026-11-26', runningLow: false },
      { name: 'flour', bestBefore: null, runningLow: true },
      { name: 'yogurt', bestBefore: '2026-11-20', runningLow: false },
    ];
    expect(sortPantry(items, '2026-11-25').map((i) => i.name)).toEqual(['yogurt', 'milk', 'flour', 'beans', 'rice']);
  });
});
