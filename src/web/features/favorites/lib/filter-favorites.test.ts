import { describe, expect, it } from 'vitest';
import { buildRecipe } from '../../../entities/recipe/testing/build-recipe.ts';
import { collectTags, filterFavorites, type FavoriteFilters } from './filter-favorites.ts';

const feijoada = buildRecipe({
  title: 'Feijoada',
  difficulty: 'Hard',
  prepTime: 30,
  cookTime: 180,
  tags: ['Brazilian', 'stew'],
  createdAt: '2025-01-03T00:00:00.000Z',
});
const salada = buildRecipe({
  title: 'salada de ovos',
  description: 'Leve e rápida',
  difficulty: 'Easy',
  prepTime: 10,
  cookTime: 5,
  tags: ['salad', 'brazilian'],
  createdAt: '2025-01-01T00:00:00.000Z',
});
const bolo = buildRecipe({
  title: 'Bolo de cenoura',
  difficulty: 'Medium',
  prepTime: 20,
  cookTime: 40,
  tags: ['dessert'],
  createdAt: '2025-01-02T00:00:00.000Z',
});
const odd = buildRecipe({
  title: 'Açaí bowl',
  difficulty: 'Expert',
  prepTime: 5,
  cookTime: 0,
  tags: [],
  createdAt: '2024-12-31T00:00:00.000Z',
});
const all = [salada, odd, feijoada, bolo];

const base: FavoriteFilters = { search: '', tag: null, sort: 'newest', onlyIds: null };
const titles = (filters: Partial<FavoriteFilters>) => filterFavorites(all, { ...base, ...filters }).map((r) => r.title);

describe('filterFavorites', () => {
  it('sorts newest, name, cookTime (prep + cook) and difficulty (Easy < Medium < Hard < other)', () => {
    expect(titles({ sort: 'newest' })).toEqual(['Feijoada', 'Bolo de cenoura', 'salada de ovos', 'Açaí bowl']);
    expect(titles({ sort: 'name' })).toEqual(['Açaí bowl', 'Bolo de cenoura', 'Feijoada', 'salada de ovos']);
    expect(titles({ sort: 'cookTime' })).toEqual(['Açaí bowl', 'salada de ovos', 'Bolo de cenoura', 'Feijoada']);
    expect(titles({ sort: 'difficulty' })).toEqual(['salada de ovos', 'Bolo de cenoura', 'Feijoada', 'Açaí bowl']);
  });

  it('searches title, description and tags, any case, with or without accents', () => {
    expect(titles({ search: 'ACAI' })).toEqual(['Açaí bowl']);
    expect(titles({ search: 'rapida' })).toEqual(['salada de ovos']);
    expect(titles({ search: 'stew' })).toEqual(['Feijoada']);
    expect(titles({ search: 'de  ovos' })).toEqual(['salada de ovos']);
    expect(titles({ search: 'nothing like this' })).toEqual([]);
  });

  it('filters by tag, ignoring case', () => {
    expect(titles({ tag: 'brazilian' })).toEqual(['Feijoada', 'salada de ovos']);
  });

  it('keeps only the given ids (the reviewed recipes)', () => {
    expect(titles({ onlyIds: new Set([bolo.id]) })).toEqual(['Bolo de cenoura']);
    expect(titles({ onlyIds: new Set() })).toEqual([]);
  });

  it('does not reorder the list it was given', () => {
    filterFavorites(all, { ...base, sort: 'name' });
    expect(all.map((r) => r.title)).toEqual(['salada de ovos', 'Açaí bowl', 'Feijoada', 'Bolo de cenoura']);
  });
});

describe('collectTags', () => {
  it('lists each tag once, alphabetically: built-in tags as the vocabulary spells them, others as first spelled', () => {
    expect(collectTags(all)).toEqual(['brazilian', 'dessert', 'salad', 'stew']);
    expect(collectTags([feijoada, salada])).toEqual(['brazilian', 'salad', 'stew']);
    expect(collectTags([buildRecipe({ tags: ['Sunday Lunch'] }), buildRecipe({ tags: ['sunday lunch'] })])).toEqual([
      'Sunday Lunch',
    ]);
  });

  it('sorts whatever the case and accents: "Ábaco" among the a, "beef" before "Bulgur"', () => {
    const tags = ['Bulgur', 'zucchini', 'Ábaco', 'beef', 'açaí', 'Apéritif'];
    expect(collectTags([buildRecipe({ tags })])).toEqual(['Ábaco', 'açaí', 'Apéritif', 'beef', 'Bulgur', 'zucchini']);
  });
});

describe('tags in the reader’s language (issue 20)', () => {
  const tagged = (title: string, tags: string[]) => buildRecipe({ title, tags });
  const list = [
    tagged('Moqueca', ['brasileira', 'sem glúten']),
    tagged('Salad', ['vegetarian', 'gluten-free']),
    tagged('Quiche', ['vegetariana', 'Sunday']),
  ];

  it('lists a built-in tag once, in the reader’s language, whatever language the recipes use', () => {
    expect(collectTags(list, 'en')).toEqual(['brazilian', 'gluten-free', 'Sunday', 'vegetarian']);
    expect(collectTags(list, 'pt-BR')).toEqual(['brasileira', 'sem glúten', 'Sunday', 'vegetariana']);
  });

  it('finds the recipes that carry the tag in either language', () => {
    const titlesFor = (tag: string) => filterFavorites(list, { ...base, tag, sort: 'name' }).map((r) => r.title);
    expect(titlesFor('vegetarian')).toEqual(['Quiche', 'Salad']);
    expect(titlesFor('sem glúten')).toEqual(['Moqueca', 'Salad']);
  });
});
