/**
 * Generation: the wish is read, the cookbook searched, the picks rendered for the cook's language,
 * units and servings, and the note says plainly what was not known, what was not met and what was
 * adapted. A named dish the cookbook does not know is never answered with another dish under its
 * name: the answer says so and offers the closest real recipes under their own names.
 */
export { tagsFor } from './tags.ts';
import type { TUnitSystem } from '../../../shared/constants.ts';
import { LANGUAGES, type TLanguage } from '../../../shared/i18n/languages.ts';
import type { TCourse } from '../../../shared/knowledge/cookbook-schema.ts';
import type { TDietCategory } from '../../../shared/knowledge/food-schema.ts';
import { grammarOf } from '../../../shared/knowledge/grammar.ts';
import { phraseKey, wordsOf } from '../../../shared/knowledge/phrase-index.ts';
import type { TRecipeDraft } from '../../../shared/schemas/recipe.ts';
import type { Room } from '../../knowledge/room.ts';
import { composeRecipe, fill, openDishes, opensEmpty } from './compose.ts';
import { find, foodsToBuy, hasFood, isPrepared, type Pick } from './find.ts';
import { freeOfCategory, freeOfDiet, freePhrases } from './free-words.ts';
import { entryOfVersion, type Cookbook, type Entry } from './load.ts';
import { pack, say } from './pack.ts';
import { CannotDrop, renderVersion } from './render.ts';
import { ingredientId } from '../../knowledge/cookbook-check.ts';
import { leadsOf, techniquesOf, type Version } from './facts.ts';
import { gramsOf } from './amount.ts';
import {
  entryPasses,
  lineNamesExcluded,
  namesExcluded,
  restrictionsOf,
  toDrop,
  type Restrictions,
} from './restrictions.ts';
import { readWish, wishWords, type TSoft, type Wish, type WishInput } from './wish.ts';
import { namesExcludedKind, servesStarch } from './keep-text.ts';
import { tagsFor } from './tags.ts';
import { kidsMetNote, softUnknown, softWord, titleWithWhy, unmetSoftOf } from './soft.ts';
import { editKnown } from './edit.ts';
import type { Op } from './edit-parse.ts';
import { excludes } from './restrictions.ts';
import { convertMethod, type Converted } from './methods.ts';
import { sayOf } from './edit-clause.ts';
import type { TWishMethod } from './wish.ts';

/** How a recipe is made the way the wish asks: as it is, by its own version, or moved by method data. */
type MethodFit =
  | { kind: 'as-is' }
  | { kind: 'variant'; entry: Entry }
  | { kind: 'converted'; converted: Extract<Converted, { ok: true }> }
  | { kind: 'no'; converted: Converted | null };

function methodFit(book: Cookbook, r: Restrictions, e: Entry, method: TWishMethod): MethodFit {
  const v = book.version(e);
  if (v.variant?.method === method) return { kind: 'as-is' };
  const own = book.entries.find(
    (o) =>
      o.recipeId === e.recipeId &&
      o.variantKind === 'method' &&
      book.version(o).variant?.method === method &&
      entryPasses(book.room, r, o),
  );
  if (own) return { kind: 'variant', entry: own };
  const converted = convertMethod(book.room, v, method, e.dishes);
  if (converted?.ok) return { kind: 'converted', converted };
  if (converted?.why === 'already') return { kind: 'as-is' };
  return { kind: 'no', converted };
}

/** What the note says of a recipe the wish asked to be made another way. */
function methodNote(room: Room, lang: TLanguage, name: string, method: TWishMethod, fit: MethodFit): string | null {
  const words = say(lang, 'edits', `method.${method}`);
  if (fit.kind === 'converted') {
    const c = fit.converted;
    const times = { name, method: words, from: c.from, lo: c.to[0], hi: c.to[1] };
    return c.oil
      ? sayOf(room, lang, 'wishMethodFried', c.oil, times)
      : say(lang, 'edits', c.pan ? 'wishMethodPan' : c.unit === 'h' ? 'wishMethodHours' : 'wishMethodMinutes', times);
  }
  if (fit.kind !== 'no') return null;
  const c = fit.converted;
  const reason =
    c && !c.ok && c.why !== 'noData' && c.why !== 'already'
      ? say(lang, 'edits', `method.${c.why}`, {
          name: `“${name}”`,
          method: words,
          food: c.food ? room.names(c.food, lang).one : '',
        })
      : say(lang, 'edits', 'noMethodVersion', { name: `“${name}”`, method: words });
  return say(lang, 'notes', 'methodAsWritten', { reason });
}

/** How far over a time limit a known dish that uses the cook's foods may go, before a combination. */
const OVER_TIME_SLACK = 1.5;

export interface GenerateRequest extends WishInput {
  recipeCount: number;
  unitSystem: TUnitSystem;
}

export interface Rendered {
  entry: Entry;
  recipe: TRecipeDraft;
}

/** A pick as a recipe, or null when its optional excluded foods cannot be left out cleanly. */
export function renderPick(
  book: Cookbook,
  e: Entry,
  r: Restrictions,
  lang: TLanguage,
  system: TUnitSystem,
  servings: number,
  /** Also refuse a line whose options name an excluded food (off for the dish the cook named). */
  strictLines = true,
  /** The version to render in place of the entry's own (one moved to another way of cooking). */
  version?: Version,
): TRecipeDraft | null {
  const v = version ?? book.version(e);
  const drop = toDrop(book.room, r, v);
  // A tip or description keeps the restrictions by the kinds of food it names too ("cold meats"),
  // and under a carbohydrate limit serves nothing starchy the dish is not made of.
  const own = new Set(
    v.ingredients
      .filter((i) => !drop.has(ingredientId(i)))
      .flatMap((i) => [i.food, ...(book.room.foods.get(i.food)?.of ? [book.room.foods.get(i.food)!.of!] : [])]),
  );
  const textKeeps = (t: string) =>
    !namesExcludedKind(book.room, r, t, lang) && !servesStarch(book.room, r, t, lang, own);
  let recipe: TRecipeDraft;
  try {
    recipe = renderVersion(book.room, v, {
      lang,
      system,
      servings,
      drop,
      tags: tagsFor(book.room, e, lang),
      // Read as any recipe is read too: "sirva com soda bread" names bread in a Portuguese tip.
      keepTip: (t) =>
        !namesExcluded(book.room, r, t, lang) && !lineNamesExcluded(book.room, r, t, lang) && textKeeps(t),
    });
  } catch (err) {
    if (err instanceof CannotDrop) return null;
    throw err;
  }
  // A description is blanked only for what the restrictions exclude (a side it names is the dish's).
  if (
    namesExcluded(book.room, r, recipe.description, lang) ||
    namesExcludedKind(book.room, r, recipe.description, lang)
  )
    recipe.description = '';
  const shapes = shapeWords(book.room, r, v, recipe.title, lang);
  return fieldsPass(
    book.room,
    r,
    recipe,
    lang,
    strictLines,
    [...placeholderWords(book.room, r, v, lang), ...shapes],
    [],
    e.dishes,
    shapes,
  )
    ? recipe
    : null;
}

/**
 * The words the version's steps use for its own foods that keep the restrictions: "{soy-milk=milk}"
 * is the soy milk of a vegan cake, not dairy milk, wherever the step says "milk".
 */
function placeholderWords(room: Room, r: Restrictions, v: Version, lang: TLanguage): string[] {
  const foodOf = new Map(v.ingredients.map((i) => [ingredientId(i), i.food]));
  const out = new Set<string>();
  for (const st of v.steps)
    for (const m of st[lang].matchAll(/\{([a-z0-9-]+)=([^}]+)\}/g)) {
      const food = foodOf.get(m[1]!);
      if (food && !excludes(room, r, food)) out.add(phraseKey(m[2]!));
    }
  return [...out];
}

/**
 * The title's words for a shape the dish makes of a vegetable it has, in place of a food it has
 * not ("Zucchini Lasagna", "Lasanha de abobrinha", "Cauliflower Rice"): that dish's own words,
 * in its title and steps ("keeps the lasagna from turning watery"), and no food it is made of.
 */
function shapeWords(room: Room, r: Restrictions, v: Version, title: string, lang: TLanguage): string[] {
  const has = new Set(v.ingredients.flatMap((i) => [i.food, room.foods.get(i.food)?.of ?? i.food]));
  const hits = room.foodIndex(lang).find(title);
  const veg = (h: (typeof hits)[number] | undefined) =>
    h !== undefined && h.values.some((f) => has.has(f) && room.foods.get(f)?.kind === 'vegetable');
  const out: string[] = [];
  hits.forEach((h, i) => {
    if (!h.values.every((f) => excludes(room, r, f)) || h.values.some((f) => has.has(f))) return;
    const prev = hits[i - 1];
    const next = hits[i + 1];
    const before = veg(prev) && /^\s*$/.test(title.slice(prev!.end, h.start));
    const after = veg(next) && /^\s+(?:de|da|do|of)\s+$/i.test(title.slice(h.end, next!.start));
    if (before || after) out.push(h.phrase);
  });
  return out;
}

/**
 * Whether a rendered recipe keeps the restrictions in its steps, title and lines (its tips and
 * description are read too: a recipe that names what the cook avoids in any field is not theirs).
 */
function fieldsPass(
  room: Room,
  r: Restrictions,
  recipe: TRecipeDraft,
  lang: TLanguage,
  strictLines: boolean,
  stepWords: readonly string[] = [],
  /** Foods an edit put a stand-in for: the title's word for one names the stand-in now. */
  replaced: readonly string[] = [],
  /** The kinds of dish the recipe is (its "ice cream" is the dish, not a food in it). */
  dishes: readonly string[] = [],
  /** The title's own words for what the dish is made into (`shapeWords`). */
  titleOwn: readonly string[] = [],
): boolean {
  // A step's words for the recipe's own things are no other food: "the butter" of a vegan butter
  // line, "a massa" (the batter) of a cassava cake kept gluten-free by its foods.
  // A word for a kind of dish that is also a food's name, said in the title ("Zucchini Lasagna",
  // "This keeps the lasagna from turning watery"), is the dish when no line is of that food or of
  // any kind it is (no pasta, flour or starch in it); a brik's "pastry" is its filo sheets.
  const lineCats = new Set(
    recipe.ingredients.flatMap((i) =>
      (room.foodIndex(lang).find(i.name)[0]?.values ?? []).flatMap((f) => [
        `#${f}`,
        ...(room.foods.get(f)?.diet ?? []),
      ]),
    ),
  );
  // The recipe's own kind of dish, not said in its title ("serve as soft ice cream" of a banana
  // nice cream), is the dish when no line is of that food or has what the restrictions exclude in
  // it (its milk is no sugar). A title that says the word ("Crisp Pastry") is read as above.
  const title = ` ${phraseKey(recipe.title)} `;
  const catsOf = (f: string) => room.foods.get(f)?.diet ?? [];
  const kindWords = dishKindFoodWords(room, lang)
    .filter(
      (k) =>
        !k.foods.some((f) => lineCats.has(`#${f}`)) &&
        (title.includes(` ${k.phrase} `)
          ? !k.foods.some((f) => catsOf(f).some((c) => lineCats.has(c)))
          : dishes.includes(k.dish) && !k.foods.some((f) => catsOf(f).some((c) => r.cats.has(c) && lineCats.has(c)))),
    )
    .map((k) => k.phrase);
  const own = [
    ...recipe.ingredients.map((i) => phraseKey(i.name)),
    ...(pack(lang).ownWords ?? []).map(phraseKey),
    ...stepWords,
    ...kindWords,
  ];
  if (recipe.instructions.some((s) => namesExcluded(room, r, s, lang, own))) return false;
  if (namesExcluded(room, r, recipe.description ?? '', lang)) return false;
  if (recipe.tips.some((t) => namesExcluded(room, r, t, lang) || lineNamesExcluded(room, r, t, lang))) return false;
  // A title says what the dish is: "pãozinho" of a cassava-starch bread is still bread to a cook
  // avoiding gluten, unless a line says which (a "Rice Vermicelli" line for "Vermicelli Bowl") or
  // the title says its diet ("Vegan Mac and Cheese").
  if (
    !saysDiet(room, recipe.title, lang) &&
    namesExcluded(room, r, titleLessReplaced(room, recipe.title, lang, replaced), lang, [
      ...own.slice(0, recipe.ingredients.length),
      ...titleOwn,
      ...kindWords,
    ])
  )
    return false;
  // A line's options are a field too: "vegan cream, oat, soy or cashew cream" is no nut-free line.
  // Read as prose this also catches a size ("pieces the size of a walnut"), so the dish a cook
  // named is kept and only others are passed over.
  return !(strictLines && recipe.ingredients.some((i) => lineNamesExcluded(room, r, i.name, lang)));
}

interface KindWord {
  dish: string;
  phrase: string;
  foods: readonly string[];
}
const kindFoodWords = new Map<TLanguage, KindWord[]>();
/** The words for kinds of dish that are also foods' names ("lasagna", "lasanha"), with those foods. */
function dishKindFoodWords(room: Room, lang: TLanguage): KindWord[] {
  let out = kindFoodWords.get(lang);
  if (!out) {
    out = [];
    for (const [dish, d] of Object.entries(room.vocab.dishTypes))
      for (const n of d.names[lang]) {
        const hit = room.foodIndex(lang).find(n)[0];
        if (hit && hit.start === 0 && hit.end === n.length) out.push({ dish, phrase: phraseKey(n), foods: hit.values });
      }
    kindFoodWords.set(lang, out);
  }
  return out;
}

/**
 * A title with the words for foods an edit replaced blanked out ("Shrimp Scampi with ______"), but
 * for the first food it says: that one is what the dish is named for ("Cacık (Turkish Yogurt, …)").
 */
function titleLessReplaced(
  room: Room,
  title: string,
  lang: TLanguage,
  replaced: readonly string[],
  /** The first food too: the edit renamed the dish for its stand-in. */
  firstToo = false,
): string {
  if (!replaced.length) return title;
  let out = title;
  for (const hit of room
    .foodIndex(lang)
    .find(title)
    .slice(firstToo ? 0 : 1))
    if (hit.values.every((f) => replaced.includes(f)))
      out = out.slice(0, hit.start) + ' '.repeat(hit.end - hit.start) + out.slice(hit.end);
  return out;
}

/** Whether an ingredient line of the recipe is of this food (its own name in the language). */
function hasLine(room: Room, recipe: TRecipeDraft, food: string, lang: TLanguage): boolean {
  return recipe.ingredients.some((i) => room.foodIndex(lang).find(i.name)[0]?.values.includes(food));
}

/**
 * Whether a dish's name in a language names a food the restrictions exclude (and no diet it keeps).
 * `leads`: only such a food among these (what the dish is made of) or the first food the name says
 * (its namesake) counts, else any.
 */
function namedForExcluded(
  room: Room,
  r: Restrictions,
  e: Entry,
  l: TLanguage,
  leads: readonly string[] | null,
  replaced: readonly string[] = [],
  renamed = false,
): boolean {
  const name = titleLessReplaced(room, e.name[l], l, replaced, renamed);
  if (saysDiet(room, name, l) || !namesExcluded(room, r, name, l)) return false;
  if (!leads) return true;
  return room
    .foodIndex(l)
    .find(name)
    .some(
      (h, n) =>
        h.values.every((f) => excludes(room, r, f)) &&
        ((n === 0 && !renamed) || h.values.some((f) => leads.includes(f))),
    );
}

/**
 * The share of a dish's weight at or over which a food is its body (the milk of a chai); the food
 * that weighs most is its body too (the shrimp of a scampi is, its linguine is not).
 */
const BODY_SHARE = 0.4;

/**
 * The excluded foods of a version that an edited recipe has the same food for, made another way,
 * from the food's own substitutes: a kind of it (tamari for soy sauce), or one whose name says a diet
 * or the same food ("gluten-free pasta", "soy yogurt", "oat milk") — never another food (sunflower
 * seeds for cashews, tofu for fish), nor for the body of the dish.
 */
function sameFoodStandIns(
  room: Room,
  r: Restrictions,
  v: Version,
  recipe: TRecipeDraft,
  lang: TLanguage,
  /** Not for the dish's body either. */
  minor: boolean,
): string[] {
  const grams = (food: string) =>
    v.ingredients
      .filter((i) => i.food === food || food === '')
      .reduce((n, i) => n + (room.foods.get(i.food) ? (gramsOf(i, room.foods.get(i.food)!) ?? 0) : 0), 0);
  const total = grams('');
  const words = (k: string) =>
    LANGUAGES.flatMap((l) => {
      const w = wordsOf(room.names(k, l).one).map((x) => x.w);
      return [w[0], w.at(-1)].filter((x): x is string => Boolean(x));
    });
  const out: string[] = [];
  for (const i of v.ingredients) {
    const food = room.foods.get(i.food);
    if (!food || out.includes(i.food) || !excludes(room, r, i.food) || hasLine(room, recipe, i.food, lang)) continue;
    const g = grams(i.food);
    if (minor && total > 0 && (g / total >= BODY_SHARE || v.ingredients.every((o) => grams(o.food) <= g))) continue;
    const sub = food.subs?.find((s) => hasLine(room, recipe, s.food, lang));
    if (!sub || sub.for?.includes('main')) continue;
    const same =
      room.foods.get(sub.food)?.of === i.food ||
      LANGUAGES.some((l) => saysDiet(room, room.names(sub.food, l).one, l)) ||
      words(sub.food).some((w) => [i.food, ...(food.of ? [food.of] : [])].some((k) => words(k).includes(w)));
    if (same) out.push(i.food);
  }
  return out;
}

/** Whether a dish's name says a diet it keeps ("Vegan Mac and Cheese"). */
function saysDiet(room: Room, name: string, lang: TLanguage): boolean {
  const title = ` ${phraseKey(name)} `;
  return Object.values(room.diets).some((d) => d.names[lang].some((n) => title.includes(` ${phraseKey(n)} `)));
}

function names(list: readonly string[], lang: TLanguage): string {
  return grammarOf(lang).list(list.map((n) => `“${n}”`));
}

function foodNames(room: Room, keys: readonly string[], lang: TLanguage): string {
  return grammarOf(lang).list(keys.map((k) => room.names(k, lang).one));
}

/** What the wish asked that a cook could loosen, for the "nothing fits" note. */
function wishParts(room: Room, w: Wish): string[] {
  const p = pack(w.lang);
  const fill = (s: string, k: string, v: string) => s.replace(`{${k}}`, v);
  // Diets, the kinds avoided ("alérgica a camarão": sem frutos do mar) and the foods avoided, each
  // once: a food the diets or kinds already exclude is not said twice ("egg-free, without egg").
  const child = w.forChild ?? [];
  const parts = freePhrases(room, w.lang, {
    diets: w.diets,
    cats: w.avoidCats.filter((c) => !child.includes(c)),
    foods: w.avoidFoods,
  });
  // What is kept because the food is for a child was not asked: said once, with that reason.
  const forChild = child.filter((c) => w.avoidCats.includes(c)).map((c) => freeOfCategory(c, w.lang));
  if (forChild.length) parts.push(fill(p.parts.forChild!, 'free', grammarOf(w.lang).list(forChild)));
  if (w.wanted.length) parts.push(fill(p.parts.with!, 'foods', foodNames(room, w.wanted, w.lang)));
  for (const c of w.courses) parts.push(fill(p.parts.course!, 'course', p.courses[c] ?? c));
  for (const c of w.cuisines) parts.push(room.vocab.cuisines[c]?.adjective[w.lang] ?? c);
  if (w.minutes !== null) parts.push(fill(p.parts.time!, 'minutes', String(w.minutes)));
  return parts;
}

/** Food kinds that make a dish sweet or savoury when they go in it. */
const SWEET_KINDS = new Set(['sweet', 'fruit']);
// Vegetables go both ways (carrot cake, pumpkin pie, rhubarb), so they tell nothing.
const SAVOURY_KINDS = new Set(['protein', 'legume', 'aromatic']);

/** Whether the foods a wish names make its dish sweet or savoury, or neither says (null). */
function sweetOrSavoury(room: Room, foods: readonly string[]): 'sweet' | 'savoury' | null {
  const kinds = foods.map((f) => room.foods.get(f)?.kind ?? 'other');
  const sweet = kinds.some((k) => SWEET_KINDS.has(k));
  const savoury = kinds.some((k) => SAVOURY_KINDS.has(k));
  return sweet === savoury ? null : sweet ? 'sweet' : 'savoury';
}

const stopKeysByLang = new Map<TLanguage, Set<string>>();
/** The wish pack's linking words as phrase keys, read once per language. */
function stopKeys(lang: TLanguage): Set<string> {
  let keys = stopKeysByLang.get(lang);
  if (!keys) stopKeysByLang.set(lang, (keys = new Set(wishWords(lang).stop.map(phraseKey))));
  return keys;
}

/**
 * Whether `e` is the dish `named` is, in another recipe: of the named dish's own kind, said by the
 * cook by that kind's name ("brownies", "panqueca"), or with every food the named dish's title
 * names ("Baja Fish Tacos" needs fish; black bean tacos are other tacos).
 */
function isVersionOf(room: Room, e: Entry, named: Entry, phrase: string | null, lang: TLanguage): boolean {
  // The named dish's own kinds, not their parents: a moqueca is a stew, but a stew is no moqueca.
  const own = named.dishes.filter((d) => !named.dishes.some((o) => room.vocab.dishTypes[o]?.parent === d));
  const shared = e.dishes.filter((d) => own.includes(d));
  if (!shared.length) return false;
  const key = phrase ? phraseKey(phrase) : '';
  // A kind's name that is also the named dish's own ("caipirinha" is a cocktail and a recipe of
  // its own): another cocktail is no caipirinha.
  const ownName = LANGUAGES.some((l) => named.inherited[l].includes(key) || named.own[l].includes(key));
  if (key && !ownName && shared.some((d) => room.vocab.dishTypes[d]?.names[lang].some((n) => phraseKey(n) === key)))
    return true;
  const hits = room.foodIndex(lang).find(named.name[lang]);
  const titled = [...new Set(hits.flatMap((h) => h.values.slice(0, 1)))];
  if (!titled.length || !titled.some((f) => hasFood(room, e, f)) || !titled.every((f) => hasFood(room, e, f)))
    return false;
  // The meat or fish the name says leads it, as in the dish named: a mixed-meat stir-fry with some
  // chicken among its bacon, pork and beef is no chicken stir-fry.
  const leads = (x: Entry, f: string) => x.leads.some((l) => l === f || room.foods.get(l)?.of === f);
  const isProtein = (f: string) => room.foods.get(f)?.kind === 'protein';
  if (titled.some((f) => isProtein(f) && leads(named, f) && !leads(e, f))) return false;
  // The words of the name that are no food name the dish ("carbonara" in "Spaghetti Carbonara"):
  // a pasta with the same spaghetti is no carbonara unless its name says so too.
  // Nor a kind's word ("soup"): a pickle soup is no solyanka for being a soup.
  const kindWords = new Set(
    Object.values(room.vocab.dishTypes).flatMap((d) =>
      d.names[lang].map((n) => wordsOf(n).map((x) => x.w)).flatMap((ws) => (ws.length === 1 ? ws : [])),
    ),
  );
  // Nor a linking word ("with" of "… with Shoestring Fries and Ham" is in a piperade's name too).
  const stop = stopKeys(lang);
  const rest = wordsOf(named.name[lang]).filter(
    (w) =>
      w.w.length > 3 &&
      !kindWords.has(w.w) &&
      !stop.has(w.w) &&
      !hits.some((h) => w.start >= h.start && w.end <= h.end),
  );
  const title = ` ${phraseKey(e.name[lang])} `;
  return rest.length === 0 || rest.some((w) => title.includes(` ${w.w} `));
}

/**
 * Whether a recipe is the dish the wish names: one of the named recipes or their versions, or one
 * whose own name holds the words asked, or of the named dish's own kind with the foods its name
 * says — and in every case with the food the name says ("chicken adobo": not the tofu one).
 */
export function isAskedDish(book: Cookbook, e: Entry, wish: Wish, lang: TLanguage): boolean {
  if (!wish.named.length || !wish.namedPhrase) return true;
  const room = book.room;
  const holds = (phrase: string) =>
    LANGUAGES.some((l) => [...e.own[l], ...e.inherited[l]].some((n) => ` ${n} `.includes(` ${phraseKey(phrase)} `)));
  // "Chili verde": the chili named is not the one asked unless its own names say so.
  if (wish.namedAs) return holds(wish.namedAs);
  // The version written for the diet asked is the dish as the cook eats it ("vegan adobo": the tofu one).
  if (e.variantKind === 'diet' && e.variantDiets.some((d) => wish.diets.includes(d))) return true;
  if (namedMain(book, wish, lang).some((f) => !hasFood(room, e, f))) return false;
  const nameHolds = holds(wish.namedPhrase);
  const namedRecipes = new Set(wish.named.map((k) => book.byKey.get(k)?.recipeId));
  if (namedRecipes.has(e.recipeId) || nameHolds) return true;
  const base = book.byKey.get(wish.named[0]!);
  return base !== undefined && isVersionOf(room, e, base, wish.namedPhrase, lang);
}

/**
 * The last word on honesty: a recipe given for a dish named that is not that dish, or for a food
 * asked that does not have it, is said to be the closest one, with what the wish asked that the
 * dish itself could not meet — unless a note already says so.
 */
function notAskedNotes(
  book: Cookbook,
  out: readonly { pick: Pick; recipe: TRecipeDraft }[],
  wish: Wish,
  labelled: ReadonlySet<string>,
  label: string,
): string[] {
  const room = book.room;
  const lang = wish.lang;
  const g = grammarOf(lang);
  const notes: string[] = [];
  const open = out.filter((o) => !labelled.has(o.recipe.title) && !o.pick.composedUses);
  const other = open.filter((o) => !isAskedDish(book, o.pick.entry, wish, lang));
  if (other.length && wish.namedPhrase) {
    const parts = wishParts(room, { ...wish, wanted: [], courses: [], cuisines: [] });
    if (wish.method) parts.push(say(lang, 'edits', `method.${wish.method}`));
    notes.push(
      say(lang, 'notes', parts.length ? 'notAskedFor' : 'notAsked', {
        dish: `“${wish.namedAs ?? wish.namedPhrase}”`,
        parts: g.list(parts),
        count: other.length,
        list: names(
          other.map((o) => o.recipe.title),
          lang,
        ),
      }),
    );
  }
  // A food asked as what the dish is of ("frango ensopado"), left out of some of the answers.
  const main = wish.main;
  if (!wish.named.length && main && label !== 'alternatives') {
    const without = open.filter((o) => !hasFood(room, o.pick.entry, main));
    if (without.length)
      notes.push(
        say(lang, 'notes', 'mainMissing', {
          list: names(
            without.map((o) => o.recipe.title),
            lang,
          ),
          foods: room.names(main, lang).one,
          count: without.length,
        }),
      );
  }
  return notes;
}

export interface Generated {
  recipes: TRecipeDraft[];
  note?: string;
  /** The cookbook answered the whole wish: the dish named, as many as asked, every wanted food. */
  complete: boolean;
}

/** The open dish that takes most of what the cook has, filled and rendered. */
function composeFor(
  book: Cookbook,
  wish: Wish,
  r: Restrictions,
  system: TUnitSystem,
): { pick: Pick; recipe: TRecipeDraft; left: string[] } | null {
  const have = [...new Set([...wish.wanted, ...wish.onHand])];
  let best: ReturnType<typeof fill> = null;
  let bestScore = -1;
  for (const dish of openDishes()) {
    if (wish.dishes.length && !wish.dishes.includes(dish.dish)) continue;
    if (wish.courses.length && !wish.courses.some((c) => c === dish.course || dish.also?.includes(c))) continue;
    const f = fill(book.room, dish, have, r);
    if (!f || f.used.length === 0 || opensEmpty(book.room, f)) continue;
    // The pasta or grain the cook has is what the meal is built on: a dish that leaves it out
    // (spaghetti, zucchini and ricotta as a rice bowl) is no answer while another takes it.
    const baseLeft = f.left.filter((k) => SHAPES.has(book.room.foods.get(k)?.kind ?? '')).length;
    const score = f.used.length * 10 - f.left.length * 3 - baseLeft * 8 + dish.rank;
    if (score > bestScore) {
      best = f;
      bestScore = score;
    }
  }
  if (!best) return null;
  const version = composeRecipe(book.room, best);
  const recipe = renderVersion(book.room, version, {
    lang: wish.lang,
    system,
    servings: wish.servings ?? version.recipe.servings,
  });
  const entry = entryOfVersion(book.room, version);
  recipe.tags = tagsFor(book.room, entry, wish.lang);
  return {
    pick: {
      entry,
      score: 0,
      missingWanted: [],
      unmetSoft: [],
      overTime: wish.minutes !== null && version.recipe.time.prep + version.recipe.time.cook > wish.minutes,
      offCuisine: false,
      onHandUsed: best.used.length,
      composedUses: best.used,
    },
    recipe,
    left: best.left,
  };
}

/** The figure per serving each soft wish is judged by, when it is judged by one. */
export const SOFT_FIGURES: Partial<Record<Wish['soft'][number], 'kcal' | 'protein' | 'netCarbs' | 'healthy'>> = {
  light: 'kcal',
  calories: 'kcal',
  // Healthy is judged by several figures, and says them all.
  healthy: 'healthy',
  'high-protein': 'protein',
  // Low carb is judged by net carbohydrate (less fibre), as the diet counts it.
  'low-carb': 'netCarbs',
};

/** A soft wish's one figure per serving, as it was judged. */
export function softFigure(n: Entry['nutrition'], figure: 'kcal' | 'protein' | 'netCarbs'): number {
  return figure === 'netCarbs' ? Math.max(0, n.carbohydrate - n.fiber) : n[figure];
}

/** A time limit is hard: a recipe past it is said to be, with its own time. */
function timeNotes(
  out: readonly { pick: Pick; recipe: TRecipeDraft }[],
  wish: Wish,
  /** Some dish I know fits in the time (one over it was chosen for the cook's foods). */
  someFit = false,
): string[] {
  if (wish.minutes === null) return [];
  const over = out.filter((o) => o.recipe.prepTime + o.recipe.cookTime > wish.minutes! || o.pick.overTime);
  if (!over.length) return [];
  const g = grammarOf(wish.lang);
  const each = over.map((o) =>
    say(wish.lang, 'notes', 'overTimeEach', {
      name: `“${o.recipe.title}”`,
      minutes: o.pick.entry.minutes + o.pick.entry.rest,
    }),
  );
  return [
    say(wish.lang, 'notes', over.length === out.length && !someFit ? 'timeUnmet' : 'overTime', {
      minutes: wish.minutes,
      list: g.list(each),
      count: over.length,
    }),
  ];
}

/** Which of the cook's foods each recipe uses, and which it does not: said of each, truthfully. */
function onHandNotes(room: Room, out: readonly { pick: Pick; recipe: TRecipeDraft }[], wish: Wish): string[] {
  if (wish.onHand.length < 2 || !out.length) return [];
  const lang = wish.lang;
  const each = out.map((o) => {
    const used = wish.onHand.filter((f) => hasFood(room, o.pick.entry, f) || o.pick.composedUses?.includes(f));
    const name = `“${o.recipe.title}”`;
    if (used.length === wish.onHand.length) return say(lang, 'notes', 'onHandAll', { name });
    const unused = wish.onHand.filter((f) => !used.includes(f));
    if (!used.length) return say(lang, 'notes', 'onHandNone', { name });
    return say(lang, 'notes', 'onHandSome', {
      name,
      used: foodNames(room, used, lang),
      unused: grammarOf(lang).list(
        unused.map((k) => room.names(k, lang).one),
        'disjunction',
      ),
    });
  });
  if (out.every((o) => o.pick.composedUses)) return [];
  return [say(lang, 'notes', 'onHandEach', { list: each.join('; ') })];
}

/**
 * A bought food that often holds what the cook avoids though its record need not (granola with
 * nuts, curry paste with shrimp), in a dish given under that restriction: the note says to choose
 * one without it, once per food.
 */
export function mayCarryNotes(
  room: Room,
  recipes: readonly { entry: Pick['entry']; title: string }[],
  wish: { diets: readonly string[]; avoidCats: readonly TDietCategory[] },
  cats: ReadonlySet<TDietCategory>,
  lang: TLanguage,
): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const { entry, title } of recipes) {
    for (const food of [...entry.foods, ...entry.optionalFoods]) {
      if (seen.has(food)) continue;
      const carried = (room.foods.get(food)?.may ?? []).filter((c) => cats.has(c));
      if (!carried.length) continue;
      seen.add(food);
      // Said as the cook said it: by the diet that excludes it ("vegan"), else by what it carries.
      const diets = wish.diets.filter((d) => room.diets[d]?.excludes.some((c) => carried.includes(c)));
      const free = freePhrases(room, lang, {
        diets,
        cats: carried.filter((c) => wish.avoidCats.includes(c) || !diets.length),
      });
      out.push(
        say(lang, 'notes', 'mayCarry', {
          dish: title,
          food: room.names(food, lang).one,
          free: grammarOf(lang).list(free),
        }),
      );
    }
  }
  return out;
}

/** A diet's limits per serving and the figure each is judged by (net carbohydrate, as keto counts it). */
const LIMIT_FIGURES = {
  carbs: (n: Entry['nutrition']) => n.carbohydrate - n.fiber,
  sugars: (n: Entry['nutrition']) => n.sugars,
  sodium: (n: Entry['nutrition']) => n.sodium,
} as const;

/**
 * A diet judged by numbers ("low carb") is a claim a cook can check: the note gives its limit and
 * each dish's figure per serving, as the filter judged it.
 */
export function dietFigureNotes(
  room: Room,
  out: readonly { pick: { entry: Entry }; recipe: { title: string } }[],
  diets: readonly string[],
  lang: TLanguage,
): string[] {
  const g = grammarOf(lang);
  const notes: string[] = [];
  for (const d of diets) {
    const limits = room.diets[d]?.limits ?? {};
    for (const [k, figure] of Object.entries(LIMIT_FIGURES) as [
      keyof typeof LIMIT_FIGURES,
      (n: Entry['nutrition']) => number,
    ][]) {
      const limit = limits[k];
      if (limit === undefined || !out.length) continue;
      const list = g.list(
        out.map((o) =>
          say(lang, 'notes', k === 'sodium' ? 'dietFigure.mg' : 'dietFigure.g', {
            name: `“${o.recipe.title}”`,
            value: g.decimal(Math.max(0, figure(o.pick.entry.nutrition)), 0),
          }),
        ),
      );
      notes.push(
        say(lang, 'notes', `dietLimit.${k}`, { diet: freeOfDiet(room, d, lang), limit: g.decimal(limit, 0), list }),
      );
    }
  }
  return notes;
}

/** The chef's own edit operations for what a wish restricts: its diets, then what else it avoids. */
function dietOps(room: Room, wish: Wish): Op[] {
  const ops: Op[] = wish.diets.map((diet) => ({ kind: 'diet', diet }));
  const byDiets = restrictionsOf(room, wish.diets, [], []).cats;
  const cats = wish.avoidCats.filter((c) => !byDiets.has(c));
  const covered = (f: string) =>
    (room.foods.get(f)?.diet ?? []).some((c) => byDiets.has(c) || wish.avoidCats.includes(c));
  const foods = wish.avoidFoods.filter((f) => !covered(f));
  if (cats.length || foods.length) ops.push({ kind: 'avoid', foods, cats });
  return ops;
}

/**
 * The dish the cook named, made to keep the wish's restrictions by the same edit a cook's "make it
 * dairy-free" runs (oil for the butter that greases the tin, oat milk in the mash), when that edit
 * is coherent: it refuses nothing and no field of the result names what the cook avoids. Null when
 * no version of the dish adapts so; a diet judged by nutrition figures is not edited into.
 */
function adaptNamed(
  book: Cookbook,
  versions: readonly Entry[],
  wish: Wish,
  r: Restrictions,
  system: TUnitSystem,
): { entry: Entry; recipe: TRecipeDraft; note: string } | null {
  const room = book.room;
  const lang = wish.lang;
  if (r.diets.some((d) => Object.values(room.diets[d]?.limits ?? {}).some((x) => x !== undefined))) return null;
  if (!dietOps(room, wish).length) return null;
  // The version the cook named first, then the dish's own others.
  const order = [...versions].sort((a, b) => Number(!wish.named.includes(a.key)) - Number(!wish.named.includes(b.key)));
  for (const entry of order) {
    const v = book.version(entry);
    // What the dish keeps as written (a vegan pad thai asked vegan and peanut-free) is not adapted
    // nor said to be: it only bounds the stand-ins, and the note names what was not kept.
    const keeps = (x: Restrictions) =>
      entryPasses(room, x, entry) && v.ingredients.every((i) => !excludes(room, x, i.food));
    const ops = dietOps(room, wish).map((op) =>
      (op.kind === 'diet' && keeps(restrictionsOf(room, [op.diet], [], []))) ||
      (op.kind === 'avoid' && keeps(restrictionsOf(room, [], op.cats, op.foods)))
        ? { ...op, kept: true }
        : op,
    );
    const unkept = {
      diets: wish.diets.filter((d) => !keeps(restrictionsOf(room, [d], [], []))),
      avoidCats: wish.avoidCats.filter((c) => !keeps(restrictionsOf(room, [], [c], []))),
      avoidFoods: wish.avoidFoods.filter((f) => !keeps(restrictionsOf(room, [], [], [f]))),
    };
    if (ops.every((op) => 'kept' in op && op.kept)) continue;
    let written: TRecipeDraft;
    try {
      written = renderVersion(room, v, {
        lang,
        system,
        servings: wish.servings ?? entry.servings,
        tags: tagsFor(room, entry, lang),
      });
    } catch (err) {
      if (err instanceof CannotDrop) continue;
      throw err;
    }
    const edited = editKnown(book, entry, written, ops, lang, lang);
    if (!edited.success) continue;
    const recipe = edited.updated_recipe;
    // A food the name says that the edit put the same food made another way for, in a part that is
    // not the dish's body, is that stand-in now (gluten-free pasta for the linguine of a shrimp
    // scampi, tamari for soy sauce): the note names the swap. Fish is never tofu.
    const replaced = sameFoodStandIns(room, r, v, recipe, lang, true);
    // Renamed by the edit for the same food made another way ("Gluten-free Pasta Carbonara"), the
    // dish is named for what it now holds: its new title is what is read.
    const renamed = recipe.title !== written.title;
    const body = sameFoodStandIns(room, r, v, recipe, lang, false);
    // Not renamed in the cook's language ("Fettuccine Alfredo cremoso à americana" over gluten-free
    // pasta), a dish whose name's first food is now that food made another way is still that dish:
    // the note names the swap.
    // In every language the name's foods are read as the body's: "orecchiette" is the pasta.
    // ("macarrão", pasta, is the wheat noodles'), a kind of it or what it is a kind of.
    const line = (f: string) => [f, room.foods.get(f)?.of, room.foods.get(room.foods.get(f)?.of ?? '')?.of];
    // A pasta or grain said by its general word ("macarrão" for egg noodles) is the one stood in for.
    const kind = (f: string) => room.foods.get(f)?.kind ?? '';
    const bodyOf = (f: string) =>
      body.some((b) => line(b).includes(f) || line(f).includes(b) || (SHAPES.has(kind(b)) && kind(f) === kind(b)));
    const kinds = LANGUAGES.flatMap((l) => room.foodIndex(l).find(entry.name[l])).flatMap((h) => h.values);
    const standsIn = renamed || kinds.some(bodyOf);
    const named = renamed || standsIn ? [...new Set([...body, ...kinds.filter(bodyOf)])] : replaced;
    // A dish named for what the cook avoids ("Coconut Fish Curry", "Red Pork and Hominy Soup") is
    // not that dish without it: in the cook's language, or in another's when that food is what the
    // dish is made of (its lead), not a part of it ("com creme de cogumelos" of a green bean bake).
    const leads = leadsOf(room, v);
    if (
      LANGUAGES.some((l) =>
        l === lang
          ? !renamed && namedForExcluded(room, r, entry, l, null, named, standsIn)
          : namedForExcluded(room, r, entry, l, leads, named, renamed || standsIn),
      ) ||
      (renamed && namedForExcluded(room, r, entry, lang, null, named, true))
    )
      continue;
    // Its title is read without the food a stand-in of the same food took the place of.
    const read = standsIn ? { ...recipe, title: titleLessReplaced(room, recipe.title, lang, named, true) } : recipe;
    if (!fieldsPass(room, r, read, lang, true, [], replaced, entry.dishes)) continue;
    // An optional line (a garnish, a side) that breaks the restriction is left out, and named.
    const optional = [
      ...new Set(v.ingredients.filter((i) => i.optional && excludes(room, r, i.food)).map((i) => i.food)),
    ];
    const parts = grammarOf(lang).list(
      wishParts(room, { ...wish, ...unkept, wanted: [], courses: [], cuisines: [], minutes: null }),
    );
    const note = [
      say(lang, 'notes', 'adaptedNamed', { dish: entry.name[lang], constraints: parts }),
      edited.summary,
      optional.length
        ? say(lang, 'notes', 'droppedOptional', { foods: foodNames(room, optional, lang), diet: parts })
        : '',
    ]
      .filter(Boolean)
      .join(' ');
    return { entry, recipe, note };
  }
  return null;
}

/**
 * The foods the dish asked is of: those the named dish's name says, when another food is asked
 * with it ("bisteca de porco com batata"), else the wish's main food.
 */
function mainFoods(room: Room, wish: Wish, label: string, lang: TLanguage, book?: Cookbook): string[] {
  if (label === 'alternatives' && wish.named.length && wish.namedPhrase) {
    const said = saidFoods(room, wish.namedPhrase, lang);
    if (said.length) return [said[0]!];
  }
  // The dish asked by a name that says its food ("chicken adobo"): its versions without that food
  // (the tofu one) come after it, whatever the time asked.
  if (label === 'named' && book) return namedMain(book, wish, lang);
  return wish.main ? [wish.main] : [];
}

/** The foods a dish's name says, leaving out what only flavours or cooks it ("garlic shrimp": shrimp). */
function saidFoods(room: Room, phrase: string, lang: TLanguage): string[] {
  return room
    .foodIndex(lang)
    .find(phrase)
    .map((h) => h.values[0]!)
    .filter((f) => !BACKGROUND.has(room.foods.get(f)?.kind ?? ''));
}

/**
 * The food the dish named is of, as its name says it and its own recipe cooks it: chicken for
 * "chicken adobo" (whose base recipe has chicken), none for "adobo" or "chili" (no food said, or
 * one the dish is not made of).
 */
function namedMain(book: Cookbook, wish: Wish, lang: TLanguage): string[] {
  if (!wish.namedPhrase) return [];
  const bases = wish.named.map((k) => book.byKey.get(k)).filter((e): e is Entry => e !== undefined && !e.variantKind);
  const base = bases[0];
  if (!base) return [];
  // A name several dishes answer to says the food every one of them cooks: "pudim de pão" is made
  // of bread rolls in Brazil, of sliced bread in Britain, and is either.
  const saidAll = saidFoods(book.room, wish.namedPhrase, lang);
  const said = saidAll.filter((f) => bases.every((b) => hasFood(book.room, b, f)));
  if (said.length) return said.slice(0, 1);
  // A food said that not every dish of the name cooks leads none of them.
  if (saidAll.length && bases.length > 1) return [];
  // A name that says no food ("boeuf bourguignon", "feijoada"): the meat or fish that leads it.
  return base.leads.filter((f) => book.room.foods.get(f)?.kind === 'protein').slice(0, 1);
}

/** Categories of meat and fish a dish may be made of (the general "meat" aside). */
const FLESH: readonly TDietCategory[] = ['beef', 'pork', 'lamb', 'poultry', 'fish', 'shellfish'];
/** A category is a kind's when this share of its dishes has it. */
const KIND_FLESH_SHARE = 0.2;
const fleshByKind = new WeakMap<Cookbook, Map<string, TDietCategory[]>>();

/** The meats or fish dishes of these kinds are made of ("seafood": fish, shellfish), none for a cake. */
function fleshOfKinds(book: Cookbook, dishes: readonly string[]): TDietCategory[] {
  let byKind = fleshByKind.get(book);
  if (!byKind) fleshByKind.set(book, (byKind = new Map()));
  const out = new Set<TDietCategory>();
  for (const d of dishes) {
    let cats = byKind.get(d);
    if (!cats) {
      const of = book.entries.filter((e) => !e.variantId && e.dishes.includes(d));
      cats = FLESH.filter(
        (c) =>
          of.length > 0 && of.filter((e) => madeOfCats(book.room, e).has(c)).length / of.length >= KIND_FLESH_SHARE,
      );
      byKind.set(d, cats);
    }
    for (const c of cats) out.add(c);
  }
  return [...out];
}

/** The diet categories of what a dish is made of, not of what flavours it (Worcestershire's anchovy). */
function madeOfCats(room: Room, e: Entry): Set<TDietCategory> {
  const out = new Set<TDietCategory>();
  for (const f of e.foods) {
    const food = room.foods.get(f);
    if (food && !BACKGROUND.has(food.kind)) for (const c of food.diet) out.add(c);
  }
  return out;
}

/** Kinds of food that flavour or cook a dish, not what it is made of. */
const BACKGROUND = new Set(['aromatic', 'seasoning', 'spice', 'herb', 'fat', 'liquid', 'condiment', 'sauce']);

/** Kinds bought in many shapes and called by one word: a name's "noodles" is the dish's own. */
const SHAPES = new Set(['pasta', 'grain']);

export function generate(book: Cookbook, req: GenerateRequest): Generated {
  const room = book.room;
  const lang = req.language;
  const wish = readWish(book, req);
  const r = restrictionsOf(room, wish.diets, wish.avoidCats, wish.avoidFoods);
  const notes: string[] = [];
  /** Titles a note already names as another dish than the one asked. */
  const labelled = new Set<string>();
  const count = Math.max(1, Math.min(5, req.recipeCount));
  const generic =
    !wish.named.length &&
    !wish.unknownName &&
    !wish.dishes.length &&
    !wish.courses.length &&
    !wish.wanted.length &&
    !wish.onHand.length;
  const courses: TCourse[] | undefined = generic ? ['main'] : undefined;

  let entries = book.entries;
  let label: 'named' | 'alternatives' | 'search' = 'search';
  let like: string[] | undefined;
  let altCourses: TCourse[] | undefined;
  /** The dish named, when no version of it keeps the cook's restrictions. */
  let blocked: Entry | undefined;
  let adapted: ReturnType<typeof adaptNamed> = null;
  let ownCourse = false;
  if (wish.named.length) {
    const namedRecipes = new Set(book.entries.filter((e) => wish.named.includes(e.key)).map((e) => e.recipeId));
    const versions = book.entries.filter((e) => namedRecipes.has(e.recipeId));
    const hasWanted = (e: Entry) => wish.wanted.every((f) => hasFood(room, e, f));
    // "Seafood gumbo" when the gumbo is of chicken: a kind said with the dish that none of its
    // versions is, as a food it lacks would be.
    // The kind is judged by what its dishes are made of where that says it (a seafood dish has fish
    // or shellfish: the Creole jambalaya with shrimp is a seafood one), else by the dish's kinds.
    const flesh = fleshOfKinds(book, wish.dishes);
    const lacksKind =
      wish.namedWith !== null &&
      !versions.some((e) => e.dishes.some((d) => wish.dishes.includes(d))) &&
      (!flesh.length || !versions.some((e) => flesh.some((c) => madeOfCats(room, e).has(c))));
    const lacksWanted = wish.wanted.length > 0 && !versions.some(hasWanted);
    if (versions.some((e) => entryPasses(room, r, e)) && (lacksWanted || lacksKind)) {
      // "lasanha de berinjela" when the cookbook's lasagne has no eggplant: another dish, said so;
      // the named one is among the alternatives, with others of its kind that have the food.
      label = 'alternatives';
      // "torta de frango com palmito", not "torta de frango de palmito".
      const joiner = lang === 'pt-BR' ? (/ d[eoa]s? /i.test(` ${wish.namedPhrase} `) ? ' com ' : ' de ') : ' with ';
      // A name that says the food already ("frango na churrasqueira") is the dish asked as said.
      const unsaid = wish.wanted.filter((f) => !saidFoods(room, wish.namedPhrase ?? '', lang).includes(f));
      wish.unknownName = !lacksWanted
        ? wish.namedWith
        : unsaid.length
          ? `${wish.namedPhrase}${joiner}${foodNames(room, unsaid, lang)}`
          : (wish.namedPhrase ?? '');
      // Nearest first: the alternatives that share what the named dish is made of.
      like = [...new Set(versions.filter((e) => !e.variantKind).flatMap((e) => e.foods))].filter(
        (f) => !room.foods.get(f)?.staple,
      );
      // The kind said ("torta" is a pie) stays the kind: not every kind a dish named "torta" is.
      if (!wish.dishes.length)
        for (const e of versions) for (const d of e.dishes) if (!wish.dishes.includes(d)) wish.dishes.push(d);
    } else if (
      versions.some(
        // A version that keeps the diet only with an optional food left out, where a step still
        // needs it ("serve in the pita"), is no answer as written: the diet's edit may still make it.
        (e) =>
          entryPasses(room, r, e) &&
          renderPick(book, e, r, lang, req.unitSystem, wish.servings ?? e.servings, false) !== null,
      )
    ) {
      entries = versions;
      label = 'named';
    } else if ((adapted = adaptNamed(book, versions, wish, r, req.unitSystem))) {
      entries = [];
      label = 'named';
      notes.push(adapted.note);
    } else {
      label = 'alternatives';
      // The same kind of dish in a version the cook can eat: its own kind (a quick bread for a
      // banana bread), not the kinds above it (any bread) when some version of its own kind fits.
      const own = [...new Set(versions.map((e) => e.dish))];
      const ownFits = book.entries.some(
        (e) => !namedRecipes.has(e.recipeId) && e.dishes.some((d) => own.includes(d)) && entryPasses(room, r, e),
      );
      for (const e of versions)
        for (const d of ownFits ? [e.dish] : e.dishes) if (!wish.dishes.includes(d)) wish.dishes.push(d);
      blocked = book.entries.find((e) => wish.named.includes(e.key))!;
      entries = book.entries.filter((e) => !namedRecipes.has(e.recipeId));
      // In its place only a dish of its own course: no yeast loaf for a banana bread.
      altCourses = [...new Set(versions.map((e) => e.courses[0]!))];
      // Another recipe of the dish written for the wish ("Vegan Banana Bread" for an egg-free
      // banana bread) is nearer than any other of its kind: those alone, when there are some.
      const asked = ` ${phraseKey(wish.namedPhrase ?? '')} `;
      const sameDish = entries.filter(
        (e) =>
          asked.trim() !== '' &&
          e.dishes.some((d) => wish.dishes.includes(d)) &&
          entryPasses(room, r, e) &&
          ` ${phraseKey(e.name[lang])} `.includes(asked),
      );
      // Of the dish asked, it is of its course too (a banana bread is eaten at breakfast, not as bread).
      if (sameDish.length) {
        entries = sameDish;
        ownCourse = true;
      }
      // Nearest first: "Vegan Banana Bread" for an egg-free banana bread, not any loaf.
      like = [...new Set(versions.filter((e) => !e.variantKind).flatMap((e) => e.foods))].filter(
        (f) => !room.foods.get(f)?.staple && !excludes(room, r, f),
      );
    }
  } else if (
    !wish.unknownName &&
    wish.dishes.length &&
    !book.entries.some((e) => e.dishes.some((d) => wish.dishes.includes(d)))
  ) {
    // A kind of dish the cookbook has none of ("fish tacos", "risoto"): said so, not answered
    // with another kind under its name.
    const dishWord = room.vocab.dishTypes[wish.dishes[0]!]?.names[lang][0] ?? wish.dishes[0]!;
    wish.unknownName = wish.wanted.length
      ? `${dishWord}${lang === 'pt-BR' ? ' de ' : ' with '}${foodNames(room, wish.wanted, lang)}`
      : dishWord;
  }
  if (label === 'search' && wish.unknownName) {
    label = 'alternatives';
    // Alternatives only when something else in the wish says what would be close.
    const signal =
      wish.dishes.length || wish.wanted.length || wish.cuisines.length || wish.courses.length || wish.onHand.length;
    if (!signal)
      return { recipes: [], note: say(lang, 'notes', 'unknownDish', { dish: wish.unknownName }), complete: false };
  }

  // Alternatives to a dish asked are of its course: a cake's are desserts, not salads. A kind that
  // is both sweet and savoury ("pie", "torta") is told by what goes in it: sardines make it a
  // main, rhubarb a dessert; told by nothing, no dish is offered in its place.
  let courseOf = courses ?? (ownCourse ? undefined : altCourses);
  if (!courseOf && !wish.courses.length && wish.dishes.length && !ownCourse) {
    let dishCourses = [
      ...new Set(wish.dishes.map((d) => room.vocab.dishTypes[d]?.course).filter((c): c is TCourse => Boolean(c))),
    ];
    let decided = false;
    if (dishCourses.includes('dessert') && dishCourses.some((c) => c !== 'dessert')) {
      const side = sweetOrSavoury(room, [...wish.wanted, ...wish.onHand]);
      decided = side !== null;
      if (side === 'sweet') dishCourses = ['dessert'];
      else if (side === 'savoury') dishCourses = dishCourses.filter((c) => c !== 'dessert');
      else if (label === 'alternatives' && wish.unknownName)
        return {
          recipes: [],
          note: say(lang, 'notes', 'unknownDishUnclear', { dish: wish.unknownName }),
          complete: false,
        };
      else dishCourses = [];
      if (dishCourses.length) {
        const fits = (d: string) => dishCourses.includes(room.vocab.dishTypes[d]?.course as TCourse);
        if (wish.dishes.some(fits)) wish.dishes = wish.dishes.filter(fits);
      }
    }
    if (dishCourses.length && (label === 'alternatives' || decided)) courseOf = dishCourses;
  }
  const servingsOf = (e: Entry) => wish.servings ?? e.servings;
  const dishIsHard = wish.dishes.length > 0 && entries.some((e) => e.dishes.some((d) => wish.dishes.includes(d)));
  // The food the dish asked is of: the named dish's own ("bisteca de porco" with potatoes is still
  // pork), else the one the wish names first. Dishes with it come first, even among alternatives.
  const main = mainFoods(room, wish, label, lang, book);
  let found = find(room, entries, wish, {
    count: count * 3,
    restrictions: r,
    courses: courseOf,
    dishIsHard,
    like,
    main,
  });
  // A dish named by its foods ("pork chops with apples", "lombo de porco com abacaxi") that no recipe
  // cooks with all of them is a dish I do not know: said so, the nearest labelled as alternatives.
  if (label === 'search' && wish.foodDish && !found.picks.some((p) => p.missingWanted.length === 0)) {
    label = 'alternatives';
    wish.unknownName = wish.foodDish;
    found = find(room, entries, wish, { count: count * 3, restrictions: r, courses: courseOf, dishIsHard, like, main });
  }
  // A food asked prepared a way ("tilápia empanada") that no dish with it is made: a dish I do not
  // know, said so; the nearest (made so, or with the food) labelled as alternatives.
  if (
    label === 'search' &&
    wish.preparedAs &&
    !found.picks.some((p) => p.missingWanted.length === 0 && isPrepared(room, p.entry, wish))
  ) {
    label = 'alternatives';
    wish.unknownName = wish.preparedAs;
    // Nearest is a dish made so of a food of the same family (a breaded white fish for a breaded
    // salmon: foods of its kind and diet categories), before a dish of the food made another way.
    const family = [...room.foods]
      .filter(([k, f]) =>
        wish.wanted.some((w) => {
          const own = room.foods.get(w);
          const same = (a: readonly string[], b: readonly string[]) =>
            a.length > 0 && a.length === b.length && a.every((c) => b.includes(c));
          return k === w || (own !== undefined && f.kind === own.kind && same(f.diet, own.diet));
        }),
      )
      .map(([k]) => k);
    found = find(
      room,
      entries,
      { ...wish, wanted: [], main: null },
      { count: count * 3, restrictions: r, courses: courseOf, dishIsHard, like: family, main: [] },
    );
  }
  const out: { pick: Pick; recipe: TRecipeDraft }[] = [];
  if (adapted)
    out.push({
      pick: {
        entry: adapted.entry,
        score: 0,
        missingWanted: wish.wanted.filter((f) => !hasFood(room, adapted!.entry, f)),
        // Judged on what is left once the adaptation took out what the restrictions exclude.
        unmetSoft: unmetSoftOf(room, adapted.entry, wish, (f) => excludes(room, r, f)),
        overTime: false,
        offCuisine: false,
        onHandUsed: wish.onHand.filter((f) => hasFood(room, adapted!.entry, f)).length,
      },
      recipe: adapted.recipe,
    });
  // Asked for salmon, a cook gets dishes with salmon, fewer if need be, never a drink to fill the count.
  const usesSome = (p: Pick) => wish.wanted.length === 0 || p.missingWanted.length < wish.wanted.length;
  const anyUses = label === 'search' && found.picks.some(usesSome);
  // With foods at hand, a dish that uses none of them is no answer when another uses some.
  const usesHand = (p: Pick) => wish.onHand.length === 0 || p.onHandUsed > 0;
  const anyHand = label === 'search' && found.picks.some(usesHand);
  // How the cook means to cook it is part of the wish ("wings in the air fryer"): a recipe made
  // that way, its own version for it, or one the method data moves comes before one it cannot.
  const method = wish.method;
  const fits = new Map<Pick, MethodFit>();
  let picks = found.picks;
  if (method) {
    for (const p of picks) fits.set(p, methodFit(book, r, p.entry, method));
    picks = [...picks.filter((p) => fits.get(p)!.kind !== 'no'), ...picks.filter((p) => fits.get(p)!.kind === 'no')];
  }
  const methodNotes: string[] = [];
  for (const picked of picks) {
    if (out.length >= (label === 'alternatives' ? Math.min(count, 3) : count)) break;
    if (anyUses && !usesSome(picked)) continue;
    if (anyHand && !usesHand(picked)) continue;
    const named = label === 'named';
    const fit = fits.get(picked);
    let pick = fit?.kind === 'variant' ? { ...picked, entry: fit.entry } : picked;
    let recipe = renderPick(
      book,
      pick.entry,
      r,
      lang,
      req.unitSystem,
      servingsOf(pick.entry),
      !named,
      fit?.kind === 'converted' ? fit.converted.version : undefined,
    );
    if (!recipe) continue;
    // Made another way (chicken parmigiana moved to the air fryer, falafel's own air-fryer version),
    // the dish is judged as it is now made: "free of deep-frying" is met, not said to be missed.
    if (fit?.kind === 'converted' || fit?.kind === 'variant') {
      const techniques = fit.kind === 'converted' ? techniquesOf(fit.converted.version, room) : pick.entry.techniques;
      const entry = { ...pick.entry, techniques };
      const still = unmetSoftOf(room, entry, wish, (f) => excludes(room, r, f));
      pick = { ...pick, entry, unmetSoft: pick.unmetSoft.filter((x) => still.includes(x)) };
    }
    const milder = named ? milderForWish(book, pick, recipe, wish) : null;
    if (milder) {
      ({ pick, recipe } = milder);
      methodNotes.push(milder.said);
    }
    out.push({ pick, recipe });
    const said = method && fit ? methodNote(room, lang, recipe.title, method, fit) : null;
    if (said) methodNotes.push(said);
  }
  notes.push(...methodNotes);

  // Something with what the cook has, when no recipe uses it well: an open dish, said to be one.
  const have = [...new Set([...wish.wanted, ...wish.onHand])];
  // Most of it: more than half of what the cook has.
  /** Over the time asked by half of it at most (15 minutes for 10). */
  const slightlyOver = (p: Pick) =>
    wish.minutes !== null && p.entry.minutes + p.entry.rest <= wish.minutes * OVER_TIME_SLACK;
  // With the meat or fish the cook has, when some dish I know cooks it.
  const proteinCooked = found.picks.some((p) => !p.lacksHandProtein);
  // Nor without the pasta or grain the cook has: the meal is built on it (penne, spinach and feta).
  const handBase = wish.onHand.filter((f) => SHAPES.has(room.foods.get(f)?.kind ?? ''));
  const usesWell = (p: Pick) =>
    p.missingWanted.length === 0 &&
    (wish.onHand.length === 0 || p.onHandUsed > wish.onHand.length / 2) &&
    (!p.lacksHandProtein || !proteinCooked) &&
    handBase.every((f) => hasFood(room, p.entry, f));
  // A known dish that uses what the cook has (breakfast tacos for eggs, tortillas, cheddar and
  // salsa) comes first, a little over the time limit or not: before any combination of my own.
  if (have.length && label === 'search' && !out.some((o) => usesWell(o.pick))) {
    const known = found.picks.find(
      (p) => usesWell(p) && !out.some((o) => o.pick === p) && (wish.minutes === null || !p.overTime || slightlyOver(p)),
    );
    const recipe = known && renderPick(book, known.entry, r, lang, req.unitSystem, servingsOf(known.entry));
    if (known && recipe) {
      out.unshift({ pick: known, recipe });
      if (out.length > count) out.length = count;
    }
  }
  if (have.length && label === 'search' && !out.some((o) => usesWell(o.pick))) {
    const composed = composeFor(book, wish, r, req.unitSystem);
    // A combination that leaves out a food the wish named ("pork chops with pears" as a pear
    // salad) is no answer to it while a recipe I know cooks that food: that recipe is given.
    // Nor one that leaves out the food the dish asked is of, ever.
    const leavesNamed =
      composed !== null &&
      composed.left.some(
        (f) =>
          main.includes(f) ||
          (wish.wanted.includes(f) && found.picks.some((p) => !p.missingWanted.includes(f))) ||
          // Nor the meat or fish the cook has, while a recipe I know cooks it.
          (wish.onHand.includes(f) && room.foods.get(f)?.kind === 'protein' && proteinCooked),
      );
    if (leavesNamed) {
      // The food the combination could not take leads: recipes that cook it come first.
      const kept = composed.left.filter((f) => wish.wanted.includes(f));
      const cooks = (p: Pick) => kept.every((f) => !p.missingWanted.includes(f));
      if (!out.some((o) => cooks(o.pick))) {
        const lead = found.picks.find(cooks);
        const recipe = lead && renderPick(book, lead.entry, r, lang, req.unitSystem, servingsOf(lead.entry));
        if (lead && recipe) out.unshift({ pick: lead, recipe });
      }
      for (let i = out.length - 1; i >= 0; i--) if (!cooks(out[i]!.pick)) out.splice(i, 1);
    }
    if (composed && !leavesNamed) {
      // Beside the cook's own combination, only recipes that use some of what was asked for.
      for (let i = out.length - 1; i >= 0; i--) if (!usesSome(out[i]!.pick)) out.splice(i, 1);
      out.unshift({ pick: composed.pick, recipe: composed.recipe });
      if (out.length > count) out.length = count;
      notes.push(say(lang, 'notes', 'composed', { name: composed.recipe.title }));
      if (composed.left.length)
        notes.push(
          say(lang, 'notes', 'leftOut', { foods: foodNames(room, composed.left, lang), count: composed.left.length }),
        );
      notes.push(...timeNotes(out, wish), ...onHandNotes(room, out, wish));
      return { recipes: out.map((o) => o.recipe), note: notes.join(' '), complete: true };
    }
  }

  // Nothing of the dish asked keeps the wish: the closest dishes that do, of its course, nearest
  // first (its foods, the food asked), rather than no answer ("pão de forma sem glúten": the
  // gluten-free breads I know). Said as another dish by the notes below.
  let widened: string | null = null;
  if (!out.length && (blocked || wish.dishes.length || wish.wanted.length) && !wish.onHand.length) {
    const kindCourses = wish.dishes.map((d) => room.vocab.dishTypes[d]?.course).filter((c): c is TCourse => Boolean(c));
    const near = courseOf ?? (wish.courses.length ? wish.courses : kindCourses.length ? kindCourses : undefined);
    const nearFoods = like ?? (blocked ? blocked.foods.filter((f) => !room.foods.get(f)?.staple) : wish.wanted);
    const widen = (courses: readonly TCourse[] | undefined) =>
      find(
        room,
        book.entries.filter((e) => !blocked || e.recipeId !== blocked.recipeId),
        { ...wish, named: [], namedPhrase: null, dishes: [], wanted: [], courses: [] },
        { count: count * 3, restrictions: r, courses, like: nearFoods, main },
      );
    const passes: (readonly TCourse[] | undefined)[] = [near];
    // None of its course: of any other, with the food asked ("sorvete de banana sem açúcar": a
    // banana smoothie with none added), never without it, nor a main for a sweet.
    if (main.length && near) passes.push(undefined);
    for (const courses of passes) {
      const wide = widen(courses);
      const picks =
        courses === near ? wide.picks : wide.picks.filter((p) => !p.lacksMain && !p.entry.courses.includes('main'));
      // The kind asked first where some of it fits (a bread for a bread), then the rest of its course.
      const ofKind = (p: Pick) =>
        Number(!p.entry.dishes.some((d) => [...wish.dishes, ...(blocked?.dishes ?? [])].includes(d)));
      const ranked = [...picks].sort(
        (a, b) => Number(Boolean(a.lacksMain)) - Number(Boolean(b.lacksMain)) || ofKind(a) - ofKind(b),
      );
      for (const p of ranked) {
        if (out.length >= Math.min(count, 3)) break;
        const recipe = renderPick(book, p.entry, r, lang, req.unitSystem, servingsOf(p.entry));
        if (recipe) out.push({ pick: p, recipe });
      }
      if (out.length) break;
    }
    if (out.length && !blocked) {
      const dishWord = wish.dishes.length
        ? (room.vocab.dishTypes[wish.dishes[0]!]?.names[lang][0] ?? wish.dishes[0]!)
        : '';
      widened = [dishWord, wish.wanted.length ? foodNames(room, wish.wanted, lang) : '']
        .filter(Boolean)
        .join(dishWord && wish.wanted.length ? (lang === 'pt-BR' ? ' de ' : ' with ') : '');
    }
  }
  if (widened) {
    const parts = wishParts(room, { ...wish, wanted: [], courses: [], cuisines: [] });
    for (const o of out) labelled.add(o.recipe.title);
    notes.unshift(
      say(lang, 'notes', parts.length ? 'notAskedFor' : 'notAsked', {
        dish: `“${widened}”`,
        parts: grammarOf(lang).list(parts),
        count: out.length,
        list: names(
          out.map((o) => o.recipe.title),
          lang,
        ),
      }),
    );
  }

  // "I know X, but not in a vegan version" only when what is given is not that dish in that
  // version: vegan brownies for "vegan brownies" are the dish asked, under their own name (a
  // "Vegan Banana Bread" for an egg-free banana bread).
  const key = wish.namedPhrase ? ` ${phraseKey(wish.namedPhrase)} ` : null;
  const titledAsAsked =
    key !== null &&
    out.length > 0 &&
    out.every((o) => LANGUAGES.some((l) => o.pick.entry.own[l].some((n) => ` ${n} `.includes(key))));
  if (
    blocked &&
    !titledAsAsked &&
    !out.some((o) => isVersionOf(room, o.pick.entry, blocked!, wish.namedPhrase, lang))
  ) {
    const constraints = grammarOf(lang).list(
      wishParts(room, { ...wish, wanted: [], courses: [], cuisines: [], minutes: null }),
    );
    // What is given in its place is another dish: the note names it, so the cook knows which.
    for (const o of out) labelled.add(o.recipe.title);
    const given = out.length
      ? say(lang, 'notes', 'namedNotInDietGiven', {
          constraints,
          count: out.length,
          list: names(
            out.map((o) => o.recipe.title),
            lang,
          ),
        })
      : '';
    notes.unshift(
      [say(lang, 'notes', 'namedNotInDiet', { dish: blocked.name[lang], constraints }), given]
        .filter(Boolean)
        .join(' '),
    );
  }
  if (wish.unknownName && label === 'alternatives') {
    for (const o of out) labelled.add(o.recipe.title);
    notes.unshift(
      out.length
        ? say(lang, 'notes', 'unknownDishAlternatives', {
            dish: wish.unknownName,
            count: out.length,
            list: names(
              out.map((o) => o.recipe.title),
              lang,
            ),
          })
        : say(lang, 'notes', 'unknownDish', { dish: wish.unknownName }),
    );
  }
  if (out.length === 0) {
    const parts = wishParts(room, wish);
    if (parts.length && !wish.unknownName)
      notes.push(
        say(lang, 'notes', 'noneFit', {
          parts: parts.map((p) => `“${p}”`).join(', '),
          loosen: grammarOf(lang).list(
            parts.slice(-2).map((p) => `“${p}”`),
            'disjunction',
          ),
        }),
      );
    return { recipes: [], note: notes.join(' ') || undefined, complete: false };
  }
  // Alternatives a note already names as another dish say what they lack; any other answer
  // without a food asked says so ("mango sorbet" → a banana ice cream, "nothing with mango").
  if (label !== 'alternatives' || out.some((o) => !labelled.has(o.recipe.title))) {
    const missing = [...new Set(out.flatMap((o) => o.pick.missingWanted))].filter((f) =>
      out.every((o) => o.pick.missingWanted.includes(f)),
    );
    if (missing.length) notes.push(say(lang, 'notes', 'wantedMissing', { foods: foodNames(room, missing, lang) }));
    if (wish.main && missing.includes(wish.main)) for (const o of out) labelled.add(o.recipe.title);
    if (out.length < count && label === 'search') notes.push(say(lang, 'notes', 'fewer', { count: out.length }));
    // Fewer than asked of the dish named: how many the cookbook has.
    if (out.length < count && label === 'named')
      notes.push(
        say(lang, 'notes', 'fewerNamed', { count: out.length, dish: wish.namedPhrase ?? out[0]!.recipe.title }),
      );
  } else if (out.length < Math.min(count, 3)) notes.push(say(lang, 'notes', 'fewer', { count: out.length }));
  notes.push(
    ...timeNotes(
      out,
      wish,
      found.picks.some((p) => !p.overTime),
    ),
  );
  const unmet = [...new Set(out.flatMap((o) => o.pick.unmetSoft))];
  for (const s of unmet) {
    const gone = (f: string) => excludes(room, r, f);
    const missed = out.filter((o) => o.pick.unmetSoft.includes(s));
    // A dish that cannot be weighed is not said to miss the wish: it cannot be told either way.
    const unknown = missed.filter((o) => softUnknown(room, o.pick.entry, s, wish, gone));
    // Each named with why, from its data: "“Feijoada” (about 820 kcal a serving)".
    const which = missed
      .filter((o) => !unknown.includes(o))
      .map((o) => titleWithWhy(room, o.pick.entry, o.recipe.title, s, wish, lang, gone));
    for (const [key, list] of [
      ['softUnmet', which],
      ['softUnknown', unknown.map((o) => `“${o.recipe.title}”`)],
    ] as const)
      if (list.length)
        notes.push(
          say(lang, 'notes', key, {
            wish: softWord(lang, s, wish, list.length),
            list: grammarOf(lang).list(list),
            count: list.length,
          }),
        );
  }
  // "Cheap" is judged by what a dish is made of: it says so, with how many things each needs bought.
  if (wish.soft.includes('cheap')) {
    const met = out.filter((o) => !o.pick.unmetSoft.includes('cheap'));
    const each = met.map((o) => {
      const count = foodsToBuy(room, o.pick.entry);
      return say(lang, 'notes', 'figure.buy', {
        name: `“${o.recipe.title}”`,
        count,
        value: grammarOf(lang).decimal(count, 0),
      });
    });
    if (each.length)
      notes.push(
        say(lang, 'notes', 'cheapMet', { wish: pack(lang).soft.cheap ?? 'cheap', list: grammarOf(lang).list(each) }),
      );
  }
  if (wish.soft.includes('kid-friendly')) {
    const met = out.filter((o) => !o.pick.unmetSoft.includes('kid-friendly'));
    const note = kidsMetNote(
      met.map((o) => ({ entry: o.pick.entry, title: o.recipe.title })),
      pack(lang).soft['kid-friendly'] ?? 'kid-friendly',
      lang,
    );
    if (note) notes.push(note);
  }
  // A soft wish judged from numbers says the numbers: "light" is a claim a cook can check.
  for (const s of wish.soft) {
    const figure = SOFT_FIGURES[s];
    if (!figure) continue;
    const met = out.filter((o) => !o.pick.unmetSoft.includes(s));
    if (!met.length) continue;
    const g = grammarOf(lang);
    const each = met.map((o) => {
      const n = o.pick.entry.nutrition;
      const name = `“${o.recipe.title}”`;
      return figure === 'healthy'
        ? say(lang, 'notes', 'figure.healthy', {
            name,
            kcal: g.decimal(n.kcal, 0),
            fiber: g.decimal(n.fiber, 0),
            sugars: g.decimal(n.sugars, 0),
            saturatedFat: g.decimal(n.saturatedFat, 0),
          })
        : say(lang, 'notes', `figure.${figure}`, { name, value: g.decimal(softFigure(n, figure), 0) });
    });
    notes.push(say(lang, 'notes', 'softMet', { wish: softWord(lang, s, wish), list: g.list(each) }));
  }
  notes.push(...dietFigureNotes(room, out, wish.diets, lang));
  if (label !== 'alternatives') notes.push(...onHandNotes(room, out, wish));
  notes.push(
    ...mayCarryNotes(
      room,
      out.map((o) => ({ entry: o.pick.entry, title: o.recipe.title })),
      wish,
      r.cats,
      lang,
    ),
  );
  for (const o of out) {
    const e = o.pick.entry;
    if (e.variantId && e.variantKind === 'diet' && label !== 'named') {
      const base = book.byKey.get(e.recipeId);
      const diet = book.version(e).variant?.diets?.[0];
      const version = diet ? freeOfDiet(room, diet, lang) : e.variantId.replace(/-/g, ' ');
      if (base && label === 'search' && !labelled.has(o.recipe.title))
        notes.push(
          say(lang, 'notes', 'variant', {
            name: o.recipe.title,
            version,
            base: base.name[lang],
          }),
        );
    }
  }
  notes.unshift(...notAskedNotes(book, out, wish, labelled, label));
  const complete =
    label === 'named' ||
    (label === 'search' &&
      out.length >= count &&
      out.every((o) => o.pick.missingWanted.length === 0 && !o.pick.overTime));
  return { recipes: out.map((o) => o.recipe), note: notes.length ? notes.join(' ') : undefined, complete };
}

/**
 * "Not too hot" on a dish asked by its name that is hotter than mild: the cookbook's own milder
 * edit (its chilies halved, optional ones left out), said in the note instead of "is not mild".
 * Null when the wish is not for mild, the dish is mild already or the edit cannot be done.
 */
function milderForWish(
  book: Cookbook,
  pick: Pick,
  recipe: TRecipeDraft,
  wish: { soft: readonly TSoft[]; lang: TLanguage },
): { pick: Pick; recipe: TRecipeDraft; said: string } | null {
  if (!wish.soft.includes('mild') || !pick.unmetSoft.includes('mild')) return null;
  const edited = editKnown(book, pick.entry, recipe, [{ kind: 'milder' }], wish.lang, wish.lang);
  if (!edited.success || !edited.summary) return null;
  return {
    pick: { ...pick, unmetSoft: pick.unmetSoft.filter((s) => s !== 'mild') },
    recipe: edited.updated_recipe,
    said: edited.summary,
  };
}
