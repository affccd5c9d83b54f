import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import enChef from './en/chef.json';
import ptChef from './pt-BR/chef.json';

/**
 * Issue 20 item 8: English uses the spec's US spelling ("My Favorites") throughout, and counted
 * sentences agree with their count in both languages.
 */
const files = import.meta.glob<{ default: unknown }>('./en/*.json', { eager: true });

function strings(tree: unknown, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
}

const BRITISH =
  /\b(?:favourites?|favourited|colours?|coloured|organis(?:e|ed|es|ing|ation)|flavours?|litres?|millilitres?|centimetres?|cancelled|cancelling|grey|catalogue|behaviour|analyse|centre)\b/i;

describe('English spelling', () => {
  it('is US spelling in every English text', () => {
    const british = Object.entries(files).flatMap(([file, m]) =>
      strings(m.default)
        .filter(([, text]) => BRITISH.test(text))
        .map(([key, text]) => `${file} ${key}: ${text}`),
    );
    expect(british).toEqual([]);
  });
});

describe('counted sentences', () => {
  const i18n = createInstance();
  void i18n.init({
    lng: 'pt-BR',
    fallbackLng: false,
    resources: { en: { chef: enChef }, 'pt-BR': { chef: ptChef } },
    interpolation: { escapeValue: false },
  });

  it('the generation toast speaks of one recipe in the singular, of several in the plural', () => {
    const pt = i18n.getFixedT('pt-BR', 'chef');
    expect(pt('generate.successDescription', { count: 1 })).not.toMatch(/\b(?:Elas|estão|salvas)\b/);
    expect(pt('generate.successDescription', { count: 1 })).toMatch(/\bsalva\b/);
    expect(pt('generate.successDescription', { count: 3 })).toMatch(/^Elas estão salvas/);
    const en = i18n.getFixedT('en', 'chef');
    expect(en('generate.successDescription', { count: 1 })).toMatch(/^It is saved/);
    expect(en('generate.successDescription', { count: 2 })).toMatch(/^They are saved/);
  });
});
