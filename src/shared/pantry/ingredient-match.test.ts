import { describe, expect, it } from 'vitest';
import { DEFAULT_STAPLES, containsWords, ingredientKeys, isStaple, stapleKeys, wordRuns } from './ingredient-match.ts';
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
  it('knows a name in both languages, singular', () => {
    expect(ingredientKeys('Tomatoes')).toEqual(expect.arrayContaining(['tomato', 'tomate']));
    expect(ingredientKeys('ovos')).toEqual(expect.arrayContaining(['ovo', 'egg']));
    expect(ingredientKeys('boneless chicken breast, diced')).toEqual(
      expect.arrayContaining(['boneless chicken breast', 'peito de frango']),
    );
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
    ['kosher salt', false],
    ['bell pepper', false],
    ['sugar', false],
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
