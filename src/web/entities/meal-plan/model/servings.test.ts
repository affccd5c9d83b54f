import { describe, expect, it } from 'vitest';
import { parseServings, recipeDefaultServings } from './servings.ts';

describe('parseServings (add-meal dialog)', () => {
  it('keeps a whole number of servings', () => {
    expect(parseServings('3')).toBe(3);
    expect(parseServings(' 6 ')).toBe(6);
    expect(parseServings(5)).toBe(5);
  });

  it('falls back to 2 when the field holds no number', () => {
    expect(parseServings('')).toBe(2);
    expect(parseServings('abc')).toBe(2);
    expect(parseServings(null)).toBe(2);
    expect(parseServings(Number.NaN)).toBe(2);
  });

  it('is at least 1 and at most what the server accepts', () => {
    expect(parseServings('0')).toBe(1);
    expect(parseServings('-4')).toBe(1);
    expect(parseServings('2.7')).toBe(2);
    expect(parseServings('1000')).toBe(100);
  });

  it('uses another fallback when given one', () => {
    expect(parseServings('x', 6)).toBe(6);
  });
});

describe('recipeDefaultServings (Add to Meal Plan dialog)', () => {
  it("is the recipe's servings, or 4 when unknown", () => {
    expect(recipeDefaultServings(6)).toBe(6);
    expect(recipeDefaultServings(1)).toBe(1);
    expect(recipeDefaultServings(undefined)).toBe(4);
    expect(recipeDefaultServings(null)).toBe(4);
    expect(recipeDefaultServings(0)).toBe(4);
  });
});
