import { describe, expect, it } from 'vitest';
import {
  addTag,
  addTip,
  autocompleteTips,
  popularTags,
  POPULAR_TAGS,
  removeLastTag,
  suggestTags,
  suggestTips,
  TAG_GROUPS,
  TAG_SUGGESTIONS,
  TIP_SUGGESTIONS,
} from './index.ts';

describe('TAG_SUGGESTIONS', () => {
  it('has about 55 tags in every group, in both languages, lowercase and unique', () => {
    expect(TAG_SUGGESTIONS.length).toBeGreaterThanOrEqual(50);
    expect(TAG_SUGGESTIONS.length).toBeLessThanOrEqual(60);
    for (const group of TAG_GROUPS)
      expect(TAG_SUGGESTIONS.filter((t) => t.group === group).length).toBeGreaterThanOrEqual(8);
    for (const lang of ['en', 'pt'] as const) {
      const tags = TAG_SUGGESTIONS.map((t) => t[lang]);
      expect(tags.every((t) => t === t.toLowerCase() && t.trim() === t && t !== '')).toBe(true);
      expect(new Set(tags).size).toBe(tags.length);
    }
  });

  it('has 12 popular tags taken from the list, in both languages', () => {
    expect(POPULAR_TAGS.en).toHaveLength(12);
    expect(POPULAR_TAGS.pt).toHaveLength(12);
    for (const tag of POPULAR_TAGS.pt) expect(TAG_SUGGESTIONS.some((t) => t.pt === tag)).toBe(true);
    expect(new Set(POPULAR_TAGS.en).size).toBe(12);
  });
});

describe('suggestTags', () => {
  it('matches starts first, then words, then anywhere; ignoring case and accents', () => {
    expect(suggestTags('ve', [], 'en')).toEqual(['vegetarian', 'vegan']);
    expect(suggestTags('FREE', [], 'en')).toEqual(['gluten-free', 'dairy-free', 'sugar-free']);
    expect(suggestTags('sem', [], 'pt-BR')).toEqual(['sem glúten', 'sem lactose', 'sem açúcar', 'sem forno']);
    expect(suggestTags('rapida', [], 'pt-BR')).toEqual(['rápida']);
  });

  it('leaves out tags already there', () => {
    expect(suggestTags('ve', ['Vegan'], 'en')).toEqual(['vegetarian']);
    expect(suggestTags('sem', ['Sem Gluten'], 'pt-BR')).not.toContain('sem glúten');
  });

  it('gives at most 8, and nothing for an empty query', () => {
    expect(suggestTags('e', [], 'en').length).toBe(8);
    expect(suggestTags('e', [], 'en', 20).length).toBe(8);
    expect(suggestTags('e', [], 'en', 3).length).toBe(3);
    expect(suggestTags('', [], 'en')).toEqual([]);
    expect(suggestTags('   ', [], 'en')).toEqual([]);
  });

  it('lists the popular tags the recipe does not have', () => {
    expect(popularTags([], 'en')).toHaveLength(12);
    expect(popularTags(['Quick', 'easy'], 'en')).toHaveLength(10);
    expect(popularTags(['rapida'], 'pt-BR')).not.toContain('rápida');
  });
});

describe('tag rules', () => {
  it('adds a trimmed, non-empty, new tag', () => {
    expect(addTag(['vegan'], '  quick ')).toEqual(['vegan', 'quick']);
    expect(addTag([], 'comfort    food')).toEqual(['comfort food']);
  });

  it('returns the same list for empty input or a duplicate', () => {
    const tags = ['vegan', 'Sem Glúten'];
    expect(addTag(tags, '')).toBe(tags);
    expect(addTag(tags, '   ')).toBe(tags);
    expect(addTag(tags, 'VEGAN')).toBe(tags);
    expect(addTag(tags, 'sem gluten')).toBe(tags);
  });

  it('removes the last tag on Backspace, and nothing from an empty list', () => {
    expect(removeLastTag(['a', 'b'])).toEqual(['a']);
    const empty: string[] = [];
    expect(removeLastTag(empty)).toBe(empty);
  });
});

describe('TIP_SUGGESTIONS and tip rules', () => {
  it('has 20 tips in both languages', () => {
    expect(TIP_SUGGESTIONS).toHaveLength(20);
    for (const tip of TIP_SUGGESTIONS) {
      expect(tip.en.trim()).not.toBe('');
      expect(tip.pt.trim()).not.toBe('');
    }
  });

  it('suggests 3 tips not already there, while fewer than 5 exist', () => {
    expect(suggestTips([], 'en')).toHaveLength(3);
    const first = suggestTips([], 'pt-BR');
    expect(first).toHaveLength(3);
    const next = suggestTips([first[0].toUpperCase()], 'pt-BR');
    expect(next).toHaveLength(3);
    expect(next).not.toContain(first[0]);
    expect(suggestTips(['a', 'b', 'c', 'd'], 'en')).toHaveLength(3);
    expect(suggestTips(['a', 'b', 'c', 'd', 'e'], 'en')).toEqual([]);
    expect(suggestTips(['a', 'b', 'c', 'd', '', ' '], 'en')).toHaveLength(3);
  });

  it('autocompletes above 2 characters with at most 5 matches', () => {
    expect(autocompleteTips('pa', 'en')).toEqual([]);
    expect(autocompleteTips('pas', 'en')).toEqual([
      'Salt the pasta water generously.',
      'Save a cup of pasta water to loosen the sauce.',
    ]);
    expect(autocompleteTips('the', 'en')).toHaveLength(5);
    expect(autocompleteTips('forno', 'pt-BR')[0]).toBe('Preaqueça o forno por pelo menos 15 minutos.');
    expect(autocompleteTips('pas', 'en', ['salt the pasta water generously.'])).toEqual([
      'Save a cup of pasta water to loosen the sauce.',
    ]);
  });

  it('adds a non-empty tip that is not a duplicate', () => {
    const tips = ['Serve warm.'];
    expect(addTip(tips, ' Chill overnight. ')).toEqual(['Serve warm.', 'Chill overnight.']);
    expect(addTip(tips, '')).toBe(tips);
    expect(addTip(tips, '  ')).toBe(tips);
    expect(addTip(tips, 'serve warm.')).toBe(tips);
  });
});
