import { describe, expect, it } from 'vitest';
import { parseTimeLimit } from './time-limit.ts';

describe('the time field of a generate request', () => {
  it.each([
    ['15 minutes or less', 15],
    ['15min', 15],
    ['30 minutes', 30],
    ['30min', 30],
    ['1 hour', 60],
    ['1hour', 60],
    ['I have plenty of time', null],
    ['plenty', null],
    ['15 minutos ou menos', 15],
    ['30 minutos', 30],
    ['1 hora', 60],
    ['Tenho bastante tempo', null],
    ['Tenho tempo de sobra', null],
    ['meia hora', 30],
    ['1h30', 90],
    ['', null],
  ])('%j → %j', (text, minutes) => {
    expect(parseTimeLimit(text)).toBe(minutes);
  });
});
