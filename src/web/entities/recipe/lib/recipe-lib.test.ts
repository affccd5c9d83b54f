import { describe, expect, it } from 'vitest';
import { difficultyRank, readDifficulty } from './difficulty.ts';
import { publicRecipePath, publicRecipeUrl } from './public-link.ts';
import { totalTime } from './recipe-time.ts';
import { safeExternalUrl, sourceHostname } from './source-url.ts';

describe('totalTime', () => {
  it('is prep plus cook', () => {
    expect(totalTime({ prepTime: 15, cookTime: 40 })).toBe(55);
    expect(totalTime({ prepTime: 0, cookTime: 0 })).toBe(0);
  });

  it('counts a missing or invalid time as zero', () => {
    expect(totalTime({ prepTime: Number.NaN, cookTime: 10 })).toBe(10);
    expect(totalTime({ prepTime: -5, cookTime: 10 })).toBe(10);
  });
});

describe('readDifficulty', () => {
  it('knows the three levels, defaults to Medium and reads the Spanish word for medium', () => {
    expect(readDifficulty('Easy').level).toBe('Easy');
    expect(readDifficulty('hard').level).toBe('Hard');
    expect(readDifficulty('').level).toBe('Medium');
    expect(readDifficulty(null).level).toBe('Medium');
    expect(readDifficulty('medio').level).toBe('Medium');
  });

  it('keeps any other value as written', () => {
    expect(readDifficulty('Expert')).toEqual({ level: null, raw: 'Expert' });
  });

  it('ranks Easy < Medium < Hard < anything else', () => {
    expect(['Hard', 'Expert', 'Easy', 'Medium'].sort((a, b) => difficultyRank(a) - difficultyRank(b))).toEqual([
      'Easy',
      'Medium',
      'Hard',
      'Expert',
    ]);
  });
});

describe('sourceHostname', () => {
  it('gives the host without www.', () => {
    expect(sourceHostname('https://www.allrecipes.com/recipe/123/pancakes')).toBe('allrecipes.com');
    expect(sourceHostname('http://receitas.globo.com/x?y=1')).toBe('receitas.globo.com');
    expect(sourceHostname('https://WWW.Example.ORG')).toBe('example.org');
  });

  it('is null for empty, invalid or non-web addresses', () => {
    expect(sourceHostname(null)).toBeNull();
    expect(sourceHostname('')).toBeNull();
    expect(sourceHostname('not a url')).toBeNull();
    expect(sourceHostname('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,<b>x</b>')).toBeNull();
    expect(safeExternalUrl('https://example.com/a b')).toBe('https://example.com/a%20b');
  });
});

describe('public links', () => {
  it('point at /public/recipe/:id', () => {
    expect(publicRecipePath('abc-1')).toBe('/public/recipe/abc-1');
    expect(publicRecipeUrl('abc-1', 'https://tempero.example')).toBe('https://tempero.example/public/recipe/abc-1');
  });
});
