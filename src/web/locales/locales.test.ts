import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/constants.ts';

// Every namespace file of every language, read at test time: a new file is checked without
// registering it anywhere.
const files = import.meta.glob<{ default: unknown }>('./*/*.json', { eager: true });

type Tree = { [key: string]: string | Tree };

function flatten(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (tree && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree as Tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (value && typeof value === 'object') for (const [k, v] of flatten(value, path)) out.set(k, v);
      else out.set(path, value);
    }
  }
  return out;
}

function namespacesOf(lng: string): Map<string, Map<string, unknown>> {
  const out = new Map<string, Map<string, unknown>>();
  for (const [path, module] of Object.entries(files)) {
    const m = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (m && m[1] === lng) out.set(m[2], flatten(module.default));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translation files', () => {
  const en = namespacesOf('en');
  const pt = namespacesOf('pt-BR');

  it('exist for exactly the supported languages', () => {
    const languages = new Set(Object.keys(files).map((p) => p.split('/')[1]));
    expect([...languages].sort()).toEqual([...LANGUAGES].sort());
    expect(en.size).toBeGreaterThan(0);
  });

  it('have the same namespaces in both languages', () => {
    expect([...pt.keys()].sort()).toEqual([...en.keys()].sort());
  });

  for (const [ns, enKeys] of en) {
    it(`${ns}: every key exists in both languages with a non-empty text and the same placeholders`, () => {
      const ptKeys = pt.get(ns) ?? new Map<string, unknown>();
      const missingInPt = [...enKeys.keys()].filter((k) => !ptKeys.has(k));
      const missingInEn = [...ptKeys.keys()].filter((k) => !enKeys.has(k));
      expect(missingInPt, `keys missing in pt-BR/${ns}.json`).toEqual([]);
      expect(missingInEn, `keys missing in en/${ns}.json`).toEqual([]);
      for (const [key, value] of enKeys) {
        const ptValue = ptKeys.get(key);
        expect(typeof value === 'string' && value.trim() !== '', `en/${ns}.json "${key}" is empty`).toBe(true);
        expect(typeof ptValue === 'string' && ptValue.trim() !== '', `pt-BR/${ns}.json "${key}" is empty`).toBe(true);
        expect(placeholders(String(ptValue)), `pt-BR/${ns}.json "${key}" placeholders`).toEqual(
          placeholders(String(value)),
        );
      }
    });
  }
});
