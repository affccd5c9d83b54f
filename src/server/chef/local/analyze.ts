import { lexicon } from './kb/load.ts';
import type { TDietCat, TRole } from './kb/schema.ts';
import { fromVocabulary, vocabulary } from './kb/vocabulary.ts';
import type { Diet, Method, TCat as C } from './kb/vocabulary-schema.ts';
import { PhraseMatcher, tokenize, type PhraseMatch } from './text.ts';

/** An ingredient group of the vocabulary (knowledge/vocabulary/ingredients.json) or a lexicon entry of none. */
export interface Group {
  id: string;
  cats: C[];
  /** The lexicon entry the phrase names, when it is a lexicon name or word. */
  key?: string;
}

/** Sugar and starch stay the groups' call (the lexicon counts rice as starch; low-carb reads grain). */
const GROUPS_DECIDE: readonly TDietCat[] = ['sugar', 'starch'];
const FROM_ROLE: Partial<Record<TRole, C>> = { vegetable: 'vegetable', fruit: 'fruit', herb: 'herb', spice: 'spice' };

/**
 * Names (both languages) → ingredient groups, longest phrase first: the vocabulary's groups, and
 * every lexicon name and word, under the group its English name belongs to, with the lexicon's
 * own diet facts added (kimchi has fish sauce, doubanjiang wheat). One reading of ingredients for
 * diet checks, tips, tags and substitutes.
 */
const index = fromVocabulary((v) => {
  const matcher = new PhraseMatcher<Group>();
  const cats = new Map<string, C[]>();
  for (const [id, g] of Object.entries(v.ingredients.groups)) {
    const group: Group = { id, cats: g.cats };
    cats.set(id, g.cats);
    for (const words of Object.values(g.words)) matcher.addAll(words, group);
  }
  const groupOf = (name: string): Group | undefined => {
    const m = matcher.findAll(name);
    return m.length === 1 ? m[0]!.values[0] : undefined;
  };
  for (const [key, e] of lexicon()) {
    const own = e.cats.filter((c) => !GROUPS_DECIDE.includes(c));
    const linked = groupOf(e.name.en[0]) ?? groupOf(e.name['pt-BR'][0]);
    const group: Group = linked
      ? { id: linked.id, cats: [...new Set([...linked.cats, ...own])], key }
      : { id: key, cats: [...new Set([...own, ...(FROM_ROLE[e.role] ? [FROM_ROLE[e.role]!] : [])])], key };
    if (!linked) cats.set(key, group.cats);
    matcher.addAll([...e.name.en, ...e.name['pt-BR'], ...(e.words ?? [])], group);
  }
  return { matcher, cats };
});
const lex = () => index().matcher;
const mods = fromVocabulary((v) => {
  const m = new PhraseMatcher<C[]>();
  for (const x of v.ingredients.modifiers) m.addAll(x.words, x.remove);
  return m;
});
const groupCats = (id: string): C[] => index().cats.get(id) ?? [];

const FLESH: C[] = ['meat', 'beef', 'pork', 'poultry', 'fish', 'shellfish'];
const ANIMAL: C[] = [...FLESH, 'dairy', 'egg', 'honey', 'gelatin'];
/** Meat-shaped products that exist in plant versions ("hambúrguer de grão-de-bico", "lentil meatballs"). */
const meatForms = fromVocabulary((v) => new PhraseMatcher<true>().addAll(v.ingredients.meatForms.words, true));
const PLANT_CATS: C[] = [
  'legume',
  'tofu',
  'soy',
  'vegetable',
  'grain',
  'gluten',
  'fruit',
  'starch',
  'treenut',
  'peanut',
];

export interface IngredientInfo {
  cats: C[];
  /** Family ids of the lexicon entries found, most diet-relevant first. */
  families: string[];
  matches: PhraseMatch<Group>[];
}

const cache = new Map<string, IngredientInfo>();
const CACHE_MAX = 5000;

function isPlant(hit: PhraseMatch<Group>): boolean {
  const cats = hit.values[0]!.cats;
  return !cats.some((c) => ANIMAL.includes(c)) && cats.some((c) => PLANT_CATS.includes(c));
}

/** What an ingredient name is: categories and lexicon families, in either language. */
export function analyzeIngredient(name: string): IngredientInfo {
  const hit = cache.get(name);
  if (hit) return hit;
  // Notes in brackets ("1 for the dough", "2 portions", "snook or grouper") describe, they are not
  // ingredients; an alternative in brackets ("or milk chocolate") is.
  const text = name.replace(/\(([^)]*)\)/g, (_m, inner: string) =>
    /^\s*(or|ou)\s/i.test(inner) ? ` ${inner.replace(/^\s*(or|ou)\s/i, '')} ` : ' ',
  );
  const tokens = tokenize(text);
  // Portuguese "pasta de …" is a paste (of peanuts, garlic, chilli), not pasta.
  const matches = lex()
    .findAll(text, tokens)
    .filter(
      (m, i, all) =>
        !(m.key === 'pasta' && tokens[m.t1]?.w === 'de') &&
        // "torrada" after a noun is "toasted", not toast.
        !(m.key === 'torrada' && m.t0 > 0) &&
        // "fish steaks", "salmon steak": a cut of fish, not beef.
        !(m.key === 'steak' && all[i - 1]?.t1 === m.t0 && all[i - 1]!.values.some((v) => v.cats.includes('fish'))),
    );
  const cats = new Set<C>();
  const families: string[] = [];
  const veggieForms = new Set<number>();
  // "hambúrguer de grão-de-bico", "carne de jaca", "lentil meatballs": the meat word names a shape.
  for (let i = 0; i < matches.length; i++) {
    const m = matches[i]!;
    const isForm = meatForms()
      .findAll(m.text)
      .some((f) => f.start === 0 && f.end === m.text.length);
    if (!isForm) continue;
    const next = matches[i + 1];
    if (
      next &&
      next.t0 === m.t1 + 1 &&
      vocabulary().ingredients.meatForms.links.includes(tokens[m.t1]!.w) &&
      isPlant(next)
    )
      veggieForms.add(i);
    const prev = matches[i - 1];
    if (prev && prev.t1 === m.t0 && isPlant(prev)) veggieForms.add(i);
  }
  matches.forEach((m, i) => {
    for (const v of m.values) {
      for (const c of v.cats) if (!(veggieForms.has(i) && FLESH.includes(c))) cats.add(c);
      if (!families.includes(v.id)) families.push(v.id);
    }
  });
  for (const m of mods().findAll(text, tokens)) for (const remove of m.values) for (const c of remove) cats.delete(c);
  // Diet-relevant families first, so "garlic butter" is about butter and "chicken with rice" about chicken.
  const weight = (id: string) => {
    const cats = groupCats(id);
    if (cats.some((c) => FLESH.includes(c))) return 0;
    if (cats.some((c) => ['dairy', 'egg', 'gluten', 'treenut', 'peanut', 'honey', 'gelatin'].includes(c))) return 1;
    if (cats.some((c) => ['grain', 'starch', 'legume', 'tofu', 'soy', 'sugar'].includes(c))) return 2;
    return 3;
  };
  families.sort((a, b) => weight(a) - weight(b));
  const info: IngredientInfo = { cats: [...cats], families, matches };
  if (cache.size > CACHE_MAX) cache.clear();
  cache.set(name, info);
  return info;
}

/** Categories of several names of the same ingredient (both languages, KB key), plus declared ones. */
const CATS_CACHE = new Map<string, { cats: C[]; families: string[] }>();

export function categoriesOf(names: readonly string[], declared: readonly C[] = []): { cats: C[]; families: string[] } {
  const key = `${names.join('\u0001')}\u0000${declared.join(',')}`;
  const hit = CATS_CACHE.get(key);
  if (hit) return { cats: [...hit.cats], families: [...hit.families] };
  const out = computeCategories(names, declared);
  if (CATS_CACHE.size > 20_000) CATS_CACHE.clear();
  CATS_CACHE.set(key, out);
  return { cats: [...out.cats], families: [...out.families] };
}

function computeCategories(names: readonly string[], declared: readonly C[]): { cats: C[]; families: string[] } {
  const cats = new Set<C>(declared);
  const families: string[] = [];
  for (const n of names) {
    if (!n) continue;
    const info = analyzeIngredient(n);
    for (const c of info.cats) cats.add(c);
    for (const f of info.families) if (!families.includes(f)) families.push(f);
  }
  if (cats.has('beef') || cats.has('pork') || cats.has('poultry')) cats.add('meat');
  return { cats: [...cats], families };
}

/** Diets an ingredient breaks. */
export function dietViolations(cats: readonly C[], families: readonly string[], diets: readonly Diet[]): Diet[] {
  const out: Diet[] = [];
  const v = vocabulary().diets;
  for (const d of diets) {
    const rule = v.diets[d];
    let bad = cats.filter((c) => rule.excludes.includes(c));
    if (
      d === 'keto' &&
      bad.length > 0 &&
      bad.every((c) => c === 'fruit') &&
      families.some((f) => v.ketoAllowed.includes(f))
    )
      bad = [];
    if (bad.length > 0) out.push(d);
  }
  return out;
}

/** Lexicon entries named in a text (an ingredient line), in order. */
export function lexiconKeysIn(text: string): string[] {
  const keys: string[] = [];
  for (const m of lex().findAll(text)) for (const v of m.values) if (v.key && !keys.includes(v.key)) keys.push(v.key);
  return keys;
}

const cuisineMatchers = fromVocabulary((v) => {
  const names = new PhraseMatcher<string>();
  const hints = new PhraseMatcher<string>();
  for (const [c, w] of Object.entries(v.cuisines)) {
    names.addAll(w.names, c);
    hints.addAll(w.hints, c);
  }
  return { names, hints };
});

/** Cuisines named in a text (strong) and hinted at by typical dishes and ingredients (weak). */
export function cuisineSignals(text: string): { named: string[]; hinted: Map<string, number> } {
  const { names, hints } = cuisineMatchers();
  const named = names.valuesIn(text);
  const hinted = new Map<string, number>();
  for (const m of hints.findAll(text)) for (const c of m.values) hinted.set(c, (hinted.get(c) ?? 0) + 1);
  return { named, hinted };
}

/** Best guess of a recipe's cuisine from its text ("international" when nothing stands out). */
export function guessCuisine(text: string): string {
  const { named, hinted } = cuisineSignals(text);
  const score = new Map<string, number>();
  for (const c of named) score.set(c, (score.get(c) ?? 0) + 3);
  for (const [c, n] of hinted) score.set(c, (score.get(c) ?? 0) + n);
  let best = 'international';
  let bestScore = 1;
  for (const [c, s] of score) {
    if (s > bestScore || (s === bestScore && best === 'international')) {
      best = c;
      bestScore = s;
    }
  }
  return best;
}

const verbMethods = fromVocabulary((v) => {
  const m = new PhraseMatcher<Method>();
  for (const [method, x] of Object.entries(v.tags.methods) as [Method, { verbs: string[] }][])
    m.addAll(x.verbs, method);
  return m;
});

/** Cooking methods a recipe's text shows (by its verbs, not by loose words like "cold"). */
export function guessMethods(text: string): Method[] {
  const out = new Set<Method>(verbMethods().valuesIn(text));
  if (out.size === 0) out.add('no-cook');
  return [...out];
}
