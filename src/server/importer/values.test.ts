import { describe, expect, it } from 'vitest';
import { parseDurationMinutes, parseServings } from './values.ts';

describe('parseDurationMinutes', () => {
  it.each([
    ['PT20M', 20],
    ['PT1H30M', 90],
    ['P0DT1H5M', 65],
    ['P1DT2H', 1560],
    ['PT90M', 90],
    ['PT 20 M', 20],
    ['pt1h', 60],
    ['PT1H30', 90],
    ['PT0.5H', 30],
    ['PT30M0S', 30],
    ['PTH5M', 5],
    [45, 45],
    ['45', 45],
    ['1 hour 20 mins', 80],
    ['1 hr 10 mins', 70],
    ['1h30', 90],
    ['1 hora e 20 minutos', 80],
    ['40 minutos', 40],
    ['2 horas', 120],
    ['1:15', 75],
    ['30mins', 30],
  ])('%s -> %d', (input, minutes) => {
    expect(parseDurationMinutes(input)).toBe(minutes);
  });

  it.each([['PT0M'], ['PTHM'], [''], ['soon'], [null], [-5], ['-PT5M']])('%s -> null', (input) => {
    expect(parseDurationMinutes(input)).toBeNull();
  });
});

describe('parseServings', () => {
  it.each([
    ['4 servings', 4],
    [['4', '4 servings'], 4],
    [6, 6],
    ['Serves 4-6', 4],
    ['Rende 6 porções', 6],
    ['Makes 12 cookies', 12],
    ['serves two', 2],
    ['½ loaf', 0.5],
  ])('%s -> %d', (input, n) => {
    expect(parseServings(input)).toBe(n);
  });

  it('returns null without a number', () => {
    expect(parseServings('a crowd')).toBeNull();
    expect(parseServings(null)).toBeNull();
  });
});
