/**
 * Which food a shopping-list line is, in English or Brazilian Portuguese, and what a shop makes of
 * it. Every "is this the same food, is it a staple, is it water, what is its name to shop by"
 * question of the shopping list goes through here, so the list follows the one food knowledge:
 * `findFood` (src/shared/food/lookup.ts) on the knowledge room's food records (their generated
 * slice), in either language.
 *
 * Merging is careful: a line joins a food only when its name *is* that food, not when it merely
 * contains it ("chicken broth" is not chicken, "tomato paste" is not tomatoes). What is left of the
 * name once the food's own words are taken out must be filler ("fresh", "large", "leaves"…);
 * otherwise the line is keyed by its own name and merges only with lines written the same way.
 */
import { findFood, foodByKey, type FoodLang } from '../food/lookup.ts';
import { normalizeIngredientName } from '../amounts/names.ts';
import { foldText } from '../amounts/text.ts';
import { phrasesOf } from '../knowledge/food-index.ts';
import { FOODS_SLICE } from '../knowledge/foods-slice.generated.ts';
import { sliceNames } from '../knowledge/slice-format.ts';

export type { FoodLang };

export interface ShopFood {
  /** Lines with the same key are the same food on the list, whatever their wording or language. */
  key: string;
  /** The name to shop by: preparations and notes taken out ("eggs, beaten" → "eggs"). */
  name: string;
  /** Tap water: a list never asks to buy it. */
  water: boolean;
}

/** The knowledge room's key of tap water ("water", "cold water", "água morna"…). */
const WATER_KEY = 'water';

const LANG = { en: 'en', pt: 'pt-BR' } as const;

/** The matching key of a name: folded, singular, punctuation as spaces. */
function nameKey(name: string): string {
  return normalizeIngredientName(name.replace(/[(),;:.!?/*"“”]+/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every name and synonym of a food of the room in a language, as the phrase index finds them. */
function namesIn(key: string, lang: FoodLang): string[] {
  const row = FOODS_SLICE[key];
  return row ? phrasesOf(sliceNames(row, LANG[lang]), LANG[lang]) : [];
}

/** Words that describe how a food is cut or handled, never which food it is. */
const PREPARATION_EN = new Set(
  (
    'beaten lightly well chopped finely roughly coarsely diced minced sliced thinly thickly shredded melted ' +
    'softened cubed peeled halved quartered trimmed rinsed drained sifted packed firmly loosely cut seeded ' +
    'deseeded pitted cored julienned mashed whisked separated divided room-temperature and or'
  ).split(' '),
);

/** Portuguese preparations come after the food ("cebola picada", "ovos batidos"); folded, singular. */
const PREPARATION_PT = [
  'bem picado',
  'bem picada',
  'finamente picado',
  'finamente picada',
  'picadinho',
  'picadinha',
  'picado',
  'picada',
  'batido',
  'batida',
  'ligeiramente batido',
  'derretido',
  'derretida',
  'amolecido',
  'amolecida',
  'peneirado',
  'peneirada',
  'fatiado',
  'fatiada',
  'descascado',
  'descascada',
  'lavado',
  'lavada',
  'escorrido',
  'escorrida',
  'amassado',
  'amassada',
  'refogado',
  'refogada',
  'em temperatura ambiente',
  'em cubo',
  'em cubinho',
  'em rodela',
  'em tira',
  'em pedaco',
  'em fatia',
  'em lamina',
  'cortado',
  'cortada',
  'sem semente',
  'sem pele',
].map((p) => p.split(' '));

/**
 * The participles of Portuguese preparations, any gender and number ("picado", "picadas",
 * "picadinhos"). Not "ralado", "moído" or "defumado": grated cheese, ground beef and smoked sausage
 * are sold as such.
 */
const PREPARATION_PT_WORD =
  /^(?:picad|picadinh|cortad|fatiad|batid|derretid|amolecid|peneirad|descascad|lavad|escorrid|amassad|refogad|esmagad|desfiad|triturad|espremid|aferventad|tostad|demolhad|higienizad)(?:[oa]s?)$/;
/**
 * Preparations that are also how some foods are sold ("queijo ralado", "carne moída", "coco
 * ralado"): cut only when what is left is the same food as the whole name ("alho ralado" is garlic,
 * "pimenta-do-reino moída na hora" black pepper).
 */
const PREPARATION_PT_SOLD = /^(?:ralad|moid|defumad|torrad)(?:[oa]s?)$/;
/** Words that lead a Portuguese preparation ("bem picado", "finamente fatiada"). */
const PREPARATION_PT_LEAD = new Set(['bem', 'finamente', 'grosseiramente', 'levemente', 'ligeiramente']);
/** Cuts after "em" ("em cubos", "em rodelas finas"), folded and singular. */
const CUTS_PT = new Set([
  'palito',
  'palitinho',
  'cubo',
  'cubinho',
  'rodela',
  'tira',
  'tirinha',
  'pedaco',
  'pedacinho',
  'fatia',
  'lamina',
  'juliana',
  'gomo',
  'lasca',
  'meia-lua',
  'quarto',
  'metade',
]);

/**
 * Where a Portuguese preparation begins in a name's words (never at the first word, the food), or
 * -1: at its participle, the adverb leading it, or "em" before a cut.
 */
function preparationStart(words: readonly string[]): number {
  for (let i = 1; i < words.length; i++) {
    const w = foldText(words[i]!);
    if (PREPARATION_PT_SOLD.test(w)) {
      const whole = findFood(words.join(' '), 'pt');
      const rest = findFood(words.slice(0, i).join(' '), 'pt');
      if (rest && (!whole || whole.id === rest.id)) return i;
    }
    if (PREPARATION_PT_WORD.test(w)) {
      return i > 1 && PREPARATION_PT_LEAD.has(foldText(words[i - 1]!)) ? i - 1 : i;
    }
    if (PREPARATION_PT_LEAD.has(w) && i + 1 < words.length && PREPARATION_PT_WORD.test(foldText(words[i + 1]!)))
      return i;
    if (w === 'em' && i + 1 < words.length && CUTS_PT.has(normalizeIngredientName(words[i + 1]!))) return i;
  }
  return -1;
}

/** Notes a line carries that are no part of what you buy. */
const NOTE =
  /\b(?:to taste|a gosto|as needed|if needed|optional|opcional|for garnish|for serving|para decorar|para servir|q\.?\s?b\.?)\b/gi;

/** Words that may sit beside a food's name without making it another food. */
const FILLERS = new Set(
  (
    'fresh freshly large medium small big extra whole ripe organic raw leaf sprig of a the plain ' +
    'fresco fresca grande medio media pequeno pequena maduro madura folha ramo de do da inteiro inteira cru crua ' +
    'organico organica'
  ).split(' '),
);

/** The words of every name of a food of the room, in both languages (each built on first use). */
const wordsByKey = new Map<string, Set<string>>();
function foodWords(key: string): Set<string> {
  let set = wordsByKey.get(key);
  if (!set) {
    set = new Set<string>();
    for (const name of [...namesIn(key, 'en'), ...namesIn(key, 'pt')])
      for (const w of nameKey(name).split(/[\s-]+/)) set.add(w);
    wordsByKey.set(key, set);
  }
  return set;
}

/** "eggs, beaten" → "eggs"; "finely chopped onion" → "onion"; "cebolas roxas picadas" → "cebolas roxas". */
export function shopName(name: string): string {
  let s = name;
  // Parentheses, nested ones too ("butter ((1/2 stick))"), hold amounts and notes.
  for (let before = ''; before !== s;) {
    before = s;
    s = s.replace(/\([^()]*\)/g, ' ');
  }
  s = s.split(/[,;]/)[0]!.replace(NOTE, ' ');
  const words = s.split(/\s+/).filter(Boolean);
  // English preparations lead ("chopped onion", "peeled and diced potatoes").
  while (words.length > 1 && PREPARATION_EN.has(foldText(words[0]!))) words.shift();
  // Portuguese ones follow ("cebola picada", "farinha de trigo peneirada", "cebola cortada em cubos").
  for (let trimmed = true; trimmed && words.length > 1;) {
    trimmed = false;
    const folded = words.map((w) => normalizeIngredientName(w));
    for (const prep of PREPARATION_PT) {
      if (prep.length >= words.length) continue;
      if (prep.every((w, i) => folded[folded.length - prep.length + i] === w)) {
        words.splice(words.length - prep.length, prep.length);
        trimmed = true;
        break;
      }
    }
    // A dangling "e"/"and" or "em" left by the preparation that went ("picada e refogada").
    while (trimmed && words.length > 1 && /^(?:e|and|em|bem)$/i.test(words[words.length - 1]!)) words.pop();
  }
  // Whatever way the preparation goes on ("picados bem fininhos", "cortada em cubos pequenos",
  // "bem picadinho"), it starts with a cutting or handling word or a cut: the rest goes with it.
  const cut = preparationStart(words);
  if (cut > 0) words.splice(cut);
  // English ones may follow too, without a comma ("potatoes peeled and diced").
  while (words.length > 1 && PREPARATION_EN.has(foldText(words[words.length - 1]!))) words.pop();
  const out = words.join(' ').trim();
  return out || name.trim();
}

const CACHE = new Map<string, ShopFood>();
const CACHE_MAX = 5000;

/**
 * The food a line names, to shop by. `lang` is the language the name is read in ("salsa" is
 * parsley in Portuguese and the sauce in English).
 */
export function shopFood(name: string, lang: FoodLang): ShopFood {
  const cacheKey = `${lang}\u0000${name}`;
  const cached = CACHE.get(cacheKey);
  if (cached) return cached;
  const clean = shopName(name);
  const key = nameKey(clean);
  const food = findFood(clean, lang);
  let identity: ShopFood;
  const own = food ? foodWords(food.id) : null;
  const isFood = own !== null && key.split(/[\s-]+/).every((w) => w === '' || own.has(w) || FILLERS.has(w));
  if (food && isFood) identity = { key: `food:${food.id}`, name: clean, water: food.id === WATER_KEY };
  else identity = { key: `name:${key}`, name: clean, water: false };
  if (CACHE.size >= CACHE_MAX) CACHE.clear();
  CACHE.set(cacheKey, identity);
  return identity;
}

/** The reader's staples ("salt", "óleo", "black pepper") as food keys, for `isStapleFood`. */
export function stapleFoodKeys(staples: readonly string[], lang: FoodLang): Set<string> {
  const keys = new Set<string>();
  for (const staple of staples) {
    keys.add(shopFood(staple, lang).key);
    // A staple written in the other language is the same food ("sal" on an English list).
    keys.add(shopFood(staple, lang === 'en' ? 'pt' : 'en').key);
  }
  return keys;
}

/**
 * A staple is something a cook keeps at home, so the list asks "check you have" instead of
 * "buy": "kosher salt", "sal a gosto", "Salt and pepper" (each part one), never "bell pepper".
 */
export function isStapleFood(name: string, lang: FoodLang, staples: ReadonlySet<string>): boolean {
  const parts = shopName(name)
    .split(/\s+(?:and|e|&|or|ou)\s+|\s*\/\s*/i)
    .filter((p) => p.trim() !== '');
  return parts.length > 0 && parts.every((part) => staples.has(shopFood(part, lang).key));
}

/**
 * Whether a name is written in `lang`: the longest of the food's names found in it is one of that
 * language's ("cebola roxa" is Portuguese, "onion" English). A merged line is named in the
 * reader's language when one of its lines is.
 */
export function writtenIn(name: string, lang: FoodLang): boolean {
  const clean = shopName(name);
  const food = findFood(clean, lang);
  if (!food) return false;
  const padded = ` ${nameKey(clean)} `;
  const longest = (names: readonly string[]) =>
    Math.max(
      0,
      ...names
        .map(nameKey)
        .filter((n) => n && padded.includes(` ${n} `))
        .map((n) => n.length),
    );
  const own = longest(namesIn(food.id, lang));
  return own > 0 && own >= longest(namesIn(food.id, lang === 'en' ? 'pt' : 'en'));
}

/**
 * The room's own name of the food a line names, in `lang` ("arroz" → "rice" for an English
 * list), or null when the line is not a known food.
 */
export function foodNameIn(name: string, from: FoodLang, lang: FoodLang): string | null {
  const key = shopFood(name, from).key;
  if (!key.startsWith('food:') || !foodByKey(key.slice(5))) return null;
  return sliceNames(FOODS_SLICE[key.slice(5)]!, LANG[lang]).one;
}
