import { describe, expect, it } from 'vitest';
import { loadKnowledge } from './load.ts';

/** Every knowledge file validates against its schema and refers only to known lexicon keys. */
describe('knowledge files', () => {
  const kb = loadKnowledge();

  it('loads lexicon, families and recipes that fit their schemas', () => {
    expect(kb.lex.size).toBeGreaterThan(150);
    expect(kb.families.size).toBeGreaterThanOrEqual(25);
  });

  it('has the 25 dish families the chef promises', () => {
    for (const f of [
      'stir-fry',
      'curry',
      'stew',
      'soup',
      'salad',
      'pasta',
      'risotto',
      'tacos',
      'sandwich',
      'grain-bowl',
      'omelette',
      'sheet-pan',
      'casserole',
      'burger',
      'skewers',
      'noodle-soup',
      'porridge',
      'pancakes',
      'cookies',
      'cake',
      'quick-bread',
      'pie',
      'pudding',
      'smoothie',
      'sauce',
    ])
      expect(kb.families.has(f), f).toBe(true);
  });

  it('refers only to lexicon keys (family slots and fixed ingredients, recipe ingredients)', () => {
    const missing: string[] = [];
    for (const f of kb.families.values()) {
      for (const s of Object.values(f.slots)) for (const k of s.pick) if (!kb.lex.has(k)) missing.push(`${f.id}:${k}`);
      for (const i of f.fixed) if (!kb.lex.has(i.key)) missing.push(`${f.id}:${i.key}`);
    }
    for (const r of kb.recipes) for (const i of r.ingredients) if (!kb.lex.has(i.key)) missing.push(`${r.id}:${i.key}`);
    expect(missing).toEqual([]);
  });

  it('every placeholder in a step names an ingredient, slot or role of its dish', () => {
    const bad: string[] = [];
    const check = (owner: string, ids: Set<string>, texts: string[]) => {
      for (const t of texts)
        for (const m of t.matchAll(/\{([a-z0-9-]+)/g)) if (!ids.has(m[1]!)) bad.push(`${owner}: {${m[1]}}`);
    };
    for (const f of kb.families.values()) {
      const ids = new Set([...Object.keys(f.slots), ...f.fixed.map((i) => i.id)]);
      check(
        f.id,
        ids,
        f.steps.flatMap((s) => ('text' in s ? [s.text.en, s.text['pt-BR']] : [])),
      );
      check(f.id, ids, [f.title.en, f.title['pt-BR']]);
    }
    for (const r of kb.recipes) {
      const ids = new Set([...r.ingredients.map((i) => i.id), ...r.ingredients.map((i) => i.role)]);
      check(
        r.id,
        ids,
        r.steps.flatMap((s) => ('text' in s ? [s.text.en, s.text['pt-BR']] : [])),
      );
    }
    expect(bad).toEqual([]);
  });

  it('substitutes exist in the lexicon', () => {
    const missing = [...kb.lex].flatMap(([k, e]) =>
      (e.subs ?? []).filter((s) => !kb.lex.has(s)).map((s) => `${k}→${s}`),
    );
    expect(missing).toEqual([]);
  });
});
