import { describe, expect, it } from 'vitest';
import { servingsIn } from './understand.ts';

describe('servingsIn reads number words from the shared table', () => {
  it('reads the words its pattern names, in both languages', () => {
    expect(servingsIn('pasta for two')).toBe(2);
    expect(servingsIn('serves twelve')).toBe(12);
    expect(servingsIn('jantar para duas pessoas')).toBe(2);
    expect(servingsIn('bolo que rende doze fatias')).toBe(12);
    expect(servingsIn('sopa para três')).toBe(3);
  });

  it('ignores words the table has but its pattern does not name', () => {
    expect(servingsIn('pasta for nine')).toBeNull();
    expect(servingsIn('sopa para vinte')).toBeNull();
  });
});
