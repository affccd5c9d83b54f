import { beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/i18n/languages.ts';
import i18n, { CORE_NAMESPACES, currentLanguage, toSupportedLanguage } from './i18n.ts';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('toSupportedLanguage', () => {
  it('maps every Portuguese tag to pt-BR and English tags to en', () => {
    expect(toSupportedLanguage('pt')).toBe('pt-BR');
    expect(toSupportedLanguage('pt-PT')).toBe('pt-BR');
    expect(toSupportedLanguage('pt_BR')).toBe('pt-BR');
    expect(toSupportedLanguage('PT-br')).toBe('pt-BR');
    expect(toSupportedLanguage('en-GB')).toBe('en');
    expect(toSupportedLanguage('fr-FR')).toBe('fr-FR');
  });
});

describe('i18n instance', () => {
  it('falls back to en and supports only en and pt-BR', () => {
    expect(i18n.options.fallbackLng).toEqual(['en']);
    expect(i18n.options.supportedLngs).toEqual(expect.arrayContaining(['en', 'pt-BR']));
    expect(i18n.options.detection?.order).toEqual(['localStorage', 'cookie', 'navigator', 'htmlTag']);
    expect(i18n.options.detection?.lookupLocalStorage).toBe('i18nextLng');
  });

  it('updates <html lang> and caches the choice under i18nextLng', async () => {
    await i18n.changeLanguage('pt-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(localStorage.getItem('i18nextLng')).toBe('pt-BR');
    // …and in the cookie the server reads to render pages in it (src/server/http/language.ts).
    expect(document.cookie).toContain('i18nextLng=pt-BR');
    expect(currentLanguage()).toBe('pt-BR');
    expect(i18n.t('notFound.title')).toBe('404 Página Não Encontrada');
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('notFound.title')).toBe('404 Page Not Found');
  });

  it('bundles the core namespaces of every language in the shared list (found by locale folder)', () => {
    for (const lng of LANGUAGES) for (const ns of CORE_NAMESPACES) expect(i18n.hasResourceBundle(lng, ns)).toBe(true);
  });

  it('resolves an unsupported language to English', async () => {
    await i18n.changeLanguage('de');
    expect(currentLanguage()).toBe('en');
    expect(i18n.t('notFound.description')).toBe('Did you forget to add the page to the router?');
  });

  it('loads a feature namespace from the bundle on demand', async () => {
    await i18n.loadNamespaces('legal');
    expect(i18n.t('legal:privacy.title')).toBe('Privacy Policy');
    await i18n.changeLanguage('pt-BR');
    expect(i18n.t('legal:privacy.title')).toBe('Política de Privacidade');
  });
});
