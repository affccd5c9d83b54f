import { readdirSync } from 'node:fs';
import { sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_DIR, loadKnowledge } from './load.ts';
import { loadVocabulary } from './vocabulary.ts';
import { VOCABULARY_FILES, ZDietsFile, ZTipsFile, type TTipWhen } from './vocabulary-schema.ts';

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

/** The vocabulary files (diets, ingredient groups, cuisines, tags, tips, substitutes) fit their schemas and agree. */
describe('vocabulary files', () => {
  const v = loadVocabulary();
  const groups = new Set(Object.keys(v.ingredients.groups));

  it('every JSON file under knowledge/ is one the chef validates', () => {
    const files = readdirSync(KNOWLEDGE_DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));
    const known = (f: string) =>
      /^(lexicon|families|recipes)\/[^/]+\.json$/.test(f) ||
      Object.keys(VOCABULARY_FILES).some((v) => f === `vocabulary/${v}`);
    expect(files.filter((f) => !known(f.split(sep).join('/')))).toEqual([]);
    expect(files.length).toBeGreaterThan(200);
  });

  it('names only known ingredient groups and cuisines', () => {
    const tipGroups = (w: TTipWhen): string[] => [
      ...(w.groups ?? []),
      ...(w.allGroups ?? []),
      ...(w.any ?? []).flatMap(tipGroups),
    ];
    const named = [
      ...v.substitutes.swaps.map((s) => s.from),
      ...v.substitutes.fallback.map((f) => f.group),
      ...v.tags.proteins.flatMap((p) => p.groups),
      ...v.diets.ketoAllowed,
      ...v.tips.flatMap((t) => tipGroups(t.when)),
    ];
    expect(named.filter((g) => !groups.has(g))).toEqual([]);
    const cuisines = v.tips.flatMap((t) => (t.when.cuisine ? [t.when.cuisine] : []));
    expect(cuisines.filter((c) => !v.cuisines[c])).toEqual([]);
    expect(v.cuisines.international).toBeDefined();
  });

  it('has texts in every language and no empty word lists', () => {
    for (const t of v.tips) expect(Object.keys(t.text).sort(), t.text.en).toEqual(['en', 'pt-BR']);
    for (const [id, g] of Object.entries(v.ingredients.groups))
      expect(g.words.en.length + g.words['pt-BR'].length, id).toBeGreaterThan(0);
    expect(v.substitutes.swaps.length).toBeGreaterThanOrEqual(150);
  });

  it('rejects a file that does not fit, naming it', () => {
    expect(ZTipsFile.safeParse([{ text: { en: 'x' }, when: {} }]).success).toBe(false);
    expect(ZTipsFile.safeParse([{ text: { en: 'x', 'pt-BR': 'y' }, when: { steps: '(' } }]).success).toBe(false);
    expect(ZDietsFile.safeParse({ ...v.diets, diets: { vegan: v.diets.diets.vegan } }).success).toBe(false);
  });
});
