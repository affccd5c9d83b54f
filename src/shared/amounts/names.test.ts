import { describe, expect, it } from 'vitest';
import { normalizeIngredientName } from './index.ts';

describe('normalizeIngredientName', () => {
  it.each([
    ['Tomatoes', 'tomato'],
    ['tomato', 'tomato'],
    ['  Green   Onions ', 'green onion'],
    ['Eggs', 'egg'],
    ['Potatoes', 'potato'],
    ['berries', 'berry'],
    ['Peaches', 'peach'],
    ['leaves', 'leaf'],
    ['chickpeas', 'chickpea'],
    ['asparagus', 'asparagus'],
    ['molasses', 'molasses'],
    ['Cebolas', 'cebola'],
    ['cebolas roxas', 'cebola roxa'],
    ['Ovos', 'ovo'],
    ['limões', 'limao'],
    ['limão', 'limao'],
    ['pães', 'pao'],
    ['Pimentões', 'pimentao'],
    ['nozes', 'noz'],
    ['cereais', 'cereal'],
    ['pastéis', 'pastel'],
    ['ananás', 'ananas'],
    ['maracujás', 'maracuja'],
    ['cafés', 'cafe'],
    ['queijo inglês', 'queijo ingles'],
    ['Açúcar', 'acucar'],
    ['grãos-de-bico', 'grao-de-bico'],
    ['grão-de-bico', 'grao-de-bico'],
    ['', ''],
  ])('%s → %s', (name, expected) => {
    expect(normalizeIngredientName(name)).toBe(expected);
  });

  it('gives singular and plural the same key', () => {
    for (const [a, b] of [
      ['onion', 'Onions'],
      ['cenoura', 'cenouras'],
      ['batata', 'Batatas'],
      ['alho-poró', 'alhos-porós'],
      ['strawberry', 'strawberries'],
      ['Tomate', 'tomates'],
    ]) {
      expect(normalizeIngredientName(a)).toBe(normalizeIngredientName(b));
    }
  });
});
