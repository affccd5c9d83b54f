import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { knowledgeRoom } from '../../knowledge/room.ts';
import { lineNamesExcluded, namesExcluded, restrictionsOf } from '../cookbook/restrictions.ts';
import { brokenBy } from './diets.ts';
import { headNouns, headWord } from './heads.ts';
import { readText } from './read.ts';

const room = knowledgeRoom();
const nutFree = restrictionsOf(room, ['nut-free'], [], []);
const glutenFree = restrictionsOf(room, ['gluten-free'], [], []);
const vegetarian = restrictionsOf(room, ['vegetarian'], [], []);

describe('head nouns that name no food alone read as their kind, from the food records', () => {
  it('finds "castanha" a tree nut: its nuts all are, the water chestnut is a vegetable named after them', () => {
    const castanha = headNouns(room, 'pt-BR').get('castanha');
    expect(castanha?.cats).toEqual(['treenut']);
    expect(castanha?.foods).not.toContain('water-chestnuts');
    // "castanhas" alone is a food (mixed nuts): the index reads it, not this rule.
    expect(headNouns(room, 'pt-BR').has('castanhas')).toBe(false);
  });

  it('holds for every head noun: each of its foods has its categories, and it names no food', () => {
    for (const lang of ['en', 'pt-BR'] as const) {
      const heads = headNouns(room, lang);
      expect(heads.size).toBeGreaterThan(5);
      for (const [word, h] of heads) {
        expect(room.foodIndex(lang).get(word), word).toEqual([]);
        expect(h.foods.length).toBeGreaterThanOrEqual(2);
        for (const f of h.foods) {
          for (const c of h.cats) expect(room.foods.get(f)!.diet, `${word} ${f}`).toContain(c);
          const n = room.names(f, lang);
          expect([
            headWord(n.one, lang === 'en' ? 'last' : 'first'),
            headWord(n.many, lang === 'en' ? 'last' : 'first'),
          ]).toContain(word);
        }
      }
    }
  });

  it.each<[string, TLanguage]>([
    ['creme vegetal de aveia, soja ou castanha', 'pt-BR'],
    ['leite vegetal (de arroz ou de castanha)', 'pt-BR'],
    ['bebida vegetal de amêndoa ou castanha', 'pt-BR'],
    ['1 xícara de castanha picada', 'pt-BR'],
    ['granola com castanha e mel', 'pt-BR'],
  ])('"%s" is no nut-free line', (line, lang) => {
    expect(lineNamesExcluded(room, nutFree, line, lang)).toBe(true);
    expect(namesExcluded(room, nutFree, line, lang)).toBe(true);
    const recipe = { title: 'Receita', ingredients: [{ name: line }], instructions: ['Misture tudo.'] };
    expect(brokenBy(room, recipe, nutFree, lang)).not.toBeNull();
  });

  it.each<[string, TLanguage]>([
    ["castanha-d'água fatiada", 'pt-BR'],
    ['sem castanha', 'pt-BR'],
    ['creme vegetal de arroz ou soja', 'pt-BR'],
    ['mistura de especiarias', 'pt-BR'],
    ['Despeje a mistura na forma.', 'pt-BR'],
    ['1 lata de leite de coco', 'pt-BR'],
    ['water chestnuts, sliced', 'en'],
    ['1 can full-fat coconut milk', 'en'],
  ])('"%s" stays what it is', (line, lang) => {
    expect(lineNamesExcluded(room, nutFree, line, lang)).toBe(false);
    expect(lineNamesExcluded(room, glutenFree, line, lang)).toBe(false);
    expect(lineNamesExcluded(room, vegetarian, line, lang)).toBe(false);
  });

  it('reads the other kinds of the same rule in English too, where a food does not say which', () => {
    // "breast" alone: every breast the records know is poultry or meat.
    expect(lineNamesExcluded(room, vegetarian, '2 breasts, skin on', 'en')).toBe(true);
    expect(lineNamesExcluded(room, vegetarian, '2 breasts of tofu, pressed', 'en')).toBe(false);
    // "rice wrappers": the food before the head says which; no gluten.
    expect(lineNamesExcluded(room, glutenFree, '12 rice wrappers', 'en')).toBe(false);
    expect(lineNamesExcluded(room, glutenFree, '12 wrappers', 'en')).toBe(true);
  });

  it('adds no food to what a line names: only the categories', () => {
    const r = readText(room, 'creme vegetal de aveia, soja ou castanha', 'pt-BR', 'line', { heads: true });
    expect(r.foods).not.toContain('');
    expect(r.cats.has('treenut')).toBe(true);
    expect(readText(room, 'creme vegetal de aveia, soja ou castanha', 'pt-BR', 'line').cats.has('treenut')).toBe(false);
  });
});
