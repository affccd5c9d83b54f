import { describe, expect, it } from 'vitest';
import { cookbook } from './load.ts';
import { parseEdit } from './edit-parse.ts';

/**
 * Edit requests read by kind (reader 6): a dislike of heat said in any words is one direction
 * (milder), and a swap between two ways of cooking, in any form of their words, is a method change.
 */
const book = cookbook();
const kinds = (text: string, lang: 'en' | 'pt-BR') => {
  const r = parseEdit(book, undefined, text, lang);
  return 'ops' in r ? r.ops.map((o) => (o.kind === 'method' ? `method:${o.method}` : o.kind)) : ['unknown'];
};

describe('edit requests read right', () => {
  it('reads a dislike of heat as milder, never as spicier too (en)', () => {
    for (const ask of [
      'milder, my kids dont like spicy',
      "my husband doesn't like spicy food",
      'the kids do not like it spicy',
      "she can't handle the heat",
      'we hate spicy things',
      'not a fan of chilies',
    ]) {
      expect(kinds(ask, 'en'), ask).toContain('milder');
      expect(kinds(ask, 'en'), ask).not.toContain('spicy');
    }
    expect(kinds('spicier please', 'en')).toEqual(['spicy']);
  });

  it('reads a dislike of heat as milder (pt-BR)', () => {
    for (const ask of [
      'as crianças não gostam de pimenta',
      'mais suave, meu filho não come picante',
      'minha mãe detesta comida apimentada',
      'menos apimentado por favor',
    ]) {
      expect(kinds(ask, 'pt-BR'), ask).toContain('milder');
      expect(kinds(ask, 'pt-BR'), ask).not.toContain('spicy');
    }
    expect(kinds('mais apimentado por favor', 'pt-BR')).toEqual(['spicy']);
  });

  it('reads a swap of cooking methods, in any form of their words, as the new method', () => {
    for (const ask of [
      'quero assada em vez de frita',
      'quero assados em vez de fritos',
      'no forno em vez de fritar',
      'prefiro assar no lugar de fritar',
    ])
      expect(kinds(ask, 'pt-BR'), ask).toEqual(['method:oven']);
    expect(kinds('grelhado em vez de frito', 'pt-BR')).toEqual(['method:grill']);
    expect(kinds('na air fryer em vez de fritar', 'pt-BR')).toEqual(['method:airfryer']);
    for (const ask of ['can I bake it in the oven instead of deep frying?', 'roasted instead of fried'])
      expect(kinds(ask, 'en'), ask).toEqual(['method:oven']);
    expect(kinds('grilled instead of fried', 'en')).toEqual(['method:grill']);
  });

  it('reads "rather than", "in place of", "ao invés de" and "no lugar de" between two methods', () => {
    for (const ask of ['baked rather than fried', 'oven-baked in place of deep-fried'])
      expect(kinds(ask, 'en'), ask).toEqual(['method:oven']);
    for (const ask of ['prefiro assado ao invés de frito', 'quero assadas no lugar das fritas'])
      expect(kinds(ask, 'pt-BR'), ask).toEqual(['method:oven']);
  });
});

describe('a food someone at the table does not like or eat leaves the dish', () => {
  const ops = (text: string, lang: 'en' | 'pt-BR') => {
    const r = parseEdit(book, undefined, text, lang);
    return 'ops' in r ? r.ops : [];
  };
  it.each([
    ["my kids don't like mushrooms", 'en', 'mushrooms'],
    ["he doesn't like onions, leave them out", 'en', 'onion'],
    ['meu marido não gosta de cebola', 'pt-BR', 'onion'],
    ['as crianças não comem cogumelos', 'pt-BR', 'mushrooms'],
  ] as const)('%s', (text, lang, food) => {
    expect(ops(text, lang)).toEqual([{ kind: 'remove', food, words: expect.any(String) }]);
  });

  it('a kind of food said in a dislike or a "sem" is that kind, not one food of the same word', () => {
    expect(ops("we don't eat pork", 'en')).toEqual([{ kind: 'avoid', foods: [], cats: ['pork'] }]);
    // "Pimenta" alone is chili to a Brazilian cook; black pepper is not taken out for it.
    expect(ops('sem pimenta', 'pt-BR')).toEqual([{ kind: 'avoid', foods: [], cats: ['chili'] }]);
  });
});
