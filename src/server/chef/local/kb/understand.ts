import type { TLanguage } from '../../../../shared/constants.ts';
import { NUMBER_WORDS } from '../../../../shared/i18n/number-words.ts';
import { fold, tokenize } from '../text.ts';
import { DIET_MATCHER, parseTimeLimit } from '../wish.ts';
import type { Knowledge } from './load.ts';
import type { TCourse, TDietCat } from './schema.ts';
import {
  CAT_MATCHER,
  CATEGORY_WORDS,
  COURSE_MATCHER,
  CUISINE_MATCHER,
  DIET_CATS,
  FLAVOUR,
  LEADS,
} from './wish-words.ts';
import type { Diet } from './vocabulary-schema.ts';

/** What the cook asked for, read from free text in English or Portuguese. */
export interface Want {
  families: string[];
  dishes: string[];
  keys: string[];
  have: string[];
  avoidCats: TDietCat[];
  avoidKeys: string[];
  diets: Diet[];
  course: TCourse | null;
  cuisine: string | null;
  servings: number | null;
  minutes: number | null;
  spicy: boolean;
  mild: boolean;
  healthy: boolean;
  lang: TLanguage;
}

/** "for two", "for 6 people", "serves 4", "para 6", "para duas pessoas", "rende 8 porções". */
export function servingsIn(text: string): number | null {
  const f = fold(text);
  const m = f.match(
    /\b(?:for|serves|serving|feeds|para|rende|serve)\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|ten|twelve|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|dez|doze)\b(?!\s*(?:min|minutes|minutos|h\b|hours|horas|hour|hora|dias|days))/,
  );
  if (!m)
    return f.match(/\b(?:a couple|casal|duas pessoas|two people|dois)\b/) && /\b(couple|casal)\b/.test(f) ? 2 : null;
  const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS[m[1]!]!;
  return n >= 1 && n <= 50 ? n : null;
}

/** Minutes said in the wish itself ("in 20 minutes", "em meia hora", "quick"). */
function minutesIn(text: string): number | null {
  const f = fold(text);
  const m = f.match(
    /\b(?:in|under|within|less than|em|ate|até|menos de|no maximo)\s+(\d{1,3})\s*(?:min|minutes|minutos|m)\b/,
  );
  if (m) return Number(m[1]);
  if (/\b(meia hora|half an hour|half hour)\b/.test(f)) return 30;
  return null;
}

export function understand(
  kb: Knowledge,
  input: {
    dishType: string;
    preferences: string;
    timeLimit: string;
    availableIngredients: string[];
    language: TLanguage;
  },
): Want {
  const text = `${input.dishType} . ${input.preferences}`;
  const tokens = tokenize(text);
  const want: Want = {
    families: [],
    dishes: [],
    keys: [],
    have: [],
    avoidCats: [],
    avoidKeys: [],
    diets: [],
    course: null,
    cuisine: null,
    servings: servingsIn(text),
    minutes: null,
    spicy: false,
    mild: false,
    healthy: false,
    lang: input.language,
  };
  // Avoid spans: from a lead word ("no", "sem", "allergic to") over the phrases that follow it,
  // joined by "or"/"and"/"ou"/"e"/"nem" and commas.
  const leads = LEADS.findAll(text, tokens);
  const avoidTokens = new Set<number>();
  const addAvoid = (t0: number) => {
    let k = t0;
    let taken = 0;
    while (k < tokens.length && taken < 4) {
      const w = tokens[k]!.w;
      if (
        [
          'or',
          'and',
          'ou',
          'e',
          'nem',
          'nor',
          'to',
          'a',
          'de',
          'any',
          'the',
          'com',
          'of',
          'in',
          'contain',
          'contains',
        ].includes(w)
      ) {
        k++;
        continue;
      }
      const cat = CAT_MATCHER.findAll(text, tokens.slice(k, k + 4))[0];
      const ing = kb.ingredientMatcher.findAll(text, tokens.slice(k, k + 4))[0];
      const hit = [cat, ing].filter((h) => h && h.t0 === 0).sort((a, b) => b!.t1 - a!.t1)[0];
      if (!hit) break;
      for (let j = k; j < k + hit.t1; j++) avoidTokens.add(j);
      if (cat && cat.t0 === 0 && cat.t1 >= (ing && ing.t0 === 0 ? ing.t1 : 0))
        for (const c of CATEGORY_WORDS[cat.values[0]!]![1]) want.avoidCats.push(c);
      else if (ing) want.avoidKeys.push(ing.values[0]!);
      k += hit.t1;
      taken++;
    }
  };
  for (const l of leads) addAvoid(l.t1);
  // The lead after the words: "shellfish allergy", "peanut allergies", "lactose intolerance".
  const catHits = CAT_MATCHER.findAll(text, tokens);
  const ingHits = kb.ingredientMatcher.findAll(text, tokens);
  tokens.forEach((t, k) => {
    if (!['allergy', 'allergies', 'intolerance', 'intolerant'].includes(t.w)) return;
    const cat = catHits.find((m) => m.t1 === k);
    const ing = ingHits.find((m) => m.t1 === k);
    const hit = cat && (!ing || cat.t0 <= ing.t0) ? cat : ing;
    if (!hit) return;
    for (let j = hit.t0; j < hit.t1; j++) avoidTokens.add(j);
    if (hit === cat) for (const c of CATEGORY_WORDS[cat.values[0]!]![1]) want.avoidCats.push(c);
    else want.avoidKeys.push(ing!.values[0]!);
  });
  // "X-free" / "sem X" after the word: "gluten free", "dairy-free" are diets; "nut free" too.
  // A diet phrase that an avoid phrase goes on past is that avoid phrase: "sem carne de porco" is
  // no pork, not vegetarian.
  const dietMatches = DIET_MATCHER.findAll(text, tokens).filter(
    (m) => !(avoidTokens.has(m.t1 - 1) && avoidTokens.has(m.t1)),
  );
  for (const m of dietMatches) for (const d of m.values) if (!want.diets.includes(d)) want.diets.push(d);
  for (const d of want.diets) want.avoidCats.push(...DIET_CATS[d]);
  want.avoidCats = [...new Set(want.avoidCats)];
  // A word inside a longer ingredient name is that ingredient, not a course, a cuisine or a dish
  // family ("sweet potato" is not a dessert, "pasta de amendoim" is not pasta).
  const ingMatches = kb.ingredientMatcher.findAll(text, tokens);
  const inLongerIngredient = (m: { t0: number; t1: number }) =>
    ingMatches.some((i) => i.t0 <= m.t0 && m.t1 <= i.t1 && i.t1 - i.t0 > m.t1 - m.t0);
  const courseMatches = COURSE_MATCHER.findAll(text, tokens).filter((m) => !inLongerIngredient(m));
  const cuisineMatches = CUISINE_MATCHER.findAll(text, tokens).filter((m) => !inLongerIngredient(m));
  // Words that name a course or a cuisine are not ingredients ("café da manhã" is not coffee), nor
  // are those of a diet ("egg-free" asks for no egg).
  const notIngredient = new Set(avoidTokens);
  const dietTokens = new Set<number>();
  for (const m of dietMatches) for (let j = m.t0; j < m.t1; j++) dietTokens.add(j);
  for (const m of [...courseMatches, ...cuisineMatches]) for (let j = m.t0; j < m.t1; j++) notIngredient.add(j);
  for (const j of dietTokens) notIngredient.add(j);
  // Nor are the words of a dish family's name ("pão rápido" is not bread, "quick bread" is not quick).
  // A word that is both a family and an ingredient ("eggs", "pasta") is the ingredient when
  // another family is named ("sheet-pan roast with eggs"), else the family.
  const ingSpans = new Set(kb.ingredientMatcher.findAll(text, tokens).map((m) => `${m.t0}:${m.t1}`));
  let familyMatches = kb.familyMatcher
    .findAll(text, tokens)
    .filter((m) => !avoidTokens.has(m.t0) && !dietTokens.has(m.t0));
  // A family word inside a longer ingredient name is that ingredient when the wish names another
  // dish or a course ("cookies de pasta de amendoim", "a dessert with peanut butter"); alone it
  // still names the dish ("molho de tomate" is a tomato sauce).
  const inside = familyMatches.filter(inLongerIngredient);
  if (inside.length && (inside.length < familyMatches.length || courseMatches.length))
    familyMatches = familyMatches.filter((m) => !inLongerIngredient(m));
  const plain = familyMatches.filter((m) => !ingSpans.has(`${m.t0}:${m.t1}`));
  if (plain.length) familyMatches = plain;
  // Every family word is also an ingredient ("pasta with eggs"): the first names the dish.
  else if (familyMatches.length > 1) familyMatches = familyMatches.slice(0, 1);
  const inFamilyName = (m: { t0: number; t1: number }) => familyMatches.some((f) => f.t0 <= m.t0 && m.t1 <= f.t1);
  for (const m of kb.ingredientMatcher.findAll(text, tokens)) {
    if (notIngredient.has(m.t0) || inFamilyName(m)) continue;
    const key = m.values[0]!;
    if (!want.keys.includes(key) && !want.avoidKeys.includes(key)) want.keys.push(key);
  }
  for (const m of familyMatches) for (const v of m.values) if (!want.families.includes(v)) want.families.push(v);
  // A dish alias that is only a family's name ("tacos", "curry") names the family, not that dish.
  const familySpans = new Set(kb.familyMatcher.findAll(text, tokens).map((m) => `${m.t0}:${m.t1}`));
  for (const m of kb.dishMatcher.findAll(text, tokens))
    if (!avoidTokens.has(m.t0) && !familySpans.has(`${m.t0}:${m.t1}`))
      for (const v of m.values) if (!want.dishes.includes(v)) want.dishes.push(v);
  want.course = courseMatches[0]?.values[0] ?? null;
  want.cuisine = cuisineMatches[0]?.values[0] ?? null;
  want.spicy =
    FLAVOUR.spicy.findAll(text, tokens).some((m) => !avoidTokens.has(m.t0)) && !want.avoidCats.includes('chili');
  want.mild = FLAVOUR.mild.findAll(text, tokens).length > 0 || want.avoidCats.includes('chili');
  want.healthy = FLAVOUR.healthy.findAll(text, tokens).length > 0;
  const quick = FLAVOUR.quick.findAll(text, tokens).some((m) => !inFamilyName(m));
  want.minutes = parseTimeLimit(input.timeLimit) ?? minutesIn(text) ?? (quick ? 30 : null);
  for (const a of input.availableIngredients) {
    const k = kb.ingredientMatcher.valuesIn(a)[0];
    if (k && !want.have.includes(k)) want.have.push(k);
  }
  // Words in a named dish are not extra wishes ("pad thai" is not "thai" cuisine + noodles).
  return want;
}

/** Whether an ingredient key breaks the wish's restrictions. */
export function forbidden(kb: Knowledge, want: Pick<Want, 'avoidCats' | 'avoidKeys'>, key: string): boolean {
  if (want.avoidKeys.includes(key)) return true;
  const e = kb.lex.get(key);
  if (!e) return false;
  if (want.avoidCats.includes('starch') && (e.role === 'starch' || e.role === 'flour')) return true;
  return e.cats.some((c) => want.avoidCats.includes(c));
}
