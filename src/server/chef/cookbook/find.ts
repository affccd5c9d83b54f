/**
 * Finding the dishes a wish asks for: every version that passes the restrictions, ranked by the
 * named dish first, then the dish type and wanted foods, on-hand foods, soft wishes judged from
 * data (nutrition per serving, technique, course), cuisine, time — and varied, never the same
 * recipe twice. Each pick says which parts of the wish it does not meet, for the note.
 */
import type { TCourse } from '../../../shared/knowledge/cookbook-schema.ts';
import type { Room } from '../../knowledge/room.ts';
import type { Entry } from './load.ts';
import { entryPasses, type Restrictions } from './restrictions.ts';
import type { TSoft, Wish } from './wish.ts';

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
}

/** Whether a version meets a soft wish, judged from its data. */
export function meetsSoft(room: Room, e: Entry, soft: TSoft): boolean | null {
  const n = e.nutrition;
  switch (soft) {
    case 'high-protein':
      return n.known > 0.6 && n.protein >= 25;
    case 'light':
      return n.known > 0.6 && n.kcal <= 500 && !e.techniques.has('deepfry');
    case 'low-carb':
      return n.known > 0.6 && n.carbohydrate <= 30;
    case 'kid-friendly':
      return !e.cats.has('chili') && e.difficulty !== 'Hard' && !e.cats.has('alcohol');
    case 'little-frying':
      return !e.techniques.has('deepfry');
    case 'spicy':
      return e.cats.has('chili');
    case 'mild':
      return !e.cats.has('chili');
    case 'healthy':
      return (
        n.known > 0.6 &&
        n.kcal <= 650 &&
        !e.techniques.has('deepfry') &&
        n.sugars <= 25 &&
        (n.fiber >= 4 || n.kcal <= 450)
      );
    case 'comfort':
      return [
        'stew',
        'soup',
        'casserole',
        'baked-pasta',
        'porridge',
        'beans',
        'cream-soup',
        'pasta',
        'risotto',
        'savoury-pie',
      ].some((d) => e.dishes.includes(d));
    case 'one-pot':
    case 'cheap':
      return null;
  }
}

/** Foods that count as a wanted one: itself and its kinds (cherry tomato for tomato), or its parent. */
function hasFood(room: Room, e: Entry, food: string): boolean {
  const all = [...e.foods, ...e.optionalFoods];
  if (all.includes(food)) return true;
  const parent = room.foods.get(food)?.of;
  return all.some(
    (f) =>
      room.foods.get(f)?.of === food || (parent !== undefined && (f === parent || room.foods.get(f)?.of === parent)),
  );
}

const COURSE_OF_MEAL: Partial<Record<TCourse, TCourse[]>> = {
  main: ['main'],
};

function courseFits(e: Entry, courses: readonly TCourse[]): boolean {
  return courses.some((c) => (COURSE_OF_MEAL[c] ?? [c]).some((x) => e.courses.includes(x)));
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
  const namedRecipes = new Set(entries.filter((e) => named.has(e.key)).map((e) => e.recipeId));
  const courses = o.courses ?? wish.courses;
  const seed = o.seed ?? wish.text;
  const scored: Pick[] = [];
  let namedBlocked = namedRecipes.size > 0;
  for (const e of entries) {
    if (!entryPasses(room, o.restrictions, e)) continue;
    if (o.avoidRecipes?.has(e.recipeId)) continue;
    const isNamed = named.has(e.key) || namedRecipes.has(e.recipeId);
    if (isNamed) namedBlocked = false;
    if (namedRecipes.size > 0 && !isNamed) {
      // A named dish: others only as labelled alternatives, scored below the named ones.
    }
    if (courses.length && !courseFits(e, courses) && !isNamed) continue;
    if (wish.soft.includes('little-frying') && e.techniques.has('deepfry')) continue;
    let score = 0;
    if (named.has(e.key)) score += 100;
    else if (namedRecipes.has(e.recipeId)) score += 80;
    // A diet variant is what a cook with that diet means by the dish: prefer it to a base that
    // merely passes by leaving optional things out.
    if (e.variantKind === 'diet' && o.restrictions.diets.length) score += 3;
    if (e.variantKind && !o.restrictions.diets.length && !named.has(e.key)) score -= 4;
    const dishHit = wish.dishes.find((d) => e.dishes.includes(d));
    if (wish.dishes.length && !dishHit && !isNamed && o.dishIsHard) continue;
    if (dishHit) score += dishHit === e.dish ? 12 : 8;
    else if (wish.dishes.length && !isNamed) score -= 10;
    const missingWanted = wish.wanted.filter((f) => !hasFood(room, e, f));
    score += (wish.wanted.length - missingWanted.length) * 9 - missingWanted.length * 3;
    const onHandUsed = wish.onHand.filter((f) => hasFood(room, e, f)).length;
    if (wish.onHand.length) {
      score += (onHandUsed / wish.onHand.length) * 8;
      const missingFromHand = e.foods.filter((f) => !wish.onHand.includes(f) && !room.foods.get(f)?.staple).length;
      score -= Math.min(6, missingFromHand * 0.5);
    }
    const offCuisine = wish.cuisines.length > 0 && !wish.cuisines.includes(e.cuisine);
    if (wish.cuisines.length) score += offCuisine ? -12 : 10;
    if (courses.length && courseFits(e, courses)) score += 4;
    const unmetSoft: TSoft[] = [];
    for (const s of wish.soft) {
      const m = meetsSoft(room, e, s);
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
    scored.push({ entry: e, score, missingWanted, unmetSoft, overTime, offCuisine, onHandUsed });
  }
  // Wanted foods come first: dishes that use all of them, then the rest by score.
  scored.sort(
    (a, b) =>
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
    if (
      s.overTime &&
      scored.some((x) => !x.overTime && !seen.has(x.entry.recipeId) && x !== s && x.score > s.score - 40)
    )
      continue;
    seen.add(s.entry.recipeId);
    dishes.set(s.entry.dish, (dishes.get(s.entry.dish) ?? 0) + 1);
    picks.push(s);
  }
  return { picks, namedBlocked, candidates: scored.length };
}
