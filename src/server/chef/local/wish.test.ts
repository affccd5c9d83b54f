import { describe, expect, it } from 'vitest';
import { dietsIn, minutesInText, parseTimeLimit } from './wish.ts';

describe('time limits', () => {
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

describe('diets and times in free text (the LLM path reads these)', () => {
  it('reads diets in both languages', () => {
    expect(dietsIn('algo vegetariano')).toEqual(['vegetarian']);
    expect(dietsIn('vegana, por favor')).toEqual(['vegan']);
    expect(dietsIn('sem glúten e sem lactose')).toEqual(expect.arrayContaining(['gluten-free', 'dairy-free']));
    expect(dietsIn('gluten free, no dairy')).toEqual(expect.arrayContaining(['gluten-free', 'dairy-free']));
    expect(dietsIn('dairy-free low carb')).toEqual(expect.arrayContaining(['dairy-free', 'low-carb']));
    expect(dietsIn('keto dinner')).toEqual(['keto']);
    expect(dietsIn('sem ovo')).toEqual(['egg-free']);
    expect(dietsIn('chicken curry without mushrooms')).toEqual([]);
  });

  it('finds a time inside the wish', () => {
    expect(minutesInText('dinner ready in 20 minutes')).toBe(20);
    expect(minutesInText('jantar em até 25 minutos')).toBe(25);
    expect(minutesInText('a big soup')).toBeNull();
  });
});
