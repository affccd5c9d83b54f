import { describe, expect, it } from 'vitest';
import { isStapleFood, shopFood, shopName, stapleFoodKeys, writtenIn } from './food-identity.ts';

const same = (a: string, la: 'en' | 'pt', b: string, lb: 'en' | 'pt') => shopFood(a, la).key === shopFood(b, lb).key;

describe('shopName: the name to shop by', () => {
  it.each([
    ['eggs, beaten', 'eggs'],
    ['ovos batidos', 'ovos'],
    ['onion, finely chopped', 'onion'],
    ['finely chopped onion', 'onion'],
    ['peeled and diced potatoes', 'potatoes'],
    ['cebolas roxas picadas', 'cebolas roxas'],
    ['cebola cortada em cubos', 'cebola'],
    ['farinha de trigo peneirada', 'farinha de trigo'],
    ['butter ((1/2 stick))', 'butter'],
    ['black beans, drained and rinsed', 'black beans'],
    ['sal a gosto', 'sal'],
    ['salt, to taste', 'salt'],
    ['manteiga em temperatura ambiente', 'manteiga'],
  ])('%s → %s', (name, expected) => {
    expect(shopName(name)).toBe(expected);
  });

  it('keeps a name that is only a preparation word, and names ending in a short word', () => {
    expect(shopName('chopped')).toBe('chopped');
    expect(shopName('spice e')).toBe('spice e');
    expect(shopName('vitamin e')).toBe('vitamin e');
    expect(shopName('cebola picada e refogada')).toBe('cebola');
  });
});

describe('shopFood: the same food whatever its wording and language', () => {
  it.each([
    ['onion, chopped', 'en', 'cebola picada', 'pt'],
    ['yellow onions', 'en', 'onion', 'en'],
    ['rice', 'en', 'arroz', 'pt'],
    ['long-grain white rice', 'en', 'rice', 'en'],
    ['chopped fresh cilantro', 'en', 'coentro picado', 'pt'],
    ['fresh cilantro leaves', 'en', 'cilantro', 'en'],
    ['eggs, beaten', 'en', 'ovos batidos', 'pt'],
    ['black beans', 'en', 'feijão preto', 'pt'],
  ] as const)('%s (%s) = %s (%s)', (a, la, b, lb) => {
    expect(same(a, la, b, lb)).toBe(true);
  });

  it.each([
    ['chicken broth', 'chicken'],
    ['tomato paste', 'tomatoes'],
    ['cooked rice', 'rice'],
    ['red onion', 'onion'],
    ['water chestnuts', 'water'],
    ['coconut milk', 'milk'],
    ['bell pepper', 'black pepper'],
  ])('%s is not %s', (a, b) => {
    expect(same(a, 'en', b, 'en')).toBe(false);
  });

  it('knows water in both languages, and that coconut water is not it', () => {
    for (const [name, lang] of [
      ['water', 'en'],
      ['warm water', 'en'],
      ['água', 'pt'],
      ['água morna', 'pt'],
    ] as const)
      expect(shopFood(name, lang).water, name).toBe(true);
    expect(shopFood('coconut water', 'en').water).toBe(false);
    expect(shopFood('água de coco', 'pt').water).toBe(false);
  });

  it('reads "salsa" in the language given', () => {
    expect(same('salsa', 'pt', 'parsley', 'en')).toBe(true);
    expect(same('salsa', 'en', 'parsley', 'en')).toBe(false);
  });
});

describe('staples', () => {
  const en = stapleFoodKeys(['salt', 'olive oil', 'pepper', 'black pepper'], 'en');
  it('marks staples in any wording and in the other language', () => {
    for (const name of ['salt', 'Kosher salt', 'salt, to taste', 'sal a gosto', 'Salt and pepper', 'azeite'])
      expect(isStapleFood(name, 'en', en), name).toBe(true);
  });
  it('never a food that merely contains a staple word', () => {
    for (const name of ['bell pepper', 'salted butter', 'olives', 'eggs'])
      expect(isStapleFood(name, 'en', en), name).toBe(false);
  });
});

describe('writtenIn', () => {
  it('tells the language a food name is written in', () => {
    expect(writtenIn('onions', 'en')).toBe(true);
    expect(writtenIn('onions', 'pt')).toBe(false);
    expect(writtenIn('cebola picada', 'pt')).toBe(true);
    expect(writtenIn('cebola picada', 'en')).toBe(false);
    expect(writtenIn('unicorn dust', 'en')).toBe(false);
  });
});
