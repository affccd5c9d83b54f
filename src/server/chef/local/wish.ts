import { cuisineSignals, lexiconMatches, methodsInWish } from './analyze.ts';
import { DISH_GROUPS, MEAL_WORDS } from './knowledge/cuisines.ts';
import { DIET_RULES, DIETS, EXCLUDE_LEADS, FLAVOUR_WORDS, type Diet, type FlavourWish } from './knowledge/diets.ts';
import type { Cuisine, IngredientCategory, Meal, Method } from './knowledge/types.ts';
import { PhraseMatcher, fold, tokenize, type Token } from './text.ts';

/** What the cook asked for, read from free text in English or Portuguese. */
export interface Wish {
  diets: Diet[];
  flavours: FlavourWish[];
  cuisines: Cuisine[];
  cuisineHints: Cuisine[];
  meals: Meal[];
  methods: Method[];
  /** Indexes into DISH_GROUPS. */
  dishGroups: number[];
  /** Lexicon families the cook wants ("chicken curry" → chicken). */
  wantFamilies: string[];
  /** The words naming them, as written. */
  wantNames: string[];
  /** Families to leave out ("sem cebola", "without mushrooms", "allergic to shrimp"). */
  avoidFamilies: string[];
  avoidNames: string[];
  /** Minutes, when the text itself says ("in 20 minutes", "em meia hora"). */
  minutes: number | null;
  /** Meaningful words left for matching dish names. */
  words: string[];
}

const DIET_MATCHER = new PhraseMatcher<Diet>();
for (const d of DIETS) DIET_MATCHER.addAll(DIET_RULES[d].words, d);
const FLAVOUR_MATCHER = new PhraseMatcher<FlavourWish>();
for (const [f, words] of Object.entries(FLAVOUR_WORDS) as [FlavourWish, readonly string[]][]) FLAVOUR_MATCHER.addAll(words, f);
const MEAL_MATCHER = new PhraseMatcher<Meal>();
for (const [m, words] of Object.entries(MEAL_WORDS) as [Meal, string[]][]) MEAL_MATCHER.addAll(words, m);
const DISH_MATCHER = new PhraseMatcher<number>();
DISH_GROUPS.forEach((g, i) => DISH_MATCHER.addAll(g, i));
const LEADS = new PhraseMatcher<true>().addAll(EXCLUDE_LEADS, true);
const MAIN_CATS: IngredientCategory[] = ['meat', 'fish', 'shellfish', 'dairy', 'egg', 'legume', 'tofu', 'soy', 'vegetable', 'fruit', 'grain', 'starch', 'nut', 'gluten'];

const STOP = new Set(
  'a an the and or with without for of to in on my me i want some something recipe recipes dish dishes meal meals make cook like love please easy good nice tasty delicious quick any that is it be can would could dinner lunch o a os as e ou com sem para de do da dos das em no na nos nas um uma uns umas quero queria algo alguma algum receita receitas prato pratos comida fazer gostaria gosto bem muito mais menos que por favor tipo bom boa gostoso gostosa delicioso deliciosa minutes minutos min hora horas hour hours'.split(
    ' ',
  ),
);

/** Minutes in a time text: '15 minutes or less', '30min', '1 hour', '1h30', 'meia hora', 'plenty' → null. */
export function parseTimeLimit(text: string | undefined | null): number | null {
  if (!text) return null;
  const f = fold(text).trim();
  if (!f) return null;
  if (/\b(plenty|no limit|no rush|any time|whatever|unlimited|bastante|sobra|sem pressa|sem limite|qualquer|muito tempo|tempo de sobra|a vontade)\b/.test(f)) return null;
  if (/\b(half an hour|half hour|meia hora|meia-hora)\b/.test(f)) return 30;
  if (/\b(an hour|one hour|uma hora)\b/.test(f) && !/\d/.test(f)) return 60;
  const hm = f.match(/(\d+(?:[.,]\d+)?)\s*(?:h|hr|hrs|hour|hours|hora|horas)\s*(?:e\s*|and\s*)?(\d+)?\s*(?:m|min|mins|minutes|minutos)?/);
  if (hm) {
    const h = Number(hm[1]!.replace(',', '.'));
    const m = hm[2] ? Number(hm[2]) : 0;
    return Math.round(h * 60 + m);
  }
  const m = f.match(/(\d+)\s*(?:m|min|mins|minute|minutes|minuto|minutos)?\b/);
  if (m) return Number(m[1]);
  return null;
}

/** Minutes mentioned inside a free-text wish ("ready in 20 minutes", "em até meia hora", "under an hour"). */
function minutesInText(f: string): number | null {
  const m = f.match(/(?:in|under|within|max|maximum|less than|ate|em|menos de|no maximo|dentro de)\s+(?:ate\s+)?(\d+)\s*(?:m|min|mins|minutes|minutos)\b/);
  if (m) return Number(m[1]);
  const h = f.match(/(?:in|under|within|less than|ate|em|menos de)\s+(?:ate\s+)?(\d+)\s*(?:h|hour|hours|hora|horas)\b/);
  if (h) return Number(h[1]) * 60;
  if (/\b(?:in|under|within|em|ate|menos de)\s+(?:half an hour|meia hora)\b/.test(f)) return 30;
  if (/\b(?:under|within|less than|em ate|menos de)\s+(?:an hour|uma hora)\b/.test(f)) return 60;
  return null;
}

function consumed(tokens: Token[], taken: boolean[], t0: number, t1: number): void {
  for (let i = t0; i < t1 && i < tokens.length; i++) taken[i] = true;
}

/** Reads diets, flavours, cuisines, meals, methods, dish kinds and ingredients from a wish. */
export function parseWish(text: string): Wish {
  const tokens = tokenize(text);
  const taken = tokens.map(() => false);
  const diets: Diet[] = [];
  for (const m of DIET_MATCHER.findAll(text, tokens)) {
    for (const d of m.values) if (!diets.includes(d)) diets.push(d);
    consumed(tokens, taken, m.t0, m.t1);
  }
  // vegan implies vegetarian rules and more: keep both, the stricter one wins anyway.
  const flavours: FlavourWish[] = [];
  for (const m of FLAVOUR_MATCHER.findAll(text, tokens)) {
    if (taken[m.t0]) continue;
    for (const v of m.values) if (!flavours.includes(v)) flavours.push(v);
    consumed(tokens, taken, m.t0, m.t1);
  }
  if (flavours.includes('mild')) {
    const i = flavours.indexOf('spicy');
    if (i >= 0) flavours.splice(i, 1);
  }
  const avoidFamilies: string[] = [];
  const avoidNames: string[] = [];
  const leads = LEADS.findAll(text, tokens);
  const lex = lexiconMatches(text);
  for (const lead of leads) {
    if (taken[lead.t0]) continue;
    const target = lex.find((m) => m.t0 >= lead.t1 && m.t0 <= lead.t1 + 2 && !taken[m.t0]);
    if (!target) continue;
    avoidNames.push(target.text);
    for (const v of target.values) if (!avoidFamilies.includes(v.entry.id)) avoidFamilies.push(v.entry.id);
    consumed(tokens, taken, lead.t0, target.t1);
    // "sem cebola e alho", "without onion or garlic": the list continues.
    let prevEnd = target.t1;
    for (const next of lex) {
      if (next.t0 <= prevEnd) continue;
      const gap = tokens.slice(prevEnd, next.t0).map((t) => t.w);
      if (gap.length <= 1 && gap.every((w) => ['e', 'ou', 'and', 'or', 'nor', 'nem'].includes(w))) {
        avoidNames.push(next.text);
        for (const v of next.values) if (!avoidFamilies.includes(v.entry.id)) avoidFamilies.push(v.entry.id);
        consumed(tokens, taken, prevEnd, next.t1);
        prevEnd = next.t1;
      } else break;
    }
  }
  const wantFamilies: string[] = [];
  const wantNames: string[] = [];
  for (const m of lex) {
    if (taken[m.t0]) continue;
    const fam = m.values[0]!.entry.id;
    // Main ingredients only: "curry" or "pesto" in a wish name a dish, not a seasoning to add.
    if (DISH_MATCHER.findAll(m.text).some((d) => d.start === 0 && d.end === m.text.length)) continue;
    if (!m.values[0]!.entry.cats.some((c) => MAIN_CATS.includes(c))) continue;
    if (!wantFamilies.includes(fam)) {
      wantFamilies.push(fam);
      wantNames.push(m.text);
    }
  }
  const { named, hinted } = cuisineSignals(text);
  const meals = MEAL_MATCHER.valuesIn(text);
  const methods = methodsInWish(text);
  const dishGroups = DISH_MATCHER.valuesIn(text);
  const f = fold(text);
  const words = tokens.filter((t, i) => !taken[i] && !STOP.has(t.w) && t.w.length > 2 && !/^\d+$/.test(t.w)).map((t) => t.c);
  return {
    diets,
    flavours,
    cuisines: named,
    cuisineHints: [...hinted.keys()].filter((c) => !named.includes(c)),
    meals,
    methods,
    dishGroups,
    wantFamilies,
    wantNames,
    avoidFamilies,
    avoidNames,
    minutes: minutesInText(f),
    words: [...new Set(words)],
  };
}

/** Diets named in free text (plan restrictions, custom requests). */
export function dietsIn(text: string): Diet[] {
  return DIET_MATCHER.valuesIn(text);
}
