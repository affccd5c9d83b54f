import { describe, expect, it } from 'vitest';
import { phraseKey } from '../../../shared/knowledge/phrase-index.ts';
import { generate } from './generate.ts';
import { cookbook } from './load.ts';
import { wishPack } from './wish.ts';
import { requestOf } from './test-helpers.ts';

/**
 * A name several dishes answer to ("pudim de pão": the Brazilian pudding, the British bread and
 * butter pudding, the Argentine budín) means, to a cook writing in Portuguese, the dish of the
 * cooking that language is home to. Every Portuguese name the cookbook gives to a Brazilian dish and
 * to one of another cuisine is asked; the first dish given is a Brazilian one.
 */
const book = cookbook();

describe('a name several dishes share', () => {
  it('gives first, in Portuguese, the dish of its home cooking', () => {
    const home = wishPack('pt-BR').homeCuisines ?? [];
    expect(home.length).toBeGreaterThan(0);
    const byName = new Map<string, Set<string>>();
    for (const e of book.entries) {
      if (e.variantId) continue;
      const r = book.version(e).recipe;
      for (const n of [r.name['pt-BR'], ...(r.aliases?.['pt-BR'] ?? [])].map(phraseKey))
        byName.set(n, (byName.get(n) ?? new Set()).add(e.recipeId));
    }
    const shared = [...byName].filter(([, ids]) => {
      const cuisines = [...ids].map((id) => book.byKey.get(id)!.cuisine);
      return cuisines.some((c) => home.includes(c)) && cuisines.some((c) => !home.includes(c));
    });
    expect(shared.length).toBeGreaterThan(3);
    const bad: string[] = [];
    for (const [name] of shared) {
      const g = generate(book, requestOf('pt-BR', name, { recipeCount: 1 }));
      // Two dishes may share a title ("Pão de forma caseiro"): the description tells them apart.
      const r = g.recipes[0];
      const same = book.entries.filter((x) => x.name['pt-BR'] === r?.title);
      const e = same.find((x) => book.version(x).recipe.description['pt-BR'] === r?.description) ?? same[0];
      if (!e || !home.includes(e.cuisine)) bad.push(`${name}: ${g.recipes[0]?.title} (${e?.cuisine})`);
    }
    expect(bad).toEqual([]);
  });
});
