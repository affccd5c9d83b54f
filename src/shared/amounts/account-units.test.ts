import { describe, expect, it } from 'vitest';
import { unitSystemForAccount } from './locale-units.ts';

describe('unitSystemForAccount', () => {
  it.each([
    ['pt-BR', [], 'metric'],
    ['pt-BR', ['en-US'], 'metric'],
    ['pt-BR', ['pt-PT'], 'metric'],
    ['en', [], 'imperial'],
    ['en', ['en-US', 'en'], 'imperial'],
    ['en', ['en-GB', 'en'], 'metric'],
    ['en', ['pt-BR', 'en-AU'], 'metric'],
    ['en', ['pt-BR'], 'imperial'],
  ] as const)('%s with %j → %s', (language, locales, system) => {
    expect(unitSystemForAccount(language, locales)).toBe(system);
  });
});
