import { describe, expect, it } from 'vitest';
import { displayAmount, displayText, servingsFactor } from './display-amounts.ts';

describe('displayAmount', () => {
  it("shows an amount in a metric reader's units", () => {
    expect(displayAmount('1 cup', { to: 'metric', lang: 'en' })).toBe('240 ml');
    expect(displayAmount('1 xícara', { to: 'metric', lang: 'pt-BR' })).toBe('240 ml');
  });

  it('keeps spoon measures as spoons for a metric reader, known food or not (issue 35 item 8)', () => {
    // A food the room does not know ("sal, dividido") and the scaled amounts of cook mode.
    expect(displayAmount('2 tbsp', { to: 'metric', lang: 'en' })).toBe('2 tbsp');
    expect(displayAmount('1/2 colher de chá', { to: 'metric', lang: 'pt-BR' })).toBe('1/2 colher de chá');
    expect(displayAmount('1 tbsp', { to: 'metric', lang: 'pt-BR' })).toBe('1 colher de sopa');
    expect(displayAmount('3 1/4 tsp', { to: 'metric', lang: 'pt-BR' })).toBe('3 1/4 colheres de chá');
    expect(displayAmount('1 tsp', { to: 'metric', lang: 'pt-BR', factor: 2 })).toBe('2 colheres de chá');
    expect(displayAmount('1-2 tbsp', { to: 'metric', lang: 'en' })).toBe('1-2 tbsp');
    // A quarter cup and more is poured: it converts.
    expect(displayAmount('5 tbsp', { to: 'metric', lang: 'en' })).toBe('75 ml');
  });

  it('never pours a dry food in millilitres when its cup weight is unknown (weekly walk 8)', () => {
    // Cassava flour has no USDA cup weight: cups stay cups (xícaras) rather than "360 ml".
    const cassava = { by: 'volume' as const };
    expect(displayAmount('1 e 1/2 xícara', { to: 'metric', lang: 'pt-BR', food: cassava })).toBe('1 e 1/2 xícara');
    expect(displayAmount('1 1/2 cups', { to: 'metric', lang: 'pt-BR', food: cassava })).toBe('1 1/2 xícara');
    expect(displayAmount('3/4 cup', { to: 'metric', lang: 'en', food: cassava, factor: 2 })).toBe('1 1/2 cups');
    // With a cup weight it is weighed; a liquid is poured.
    expect(displayAmount('1 1/2 xícara', { to: 'metric', lang: 'pt-BR', food: { by: 'volume', cup: 125 } })).toBe(
      '190 g',
    );
    expect(displayAmount('1 1/2 cups', { to: 'metric', lang: 'en', food: { by: 'liquid' } })).toBe('360 ml');
  });

  it("shows an amount in an imperial reader's units", () => {
    expect(displayAmount('450 g', { to: 'imperial', lang: 'en' })).toBe('1 lb');
    expect(displayAmount('240 ml', { to: 'imperial', lang: 'en' })).toBe('1 cup');
  });

  it('leaves amounts already in the reader’s system, counts and free text as written', () => {
    expect(displayAmount('200 g', { to: 'metric', lang: 'en' })).toBe('200 g');
    expect(displayAmount('2', { to: 'metric', lang: 'en' })).toBe('2');
    expect(displayAmount('to taste', { to: 'imperial', lang: 'en' })).toBe('to taste');
    expect(displayAmount('', { to: 'imperial', lang: 'en' })).toBe('');
  });

  it('scales before converting, with exact fractions', () => {
    expect(displayAmount('1 cup', { to: 'imperial', lang: 'en', factor: 6 / 4 })).toBe('1 1/2 cups');
    expect(displayAmount('1 cup', { to: 'metric', lang: 'en', factor: 6 / 4 })).toBe('360 ml');
    expect(displayAmount('1/3 cup', { to: 'imperial', lang: 'en', factor: 2 })).toBe('2/3 cup');
  });

  it('shows the reader’s half of an amount written in both systems first, scaled with the other', () => {
    expect(displayAmount('1 cup (240 ml)', { to: 'metric', lang: 'en' })).toBe('240 ml (1 cup)');
    expect(displayAmount('1 cup (240 ml)', { to: 'imperial', lang: 'en' })).toBe('1 cup (240 ml)');
    expect(displayAmount('200 g (7 oz)', { to: 'imperial', lang: 'en', factor: 2 })).toBe('14 oz (400 g)');
    expect(displayAmount('1 cup / 240 ml', { to: 'metric', lang: 'en', factor: 0.5 })).toBe('120 ml / 1/2 cup');
    expect(displayAmount('1 (14 oz) can', { to: 'metric', lang: 'en', factor: 2 })).toBe('2 (400 g) cans');
  });

  it('keeps the written units when the original amounts are asked for, still scaled', () => {
    expect(displayAmount('1 cup', { to: 'metric', lang: 'en', original: true })).toBe('1 cup');
    expect(displayAmount('1 cup', { to: 'metric', lang: 'en', factor: 1.5, original: true })).toBe('1 1/2 cups');
  });
});

describe('displayText', () => {
  it('converts the oven temperature of a step', () => {
    expect(displayText('Bake at 350°F for 25 minutes.', { to: 'metric', lang: 'en' })).toBe(
      'Bake at 180°C for 25 minutes.',
    );
    expect(displayText('Asse a 180 °C por 25 minutos.', { to: 'imperial', lang: 'pt-BR' })).toBe(
      'Asse a 350 °F por 25 minutos.',
    );
  });

  it('converts lengths too, and leaves a step without either alone', () => {
    expect(displayText('Pour into a 23 cm pan.', { to: 'imperial', lang: 'en' })).toBe('Pour into a 9 in pan.');
    expect(displayText('Stir in 2 eggs.', { to: 'metric', lang: 'en' })).toBe('Stir in 2 eggs.');
  });

  it('shows the step as written for the original amounts', () => {
    expect(displayText('Bake at 350°F.', { to: 'metric', lang: 'en', original: true })).toBe('Bake at 350°F.');
  });
});

describe('servingsFactor', () => {
  it('is the ratio of the servings, and 1 for anything that is not a positive number', () => {
    expect(servingsFactor(4, 6)).toBe(1.5);
    expect(servingsFactor(4, 4)).toBe(1);
    expect(servingsFactor(0, 6)).toBe(1);
    expect(servingsFactor(4, Number.NaN)).toBe(1);
  });
});
