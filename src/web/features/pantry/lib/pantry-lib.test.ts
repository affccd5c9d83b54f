import { describe, expect, it } from 'vitest';
import { bilingualSuggestions } from './suggestions.ts';
import { daysUntil } from './dates.ts';

describe('daysUntil', () => {
  const now = new Date(2026, 10, 25, 23, 30);
  it.each([
    ['2026-11-25', 0],
    ['2026-11-26', 1],
    ['2026-11-24', -1],
    ['2026-12-25', 30],
  ])('%s → %i', (date, days) => {
    expect(daysUntil(date, now)).toBe(days);
  });
});

describe('bilingualSuggestions', () => {
  it('suggests in the reader’s language first, then the other', () => {
    const pt = bilingualSuggestions('tom', 'pt-BR');
    expect(pt).toContain('tomate');
    expect(pt).toContain('tomato');
    expect(pt.indexOf('tomate')).toBeLessThan(pt.indexOf('tomato'));
    expect(bilingualSuggestions('ovo', 'en')).toContain('ovo');
  });
});
