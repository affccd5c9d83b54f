import { describe, expect, it } from 'vitest';
import { collectionsOfRecipe, filterCollections, isValidCollectionName, splitBadges } from './collection-rules.ts';
import { collectionColor, collectionIcon } from './collection-style.ts';
import { FolderOpen, Heart } from 'lucide-react';

const c = (name: string, description: string | null = null, recipeIds: string[] = []) => ({
  name,
  description,
  recipeIds,
});

describe('collection rules', () => {
  it('requires a name that is not blank', () => {
    expect(isValidCollectionName('Desserts')).toBe(true);
    expect(isValidCollectionName('  a ')).toBe(true);
    expect(isValidCollectionName('')).toBe(false);
    expect(isValidCollectionName('   \n\t')).toBe(false);
  });

  it('searches names and descriptions, ignoring case and surrounding spaces', () => {
    const list = [c('Weeknight Dinners', 'Quick meals'), c('Desserts', 'Sweet things'), c('Brunch')];
    expect(filterCollections(list, '').map((x) => x.name)).toEqual(['Weeknight Dinners', 'Desserts', 'Brunch']);
    expect(filterCollections(list, '  DINNER ').map((x) => x.name)).toEqual(['Weeknight Dinners']);
    expect(filterCollections(list, 'sweet').map((x) => x.name)).toEqual(['Desserts']);
    expect(filterCollections(list, 'n').map((x) => x.name)).toEqual(['Weeknight Dinners', 'Desserts', 'Brunch']);
    expect(filterCollections(list, 'pasta')).toEqual([]);
  });

  it('finds the collections holding a recipe from their recipeIds', () => {
    const list = [c('A', null, ['r1', 'r2']), c('B', null, ['r2']), c('C')];
    expect(collectionsOfRecipe(list, 'r2').map((x) => x.name)).toEqual(['A', 'B']);
    expect(collectionsOfRecipe(list, 'r9')).toEqual([]);
  });

  it('shows at most 3 badges and counts the rest', () => {
    expect(splitBadges(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(splitBadges(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(splitBadges(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(splitBadges(['a', 'b'], 1)).toEqual({ shown: ['a'], more: 1 });
  });

  it('paints a collection with its preset, or grey for anything else', () => {
    expect(collectionColor('#3b82f6')).toBe('#3b82f6');
    expect(collectionColor('#3B82F6')).toBe('#3b82f6');
    expect(collectionColor(null)).toBe('#6b7280');
    expect(collectionColor('#123456')).toBe('#6b7280');
    expect(collectionColor('red; background:url(x)')).toBe('#6b7280');
    expect(collectionIcon('Heart')).toBe(Heart);
    expect(collectionIcon('Skull')).toBe(FolderOpen);
  });
});
