import { describe, expect, it } from 'vitest';
import { TAG_SUGGESTIONS } from './tags.ts';
import { tagInLanguage, tagKey } from './tag-vocabulary.ts';

describe('the bilingual tag vocabulary', () => {
  it('makes every built-in tag one tag in both languages', () => {
    for (const t of TAG_SUGGESTIONS) {
      expect(tagKey(t.pt), `${t.en} / ${t.pt}`).toBe(tagKey(t.en));
      expect(tagInLanguage(t.pt, 'en')).toBe(t.en);
      expect(tagInLanguage(t.en, 'pt-BR')).toBe(t.pt);
    }
  });

  it('knows the other spellings: gender, accents, case and the chef’s words', () => {
    const same: string[][] = [
      ['vegetarian', 'vegetariana', 'Vegetariano', 'VEGETARIAN'],
      ['gluten-free', 'sem glúten', 'Sem Gluten', 'gluten free'],
      ['vegan', 'vegano', 'Vegana'],
      ['brazilian', 'brasileira', 'brasileiro'],
      ['baked', 'assado', 'oven-baked'],
      ['quick', 'rápida', 'rapido'],
      ['dairy-free', 'sem lactose'],
    ];
    for (const group of same) {
      const keys = new Set(group.map(tagKey));
      expect(keys.size, group.join(' / ')).toBe(1);
    }
    expect(tagInLanguage('Vegetariano', 'en')).toBe('vegetarian');
    expect(tagInLanguage('gluten free', 'pt-BR')).toBe('sem glúten');
    expect(tagInLanguage('oven-baked', 'pt-BR')).toBe('assado');
  });

  it('keeps different tags apart and the author’s own tags as written', () => {
    expect(tagKey('vegan')).not.toBe(tagKey('vegetarian'));
    expect(tagKey('dinner')).not.toBe(tagKey('lunch'));
    expect(tagInLanguage('Grandma’s Sunday', 'pt-BR')).toBe('Grandma’s Sunday');
    expect(tagKey('Festa Junina')).toBe(tagKey('festa junina'));
    expect(tagKey('festa junina')).not.toBe(tagKey('party'));
  });
});
