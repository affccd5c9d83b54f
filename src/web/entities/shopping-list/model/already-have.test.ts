import { describe, expect, it } from 'vitest';
import { isAlreadyHave, parseAlreadyHave } from './already-have.ts';

describe("'already have' matching", () => {
  it('splits the typed list on commas, semicolons and lines, ignoring blanks and repeats', () => {
    expect(parseAlreadyHave('salt, rice')).toEqual(['salt', 'rice']);
    expect(parseAlreadyHave(' Salt ;; RICE\nolive  oil, salt, ')).toEqual(['salt', 'rice', 'olive oil']);
    expect(parseAlreadyHave('   ')).toEqual([]);
  });

  it('matches when the ingredient contains an entry, ignoring case', () => {
    const have = parseAlreadyHave('salt, rice');
    expect(isAlreadyHave('Sea Salt', have)).toBe(true);
    expect(isAlreadyHave('Basmati RICE', have)).toBe(true);
    expect(isAlreadyHave('flour', have)).toBe(false);
  });

  it('matches when an entry contains the ingredient', () => {
    expect(isAlreadyHave('Oil', parseAlreadyHave('extra virgin olive oil'))).toBe(true);
    expect(isAlreadyHave('egg', parseAlreadyHave('eggs'))).toBe(true);
  });

  it('ignores accents so Portuguese typed without them still matches', () => {
    expect(isAlreadyHave('Açúcar refinado', parseAlreadyHave('acucar'))).toBe(true);
    expect(isAlreadyHave('feijao', parseAlreadyHave('Feijão preto'))).toBe(true);
  });

  it('matches nothing with an empty list or an empty name', () => {
    expect(isAlreadyHave('salt', [])).toBe(false);
    expect(isAlreadyHave('  ', parseAlreadyHave('salt'))).toBe(false);
  });
});
