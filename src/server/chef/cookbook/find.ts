/**
 * Finding the dishes a wish asks for: every version that passes the restrictions, ranked by the
 * named dish first, then the dish type and wanted foods, on-hand foods, soft wishes judged from
 * data (nutrition per serving, technique, course), cuisine, time — and varied, never the same
 * recipe twice. Each pick says which parts of the wish it does not meet, for the note.
 */
import { LANGUAGES } from '../../../shared/i18n/languages.ts';
import { phraseKey } from '../../../shared/knowledge/phrase-index.ts';
import type { TCourse } from '../../../shared/knowledge/cookbook-schema.ts';
import type { Room } from '../../knowledge/room.ts';
import type { Entry } from './load.ts';
import { entryPasses, type Restrictions } from './restrictions.ts';
import { meetsSoft } from './soft.ts';
import { wishPack, type TSoft, type Wish } from './wish.ts';

export interface Pick {
  entry: Entry;
  score: number;
  /** Wanted foods this pick does not use. */
  missingWanted: string[];
  /** Soft wishes this pick does not meet. */
  unmetSoft: TSoft[];
  overTime: boolean;
  offCuisine: boolean;
  onHandUsed: number;
  /** A composed dish: the cook's foods it takes. */
  composedUses?: string[];
  /** It has not the food the dish asked is of. */
  lacksMain?: boolean;
  /** It leaves out the meat or fish the cook has at hand ("tenho carne moída, batata"). */
  lacksHandProtein?: boolean;
}

/** Kinds of food that flavour or cook a dish, not what it is made of. */
const BACKGROUND = new Set(['aromatic', 'seasoning', 'spice', 'herb', 'fat', 'liquid', 'condiment', 'sauce']);

/** Without a time limit, a dish made from what is at hand is for today: soaking overnight is not. */
const TODAY_MINUTES = 90;

// Soft wishes are judged in soft.ts; these are said from here for the modules that read them here.
export { foodsToBuy, HEALTHY, meetsSoft } from './soft.ts';

/**
 * Foods that count as a wanted one: itself and its kinds (cherry tomato for tomato), or its parent
 * (cherry tomatoes do for tomato). A sibling does not: feta is not the parmesan a recipe needs. Nor
 * does the parent of a form (`form`): ground turkey is not in a whole roast turkey.
 */
export function hasFood(room: Room, e: Entry, food: string): boolean {
  const all = [...e.foods, ...e.optionalFoods];
  if (all.includes(food)) return true;
  const own = room.foods.get(food);
  const parent = own?.form ? undefined : own?.of;
  return all.some((f) => room.foods.get(f)?.of === food || (parent !== undefined && f === parent));
}

const COURSE_OF_MEAL: Partial<Record<TCourse, TCourse[]>> = {
  main: ['main'],
};

/** Courses that say when a dish is eaten, not what kind of dish it is. */
const MEALS: ReadonlySet<TCourse> = new Set<TCourse>(['main', 'breakfast', 'snack']);

function courseFits(e: Entry, courses: readonly TCourse[]): boolean {
  // "A soup for dinner", "uma salada pro almoço": the soup or salad is what is asked, the meal
  // only when; a roast chicken is no salad for lunch.
  const kinds = courses.filter((c) => !MEALS.has(c));
  const asked = kinds.length ? kinds : courses;
  return asked.some((c) => (COURSE_OF_MEAL[c] ?? [c]).some((x) => e.courses.includes(x)));
}

/** A stable number from a string: ties break the same way for the same wish. */
function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return (h >>> 0) / 4294967296;
}

export interface FindOptions {
  count: number;
  restrictions: Restrictions;
  /** Recipe ids not to repeat (a week plan's earlier days). */
  avoidRecipes?: ReadonlySet<string>;
  /** Only these courses (a plan's slot), whatever the wish says. */
  courses?: readonly TCourse[];
  seed?: string;
  /** The dish types asked are hard (some entry has one of them). */
  dishIsHard?: boolean;
  /** Foods of a dish asked that the cookbook has in no fitting version: alternatives sharing them come first. */
  like?: readonly string[];
  /** The food the dish asked is of: dishes with it come before any without, wanted foods or not. */
  main?: readonly string[];
}

/** A food of the dish asked is in this one: itself, or a sibling of one parent (macaroni for spaghetti). */
function shares(room: Room, e: Entry, food: string): boolean {
  const parent = room.foods.get(food)?.of;
  return e.foods.some((f) => f === food || (parent !== undefined && room.foods.get(f)?.of === parent));
}

/**
 * Whether a dish's own names say it is made the way the wish prepares its food ("peixe empanado",
 * "breaded fish"); not where the word names the dish's own kind ("empanadas" are pastries).
 */
export function isPrepared(room: Room, e: Entry, wish: Wish): boolean {
  if (!wish.prepared.length) return false;
  const kindWords = new Set(
    e.dishes.flatMap((d) => LANGUAGES.flatMap((l) => room.vocab.dishTypes[d]?.names[l] ?? []).map(phraseKey)),
  );
  const words = wish.prepared.filter((w) => !kindWords.has(w));
  return LANGUAGES.some((l) =>
    [...e.own[l], ...e.inherited[l]].some((n) => words.some((w) => ` ${n} `.includes(` ${w} `))),
  );
}

export interface Found {
  picks: Pick[];
  /** The wish named dishes, but none of their versions passes the restrictions. */
  namedBlocked: boolean;
  /** Entries that pass everything hard (before the count cut). */
  candidates: number;
}

export function find(room: Room, entries: readonly Entry[], wish: Wish, o: FindOptions): Found {
  const named = new Set(wish.named);
  const namedKey = wish.namedPhrase ? phraseKey(wish.namedPhrase) : null;
  const namedRecipes = new Set(entries.filter((e) => named.has(e.key)).map((e) => e.recipeId));
  const courses = o.courses ?? wish.courses;
  const seed = o.seed ?? wish.text;
  const scored: Pick[] = [];
  let namedBlocked = namedRecipes.size > 0;
  /** The meat or fish the cook has, the first said: what the rest of their foods are cooked around. */
  const handProtein = wish.onHand.find((f) => room.foods.get(f)?.kind === 'protein');
  const home = wishPack(wish.lang).homeCuisines ?? [];
  for (const e of entries) {
    if (!entryPasses(room, o.restrictions, e)) continue;
    if (o.avoidRecipes?.has(e.recipeId)) continue;
    const isNamed = named.has(e.key) || namedRecipes.has(e.recipeId);
    if (isNamed) namedBlocked = false;
    if (namedRecipes.size > 0 && !isNamed) {
      // A named dish: others only as labelled alternatives, scored below the named ones.
    }
    if (courses.length && !courseFits(e, courses) && !isNamed) continue;
    // A deep-fried dish asked by its name is given, and the note says it is deep-fried.
    if (wish.soft.includes('little-frying') && e.techniques.has('deepfry') && !isNamed) continue;
    // Food for children is never cooked with wine or spirits.
    if (wish.soft.includes('kid-friendly') && e.cats.has('alcohol')) continue;
    let score = 0;
    if (named.has(e.key)) score += 100;
    else if (namedRecipes.has(e.recipeId)) score += 80;
    // A name several dishes answer to ("pudim de pão": the Brazilian one, the British bread and
    // butter pudding, the Argentine budín) means the dish of the cooking the wish's language is
    // home to, when the names tie.
    if (isNamed && home.includes(e.cuisine)) score += 3;
    // A diet variant is what a cook with that diet means by the dish: prefer it to a base that
    // merely passes by leaving optional things out.
    // Only the version written for a diet asked: a gluten-free cake is no answer to "sem lactose"
    // ahead of the cakes whose foods keep it.
    const forDiet = e.variantKind === 'diet' && e.variantDiets.some((d) => o.restrictions.diets.includes(d));
    if (forDiet) score += 3;
    // Asked by its own name ("quibe assado", "Vegetable Gyoza"), a version comes first; asked by
    // the dish's name ("pork gyoza", "tutu de feijão"), the dish itself does — unless the version
    // is the one written for the diet asked: "low-carb stuffed peppers" names the dish, and the
    // cauliflower-rice version is what is meant, though the rice one keeps the limit too.
    const ownNamed =
      namedKey !== null &&
      LANGUAGES.some((l) => e.own[l].includes(namedKey) || (forDiet && e.inherited[l].includes(namedKey)));
    if (ownNamed) score += 6;
    if (e.variantKind && !o.restrictions.diets.length && !ownNamed) score -= 4;
    const dishHit = wish.dishes.find((d) => e.dishes.includes(d));
    if (wish.dishes.length && !dishHit && !isNamed && o.dishIsHard) continue;
    if (dishHit) score += dishHit === e.dish ? 12 : 8;
    // A stew asked with no course is a main, as its kind is eaten: not the stewed side first.
    const kindOf = (d: string | undefined) => (d ? room.vocab.dishTypes[d]?.course : undefined);
    const kindCourse = courses.length ? undefined : kindOf(dishHit);
    if (kindCourse && e.courses[0] === kindCourse) score += 3;
    else if (wish.dishes.length && !isNamed) score -= 10;
    const missingWanted = wish.wanted.filter((f) => !hasFood(room, e, f));
    // Nearest to the dish asked, among those with the food it was asked with: what it is made of,
    // beyond the pantry (an apricot pie's nearest is a sweet one with apricots, not a chicken pie).
    if (o.like?.length && !missingWanted.length) score += o.like.filter((f) => shares(room, e, f)).length * 3;
    score += (wish.wanted.length - missingWanted.length) * 9 - missingWanted.length * 3;
    // The words asked in a version's own name ("Argentine Beef Stew" for "beef stew").
    const asked = (names: readonly string[]) => names.some((n) => ` ${n} `.includes(` ${wish.asked} `));
    if (wish.asked && LANGUAGES.some((l) => asked(e.own[l]) || (forDiet && asked(e.inherited[l])))) score += 8;
    // "Beef stew": a stew the beef leads, not one where it is one meat of four.
    const leads = wish.wanted.filter((f) => e.leads.some((l) => l === f || room.foods.get(l)?.of === f)).length;
    score += leads * 6;
    // "Tilápia empanada": a dish made so, by its own names, before the rest with the food.
    if (isPrepared(room, e, wish)) score += 10;
    // "Costela na churrasqueira": among the dishes with the food, one cooked where it was asked.
    if (wish.cookedBy.some((t) => e.techniques.has(t))) score += 10;
    // Asked cooked somewhere, a dish that is not cooked at all is the farthest (gravlax for a
    // salmon on the grill).
    else if (wish.cookedBy.length && e.techniques.has('no-cook')) score -= 5;
    const onHandUsed = wish.onHand.filter((f) => hasFood(room, e, f)).length;
    if (wish.onHand.length) {
      // Each of the cook's foods a dish uses counts more than anything but the dish asked; then
      // fewer things to buy, and a dish for today (no overnight soak of the dried beans).
      score += onHandUsed * 10;
      const missingFromHand = e.foods.filter(
        (f) => !wish.onHand.some((h) => h === f || room.foods.get(f)?.of === h) && !room.foods.get(f)?.staple,
      ).length;
      score -= Math.min(8, missingFromHand);
      if (wish.minutes === null && e.minutes + e.rest > TODAY_MINUTES)
        score -= Math.min(15, (e.minutes + e.rest - TODAY_MINUTES) / 20);
    }
    const offCuisine = wish.cuisines.length > 0 && !wish.cuisines.includes(e.cuisine);
    if (wish.cuisines.length) score += offCuisine ? -12 : 10;
    // A side or a dessert for a meal named: one of that meal's cuisine first (a vinagrete for a
    // churrasco, coleslaw for a barbecue).
    if (wish.pairCuisines.includes(e.cuisine)) score += 6;
    // "Sopa de legumes", "vegetable soup": a soup mostly of vegetables first.
    if (wish.madeOf.length) {
      const main = e.foods.filter((f) => !room.foods.get(f)?.staple && !BACKGROUND.has(room.foods.get(f)?.kind ?? ''));
      const of = main.filter((f) => wish.madeOf.includes(room.foods.get(f)?.kind ?? '')).length;
      score += main.length && of / main.length >= 0.5 ? 6 : -3;
    }
    if (courses.length && courseFits(e, courses)) score += 4;
    // The meal said beside the kind ("a drink for breakfast"): of that kind, one eaten then first.
    const meals = courses.filter((c) => MEALS.has(c));
    if (meals.length < courses.length && meals.some((c) => e.courses.includes(c))) score += 4;
    // "Meals with beans" are mains: a dish that is first of all a side comes after.
    // A soup asked for dinner that is first of all a soup is as good: it is the kind asked.
    if (courses.length && (courses.includes(e.courses[0]!) || e.courses[0] === kindOf(dishHit))) score += 4;
    const unmetSoft: TSoft[] = [];
    for (const s of wish.soft) {
      const m = meetsSoft(room, e, s, wish);
      if (m === true) score += 5;
      else if (m === false) {
        score -= 5;
        unmetSoft.push(s);
      }
    }
    const total = e.minutes + e.rest;
    const overTime = wish.minutes !== null && total > wish.minutes;
    if (overTime) score -= 30 + (total - wish.minutes!) / 5;
    else if (wish.minutes !== null) score += 2;
    score += hash(`${seed}|${e.key}`) * 2;
    const lacksMain = Boolean(o.main?.length) && !o.main!.every((f) => hasFood(room, e, f));
    const lacksHandProtein = handProtein !== undefined && !hasFood(room, e, handProtein);
    scored.push({
      entry: e,
      score,
      missingWanted,
      unmetSoft,
      overTime,
      offCuisine,
      onHandUsed,
      lacksMain,
      lacksHandProtein,
    });
  }
  // Wanted foods come first: dishes that use all of them, then the rest by score; among the cook's
  // own foods, a dish with the meat or fish they have before one without it.
  scored.sort(
    (a, b) =>
      Number(Boolean(a.lacksMain)) - Number(Boolean(b.lacksMain)) ||
      Number(Boolean(a.lacksHandProtein)) - Number(Boolean(b.lacksHandProtein)) ||
      (wish.wanted.length ? Number(a.missingWanted.length > 0) - Number(b.missingWanted.length > 0) : 0) ||
      b.score - a.score,
  );
  const picks: Pick[] = [];
  const seen = new Set<string>();
  const dishes = new Map<string, number>();
  const generic = !wish.dishes.length && !wish.named.length && !wish.wanted.length;
  for (const s of scored) {
    if (picks.length >= o.count) break;
    if (seen.has(s.entry.recipeId)) continue;
    // A generic wish gets different kinds of dish; a time limit is hard when anything fits it.
    if (generic && (dishes.get(s.entry.dish) ?? 0) >= 1 && scored.length > o.count * 3) continue;
    // Over the time, a dish still comes before quicker ones that use fewer of the cook's foods.
    if (
      s.overTime &&
      scored.some(
        (x) =>
          !x.overTime &&
          !seen.has(x.entry.recipeId) &&
          x !== s &&
          // A dish without the food asked never stands in for one with it.
          (!x.lacksMain || Boolean(s.lacksMain)) &&
          (!x.lacksHandProtein || Boolean(s.lacksHandProtein)) &&
          x.score > s.score - 40 &&
          x.onHandUsed >= s.onHandUsed &&
          x.missingWanted.length <= s.missingWanted.length,
      )
    )
      continue;
    seen.add(s.entry.recipeId);
    dishes.set(s.entry.dish, (dishes.get(s.entry.dish) ?? 0) + 1);
    picks.push(s);
  }
  return { picks, namedBlocked, candidates: scored.length };
}
