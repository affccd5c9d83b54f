/**
 * The food an ingredient name means, in English or Brazilian Portuguese, read from the knowledge
 * room's generated slice (src/shared/knowledge/foods-slice.generated.ts) and its USDA figures.
 * Matching is by phrase, not by word: "almond milk" is its own food, not almonds; "farinha de
 * mandioca" is not wheat flour; words that are not part of a food's name ("fresh", "chopped",
 * "large", "de boa qualidade") are passed over; a name no food is written as is unknown (null),
 * never a neighbour. Pure (no Node or DOM APIs); the indexes are built on the first lookup.
 */
import { foldKeepLength, isWordChar } from '../amounts/text.ts';
import { matchUnitAt } from '../amounts/unit-words.ts';
import type { UnitKey } from '../amounts/units.ts';
import type { TLanguage } from '../i18n/languages.ts';
import type { TAisle, TFoodKind } from '../knowledge/food-schema.ts';
import { buildFoodIndex, phrasesOf } from '../knowledge/food-index.ts';
import { FOODS_SLICE, NOT_FOODS } from '../knowledge/foods-slice.generated.ts';
import { phraseKey, type PhraseHit, type PhraseIndex } from '../knowledge/phrase-index.ts';
import { sliceNames, type SliceRow } from '../knowledge/slice-format.ts';
import type { MeasureKey, NutrientKey } from './sr24-transform.ts';
import { NUTRIENT_KEYS } from './sr24-transform.ts';
import { SR24_FOODS } from './usda-sr24.generated.ts';

export type FoodLang = 'en' | 'pt';
/**
 * How cooks measure a food by volume: 'volume' (dry or solid foods US cooks measure in cups and
 * metric cooks weigh), 'liquid' (ml everywhere), 'weight' (never cups ↔ grams).
 */
export type FoodMeasureBy = 'volume' | 'liquid' | 'weight';

export interface Food {
  /** The knowledge room's key ("almond-milk"): the food's identity. */
  id: string;
  /** USDA SR24 NDB number; null when SR24 has no fair match (the food is then not counted). */
  usda: string | null;
  by: FoodMeasureBy;
  /** Half of one is a usual amount ("½ onion"). */
  halves: boolean;
  /** Grams of one piece when no size is written; null when it is not counted in pieces. */
  each: number | null;
  /** Grams of a small, medium, large piece, where known. */
  sizes: Partial<Record<'small' | 'medium' | 'large', number>>;
  /** A counted unit and its grams ("clove" of garlic, 3 g; "can" of cooked beans, 240 g). */
  unit: { key: string; g: number } | null;
  /**
   * What is eaten of it once cooked, when that differs from what is bought (bacon, ground beef):
   * the cooked food's figures per 100 g and the grams of it per gram bought. Null for most foods.
   */
  eaten: { per100g: Record<NutrientKey, number | null>; yield: number } | null;
  /** Per 100 g; null where SR24 has no figure, or no fair match at all (usda null). */
  per100g: Record<NutrientKey, number | null> | null;
  /** Grams of one household measure ("cup", "tbsp", "clove"…) as SR24 gives them, or the record where SR24 gives none. */
  measures: Partial<Record<MeasureKey, number>>;
  kind: TFoodKind;
  aisle: TAisle;
  /** Kept at home: a list says "check you have". */
  staple: boolean;
  /** Never bought (tap water, ice). */
  buy: boolean;
  /** The more general food this is a kind of (cherry tomato → tomato). */
  of: string | null;
  /** The food a can of it holds (dried black beans → cooked black beans). */
  can: string | null;
  /** The raw food it is cooked from (cooked rice → rice) and grams of it per gram of that food. */
  raw: { key: string; yield: number } | null;
}

const foods = new Map<string, Food>();

function nutrientsOf(values: readonly (number | null)[]): Record<NutrientKey, number | null> {
  const out = {} as Record<NutrientKey, number | null>;
  NUTRIENT_KEYS.forEach((k, i) => (out[k] = values[i] ?? null));
  return out;
}

function foodOf(key: string, row: SliceRow): Food {
  const known = foods.get(key);
  if (known) return known;
  const f = row[2];
  const sr = f.u ? SR24_FOODS[f.u] : undefined;
  if (f.u && !sr)
    throw new Error(`food ${key} names USDA ${f.u}, which is not in the table: run npm run data:nutrition`);
  const per100g = sr ? nutrientsOf(sr[0]) : null;
  const cooked = f.x ? SR24_FOODS[f.x[0]] : undefined;
  if (f.x && !cooked)
    throw new Error(`food ${key} is eaten as USDA ${f.x[0]}, which is not in the table: run npm run data:nutrition`);
  const sizes: Food['sizes'] = {};
  if (f.s) (['small', 'medium', 'large'] as const).forEach((k, i) => f.s![i] && (sizes[k] = f.s![i]));
  const food: Food = {
    id: key,
    usda: f.u ?? null,
    by: f.b === 'v' ? 'volume' : f.b === 'l' ? 'liquid' : 'weight',
    halves: f.h === 1,
    each: f.e ?? null,
    sizes,
    unit: f.n ? { key: f.n[0], g: f.n[1] } : null,
    per100g,
    eaten: cooked ? { per100g: nutrientsOf(cooked[0]), yield: f.x![1] } : null,
    measures: { ...f.w, ...sr?.[1] },
    kind: f.k,
    aisle: f.a,
    staple: f.st === 1,
    buy: f.nb !== 1,
    of: f.o ?? null,
    can: f.c ?? null,
    raw: f.r ? { key: f.r[0], yield: f.r[1] } : null,
  };
  foods.set(key, food);
  return food;
}

/** The food of a knowledge room key, or null. */
export function foodByKey(key: string): Food | null {
  const row = FOODS_SLICE[key];
  return row ? foodOf(key, row) : null;
}

/** Every key of the slice (every food of the room). */
export function foodKeys(): string[] {
  return Object.keys(FOODS_SLICE);
}

const indexes = new Map<TLanguage, PhraseIndex<string>>();

/** The phrase index of every food's names in a language. */
export function foodNameIndex(lang: TLanguage): PhraseIndex<string> {
  let index = indexes.get(lang);
  if (!index) {
    index = buildFoodIndex(
      Object.keys(FOODS_SLICE),
      (key) => sliceNames(FOODS_SLICE[key]!, lang),
      lang,
      NOT_FOODS[lang],
    );
    indexes.set(lang, index);
  }
  return index;
}

/**
 * Where a name's head part ends: what follows a comma, a bracket or a joining word is a note or
 * a second thought ("tuna, packed in oil", "butter or margarine", "chicken with the skin on",
 * "cebola em cubos", "sal a gosto").
 */
const TAIL: Record<TLanguage, RegExp> = {
  en: /[,;(]|\s(?:or|and|with|in|for|plus|to|into|such as|like)\s/i,
  'pt-BR': /[,;(]|\s(?:ou|e|com|em|para|a gosto|tipo)\s/i,
};

const words = (h: PhraseHit<string>) => h.phrase.split(' ').length;

/**
 * The hit a name means: the longest phrase; between equally long ones, English names put the
 * food last ("salt-free chicken broth", "oil-packed tuna") and Portuguese ones first.
 */
function headHit(hits: readonly PhraseHit<string>[], lang: TLanguage): PhraseHit<string> | null {
  let best: PhraseHit<string> | null = null;
  for (const h of hits) {
    if (!best || words(h) > words(best) || (words(h) === words(best) && lang === 'en')) best = h;
  }
  return best;
}

/**
 * A series of alternatives ("corn, peanut or vegetable oil", "walnuts, pecans or almonds", "peanut
 * or canola oil"): its first item and its last item, or null. The line reader keeps such a series as one name.
 */
const SERIES: Record<TLanguage, RegExp> = {
  en: /^([^,;()]+?)(?:,(?:[^,;()]+,)*[^,;()]*?\b|\s+)or\s+([^,;()]+?)\s*$/i,
  'pt-BR': /^([^,;()]+?)(?:,(?:[^,;()]+,)*[^,;()]*?\b|\s+)ou\s+([^,;()]+?)\s*$/i,
};

/**
 * The food a series means is its first: in English the items may share the last one's head noun
 * ("corn, peanut or vegetable oil" is corn oil first), which is read with the first item when that
 * names a longer food than the item alone. Portuguese writes the head first ("óleo de milho,
 * girassol ou canola"), so its first item is already whole.
 */
function seriesHit(text: string, lang: TLanguage, foreign = false): PhraseHit<string> | null {
  const m = SERIES[lang].exec(text);
  if (!m) return null;
  const first = m[1]!.trim();
  const own = matchIn(first, lang, foreign);
  // "corn or flour tortillas or crisp tostadas": the head is shared with the next choice only.
  const last = m[2]!.split(/\s+(?:or|ou)\s+/i)[0]!.split(/\s+/);
  if (lang === 'en' && first.split(/\s+/).length <= 2) {
    for (let n = 1; n < last.length; n++) {
      // "tomato or tomato sauce": the last item writes the first one whole, nothing is shared.
      if (phraseKey(last.slice(0, last.length - n).join(' ')) === phraseKey(first)) continue;
      const joined = `${first} ${last.slice(last.length - n).join(' ')}`;
      const hit = matchIn(joined, lang, foreign);
      if (hit && hit.start < first.length && hit.end > first.length && (!own || words(hit) > words(own))) return hit;
    }
  }
  return own;
}

const accented = new Map<TLanguage, { plain: Set<string>; forms: Set<string> }>();

/** A name's words as written, lower-cased but with their accents ("Glacês" → "glacês"). */
const writtenWords = (text: string) =>
  (
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).join(' ');

/**
 * The names of a language's foods that carry accents ("glacê"), as written, and the keys some name
 * also writes without them ("jalapeno").
 */
function accentForms(lang: TLanguage) {
  let known = accented.get(lang);
  if (!known) {
    known = { plain: new Set(), forms: new Set() };
    for (const key of Object.keys(FOODS_SLICE))
      for (const phrase of phrasesOf(sliceNames(FOODS_SLICE[key]!, lang), lang)) {
        const written = writtenWords(phrase);
        if (written === phraseKey(phrase)) known.plain.add(written);
        else known.forms.add(written);
      }
    accented.set(lang, known);
  }
  return known;
}

/**
 * Whether a hit of the other language's names stands as that language writes it: a whole word,
 * not part of a compound ("demi-glace"), and with the accents its name carries ("glace de veau",
 * "marrons glacés" are not the Portuguese "glacê").
 */
function foreignFits(text: string, h: PhraseHit<string>, lang: TLanguage): boolean {
  if (text[h.start - 1] === '-' || text[h.end] === '-') return false;
  const { plain, forms } = accentForms(lang);
  return plain.has(h.phrase) || forms.has(writtenWords(text.slice(h.start, h.end)));
}

function matchIn(text: string, lang: TLanguage, foreign = false): PhraseHit<string> | null {
  const found = foodNameIndex(lang).find(text);
  const hits = foreign ? found.filter((h) => foreignFits(text, h, lang)) : found;
  const cut = TAIL[lang].exec(` ${text} `);
  // A name that starts before the cut may run across it ("leite em pó", "tuna in oil").
  const head = cut && cut.index > 0 ? hits.filter((h) => h.start < cut.index - 1) : hits;
  return headHit(head.length ? head : hits, lang);
}

const LANG: Record<FoodLang, TLanguage> = { en: 'en', pt: 'pt-BR' };

function phraseHit(name: string, lang: FoodLang): { key: string; phrase: string } | null {
  const own = LANG[lang];
  const other: TLanguage = own === 'en' ? 'pt-BR' : 'en';
  const a = seriesHit(name, own) ?? matchIn(name, own);
  const b = seriesHit(name, other, true) ?? matchIn(name, other, true);
  // A food written in the other language is the same food ("tofu firme" in an English list);
  // the reader's language wins unless the other one reads more of the same words (not a later
  // choice: "honey, orange marmalade or maple syrup" is honey).
  const more = b && a && words(b) > words(a) && b.start < a.end && b.end > a.start;
  const hit = a && !more ? a : b;
  const key = hit?.values[0];
  return hit && key ? { key, phrase: hit.phrase } : null;
}

/**
 * The juice or zest "of" some fruit, in any number ("juice of lemons", "zest of 2 oranges", "suco
 * de 2 limões", "raspas do limão"): the part (its word in the language's own names) and what
 * follows. Qualities before the part ("freshly squeezed", "grated") are the part's.
 */
const PART_OF: Record<FoodLang, { re: RegExp; name: (part: string, fruit: string) => string }> = {
  en: {
    re: /^(?:(?:freshly|finely|squeezed|grated|fresh)\s+)*(juice|zest|rind|peel)(?:\s+(?:and|&)\s+(?:juice|zest|rind|peel))?\s+of\s+(.+)$/i,
    name: (part, fruit) => `${fruit} ${part.toLowerCase()}`,
  },
  pt: {
    re: /^(suco|sumo|raspas?)(?:\s+(?:e|ou)\s+(?:suco|sumo|raspas?))?\s+(?:de|do|da|dos|das)\s+(.+)$/i,
    name: (part, fruit) => `${/^sumo$/i.test(part) ? 'suco' : part.toLowerCase()} de ${fruit}`,
  },
};

/**
 * A fruit's juice or zest written as "juice of N fruit" and measured by a unit: the food the part
 * of the fruit names in the fruit's own name ("lemon juice", "suco de limão"), or null when the
 * knowledge has none.
 */
function partOfFruit(name: string, lang: FoodLang): { key: string; phrase: string } | null {
  const m = PART_OF[lang].re.exec(name.trim());
  if (!m) return null;
  const fruit = phraseHit(m[2]!, lang);
  const row = fruit && FOODS_SLICE[fruit.key];
  if (!fruit || !row) return null;
  const part = phraseHit(PART_OF[lang].name(m[1]!, sliceNames(row, LANG[lang]).one), lang);
  return part && part.key !== fruit.key ? part : null;
}

/** Units fresh herbs are counted in: a bunch, a sprig or a handful of coriander is its leaves. */
const FRESH_UNITS: ReadonlySet<UnitKey> = new Set<UnitKey>(['bunch', 'sprig', 'handful']);

/** What a cook does only to fresh leaves ("chopped coriander", "sálvia picada"). */
const FRESH_PREPARATION: Record<FoodLang, RegExp> = {
  en: /(?<!\p{L})(?:chopped|minced|torn|snipped|picked|shredded)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:picad|picadinh|rasgad|desfolhad)[oa]s?(?!\p{L})/iu,
};

/** The fresh herb's way of writing a phrase ("coriander" → "fresh coriander", "sálvia" → "sálvia fresca"). */
const FRESH_FORMS: Record<FoodLang, (phrase: string) => string[]> = {
  en: (p) => [`fresh ${p}`],
  pt: (p) => [`${p} fresco`, `${p} fresca`, `${p} frescos`, `${p} frescas`],
};

/** True when the name itself counts the herb in fresh units ("coriander sprigs", "maço de coentro"). */
function namesFreshUnit(name: string): boolean {
  const folded = foldKeepLength(name);
  for (let i = 0; i < name.length; i++) {
    if (i > 0 && isWordChar(name, i - 1)) continue;
    const u = matchUnitAt(name, folded, i);
    if (u && FRESH_UNITS.has(u.form.unit) && !isWordChar(name, u.end)) return true;
  }
  return false;
}

/**
 * A herb counted as fresh leaves ("1 large bunch coriander", "2 sprigs sage", "chopped oregano",
 * "ramo de sálvia") is the fresh herb's food when the name alone reads as the dried or ground one
 * (coriander → ground coriander, sage and oregano → the dried leaves): the phrase read fresh, in
 * either language's way, when that names another herb.
 */
function freshHerb(hit: { key: string; phrase: string }, name: string, lang: FoodLang, unit: UnitKey | null) {
  const plain = foodByKey(hit.key);
  if (!plain || (plain.kind !== 'spice' && plain.kind !== 'herb')) return hit;
  const cue =
    (unit !== null && FRESH_UNITS.has(unit)) ||
    FRESH_PREPARATION.en.test(name) ||
    FRESH_PREPARATION.pt.test(name) ||
    namesFreshUnit(name);
  if (!cue) return hit;
  for (const l of [lang, lang === 'en' ? 'pt' : 'en'] as const) {
    for (const form of FRESH_FORMS[l](hit.phrase)) {
      const fresh = phraseHit(form, l);
      // The fresh name holds the whole phrase: "fresh coriander seeds" is not fresh coriander.
      if (!fresh || fresh.key === hit.key || !` ${fresh.phrase} `.includes(` ${hit.phrase} `)) continue;
      if (foodByKey(fresh.key)?.kind === 'herb') return fresh;
    }
  }
  return hit;
}

/**
 * The food a name means and the words of the name that say so ("cebolas roxas" → red-onion), or
 * null. `unit` is the line's unit, where known: "1 bunch coriander" is the fresh herb.
 */
export function findFoodHit(
  name: string,
  lang: FoodLang = 'en',
  unit: UnitKey | null = null,
): { key: string; phrase: string } | null {
  // Counted ("juice of 2 lemons", no unit) it is the fruit a cook buys and weighs; measured
  // ("1/4 cup juice of lemons") it is the juice.
  const hit = (unit !== null ? partOfFruit(name, lang) : null) ?? phraseHit(name, lang);
  return hit ? freshHerb(hit, name, lang, unit) : null;
}

/** The key of the food a name means, or null: the name's own language first, then the other. */
export function findFoodKey(name: string, lang: FoodLang = 'en', unit: UnitKey | null = null): string | null {
  return findFoodHit(name, lang, unit)?.key ?? null;
}

/**
 * The food an ingredient name means, or null. The longest known name inside it wins ("coconut
 * milk" over "milk", "farinha de trigo integral" over "farinha de trigo"); the reader's language
 * first, so "salsa" is parsley in Portuguese and the sauce in English. `unit`, the line's unit
 * where known, tells a fresh herb from the dried one ("1 bunch coriander" is cilantro leaves).
 */
export function findFood(name: string, lang: FoodLang = 'en', unit: UnitKey | null = null): Food | null {
  const key = findFoodKey(name, lang, unit);
  return key ? foodByKey(key) : null;
}

/** The food that a more general food covers through `of` (itself first): cherry tomato → tomato. */
export function foodLineage(key: string): string[] {
  const out: string[] = [];
  for (let at: string | null = key; at && !out.includes(at); at = foodByKey(at)?.of ?? null) out.push(at);
  return out;
}
