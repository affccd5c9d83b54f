import { describe, expect, it } from 'vitest';
import { normalizeLanguage } from '../constants.ts';
import {
  acceptLanguageTags,
  isSupportedLanguage,
  LANGUAGES,
  languageWords,
  matchLanguage,
  resolveLanguage,
  SUPPORTED_LANGUAGES,
} from './languages.ts';

describe('matchLanguage', () => {
  it.each([
    ['en', 'en'],
    ['EN', 'en'],
    ['en-GB', 'en'],
    ['en_US', 'en'],
    ['en-Latn-US', 'en'],
    ['pt', 'pt-BR'],
    ['pt-BR', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['PT_br', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    [' pt-AO ', 'pt-BR'],
    ['fr', null],
    ['fr-CA', null],
    ['ptx', null],
    ['e', null],
    ['', null],
    ['*', null],
    [undefined, null],
    [42, null],
  ])('%j → %j', (tag, expected) => {
    expect(matchLanguage(tag)).toBe(expected);
  });
});

describe('resolveLanguage', () => {
  it.each([
    [['fr-FR', 'pt-PT', 'en'], 'pt-BR'],
    [['de', 'en-GB', 'pt'], 'en'],
    [['fr', 'de'], 'en'],
    [[], 'en'],
    ['pt_BR', 'pt-BR'],
    [null, 'en'],
  ])('%j → %j', (tags, expected) => {
    expect(resolveLanguage(tags)).toBe(expected);
  });

  it('uses the given fallback when nothing matches', () => {
    expect(resolveLanguage(['fr'], 'pt-BR')).toBe('pt-BR');
    expect(resolveLanguage(['en-AU'], 'pt-BR')).toBe('en');
  });

  it('follows Accept-Language q-values, not the written order', () => {
    expect(resolveLanguage(acceptLanguageTags('en;q=0.5, fr, pt-BR;q=0.8'))).toBe('pt-BR');
    expect(resolveLanguage(acceptLanguageTags('pt;q=0, en-GB'))).toBe('en');
  });
});

describe('the language list', () => {
  it('is the one source of the supported codes', () => {
    expect(LANGUAGES).toEqual(SUPPORTED_LANGUAGES.map((l) => l.code));
    for (const code of LANGUAGES) {
      expect(isSupportedLanguage(code)).toBe(true);
      expect(matchLanguage(code)).toBe(code);
    }
    expect(isSupportedLanguage('pt')).toBe(false);
  });

  it('gives every primary subtag to one language only', () => {
    const subtags = SUPPORTED_LANGUAGES.flatMap((l) => [...l.matches]);
    expect(new Set(subtags).size).toBe(subtags.length);
  });

  it('normalizes stored values and names word families through the list', () => {
    expect(normalizeLanguage('pt_PT')).toBe('pt-BR');
    expect(normalizeLanguage('de')).toBe('en');
    expect(normalizeLanguage(null)).toBe('en');
    expect(languageWords('pt-BR')).toBe('pt');
    expect(languageWords('pt-PT')).toBe('pt');
    expect(languageWords('en-GB')).toBe('en');
    expect(languageWords('fr')).toBe('en');
  });
});
