/**
 * Reading a wish ("a quick vegan curry for 4 without peanuts", "lasanha de berinjela para 6") into
 * what the chef searches with. Words are data per language (src/knowledge/lang/<code>/wish.json);
 * foods, diets, dish types, cuisines and dish names come from the knowledge room and the cookbook.
 * Restrictions (diets, avoided foods and categories) are hard; the rest ranks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LANGUAGES, type TLanguage } from '../../../shared/i18n/languages.ts';
import { COURSES, type TCourse } from '../../../shared/knowledge/cookbook-schema.ts';
import { DIET_CATEGORIES, type TDietCategory } from '../../../shared/knowledge/food-schema.ts';
import { fold, PhraseIndex, phraseKey, wordsOf } from '../../../shared/knowledge/phrase-index.ts';
import { KNOWLEDGE_DIR } from '../../knowledge/room.ts';
import { findFuzzy, fuzzyNames, type FuzzyNames } from './fuzzy-name.ts';
import { listAfter, listBefore } from './avoid-list.ts';
import type { Cookbook } from './load.ts';
import { readerPack } from '../reader/pack.ts';
import { methodsIn } from '../reader/methods.ts';

export const SOFT_WISHES = [
  'high-protein',
  'light',
  'low-carb',
  'kid-friendly',
  'little-frying',
  'spicy',
  'mild',
  'healthy',
  'one-pot',
  'cheap',
  'comfort',
  'homestyle',
  /** Easy to make: an Easy recipe within an hour of work (`EASY_MINUTES`). */
  'easy',
  /** At most the calories a serving the wish says ("under 500 calories"): `Wish.kcal`. */
  'calories',
] as const;
export type TSoft = (typeof SOFT_WISHES)[number];

/** A soft wish said after a negating word, as its opposite ("nothing too spicy" is mild). */
const SOFT_OPPOSITE: Partial<Record<TSoft, TSoft>> = { spicy: 'mild', mild: 'spicy' };

/** Ways of cooking a wish may name ("wings in the air fryer", "feijão na panela de pressão"). */
export const WISH_METHODS = ['airfryer', 'slow-cooker', 'pressure-cooker'] as const;
export type TWishMethod = (typeof WISH_METHODS)[number];

const ZWishPack = z.object({
  stop: z.array(z.string()),
  with: z.array(z.string()),
  without: z.array(z.string()),
  freeSuffix: z.array(z.string()),
  /** Words after a food or category that mean it must be left out: "sesame allergy", "egg intolerance". */
  allergySuffix: z.array(z.string()).default([]),
  /** Words that carry a list of avoided things on after a diet's own words: "sem amendoim e castanha". */
  listAnd: z.array(z.string()).default([]),
  numbers: z.record(z.string(), z.number()),
  servings: z.array(z.string()),
  minutes: z.array(z.string()),
  /** A calorie limit a serving ("under 500 calories", "até 600 kcal"): its number, as `minutes`. */
  kcal: z.array(z.string()).default([]),
  quick: z.array(z.string()),
  courses: z.partialRecord(z.enum(COURSES), z.array(z.string())),
  soft: z.partialRecord(z.enum(SOFT_WISHES), z.array(z.string())),
  categories: z.partialRecord(z.enum(DIET_CATEGORIES), z.array(z.string())),
  /** The cuisines home cooking means to a cook of this language ("comida caseira": Brazilian). */
  homeCuisines: z.array(z.string()).optional(),
  /**
   * Words that put a dish beside another ("to go with", "pra acompanhar"): what follows is the
   * meal it goes with, not the dish asked; said alone, the dish asked is a side.
   */
  pairWith: z.array(z.string()).optional(),
  /**
   * Words that say a place a dish is from ("from Turkey", "do Peru"): a cuisine's country named
   * like a food ("turkey", "peru") is that country only after one; elsewhere it is the food.
   */
  placeFrom: z.array(z.string()).optional(),
  /**
   * Words that turn the soft wish after them into its opposite ("nada muito apimentado", "nothing
   * too spicy"), and the words of degree that may stand between ("muito", "too").
   */
  negate: z.array(z.string()).optional(),
  degree: z.array(z.string()).optional(),
  /** Words for a baby (also kid-friendly words): no salt, no chilli, no alcohol in its food. */
  baby: z.array(z.string()).optional(),
  /**
   * Words that say what a dish already asked is for ("packed lunch for work", "lanche pra levar no
   * passeio"): what follows is an occasion, a place or a use, never a dish's name.
   */
  purpose: z.array(z.string()).optional(),
  /** Words that name how the dish is to be cooked: a part of the wish, never a food or a dish. */
  methods: z.partialRecord(z.enum(WISH_METHODS), z.array(z.string())).optional(),
  /**
   * Words for how a food is prepared, said beside it ("tilápia empanada", "breaded tilapia"): the
   * food made so, never the dish a word may also name (the Argentine empanada).
   */
  prepared: z.record(z.string(), z.array(z.string())).optional(),
});
type WishPack = z.infer<typeof ZWishPack>;

export interface Wish {
  lang: TLanguage;
  text: string;
  /** Cookbook entries named in the wish (their name or an alias), best first. */
  named: string[];
  /** The phrase that named them, or the unknown dish name the wish asks for. */
  namedPhrase: string | null;
  unknownName: string | null;
  dishes: string[];
  courses: TCourse[];
  cuisines: string[];
  diets: string[];
  avoidFoods: string[];
  avoidCats: TDietCategory[];
  /** Of `avoidCats`, those kept because the food is for a child (no wine or spirits), not asked. */
  forChild?: TDietCategory[];
  wanted: string[];
  onHand: string[];
  soft: TSoft[];
  /** The cuisines "home cooking" means in the wish's language (empty: judged by the dish alone). */
  home: string[];
  /**
   * The cuisines of the meal the dish asked goes with ("salada pra acompanhar churrasco", "sides for
   * a bbq"): that meal was named, but a course word or a pairing word said it is not the dish asked.
   */
  pairCuisines: string[];
  /** Kinds of food the dish is made of, said by a kind of dish beside it ("sopa de legumes"). */
  madeOf: string[];
  /** The dish field as a phrase key, when it has two words or more ("beef stew"). */
  asked: string | null;
  /**
   * The food the dish asked is of, said in its field: the first one said ("pork chops with apples",
   * "lombo de porco com abacaxi"), the last of foods said side by side ("lemon chicken"), never a
   * seasoning or an aromatic ("garlic shrimp").
   */
  main: string | null;
  /**
   * The dish asked, when words no list reads are said right after the name of one the cookbook
   * has ("chili verde" for Chili con Carne): the dish named is then the nearest, not the one asked.
   */
  namedAs: string | null;
  /**
   * A dish named by its foods alone ("pork chops with apples", "bisteca com batata"): the words of
   * the dish field from its first food to its last, when they hold two foods or more and nothing
   * else but linking words.
   */
  foodDish: string | null;
  servings: number | null;
  minutes: number | null;
  /** The most energy a serving may have, in kcal, when the wish says ("under 500 calories"). */
  kcal: number | null;
  quick: boolean;
  /** How the cook means to cook it ("in the air fryer"), when the wish says. */
  method: TWishMethod | null;
  /**
   * Where it is cooked, said in words no list reads as a dish ("costela na churrasqueira", "salmon
   * on the grill"): dishes cooked so come first among those with the food.
   */
  cookedBy: ('oven' | 'grill')[];
  /**
   * How the food asked is prepared, said beside it ("tilápia empanada"): the preparation's words in
   * every language, as phrase keys, which a dish's own names say when it is made so.
   */
  prepared: string[];
  /** The food and its preparation as said ("tilápia empanada"), when the wish says one. */
  preparedAs: string | null;
  /** The dish named with a kind of dish said beside it ("seafood gumbo"), as said. */
  namedWith: string | null;
}

const packs = new Map<TLanguage, WishPack>();
/** One language's request words. */
export function wishPack(lang: TLanguage): WishPack {
  let p = packs.get(lang);
  if (!p) {
    p = ZWishPack.parse(JSON.parse(fs.readFileSync(path.join(KNOWLEDGE_DIR, 'lang', lang, 'wish.json'), 'utf8')));
    packs.set(lang, p);
  }
  return p;
}

const merged = new Map<TLanguage, WishPack>();
/**
 * The request words of every language, the request's own first: cooks mix them ("um jantar light",
 * "dinner" typed into the Portuguese screen).
 */
export function wishWords(lang: TLanguage): WishPack {
  let p = merged.get(lang);
  if (p) return p;
  const all = [lang, ...LANGUAGES.filter((l) => l !== lang)].map(wishPack);
  const union = <T>(pick: (x: WishPack) => T[]) => [...new Set(all.flatMap(pick))];
  const record = <K extends string>(pick: (x: WishPack) => Partial<Record<K, string[]>>) => {
    const out: Partial<Record<K, string[]>> = {};
    for (const x of all)
      for (const [k, v] of Object.entries(pick(x)) as [K, string[]][]) out[k] = [...new Set([...(out[k] ?? []), ...v])];
    return out;
  };
  p = {
    stop: union((x) => x.stop),
    with: union((x) => x.with),
    without: union((x) => x.without),
    freeSuffix: union((x) => x.freeSuffix),
    allergySuffix: union((x) => x.allergySuffix),
    // The wish's own language only: "e" and "ou" are no list words in an English wish.
    listAnd: all[0]!.listAnd,
    numbers: Object.assign({}, ...[...all].reverse().map((x) => x.numbers)),
    servings: union((x) => x.servings),
    minutes: union((x) => x.minutes),
    kcal: union((x) => x.kcal),
    quick: union((x) => x.quick),
    pairWith: union((x) => x.pairWith ?? []),
    placeFrom: union((x) => x.placeFrom ?? []),
    negate: union((x) => x.negate ?? []),
    degree: union((x) => x.degree ?? []),
    baby: union((x) => x.baby ?? []),
    purpose: union((x) => x.purpose ?? []),
    courses: record((x) => x.courses),
    soft: record((x) => x.soft),
    categories: record((x) => x.categories),
    methods: record((x) => x.methods ?? {}),
    prepared: record((x) => x.prepared ?? {}) as Record<string, string[]>,
  };
  merged.set(lang, p);
  return p;
}

interface Indexes {
  names: PhraseIndex<string>;
  dishes: PhraseIndex<string>;
  cuisines: PhraseIndex<string>;
  diets: PhraseIndex<string>;
  courses: PhraseIndex<TCourse>;
  soft: PhraseIndex<TSoft>;
  cats: PhraseIndex<TDietCategory>;
  stop: Set<string>;
}

/**
 * Each version's own names in every language, for names said in part: one flat string per
 * version ("| feijoada completa | feijoada |"), built once per cookbook (a pair per name and
 * language held 5 MB of the heap).
 */
const ownNames = new WeakMap<Cookbook, { key: string; names: string }[]>();
function ownNamesOf(book: Cookbook): { key: string; names: string }[] {
  let list = ownNames.get(book);
  if (!list) {
    list = book.entries.map((e) => ({ key: e.key, names: `| ${LANGUAGES.flatMap((l) => e.own[l]).join(' | ')} |` }));
    ownNames.set(book, list);
  }
  return list;
}

/** Versions whose name holds the phrase as whole words ("escondidinho", "tikka masala"). */
function namesContaining(book: Cookbook, phrase: string): string[] {
  const key = ` ${phraseKey(phrase)} `;
  if (key.trim().length < 3) return [];
  return ownNamesOf(book)
    .filter((x) => x.names.includes(key))
    .map((x) => x.key);
}
/** The versions by every name and alias in every language (the same index for every wish language). */
const recipeNames = new WeakMap<Cookbook, PhraseIndex<string>>();
function recipeNamesOf(book: Cookbook): PhraseIndex<string> {
  let names = recipeNames.get(book);
  if (names) return names;
  // A wish's words ("baked not fried", "vegan") are never a dish's name, even inside one's brackets.
  const wishPhrases = new Set<string>();
  for (const l of LANGUAGES) {
    const w = wishWords(l);
    for (const list of Object.values(w.soft)) for (const x of list ?? []) wishPhrases.add(phraseKey(x));
    for (const d of Object.values(book.room.diets)) for (const x of d.names[l]) wishPhrases.add(phraseKey(x));
  }
  names = new PhraseIndex<string>();
  const pairs: [string, string][] = [];
  for (const e of book.entries)
    for (const l of LANGUAGES)
      for (const n of [...e.own[l], ...e.inherited[l]])
        if (!wishPhrases.has(phraseKey(n))) {
          names.add(n, e.key);
          pairs.push([n, e.key]);
        }
  recipeNames.set(book, names);
  fuzzy.set(book, fuzzyNames(pairs));
  return names;
}
/** The same names, for a name typed with a slip. */
const fuzzy = new WeakMap<Cookbook, FuzzyNames<string>>();
function fuzzyNamesOf(book: Cookbook): FuzzyNames<string> {
  recipeNamesOf(book);
  return fuzzy.get(book)!;
}
const indexes = new WeakMap<Cookbook, Map<TLanguage, Indexes>>();

function indexesFor(book: Cookbook, lang: TLanguage): Indexes {
  let byLang = indexes.get(book);
  if (!byLang) indexes.set(book, (byLang = new Map()));
  let ix = byLang.get(lang);
  if (ix) return ix;
  const langs = [lang, ...LANGUAGES.filter((l) => l !== lang)];
  const names = recipeNamesOf(book);
  const dishes = new PhraseIndex<string>();
  const cuisines = new PhraseIndex<string>();
  // The wish's own language first; another language's word only where this one has no such word
  // ("pasta" is pasta in English, a spread in Portuguese).
  for (const l of langs) {
    const own = l === lang;
    for (const [k, d] of Object.entries(book.room.vocab.dishTypes))
      for (const n of [...d.names[l], ...(d.general?.[l] ?? [])]) if (own || !dishes.get(n).length) dishes.add(n, k);
    for (const [k, c] of Object.entries(book.room.vocab.cuisines))
      for (const n of c.names[l]) if (own || !cuisines.get(n).length) cuisines.add(n, k);
  }
  const diets = new PhraseIndex<string>();
  for (const [k, d] of Object.entries(book.room.diets))
    for (const l of langs) for (const n of d.names[l]) diets.add(n, k);
  const p = wishWords(lang);
  const courses = new PhraseIndex<TCourse>();
  for (const [c, words] of Object.entries(p.courses)) for (const w of words ?? []) courses.add(w, c as TCourse);
  const soft = new PhraseIndex<TSoft>();
  for (const [s, words] of Object.entries(p.soft)) for (const w of words ?? []) soft.add(w, s as TSoft);
  const cats = new PhraseIndex<TDietCategory>();
  for (const [c, words] of Object.entries(p.categories)) for (const w of words ?? []) cats.add(w, c as TDietCategory);
  ix = { names, dishes, cuisines, diets, courses, soft, cats, stop: new Set(p.stop.map(fold)) };
  byLang.set(lang, ix);
  return ix;
}

/** Courses that say when a dish is eaten, not what kind of dish it is. */
const MEAL_COURSES: ReadonlySet<TCourse> = new Set<TCourse>(['main', 'breakfast', 'snack']);

/** Words that join the foods of a dish's name besides "with" and "and" ("bife de panela", "pollo al ajillo"). */
const LINKS = ['de', 'do', 'da', 'dos', 'das', 'of', 'in', 'em', 'no', 'na', 'ao', 'à', 'al'];

/** Between a kind of dish and the dish named beside it: a space or a linking word ("bolo de brigadeiro"). */
const KIND_GAP = /^\s*(?:(?:de|do|da|dos|das|of|with|com)\s+)?$/i;

/** Kinds of food that flavour or cook a dish, not what it is made of. */
const BACKGROUND_KINDS = new Set(['aromatic', 'seasoning', 'spice', 'herb', 'fat', 'liquid', 'condiment', 'sauce']);

/** What a kind of dish is mostly made of, from its recipes' foods ("legumes" are vegetables). */
function mainKindOf(book: Cookbook, dish: string): string | null {
  const counts = new Map<string, number>();
  for (const e of book.entries) {
    if (e.variantId || !e.dishes.includes(dish)) continue;
    for (const f of e.foods) {
      const food = book.room.foods.get(f);
      if (!food?.kind || food.staple || BACKGROUND_KINDS.has(food.kind)) continue;
      counts.set(food.kind, (counts.get(food.kind) ?? 0) + 1);
    }
  }
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const [kind, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  // Only a kind that is most of it: half its foods.
  return total && n / total >= 0.5 ? kind : null;
}

/** The cuisines of named versions, most named first. */
function cuisinesOf(book: Cookbook, keys: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const k of keys) {
    const c = book.byKey.get(k)?.cuisine;
    if (c && c !== 'international') counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([c]) => c);
}

function numberOf(token: string, p: WishPack): number | null {
  const n = Number(token);
  if (Number.isFinite(n)) return n;
  return p.numbers[fold(token)] ?? null;
}

/** Blanks out a span of the working text so later readings skip it. */
function blank(text: string, start: number, end: number): string {
  return text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
}

function patternValue(
  text: string,
  patterns: readonly string[],
  p: WishPack,
): { value: number; start: number; end: number } | null {
  for (const raw of patterns) {
    const [src, fixed] = raw.split(/=(?=\d+$)/);
    const [src2, mult] = (src ?? raw).split(/\*(?=\d+$)/);
    const re = new RegExp(src2!, 'iu');
    const m = re.exec(text);
    if (!m) continue;
    let value = fixed ? Number(fixed) : m[1] ? numberOf(m[1], p) : null;
    if (value === null) continue;
    if (mult) value *= Number(mult);
    return { value, start: m.index, end: m.index + m[0].length };
  }
  return null;
}

const TIME_LIMITS: Record<string, number> = { '15min': 15, '30min': 30, '1hour': 60 };

export interface WishInput {
  dishType: string;
  preferences: string;
  timeLimit: string;
  availableIngredients: readonly string[];
  language: TLanguage;
}

/** The wish as the chef searches with it. */
export function readWish(book: Cookbook, input: WishInput): Wish {
  const lang = input.language;
  const p = wishWords(lang);
  const ix = indexesFor(book, lang);
  const raw = `${input.dishType} . ${input.preferences}`.normalize('NFC').replace(/\s+/g, ' ').trim();
  // Work on a folded copy of the same length, blanking what has been read.
  let text = fold(raw);
  const wish: Wish = {
    lang,
    text: raw,
    named: [],
    namedPhrase: null,
    unknownName: null,
    dishes: [],
    courses: [],
    cuisines: [],
    diets: [],
    avoidFoods: [],
    avoidCats: [],
    wanted: [],
    onHand: [],
    soft: [],
    home: [],
    pairCuisines: [],
    madeOf: [],
    asked: null,
    main: null,
    namedAs: null,
    foodDish: null,
    servings: null,
    minutes: TIME_LIMITS[input.timeLimit] ?? null,
    kcal: null,
    quick: false,
    method: null,
    cookedBy: [],
    prepared: [],
    preparedAs: null,
    namedWith: null,
  };

  const serv = patternValue(text, p.servings, p);
  if (serv && serv.value >= 1 && serv.value <= 48) {
    wish.servings = Math.round(serv.value);
    text = blank(text, serv.start, serv.end);
  }
  // A time limit typed in its own field ("20 minutes", "meia hora", "45") reads like one in the wish.
  if (wish.minutes === null && input.timeLimit.trim()) {
    const limit = fold(input.timeLimit);
    const typed = /^\s*(\d+)\s*$/.exec(limit) ? { value: Number(limit) } : patternValue(limit, p.minutes, p);
    if (typed && typed.value >= 5) wish.minutes = typed.value;
  }
  const mins = patternValue(text, p.minutes, p);
  if (mins && mins.value >= 5) {
    wish.minutes = wish.minutes === null ? mins.value : Math.min(wish.minutes, mins.value);
    text = blank(text, mins.start, mins.end);
  }
  // A calorie limit ("under 500 calories", "menos de 400 kcal") is judged per serving, as a soft wish.
  const kcal = patternValue(text, p.kcal, p);
  if (kcal && kcal.value >= 50) {
    wish.kcal = kcal.value;
    wish.soft.push('calories');
    text = blank(text, kcal.start, kcal.end);
  }

  // How it is to be cooked ("in the air fryer", "na panela de pressão"): read before foods, so
  // "panela" or "pressure" is never taken for a food or a dish's name.
  const methodWords = (Object.entries(p.methods ?? {}) as [TWishMethod, string[]][])
    .flatMap(([method, words]) => words.map((w) => ({ method, word: fold(w) })))
    .sort((a, b) => b.word.length - a.word.length);
  for (const { method, word } of methodWords) {
    const re = new RegExp(`(?<![\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u');
    const m = re.exec(text);
    if (!m) continue;
    wish.method ??= method;
    text = blank(text, m.index, m.index + m[0].length);
  }

  const foods = book.room.foodIndex(lang);
  const otherFoods = LANGUAGES.filter((l) => l !== lang).map((l) => book.room.foodIndex(l));
  // Diets by name ("vegan", "sem glúten"); the "without" reading leaves their words alone. A diet
  // named by "without" and a word ("sem carne", "sem leite") is not that diet when the word is the
  // start of a longer thing: "sem carne bovina" is no beef, "sem leite de coco" no coconut milk.
  const dietSpans: [number, number][] = [];
  const dietLeads = p.without.map((w) => `${phraseKey(w)} `);
  const longer = [ix.cats, foods, ...otherFoods].flatMap((i) => (i as PhraseIndex<unknown>).find(text));
  for (const hit of ix.diets.find(text)) {
    if (
      dietLeads.some((l) => hit.phrase.startsWith(l)) &&
      longer.some((h) => h.start > hit.start && h.start < hit.end && h.end > hit.end)
    )
      continue;
    wish.diets.push(...hit.values.filter((d) => !wish.diets.includes(d)));
    dietSpans.push([hit.start, hit.end]);
  }

  // "without X", "no X and Y", "sem X", "X-free".
  /** The items of a list of avoided things: each a category when it is one, else a food. */
  const avoidItems = (items: readonly string[]) => {
    for (const phrase of items) {
      const cats = ix.cats.get(phrase);
      wish.avoidCats.push(...cats.filter((c) => !wish.avoidCats.includes(c)));
      if (cats.length) continue;
      const found = [foods, ...otherFoods].flatMap((index) => index.get(phrase));
      wish.avoidFoods.push(...found.filter((f) => !wish.avoidFoods.includes(f)));
    }
  };
  /** A thing a list of avoided things may name: a category word or a food, in any language. */
  const isAvoidItem = (phrase: string) =>
    ix.cats.get(phrase).length > 0 || [foods, ...otherFoods].some((index) => index.get(phrase).length > 0);
  // Another language's "without" that is a common word here is that word: "pato no tucupi" is
  // duck in tucupi, not duck with no tucupi.
  const own = wishPack(lang);
  const ownLeads = new Set(own.without.map(fold));
  const ownStop = new Set(own.stop.map(fold));
  const leads = [...p.without]
    .sort((a, b) => b.length - a.length)
    .map(fold)
    .filter((l) => ownLeads.has(l) || !ownStop.has(l));
  const joins = p.listAnd.map((j) => ` ${phraseKey(j)} `);
  // A word inside a dish's own name ("no churn ice cream", "pato no tucupi") is that dish's.
  const nameHitsAt = ix.names.find(text);
  const inName = (at: number) => nameHitsAt.some((h) => h.start <= at && at < h.end);
  for (const lead of leads) {
    const re = new RegExp(`(?<![\\p{L}])${lead.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'gu');
    for (const m of [...text.matchAll(re)]) {
      if (inName(m.index)) continue;
      let start = m.index;
      let lead = m[0].length;
      // "Sem amendoim e castanha", "no peanuts or walnuts": a diet's own words may open the list
      // ("sem amendoim" is peanut-free); what the list goes on to name is avoided too, never wanted.
      const diet = dietSpans.find(([a, b]) => start >= a && start < b);
      if (diet) {
        const more = new RegExp(
          `^\\s*(?:,\\s*)?(?:${[...p.listAnd]
            .map(fold)
            .sort((a, b) => b.length - a.length)
            .join('|')})\\s+`,
          'u',
        ).exec(text.slice(diet[1]));
        // "Sem ovo, leite nem gergelim", "no eggs, milk or nuts": commas, then a list word; its
        // items are what it names ("pork and beans" in a list is pork, and beans).
        const list = p.listAnd.length ? listAfter(text, diet[1], isAvoidItem, p.listAnd) : null;
        if (list) {
          avoidItems(list.items);
          text = blank(text, list.start, list.end);
          continue;
        }
        if (!more || !p.listAnd.length) continue;
        start = diet[1];
        lead = more[0].length;
      }
      // The avoided things run to the next clause: a full stop, "with"/"com", or the end.
      const rest = text.slice(start + lead);
      const stop = /[.;!?]|\b(?:with|com|but|mas|for|para)\b/u.exec(rest);
      const end = start + lead + (stop ? stop.index : rest.length);
      const clause = text.slice(start + lead, end);
      let read = false;
      const foodHits = [foods, ...otherFoods].flatMap((index) => index.find(clause));
      // A category word inside a longer food's name of another category is that food: "leite de
      // coco" is no milk ("peanut butter" is still peanut; "pork and beans" may be two things).
      const inOther = (hit: { start: number; end: number; values: readonly TDietCategory[] }) =>
        foodHits.some(
          (h) =>
            h.start <= hit.start &&
            h.end >= hit.end &&
            h.end - h.start > hit.end - hit.start &&
            !joins.some((j) => ` ${h.phrase} `.includes(j)) &&
            h.values.every((f) => !hit.values.some((c) => book.room.foods.get(f)?.diet?.includes(c))),
        );
      for (const hit of ix.cats.find(clause)) {
        if (inOther(hit)) continue;
        wish.avoidCats.push(...hit.values.filter((c) => !wish.avoidCats.includes(c)));
        read = true;
      }
      for (const hit of foodHits) {
        wish.avoidFoods.push(...hit.values.filter((f) => !wish.avoidFoods.includes(f)));
        read = true;
      }
      if (read) text = blank(text, start, end);
    }
  }
  // "Dairy, egg and nut-free", "tree nut and peanut allergy", "a sesame allergy in the family": the
  // list before the word names what is avoided, categories or foods, never what is wanted; before
  // "-free" only categories ("hassle-free" is no food left out).
  const avoidBefore = (suffix: string, isItem: (phrase: string) => boolean) => {
    const re = new RegExp(`(?<=[\\p{L}])[- ]${fold(suffix).replace(/^-/, '')}(?![\\p{L}])`, 'gu');
    for (const m of [...text.matchAll(re)]) {
      const list = listBefore(text, m.index, isItem, p.listAnd);
      if (!list) continue;
      avoidItems(list.items);
      text = blank(text, list.start, m.index + m[0].length);
    }
  };
  // A dish's own name may say what it is free of ("gluten free chocolate chip cookies"): names are
  // read on the words as they were before.
  const beforeFree = text;
  for (const suffix of p.freeSuffix) avoidBefore(suffix, (phrase) => ix.cats.get(phrase).length > 0);
  for (const suffix of p.allergySuffix) avoidBefore(suffix, isAvoidItem);

  // "Something to go with fish", "salada pra acompanhar churrasco": the meal after a pairing word
  // is what the dish asked goes with; its cuisine ranks, and it is read no further.
  let paired = false;
  for (const lead of [...(p.pairWith ?? [])].map(fold).sort((a, b) => b.length - a.length)) {
    const re = new RegExp(`(?<![\\p{L}])${lead.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u');
    const m = re.exec(text);
    if (!m) continue;
    const start = m.index;
    const rest = text.slice(start + m[0].length);
    const stop = /[.;!?]/u.exec(rest);
    const end = start + m[0].length + (stop ? stop.index : rest.length);
    const clause = text.slice(start + m[0].length, end);
    for (const hit of ix.names.find(clause)) wish.pairCuisines.push(...cuisinesOf(book, hit.values));
    for (const hit of ix.cuisines.find(clause)) wish.pairCuisines.push(...hit.values);
    paired = true;
    text = blank(text, start, end);
  }

  // The dish field's words, less its diets and avoided foods ("pão de banana sem ovos").
  let typedText = text.slice(0, input.dishType.normalize('NFC').replace(/\s+/g, ' ').trim().length);
  for (const [a, b] of dietSpans)
    if (a < typedText.length) typedText = blank(typedText, a, Math.min(b, typedText.length));
  const typed = phraseKey(typedText);
  if (typed.includes(' ')) wish.asked = typed;

  /** Spans of dish-type and food words, which an unknown dish's name may take in ("kraken soup"). */
  const nameSpans: [number, number][] = [];
  // Dish names and aliases: the longest phrase that names a cookbook dish (diet words may be part
  // of it: "vegan feijoada").
  // A name inside a longer food's name is that food: "beef ribs", "short ribs" are no BBQ ribs.
  const foodsAt = [foods, ...otherFoods].flatMap((i) => i.find(text));
  // "Tilápia empanada", "breaded tilapia": a preparation's word right beside a food is how the food
  // is made, not the dish the word may also name; a longer name that holds both is still that dish.
  const preparedAt: { start: number; end: number; key: string; from: number; to: number }[] = [];
  for (const [key, words] of Object.entries(p.prepared ?? {}))
    for (const w of (words ?? []).map(fold).sort((a, b) => b.length - a.length)) {
      const re = new RegExp(`(?<![\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'gu');
      for (const m of text.matchAll(re)) {
        const start = m.index;
        const end = start + m[0].length;
        if (preparedAt.some((x) => x.start < end && start < x.end)) continue;
        const food = foodsAt.find(
          (f) =>
            (f.end <= start && /^\s+$/.test(text.slice(f.end, start))) ||
            (f.start >= end && /^\s+$/.test(text.slice(end, f.start))),
        );
        if (food) preparedAt.push({ start, end, key, from: Math.min(food.start, start), to: Math.max(food.end, end) });
      }
    }
  const nameHits = [...ix.names.find(text), ...ix.names.find(beforeFree)].filter(
    (h) =>
      !foodsAt.some((f) => f.start <= h.start && f.end >= h.end && f.end - f.start > h.end - h.start) &&
      !preparedAt.some((x) => h.start >= x.start && h.end <= x.end),
  );
  let nameHitIsFood = false;
  for (const [a, b] of dietSpans) text = blank(text, a, b);
  // A name typed with a slip ("chiken tortila soup"), when it is longer than any name spelt right:
  // only words no list knows may be the slips.
  const known = (w: string) =>
    ix.stop.has(w) ||
    [foods, ...otherFoods, ix.dishes, ix.cuisines, ix.diets, ix.courses, ix.soft, ix.cats].some((i) =>
      (i as PhraseIndex<unknown>).hasWord(w),
    );
  /** Where the named dish was said (a kind of dish said before it may be the dish asked). */
  let namedAt = -1;
  /** Where the dish's name said ends. */
  let namedEnd = -1;
  const slipped = findFuzzy(fuzzyNamesOf(book), text, known);
  const longest = nameHits.length ? nameHits.reduce((a, b) => (b.end - b.start > a.end - a.start ? b : a)) : null;
  if (slipped && (!longest || slipped.end - slipped.start > longest.end - longest.start)) {
    wish.named = [...slipped.values];
    wish.namedPhrase = slipped.name;
    text = blank(text, slipped.start, slipped.end);
  } else if (longest) {
    const best = longest;
    wish.named = [...best.values];
    wish.namedPhrase = raw.slice(best.start, best.end);
    namedAt = best.start;
    namedEnd = best.end;
    nameHitIsFood =
      foods.get(wish.namedPhrase).length > 0 || otherFoods.some((i) => i.get(wish.namedPhrase!).length > 0);
    text = blank(text, best.start, best.end);
  }
  for (const x of preparedAt) {
    // Inside the name said ("peixe empanado"), the preparation is the dish's own.
    if (!/\S/.test(text.slice(x.start, x.end))) continue;
    // Names that hold the food so prepared ("frango empanado", "abobrinha empanada") name those
    // dishes, when they are made of it.
    const phrase = raw.slice(x.from, x.to);
    const made = foodsAt.filter((f) => f.start >= x.from && f.end <= x.to).map((f) => f.values[0]!);
    const within = namesContaining(book, phrase).filter((k) => madeOfAll(book, k, made));
    if (within.length && !wish.named.length) {
      wish.named = within;
      wish.namedPhrase = phrase;
      text = blank(text, x.start, x.end);
      continue;
    }
    for (const w of p.prepared?.[x.key] ?? [])
      if (!wish.prepared.includes(phraseKey(w))) wish.prepared.push(phraseKey(w));
    wish.preparedAs ??= raw.slice(x.from, x.to);
    text = blank(text, x.start, x.end);
  }

  // Soft wishes, courses, cuisines and dish types, read together: at each place the longest
  // phrase wins, whichever list it is in ("pasta salad" is a dish type, not pasta and a course).
  /** The dish was named by a kind's other name ("torta"), which other words may make another dish. */
  let namedInPart = false;
  const kinds = [
    [ix.soft, wish.soft],
    [ix.courses, wish.courses],
    [ix.cuisines, wish.cuisines],
    [ix.dishes, wish.dishes],
  ] as const;
  const hits = kinds
    .flatMap(([ix_, into], rank) => (ix_ as PhraseIndex<string>).find(text).map((hit) => ({ hit, into, rank })))
    .sort((a, b) => b.hit.end - b.hit.start - (a.hit.end - a.hit.start) || a.rank - b.rank);
  const isFoodWord = (phrase: string) =>
    book.room.foodIndex(lang).get(phrase).length > 0 ||
    LANGUAGES.some((l) => l !== lang && book.room.foodIndex(l).get(phrase).length > 0);
  // A kind's word inside a longer food's name is that food: "rice noodle salad" is a salad of rice
  // noodles, not a rice dish.
  const longerFoods = [foods, ...otherFoods].flatMap((i) => i.find(text));
  const inFood = (h: (typeof hits)[number]) =>
    h.into === wish.dishes &&
    longerFoods.some((f) => f.start <= h.hit.start && f.end >= h.hit.end && f.end - f.start > h.hit.end - h.hit.start);
  // A country named like a food ("turkey meatballs", "almôndegas de peru") is the food, unless the
  // wish says it as a place ("from Turkey", "do Peru").
  const fromWords = new Set((p.placeFrom ?? []).map(fold));
  const foodNotPlace = (h: (typeof hits)[number]) => {
    if (h.into !== wish.cuisines || !isFoodWord(raw.slice(h.hit.start, h.hit.end))) return false;
    const before = fold(raw.slice(0, h.hit.start)).trim().split(/\s+/).pop() ?? '';
    return !fromWords.has(before);
  };
  // A kind's name that is a food, in a list of foods ("I have pork chops, potatoes, onions"): the food.
  const listGap = new RegExp(
    `^\\s*(?:,|${[...p.listAnd].map((w) => fold(w).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})?\\s*,?\\s*$`,
    'u',
  );
  const inFoodList = (h: (typeof hits)[number]) =>
    h.into === wish.dishes &&
    isFoodWord(raw.slice(h.hit.start, h.hit.end)) &&
    longerFoods.some(
      (f) =>
        (f.end < h.hit.start &&
          /,/.test(text.slice(f.end, h.hit.start)) &&
          listGap.test(text.slice(f.end, h.hit.start))) ||
        (f.start > h.hit.end &&
          /,/.test(text.slice(h.hit.end, f.start)) &&
          listGap.test(text.slice(h.hit.end, f.start))),
    );
  const taken: typeof hits = [];
  for (const h of hits)
    if (
      !inFood(h) &&
      !foodNotPlace(h) &&
      !inFoodList(h) &&
      !taken.some((t) => h.hit.start < t.hit.end && t.hit.start < h.hit.end)
    )
      taken.push(h);
  // A soft wish's word that is also a kind of dish says both: "papinha" is baby food and a purée.
  for (const h of hits) {
    if (h.into !== wish.dishes || taken.includes(h)) continue;
    if (taken.some((t) => t.into === wish.soft && t.hit.start === h.hit.start && t.hit.end === h.hit.end))
      taken.push(h);
  }
  // "A stir-fry with chicken and rice": beside a kind of dish that is no food, a kind's name that
  // is a food ("rice", "beans") is the food wanted in it, not a second kind.
  const dishTaken = taken.filter((t) => t.into === wish.dishes);
  if (dishTaken.some((t) => !isFoodWord(raw.slice(t.hit.start, t.hit.end))))
    for (const t of dishTaken) if (isFoodWord(raw.slice(t.hit.start, t.hit.end))) taken.splice(taken.indexOf(t), 1);
  taken.sort((a, b) => a.hit.start - b.hit.start);
  // Two kinds said together name one dish: "sopinha de legumes" is a soup of vegetables, "vegetable
  // soup" one too. Joined by a linking word the first is the dish, side by side the last is.
  const kindHits = taken.filter((t) => t.into === wish.dishes);
  for (let i = 1; i < kindHits.length; i++) {
    const [a, b] = [kindHits[i - 1]!, kindHits[i]!];
    const gap = raw.slice(a.hit.end, b.hit.start);
    const linked = /^\s*(?:de|do|da|dos|das|of|with|com)\s+$/i.test(gap);
    if (!linked && !/^\s+$/.test(gap)) continue;
    const modifier = linked ? b : a;
    taken.splice(taken.indexOf(modifier), 1);
    text = blank(text, modifier.hit.start, modifier.hit.end);
    for (const d of modifier.hit.values) {
      const k = mainKindOf(book, d);
      if (k && !wish.madeOf.includes(k)) wish.madeOf.push(k);
    }
  }
  // A baby eats no salt, chilli or alcohol: said by a kid-friendly word that names a baby, not
  // inside a food's name ("baby spinach").
  const babyWords = new Set((p.baby ?? []).map(phraseKey));
  const foodHits = [foods, ...otherFoods].flatMap((i) => i.find(text));
  const baby = taken.some(
    (t) =>
      t.into === wish.soft &&
      babyWords.has(t.hit.phrase) &&
      !foodHits.some((f) => f.start <= t.hit.start && f.end >= t.hit.end && f.end - f.start > t.hit.end - t.hit.start),
  );
  /** Courses of the kinds of side, salad or sweet said before the dish named ("salada de batata pro churrasco"). */
  const courseHitsBefore = taken
    .filter((t) => t.into === wish.courses && t.hit.end <= namedAt)
    .flatMap((t) => t.hit.values as TCourse[])
    .filter((c) => !MEAL_COURSES.has(c));
  const kindsBefore = taken
    .filter((t) => t.into === wish.dishes && namedAt >= 0 && t.hit.end <= namedAt)
    .flatMap((t) => t.hit.values.map((d) => book.room.vocab.dishTypes[d]?.course))
    .filter((c): c is TCourse => c !== undefined && !MEAL_COURSES.has(c));
  // "Nada muito apimentado", "nothing too spicy": a soft wish said after a negating word (and words
  // of degree) is its opposite.
  const negating = new Set((p.negate ?? []).map(phraseKey));
  const degree = new Set((p.degree ?? []).map(phraseKey));
  const negated = (start: number) => {
    const before = wordsOf(raw.slice(0, start))
      .slice(-3)
      .map((w) => w.w);
    while (before.length && degree.has(before[before.length - 1]!)) before.pop();
    return before.length > 0 && negating.has(before[before.length - 1]!);
  };
  for (const { hit, into } of taken) {
    {
      const values =
        into === wish.soft && negated(hit.start)
          ? hit.values.flatMap((v) => (SOFT_OPPOSITE[v as TSoft] ? [SOFT_OPPOSITE[v as TSoft]!] : []))
          : hit.values;
      for (const v of values) if (!(into as string[]).includes(v)) (into as string[]).push(v);
      if (into === wish.dishes || into === wish.courses) nameSpans.push([hit.start, hit.end]);
      // A dish type's other names are often one dish ("pierogi" among dumplings, "lasanha"
      // among baked pastas): asked for by that name and not in the cookbook, it is a dish the
      // chef does not know, answered with others of its kind.
      if (into === wish.dishes && !wish.named.length && !wish.unknownName) {
        const phrase = raw.slice(hit.start, hit.end);
        const primary = hit.values.some((d) =>
          LANGUAGES.some((l) => {
            const type = book.room.vocab.dishTypes[d];
            return [type?.names[l][0] ?? '', ...(type?.general?.[l] ?? [])].some((n) => phraseKey(n) === hit.phrase);
          }),
        );
        const isFood = foods.get(phrase).length > 0 || otherFoods.some((i) => i.get(phrase).length > 0);
        const within = primary ? [] : namesContaining(book, phrase);
        if (within.length) {
          // A dish named in part: the versions whose names hold it.
          wish.named = within;
          wish.namedPhrase = phrase;
          namedInPart = true;
        } else if (!primary && !isFood) wish.unknownName = phrase;
      }
      text = blank(text, hit.start, hit.end);
    }
  }
  // "Seafood gumbo", "bolo de brigadeiro": a kind of dish said right beside the dish named says
  // which of it is asked; the dish named as said with it.
  const kindBeside = taken.find(
    (t) =>
      t.into === wish.dishes &&
      namedAt >= 0 &&
      ((t.hit.end <= namedAt && KIND_GAP.test(raw.slice(t.hit.end, namedAt))) ||
        (t.hit.start >= namedEnd && KIND_GAP.test(raw.slice(namedEnd, t.hit.start)))),
  );
  if (kindBeside)
    wish.namedWith = raw.slice(Math.min(kindBeside.hit.start, namedAt), Math.max(kindBeside.hit.end, namedEnd));
  // "Um salteado de frango com arroz": a dish named by a food's word ("arroz" is also Arroz
  // branco) beside a kind of dish it is not, is that food wanted in the kind asked.
  if (wish.named.length && wish.namedPhrase && nameHitIsFood && wish.dishes.length) {
    const ofKind = wish.named.some((k) => book.byKey.get(k)?.dishes.some((d) => wish.dishes.includes(d)));
    const food = foods.get(wish.namedPhrase)[0] ?? otherFoods.map((i) => i.get(wish.namedPhrase!)[0]).find(Boolean);
    if (!ofKind && food) {
      wish.named = [];
      wish.namedPhrase = null;
      if (!wish.wanted.includes(food)) wish.wanted.push(food);
    }
  }
  for (const q of p.quick) {
    const re = new RegExp(`(?<![\\p{L}])${fold(q)}(?![\\p{L}])`, 'u');
    const m = re.exec(text);
    if (m) {
      wish.quick = true;
      text = blank(text, m.index, m.index + m[0].length);
    }
  }

  // Wanted foods: any food named outside the avoided clauses.
  const foodSpans: [number, number][] = nameSpans;
  /** The wanted foods where they are said. */
  const wantedAt: { start: number; end: number; key: string }[] = [];
  for (const index of [foods, ...otherFoods]) {
    for (const hit of index.find(text)) {
      // "frango" names chicken in general and its cuts: the general food, which its kinds count as.
      const key = hit.values.find((v) => hit.values.some((w) => book.room.foods.get(w)?.of === v)) ?? hit.values[0]!;
      if (wish.avoidFoods.includes(key)) continue;
      if (!wish.wanted.includes(key)) wish.wanted.push(key);
      foodSpans.push([hit.start, hit.end]);
      if (!wantedAt.some((w) => w.start < hit.end && hit.start < w.end)) wantedAt.push({ ...hit, key });
    }
  }
  for (const [a, b] of foodSpans) text = blank(text, a, b);
  wantedAt.sort((a, b) => a.start - b.start);
  const typedEnd = input.dishType.trim() ? input.dishType.normalize('NFC').replace(/\s+/g, ' ').trim().length : 0;
  {
    const inField = wantedAt.filter((w) => w.start < typedEnd);
    const ofDish = inField.filter((w) => !BACKGROUND_KINDS.has(book.room.foods.get(w.key)?.kind ?? ''));
    let main = ofDish[0];
    // Foods side by side ("lemon chicken", "apple pork chops"): the last is what the dish is of.
    for (let i = ofDish.indexOf(main!) + 1; main && i < ofDish.length; i++) {
      if (!/^\s+$/.test(raw.slice(main.end, ofDish[i]!.start))) break;
      main = ofDish[i]!;
    }
    wish.main = main?.key ?? null;
    // A dish named by its foods: between and around them only linking words and articles.
    const link = new Set(
      [
        ...p.with,
        ...LANGUAGES.flatMap((l) => [...readerPack(book.room, l).joins, ...readerPack(book.room, l).articles]),
        ...LINKS,
      ].map(fold),
    );
    const rest = wordsOf(text.slice(0, typedEnd)).filter((w) => !/^\d+$/.test(w.w));
    if (inField.length >= 2 && rest.every((w) => link.has(w.w)))
      wish.foodDish = raw.slice(inField[0]!.start, inField.at(-1)!.end);
  }

  // Common phrases ("tanto faz", "surprise me", "o que") are no dish name either.
  for (const phrase of p.stop) {
    if (!phrase.includes(' ')) continue;
    const re = new RegExp(`(?<![\\p{L}])${fold(phrase).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'gu');
    for (const m of [...text.matchAll(re)]) text = blank(text, m.index, m.index + m[0].length);
  }
  // What is left and is not a common word may be a dish the cookbook does not know.
  const left = wordsOf(text).filter((w) => !ix.stop.has(w.w) && !/^\d+$/.test(w.w) && w.w.length > 1);
  // The first run of such words that no punctuation breaks ("pad thai . for my son": "pad thai").
  /** The words are part of names the cookbook knows, of another kind than the one asked. */
  let partWord = false;
  const run = left.filter((w, i) => i === 0 || !/[.,;:!?]/.test(raw.slice(left[0]!.end, w.start)));
  if (run.length)
    for (const m of methodsIn(book.room, raw.slice(run[0]!.start, run.at(-1)!.end)))
      if ((m === 'oven' || m === 'grill') && !wish.cookedBy.includes(m)) wish.cookedBy.push(m);
  /** After what is asked, "for …"/"pra …" says what it is for, with common words between. */
  const purposeWords = new Set((p.purpose ?? []).map(fold));
  const afterPurpose = (start: number) => {
    const before = wordsOf(raw.slice(0, start)).reverse();
    const lead = before.findIndex((w) => purposeWords.has(w.w) || !ix.stop.has(w.w));
    return lead >= 0 && purposeWords.has(before[lead]!.w);
  };
  // "Macarronada pra família toda": words after a purpose word say who it is for, not which one.
  if (run.length && namedInPart && !purposeWords.has(run[0]!.w) && !afterPurpose(run[0]!.start)) {
    // "torta de kraken": the words left name none of the tortas, so it is a dish the chef does
    // not know, not any torta.
    const phrase = raw.slice(Math.min(...run.map((w) => w.start)), Math.max(...run.map((w) => w.end)));
    const keep = namesContaining(book, phrase).filter((k) => wish.named.includes(k));
    wish.named = keep;
    if (!keep.length) wish.namedPhrase = null;
  }
  // Joined by a space or a linking word ("lamb tagine with apricots", "sopa de kraken").
  // "Costela na churrasqueira", "salmon on the grill": where it is cooked is said of the food too.
  const linkedBy = (gap: string) =>
    /^\s*(?:(?:with|de|do|da|com|and|e|of|a|à|ao|al|alla|na|no|nas|nos|em|in|on)\s+(?:(?:the|a)\s+)?)?$/i.test(gap);
  /** The span of a run of words with the food and dish words joined to it. */
  const takeIn = (start: number, end: number): [number, number] => {
    let s = start;
    let e = end;
    for (let changed = true; changed;) {
      changed = false;
      for (const [a, b] of foodSpans) {
        if (b <= s && a < s && linkedBy(raw.slice(b, s))) {
          s = a;
          changed = true;
        }
        if (a >= e && b > e && linkedBy(raw.slice(e, a))) {
          e = b;
          changed = true;
        }
      }
    }
    return [s, e];
  };
  if (run.length && wish.named.length === 0) {
    const start = Math.min(...run.map((w) => w.start));
    const end = Math.max(...run.map((w) => w.end));
    // With a dish type asked, a name said in part is one of that type: "birthday cake" is no
    // birthday noodles, "a birthday dinner" no cake. Words that only name dishes of other kinds name nothing unknown either.
    const phrase = raw.slice(start, end);
    const all = namesContaining(book, phrase);
    const ofKind = (k: string) => {
      const e = book.byKey.get(k);
      if (wish.dishes.length && !e?.dishes.some((d) => wish.dishes.includes(d))) return false;
      return !wish.courses.length || Boolean(e?.courses.some((c) => wish.courses.includes(c)));
    };
    let within = all.filter(ofKind);
    let namedBy = phrase;
    // A describing word said with the food it describes ("stuffed bell peppers", "pimentão
    // recheado", "grilled chicken"): the dishes named by both, or those of the word whose names say
    // the food; none, and it is a dish I do not know, not every stuffed thing.
    const [s, e] = takeIn(start, end);
    const joined = wantedAt.filter((w) => w.start >= s && w.end <= e).map((w) => w.key);
    if (joined.length && within.length) {
      const whole = namesContaining(book, raw.slice(s, e)).filter(ofKind);
      // Named for the food and made of it: "Grilled Chicken Hearts" is no grilled chicken.
      within = whole.length ? whole : within.filter((k) => namesFoods(book, k, joined) && madeOfAll(book, k, joined));
      namedBy = raw.slice(s, e);
    }
    if (within.length) {
      wish.named = within;
      wish.namedPhrase = namedBy;
    } else if (all.length && !joined.length) partWord = true;
  }
  // Words said right after the dish named that no list reads ("chili verde"): the dish asked is
  // more than the one named, and is another unless some name holds them too.
  if (wish.named.length && namedEnd >= 0 && run.length && !namedInPart) {
    let to = -1;
    for (const w of run) {
      if (!/^\s+$/.test(raw.slice(to < 0 ? namedEnd : to, w.start)) || w.start >= (typedEnd || raw.length)) break;
      if (purposeWords.has(w.w)) break;
      to = w.end;
    }
    // Not a word that says how much of what follows ("pad thai extra spicy"), nor the named dish's
    // own words in another order ("brownies fudgy").
    const after = wordsOf(raw.slice(to))[0];
    const ends =
      !after || /[.,;:!?]/.test(raw.slice(to, to + after.start)) || ix.stop.has(after.w) || /^\d+$/.test(after.w);
    const phrase = to > 0 && ends ? raw.slice(namedAt, to) : '';
    const words = new Set(wordsOf(phrase).map((w) => phraseKey(w.w)));
    const ownWords = wish.named.some((k) =>
      LANGUAGES.some((l) =>
        [...(book.byKey.get(k)?.own[l] ?? []), ...(book.byKey.get(k)?.inherited[l] ?? [])].some((n) =>
          [...words].every((w) => ` ${n} `.includes(` ${w} `)),
        ),
      ),
    );
    if (phrase && !ownWords && !namesContaining(book, phrase).length) wish.namedAs = phrase;
  }
  if (run.length && wish.named.length === 0 && !partWord) {
    const start = Math.min(...run.map((w) => w.start));
    const end = Math.max(...run.map((w) => w.end));
    // Take in the food words around it: "beef wellington", "lamb tagine".
    const [s, e] = takeIn(start, end);
    // The cook's own sentence is no dish ("use up leftovers", "tô sem grana", "criança que não come
    // verdura"): a name takes in a food or a dish word, or is said in the dish field, not right
    // after a "no"/"sem"/"não" (the words before it there are all common ones).
    // (A plan has no dish field: its wishes are typed in the preferences.)
    const fieldEnd = typedEnd || raw.length;
    const prev = wordsOf(raw.slice(0, start)).at(-1)?.w;
    // Nor right before one still unread: "a kid who does not eat greens" ("who does" is no dish).
    const next = wordsOf(text.slice(end))[0]?.w;
    const leadWord = (w: string | undefined) => w !== undefined && p.without.some((l) => wordsOf(l)[0]?.w === w);
    const negated = leadWord(prev) || leadWord(next);
    // After what is asked, "for …"/"pra …" says what it is for: "packed lunch for work" names no
    // dish "work". ("A recipe for hakarl" has asked nothing before it, so hakarl is still a dish.)
    const askedBefore = taken.some((t) => t.hit.end <= start && t.into !== wish.soft);
    // Common words may come between ("snack for the road trip", "lanche pra levar na escola").
    const purpose = afterPurpose(start) && askedBefore;
    if (s < start || e > end || (start < fieldEnd && !negated && !purpose))
      wish.unknownName = raw.slice(s, e).trim() || null;
  }

  // "Pizza na frigideira", "skillet pizza": a pan said beside a kind of dish is a way of making it.
  // When no dish of that kind is made in such a pan, it is a dish the chef does not know, answered
  // with others of its kind under their own names.
  if (run.length && !wish.named.length && !wish.unknownName && wish.dishes.length) {
    const start = Math.min(...run.map((w) => w.start));
    const end = Math.max(...run.map((w) => w.end));
    const kinds = nameSpans.filter(([a, b]) => b <= start || a >= end);
    const to = Math.max(end, ...kinds.map(([, b]) => b));
    // The pan's name may hold a common word ("frying pan"): it is read over the words up to the kind.
    const pans = equipmentIn(book, fold(raw.slice(0, to)));
    const from = Math.min(start, ...kinds.map(([a]) => a), ...pans.map((p) => p.at));
    if (
      kinds.length &&
      pans.length &&
      !kindMadeWith(
        book,
        wish.dishes,
        pans.map((p) => p.id),
      )
    )
      wish.unknownName = raw.slice(from, to).trim() || null;
  }

  // A course that says what kind of dish is asked (a side, a salad, a dessert), beside a named
  // dish or a kind of main of another course: that one is the meal it goes with ("sides for a
  // bbq", "sobremesa pra depois da feijoada"), unless some of its versions are of the course asked.
  // Said after the dish named, a course word is about it ("apple crumble for the bake sale").
  const kindCourses = [
    ...(namedAt >= 0 ? courseHitsBefore : wish.courses.filter((c) => !MEAL_COURSES.has(c))),
    ...kindsBefore,
  ];
  if (paired && !kindCourses.length) {
    wish.courses.push('side');
    kindCourses.push('side');
  }
  if (kindCourses.length) {
    if (wish.named.length) {
      const ofKind = wish.named.filter((k) => book.byKey.get(k)?.courses.some((c) => kindCourses.includes(c)));
      if (!ofKind.length) {
        wish.pairCuisines.push(...cuisinesOf(book, wish.named));
        wish.named = [];
        wish.namedPhrase = null;
      } else wish.named = ofKind;
    }
    const mains = wish.dishes.filter((d) => book.room.vocab.dishTypes[d]?.course === 'main');
    if (mains.length) wish.dishes = wish.dishes.filter((d) => !mains.includes(d));
    if (mains.length && wish.unknownName && !wish.named.length) wish.unknownName = null;
  }
  wish.pairCuisines = [...new Set(wish.pairCuisines)];
  // Food for children is never cooked with wine or spirits, nor served with them (a tip's "glass of
  // wine"); a baby's has no salt and no chilli either.
  const avoidCat = (c: TDietCategory) => {
    if (wish.avoidCats.includes(c)) return;
    wish.avoidCats.push(c);
    (wish.forChild ??= []).push(c);
  };
  if (wish.soft.includes('kid-friendly')) avoidCat('alcohol');
  if (baby) {
    avoidCat('chili');
    if (!wish.avoidFoods.includes('salt')) wish.avoidFoods.push('salt');
  }

  for (const name of input.availableIngredients) {
    const hit = foods.find(name)[0] ?? otherFoods.map((i) => i.find(name)[0]).find(Boolean);
    if (hit && !wish.onHand.includes(hit.values[0]!)) wish.onHand.push(hit.values[0]!);
  }
  if (wish.quick && wish.minutes === null) wish.minutes = 30;
  if (wish.soft.includes('homestyle')) wish.home = [...(wishPack(lang).homeCuisines ?? [])];
  return wish;
}

/** Whether a version's name, in some language, says every one of these foods (or a kind of it). */
function namesFoods(book: Cookbook, key: string, foods: readonly string[]): boolean {
  const e = book.byKey.get(key);
  if (!e) return false;
  const room = book.room;
  return LANGUAGES.some((l) => {
    const said = room
      .foodIndex(l)
      .find(e.name[l])
      .flatMap((h) => h.values);
    return foods.every((f) => said.some((x) => x === f || room.foods.get(x)?.of === f || room.foods.get(f)?.of === x));
  });
}

/** Whether a version is made of every one of these foods (itself or a kind of it). */
function madeOfAll(book: Cookbook, key: string, foods: readonly string[]): boolean {
  const e = book.byKey.get(key);
  return (
    e !== undefined &&
    foods.every((f) => [...e.foods, ...e.optionalFoods].some((x) => x === f || book.room.foods.get(x)?.of === f))
  );
}

const panNames = new Map<string, string[]>();
/** The kitchen equipment a folded text names ("frigideira", "frying pan"): ids, and where each is said. */
function equipmentIn(book: Cookbook, folded: string): { id: string; at: number }[] {
  if (!panNames.size)
    for (const [id, names] of Object.entries(book.room.vocab.equipment))
      for (const l of LANGUAGES)
        for (const name of (names as Record<TLanguage, string>)[l].split(/\s+(?:or|ou)\s+|[(),]/)) {
          const key = fold(name).trim();
          if (key) panNames.set(key, [...(panNames.get(key) ?? []), id]);
        }
  const out: { id: string; at: number }[] = [];
  for (const [name, ids] of panNames) {
    const m = new RegExp(`(?<![\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').exec(folded);
    if (m) out.push(...ids.map((id) => ({ id, at: m.index })));
  }
  return out;
}

/** Whether some dish of these kinds is made with any of this equipment (its steps' own pans). */
function kindMadeWith(book: Cookbook, dishes: readonly string[], pans: readonly string[]): boolean {
  return book.entries.some(
    (e) => e.dishes.some((d) => dishes.includes(d)) && book.version(e).recipe.equipment.some((q) => pans.includes(q)),
  );
}
