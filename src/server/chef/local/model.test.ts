import { describe, expect, it } from 'vitest';
import { amountFor, temperaturesFor } from './model.ts';

describe('amountFor: the chef writes an amount in one unit system', () => {
  // An amount that already carries its equivalent ("1 cup (240 ml)", "200 g/7 oz") keeps only the
  // half in the reader's system: the author's figure when it is theirs, nothing converted twice.
  it.each([
    ['1 cup (240 ml)', 'metric', '240 ml'],
    ['1 cup (240 ml)', 'imperial', '1 cup'],
    ['1 cup (250 ml)', 'metric', '250 ml'],
    ['2 cups (500 ml)', 'imperial', '2 cups'],
    ['200 g (7 oz)', 'imperial', '7 oz'],
    ['200 g (7 oz)', 'metric', '200 g'],
    ['200 g (about 7 oz), sifted', 'imperial', 'about 7 oz, sifted'],
    ['1 cup/240 ml', 'metric', '240 ml'],
    ['1 cup / 240 ml', 'imperial', '1 cup'],
    ['1 xícara (240 ml)', 'metric', '240 ml'],
    ['1 lb (16 oz)', 'metric', '450 g'],
    ['1 cup', 'metric', '240 ml'],
    ['450 g', 'imperial', '1 lb'],
  ] as const)('%s in %s → %s', (amount, to, expected) => {
    expect(amountFor(amount, to, 'en')).toBe(expected);
  });

  it('keeps the size after a count, converted, and spoons and counts as written', () => {
    expect(amountFor('1 (14 oz) can', 'metric', 'en')).toBe('1 (400 g) can');
    expect(amountFor('1 lata (395 g)', 'imperial', 'pt-BR')).toBe('1 lata (14 oz)');
    expect(amountFor('2 tbsp', 'metric', 'en')).toBe('2 tbsp');
    expect(amountFor('3', 'metric', 'en')).toBe('3');
    expect(amountFor('', 'metric', 'en')).toBe('');
  });
});

describe('temperaturesFor: oven temperatures in one unit system', () => {
  it.each([
    ['Bake at 350°F (180°C) for 20 minutes.', 'metric', 'Bake at 180°C for 20 minutes.'],
    ['Bake at 350°F (180°C) for 20 minutes.', 'imperial', 'Bake at 350°F for 20 minutes.'],
    ['Roast at 400°F/200°C until golden.', 'metric', 'Roast at 200°C until golden.'],
    ['Asse a 180 °C (350 °F) por 20 minutos.', 'imperial', 'Asse a 350 °F por 20 minutos.'],
    ['Cook until it reads 165°F (74°C).', 'metric', 'Cook until it reads 74°C.'],
    ['Bake at 180 °C.', 'imperial', 'Bake at 350 °F.'],
  ] as const)('%s in %s → %s', (text, to, expected) => {
    expect(temperaturesFor(text, to)).toBe(expected);
  });
});
