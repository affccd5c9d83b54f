import { describe, expect, it } from 'vitest';
import { resolveLanguage } from '../../shared/i18n/languages.ts';
import { acceptedLocales } from './language.ts';

const acceptedLanguage = (header: string) => resolveLanguage(acceptedLocales(header), 'pt-BR');

describe('Accept-Language', () => {
  it('lists the tags most preferred first, without q=0, wildcards or junk', () => {
    expect(acceptedLocales('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr-ch', 'fr', 'en', 'de']);
    expect(acceptedLocales('en;q=0.5, pt-BR')).toEqual(['pt-br', 'en']);
    expect(acceptedLocales('pt-BR;q=0, en-GB')).toEqual(['en-gb']);
    expect(acceptedLocales('<script>, en-US')).toEqual(['en-us']);
    expect(acceptedLocales(undefined)).toEqual([]);
    expect(acceptedLocales(Array.from({ length: 50 }, (_, i) => `fr-x${i}`).join(','))).toHaveLength(10);
  });

  it('picks the first supported tag in preference order (the fallback when none)', () => {
    expect(acceptedLanguage('fr-FR, pt-BR;q=0.9, en;q=0.8')).toBe('pt-BR');
    expect(acceptedLanguage('de, en-GB;q=0.8, pt;q=0.9')).toBe('pt-BR');
    expect(acceptedLanguage('en-US,en;q=0.9')).toBe('en');
    expect(acceptedLanguage('fr, de')).toBe('pt-BR');
  });
});
