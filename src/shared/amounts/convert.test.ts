import { describe, expect, it } from 'vitest';
import {
  amountSystem,
  celsiusToFahrenheit,
  convertAmount,
  convertLengthsInText,
  convertTemperaturesInText,
  detectUnitSystem,
  fahrenheitToCelsius,
  type Lang,
} from './index.ts';

const TO_METRIC: [string, string, Lang?][] = [
  ['1 cup', '240 ml'],
  ['2 cups', '480 ml'],
  ['1/2 cup', '120 ml'],
  ['1/3 cup', '80 ml'],
  ['1 1/2 cups', '360 ml'],
  ['1 tbsp', '15 ml'],
  ['2 tablespoons', '30 ml'],
  ['1 1/2 tbsp', '22.5 ml'],
  ['2 1/4 tsp', '11 ml'],
  ['1 tsp', '5 ml'],
  ['1/2 tsp', '2.5 ml'],
  ['1/4 tsp', '1.5 ml'],
  ['4 fl oz', '120 ml'],
  ['1 pint', '480 ml'],
  ['1 quart', '960 ml'],
  ['1 gallon', '3.8 l'],
  ['5 cups', '1.2 l'],
  ['1 lb', '450 g'],
  ['2 lb', '910 g'],
  ['3 lbs', '1.35 kg'],
  ['3 lbs', '1,35 kg', 'pt-BR'],
  ['8 oz', '225 g'],
  ['14 oz', '400 g'],
  ['1 oz', '30 g'],
  ['1/4 oz', '7 g'],
  ['1 lb 2 oz', '510 g'],
  ['1-2 cups', '240-480 ml'],
  ['1 to 2 lb', '450 to 910 g'],
  ['2-3 lb', '0.91-1.35 kg'],
  ['1 heaping tbsp', '15 ml heaping'],
  ['about 2 cups', 'about 480 ml'],
  ['1 (14 oz) can', '1 (400 g) can'],
  ['1 (4-inch) piece', '1 (10 cm) piece'],
  ['2 (15 oz) cans', '2 (430 g) cans'],
  ['1 cup, sifted', '240 ml, sifted'],
  ['a cup', '240 ml'],
  // Portuguese cups and spoons
  ['1 xícara', '240 ml'],
  ['2 xícaras (chá)', '480 ml'],
  ['1/2 xícara', '120 ml'],
  ['meia xícara', '120 ml'],
  ['1 colher de sopa', '15 ml'],
  ['2 colheres de sopa', '30 ml'],
  ['1 colher de chá', '5 ml'],
  ['1/2 colher (chá)', '2,5 ml'],
  ['1 colher (café)', '2,5 ml'],
  ['2 a 3 xícaras', '480 a 720 ml'],
  ['1 xícara e meia', '360 ml'],
];

const TO_IMPERIAL: [string, string, Lang?][] = [
  ['240 ml', '1 cup'],
  ['250 ml', '1 cup'],
  ['120 ml', '1/2 cup'],
  ['80 ml', '1/3 cup'],
  ['60 ml', '1/4 cup'],
  ['15 ml', '1 tbsp'],
  ['30 ml', '2 tbsp'],
  ['45 ml', '3 tbsp'],
  ['5 ml', '1 tsp'],
  ['10 ml', '2 tsp'],
  ['2,5 ml', '1/2 tsp'],
  ['500 ml', '2 1/8 cups'],
  ['1 l', '4 1/8 cups'],
  ['2 l', '2 quarts'],
  ['0,5 l', '2 1/8 cups'],
  ['500 g', '1 lb 2 oz'],
  ['450 g', '1 lb'],
  ['454 g', '1 lb'],
  ['680 g', '1 1/2 lb'],
  ['1 kg', '2 lb 3 oz'],
  ['1,5 kg', '3 lb 5 oz'],
  ['250 g', '9 oz'],
  ['225 g', '8 oz'],
  ['100 g', '3 1/2 oz'],
  ['30 g', '1 oz'],
  ['5 g', '1/8 oz'],
  ['200-300 g', '7-10 1/2 oz'],
  ['1-2 kg', '2 1/4-4 1/2 lb'],
  ['1 lata (395 g)', '1 lata (14 oz)'],
  ['2 latas (400 g cada)', '2 latas (14 oz cada)'],
  ['1 pedaço (2,5 cm)', '1 pedaço (1 pol.)', 'pt-BR'],
  ['1 vidro (200 ml)', '1 vidro (7/8 xícara)', 'pt-BR'],
  ['500 mg', '500 mg'], // milligrams stay as written
  // Portuguese words for cups and spoons
  ['240 ml', '1 xícara', 'pt-BR'],
  ['480 ml', '2 xícaras', 'pt-BR'],
  ['15 ml', '1 colher de sopa', 'pt-BR'],
  ['30 ml', '2 colheres de sopa', 'pt-BR'],
  ['5 ml', '1 colher de chá', 'pt-BR'],
  ['2 l', '8 1/3 xícaras', 'pt-BR'],
  ['360 ml', '1 1/2 xícara', 'pt-BR'],
];

describe('convertAmount to metric', () => {
  it.each(TO_METRIC)('%s → %s', (text, expected, lang) => {
    expect(convertAmount(text, 'metric', lang)).toBe(expected);
  });
});

describe('convertAmount to imperial', () => {
  it.each(TO_IMPERIAL)('%s → %s', (text, expected, lang) => {
    expect(convertAmount(text, 'imperial', lang)).toBe(expected);
  });
});

describe('convertAmount leaves alone what it should', () => {
  it.each([
    ['2 cloves', 'metric'],
    ['2 dentes', 'imperial'],
    ['a pinch', 'metric'],
    ['1 large', 'imperial'],
    ['2', 'metric'],
    ['to taste', 'metric'],
    ['a gosto', 'imperial'],
    ['some', 'metric'],
    ['', 'metric'],
    ['500 g', 'metric'],
    ['1 cup', 'imperial'],
    ['2 xícaras', 'imperial'],
  ] as const)('%s (%s)', (text, to) => {
    expect(convertAmount(text, to)).toBe(text);
  });

  it('round-trips kitchen values', () => {
    for (const text of ['1 cup', '1 tbsp', '1 tsp', '2 cups', '1/2 cup']) {
      expect(convertAmount(convertAmount(text, 'metric'), 'imperial')).toBe(text);
    }
    expect(convertAmount(convertAmount('240 ml', 'imperial'), 'metric')).toBe('240 ml');
  });
});

describe('convertAmount with an equivalent already written beside it', () => {
  // "1 cup (240 ml)" or "1 cup/240 ml" after a measured amount is one quantity written in both
  // systems: the reader's half goes first and the author's other half stays beside it as written;
  // nothing is converted twice. After a count ("1 (14 oz) can") the brackets give the size of each
  // item and convert as before; the same system or extra words in the brackets are not a pair.
  it.each([
    ['1 cup (240 ml)', '240 ml (1 cup)'],
    ['1 cup (250 ml)', '250 ml (1 cup)'],
    ['2 cups (480 ml), sifted', '480 ml (2 cups), sifted'],
    ['1 lb (450 g)', '450 g (1 lb)'],
    ['1 lb (450 g) butter', '450 g (1 lb) butter'],
    ['1 lb 2 oz (510 g)', '510 g (1 lb 2 oz)'],
    ['1-2 cups (240-480 ml)', '240-480 ml (1-2 cups)'],
    ['1 cup (227 g)', '227 g (1 cup)'],
    ['8 oz (about 225 g)', 'about 225 g (8 oz)'],
    ['about 1 cup (240 ml)', 'about 240 ml (1 cup)'],
    ['1 heaping tbsp (15 ml)', '15 ml (1 heaping tbsp)'],
    ['1 cup/240 ml', '240 ml/1 cup'],
    ['1 cup / 240 ml, packed', '240 ml / 1 cup, packed'],
    ['1 xícara (240 ml)', '240 ml (1 xícara)'],
    ['200 g (7 oz)', '200 g (7 oz)'],
    ['200 g/7 oz', '200 g/7 oz'],
    ['1 (14 oz) can', '1 (400 g) can'],
    ['2 (15 oz) cans', '2 (430 g) cans'],
    ['1 cup (8 oz)', '240 ml (225 g)'],
    ['2 cups (1 cup per layer)', '480 ml (240 ml per layer)'],
    ['1 cup (chopped)', '240 ml (chopped)'],
  ])('to metric: %s → %s', (text, expected) => {
    expect(convertAmount(text, 'metric')).toBe(expected);
  });

  it.each([
    ['200 g (7 oz)', '7 oz (200 g)'],
    ['450 g (1 lb)', '1 lb (450 g)'],
    ['500 g (1 lb 2 oz)', '1 lb 2 oz (500 g)'],
    ['240 ml (1 cup)', '1 cup (240 ml)'],
    ['200 g (about 1 3/4 cups)', 'about 1 3/4 cups (200 g)'],
    ['200 g/7 oz', '7 oz/200 g'],
    ['200 g / 7 oz, chopped', '7 oz / 200 g, chopped'],
    ['1 cup (240 ml)', '1 cup (240 ml)'],
    ['1 cup/240 ml', '1 cup/240 ml'],
    ['1 lata (395 g)', '1 lata (14 oz)'],
    ['200 g (100 g per layer)', '7 oz (3 1/2 oz per layer)'],
  ])('to imperial: %s → %s', (text, expected) => {
    expect(convertAmount(text, 'imperial')).toBe(expected);
  });

  it('keeps the Portuguese words of both halves', () => {
    expect(convertAmount('240 ml (1 xícara)', 'imperial', 'pt-BR')).toBe('1 xícara (240 ml)');
    expect(convertAmount('2 xícaras (480 ml)', 'metric', 'pt-BR')).toBe('480 ml (2 xícaras)');
  });

  it('shows the reader’s half alone when asked to drop the equivalent', () => {
    const drop = { equivalent: 'drop' } as const;
    expect(convertAmount('1 cup (240 ml)', 'metric', 'en', drop)).toBe('240 ml');
    expect(convertAmount('1 cup (240 ml)', 'imperial', 'en', drop)).toBe('1 cup');
    expect(convertAmount('200 g (7 oz), sifted', 'imperial', 'en', drop)).toBe('7 oz, sifted');
    expect(convertAmount('200 g (7 oz), sifted', 'metric', 'en', drop)).toBe('200 g, sifted');
    expect(convertAmount('1 cup / 240 ml, packed', 'metric', 'en', drop)).toBe('240 ml, packed');
    expect(convertAmount('1 cup/240 ml', 'imperial', 'en', drop)).toBe('1 cup');
    // Not a pair: a size after a count, the same system, extra words.
    expect(convertAmount('1 (14 oz) can', 'metric', 'en', drop)).toBe('1 (400 g) can');
    expect(convertAmount('1 cup (8 oz)', 'metric', 'en', drop)).toBe('240 ml (225 g)');
    expect(convertAmount('2 cups (1 cup per layer)', 'metric', 'en', drop)).toBe('480 ml (240 ml per layer)');
    expect(convertAmount('2 cups', 'metric', 'en', drop)).toBe('480 ml');
  });
});

describe('unit system of amounts', () => {
  it('names the system an amount is written in', () => {
    expect(amountSystem('2 cups')).toBe('imperial');
    expect(amountSystem('200 g')).toBe('metric');
    expect(amountSystem('1 xícara')).toBe('imperial');
    expect(amountSystem('2 cloves')).toBeNull();
    expect(amountSystem('to taste')).toBeNull();
  });

  it('detects the system of a recipe by majority, ties to imperial', () => {
    expect(detectUnitSystem(['200 g', '1 l', '1 tsp', '2 cloves'])).toBe('metric');
    expect(detectUnitSystem(['1 cup', '2 tbsp', '200 g'])).toBe('imperial');
    expect(detectUnitSystem(['1 cup', '200 g'])).toBe('imperial');
    expect(detectUnitSystem(['2 cloves', 'to taste'])).toBeNull();
  });
});

describe('temperatures in text', () => {
  it.each([
    ['Bake at 180°C for 20 minutes.', 'Bake at 350°F for 20 minutes.'],
    ['Bake at 180 °C', 'Bake at 350 °F'],
    ['Asse a 180ºC', 'Asse a 350ºF'],
    ['Forno a 180 graus', 'Forno a 350 °F'],
    ['Forno a 200 graus Celsius', 'Forno a 400 graus Fahrenheit'],
    ['Heat to 160 °C then 220 °C', 'Heat to 325 °F then 425 °F'],
    ['200-220°C', '400-425°F'],
    ['Aqueça a 170°C', 'Aqueça a 340°F'],
    ['Asse a 180°', 'Asse a 350°F'],
    ['Water at 37 °C', 'Water at 99 °F'],
    ['Already 350°F', 'Already 350°F'],
  ])('to imperial: %s', (text, expected) => {
    expect(convertTemperaturesInText(text, 'imperial')).toBe(expected);
  });

  it.each([
    ['Preheat the oven to 350°F.', 'Preheat the oven to 180°C.'],
    ['Preheat to 350 °F', 'Preheat to 180 °C'],
    ['Bake at 400 degrees F', 'Bake at 200 degrees C'],
    ['Bake at 425 degrees Fahrenheit', 'Bake at 220 degrees Celsius'],
    ['Bake at 375 degrees', 'Bake at 190 °C'],
    ['Bake at 350°', 'Bake at 180°C'],
    ['Heat the oil to 110°F', 'Heat the oil to 43°C'],
    ['Roast at 450℉', 'Roast at 230℃'],
    ['Already 180°C', 'Already 180°C'],
    ['Cook for 20 minutes', 'Cook for 20 minutes'],
  ])('to metric: %s', (text, expected) => {
    expect(convertTemperaturesInText(text, 'metric')).toBe(expected);
  });

  it('rounds to oven values and to 5°', () => {
    expect(celsiusToFahrenheit(180)).toBe(350);
    expect(celsiusToFahrenheit(200)).toBe(400);
    expect(celsiusToFahrenheit(210)).toBe(410);
    expect(fahrenheitToCelsius(350)).toBe(180);
    expect(fahrenheitToCelsius(360)).toBe(180);
    expect(fahrenheitToCelsius(390)).toBe(200);
    expect(fahrenheitToCelsius(212)).toBe(100);
  });
});

describe('temperatures and lengths already written in both systems', () => {
  // "X (Y)" or "X / Y" with Y the same setting in the other system: the reader's system goes
  // first and the author's other figure stays in the parentheses; nothing is converted twice.
  it.each([
    ['Bake at 200°F (95°C)', 'Bake at 95°C (200°F)'],
    ['Bake at 350°F (180°C) for 20 minutes.', 'Bake at 180°C (350°F) for 20 minutes.'],
    ['Bake at 400 degrees F (200 degrees C)', 'Bake at 200 degrees C (400 degrees F)'],
    ['Preheat to 350-375 °F (180-190 °C)', 'Preheat to 180-190 °C (350-375 °F)'],
    ['Roast at 450°F/230°C', 'Roast at 230°C/450°F'],
    ['Roast at 450°F / 230°C, then 400°F', 'Roast at 230°C / 450°F, then 200°C'],
    ['Bake at 180°C (350°F)', 'Bake at 180°C (350°F)'],
    ['Heat to 350°F (the oil at 180°C)', 'Heat to 180°C (the oil at 180°C)'],
  ])('to metric: %s', (text, expected) => {
    expect(convertTemperaturesInText(text, 'metric')).toBe(expected);
  });

  it.each([
    ['Bake at 95°C (200°F)', 'Bake at 200°F (95°C)'],
    ['Asse a 180 °C (350 °F) por 20 minutos', 'Asse a 350 °F (180 °C) por 20 minutos'],
    ['Asse a 200 graus (400 °F)', 'Asse a 400 °F (200 graus)'],
    ['Bake at 200°C/400°F', 'Bake at 400°F/200°C'],
    ['Bake at 200°F (95°C)', 'Bake at 200°F (95°C)'],
    // The same scale in the parentheses is another setting, not an equivalent: both convert.
    ['Bake at 180°C (160°C fan)', 'Bake at 350°F (325°F fan)'],
  ])('to imperial: %s', (text, expected) => {
    expect(convertTemperaturesInText(text, 'imperial')).toBe(expected);
  });

  it.each([
    ['Use a 23 cm (9 in) pan', 'imperial', 'Use a 9 in (23 cm) pan'],
    ['Use a 23 cm (9 in) pan', 'metric', 'Use a 23 cm (9 in) pan'],
    ['Use a 9-inch (23 cm) pan', 'metric', 'Use a 23 cm (9-inch) pan'],
    ['Use a 9-inch (23 cm) pan', 'imperial', 'Use a 9-inch (23 cm) pan'],
  ] as const)('lengths: %s to %s', (text, to, expected) => {
    expect(convertLengthsInText(text, to)).toBe(expected);
  });
});

describe('temperatures and lengths in both systems, the equivalent dropped', () => {
  const drop = { equivalent: 'drop' } as const;
  it.each([
    ['Bake at 350°F (180°C) for 20 minutes.', 'metric', 'Bake at 180°C for 20 minutes.'],
    ['Bake at 350°F (180°C) for 20 minutes.', 'imperial', 'Bake at 350°F for 20 minutes.'],
    ['Roast at 450°F / 230°C, then 400°F', 'metric', 'Roast at 230°C, then 200°C'],
    ['Roast at 450°F / 230°C, then 400°F', 'imperial', 'Roast at 450°F, then 400°F'],
    ['Cook to 175°F/80°C (on a thermometer)', 'metric', 'Cook to 80°C (on a thermometer)'],
    ['Asse a 200 graus (400 °F)', 'imperial', 'Asse a 400 °F'],
    ['Bake at 180°C (160°C fan)', 'imperial', 'Bake at 350°F (325°F fan)'],
    ['Bake at 180°C', 'imperial', 'Bake at 350°F'],
  ] as const)('temperatures: %s to %s', (text, to, expected) => {
    expect(convertTemperaturesInText(text, to, drop)).toBe(expected);
  });

  it.each([
    ['Use a 23 cm (9 in) pan', 'imperial', 'Use a 9 in pan'],
    ['Use a 23 cm (9 in) pan', 'metric', 'Use a 23 cm pan'],
    ['Use a 9-inch (23 cm) pan', 'metric', 'Use a 23 cm pan'],
  ] as const)('lengths: %s to %s', (text, to, expected) => {
    expect(convertLengthsInText(text, to, 'en', drop)).toBe(expected);
  });
});

describe('lengths in text', () => {
  it.each([
    ['Use a 23 cm pan', 'Use a 9 in pan'],
    ['a 20 x 30 cm dish', 'a 8 x 12 in dish'],
    ['cut into 2,5 cm cubes', 'cut into 1 in cubes'],
    ['slices 5 mm thick', 'slices 1/4 in thick'],
    ['1 cm pieces', '3/8 in pieces'],
    ['Already 9 inches', 'Already 9 inches'],
  ])('to imperial: %s', (text, expected) => {
    expect(convertLengthsInText(text, 'imperial')).toBe(expected);
  });

  it('writes "pol." in Portuguese', () => {
    expect(convertLengthsInText('forma de 23 cm', 'imperial', 'pt-BR')).toBe('forma de 9 pol.');
  });

  it.each([
    ['a 9-inch pan', 'a 23 cm pan'],
    ['a 9x13-inch dish', 'a 23x33 cm dish'],
    ['a 9 x 13 inch dish', 'a 23 x 33 cm dish'],
    ['a 9" pan', 'a 23 cm pan'],
    ['cut into 1 in pieces', 'cut into 2.5 cm pieces'],
    ['roll 1/4 inch thick', 'roll 6 mm thick'],
    ['1 1/2 inches', '4 cm'],
    ['2-3 inches long', '5-8 cm long'],
    ['Put 2 in a bowl', 'Put 2 in a bowl'],
    ['Add the 3 in the pan', 'Add the 3 in the pan'],
    ['Already 23 cm', 'Already 23 cm'],
  ])('to metric: %s', (text, expected) => {
    expect(convertLengthsInText(text, 'metric')).toBe(expected);
  });
});
