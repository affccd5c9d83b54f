import { describe, expect, it } from 'vitest';
import { formatRating, nextRatingOnClick, roundToHalf, starFill, stepRating, toRatingNumber } from './rating-rules.ts';

describe('nextRatingOnClick (spec section 4, rating stars)', () => {
  it('sets the clicked value when it differs from the current rating', () => {
    expect(nextRatingOnClick(0, 4)).toBe(4);
    expect(nextRatingOnClick(2, 5)).toBe(5);
    expect(nextRatingOnClick(4.5, 3)).toBe(3);
    expect(nextRatingOnClick(4.5, 5)).toBe(5);
  });

  it('takes half a star off when the star equal to the current rating is clicked', () => {
    expect(nextRatingOnClick(5, 5)).toBe(4.5);
    expect(nextRatingOnClick(3, 3)).toBe(2.5);
    expect(nextRatingOnClick(2, 2)).toBe(1.5);
  });

  it('reads a numeric-string rating like a number', () => {
    expect(nextRatingOnClick('4', 4)).toBe(3.5);
    expect(nextRatingOnClick(' 3.5 ', 3)).toBe(3);
    expect(nextRatingOnClick('not a number', 2)).toBe(2);
  });

  it('does nothing in read-only mode', () => {
    expect(nextRatingOnClick(3, 5, { readOnly: true })).toBeNull();
    expect(nextRatingOnClick(3, 3, { readOnly: true })).toBeNull();
  });

  it('never goes below 1, the lowest rating the server accepts', () => {
    expect(nextRatingOnClick(1, 1)).toBe(1);
    expect(nextRatingOnClick('1', 1)).toBe(1);
  });
});

describe('other rating rules', () => {
  it('turns numbers and numeric strings into a rating, anything else into none', () => {
    expect(toRatingNumber(4.5)).toBe(4.5);
    expect(toRatingNumber('2.5')).toBe(2.5);
    expect(toRatingNumber('')).toBe(0);
    expect(toRatingNumber(null)).toBe(0);
    expect(toRatingNumber(Number.NaN)).toBe(0);
    expect(toRatingNumber(-2)).toBe(0);
    expect(toRatingNumber(9)).toBe(5);
  });

  it('steps by half a star between 1 and 5, the first step up choosing 1', () => {
    expect(stepRating(0, 0.5)).toBe(1);
    expect(stepRating(0, -0.5)).toBe(0);
    expect(stepRating(3, 0.5)).toBe(3.5);
    expect(stepRating('3.5', -0.5)).toBe(3);
    expect(stepRating(5, 0.5)).toBe(5);
    expect(stepRating(1, -0.5)).toBe(1);
    expect(stepRating(4.5, 1)).toBe(5);
  });

  it('fills stars to the nearest half star', () => {
    expect([1, 2, 3, 4, 5].map((s) => starFill(3.5, s))).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect([1, 2, 3, 4, 5].map((s) => starFill(4.3, s))).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect([1, 2].map((s) => starFill(0, s))).toEqual(['empty', 'empty']);
    expect(roundToHalf(4.74)).toBe(4.5);
    expect(roundToHalf(4.76)).toBe(5);
  });

  it('formats a rating with the decimal mark of the language', () => {
    expect(formatRating(4.5, 'en')).toBe('4.5');
    expect(formatRating(4.5, 'pt-BR')).toBe('4,5');
    expect(formatRating(4.25, 'en')).toBe('4.3');
    expect(formatRating(4, 'en')).toBe('4');
  });
});
