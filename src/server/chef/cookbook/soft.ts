/**
 * Soft wishes judged from data ("light", "high-protein", "low carb", "kid-friendly", "pouca
 * fritura", "not spicy", "barato"): each from the nutrition per serving, the techniques the steps
 * use, the heat and the `kids` mark of the food records, the time and what the dish is made of —
 * and, when a dish does not meet one, why, with its figure, for the note. The bars are written down
 * in docs/chef.md ("Soft wishes").
 */
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import type { TDietCategory, TFood } from '../../../shared/knowledge/food-schema.ts';
import { grammarOf } from '../../../shared/knowledge/grammar.ts';
import type { Room } from '../../knowledge/room.ts';
import type { Entry } from './load.ts';
import { pack, say } from './pack.ts';
import { figuresKnown } from './restrictions.ts';
import type { TSoft } from './wish.ts';

/**
 * A healthy portion: below the FSA's "high" per portion (21 g fat, 6 g saturates, 15 g sugars,
 * 2.4 g salt: 960 mg sodium), with fibre as the EU's "source of fibre" per 100 kcal.
 */
export const HEALTHY = { fat: 21, saturatedFat: 6, sugars: 15, sodium: 960, fiberPer100kcal: 1.5 };

/**
 * Light: at most 500 kcal a serving (a quarter of a 2,000 kcal day, a meal among three and a
 * snack), under the FSA's "high" for fat in a portion (21 g), and not deep-fried.
 */
export const LIGHT = { kcal: 500, fat: HEALTHY.fat - 1 };

/**
 * High in protein: at least 25 g a serving and at least 20 % of its energy from protein (the EU's
 * claim "high protein"): a big portion of pasta with a little bacon is not.
 */
export const HIGH_PROTEIN = { grams: 25, share: 0.2 };

/**
 * Low carb: the diet "low carb"'s own limit of net carbohydrate (less fibre) a serving, in
 * diets.json — one bar for the diet, the soft wish and the week plan's meals (docs/chef.md).
 */
export function lowCarbNet(room: Room): number {
  const bar = room.diets['low-carb']?.limits?.carbs;
  if (bar === undefined) throw new Error('diets.json: the diet "low-carb" has no carbohydrate limit');
  return bar;
}

/** The hottest a dish may be for a child or a cook who asks for mild: `heat` 1 of the food records. */
export const MILD_HEAT = 1;

/** The longest a dish for children takes to make, prep and cook (a chill or a rise waits apart). */
export const KID_MINUTES = 60;

/** The most minutes of work (prep and cook, a wait apart) of a dish called easy. */
export const EASY_MINUTES = 60;

/** The most foods to buy for a dish called cheap. */
export const CHEAP_FOODS = 10;

/** An everyday dish, where the language names no home cuisine: minutes (with rest) and foods to buy. */
const EVERYDAY_MINUTES = 90;
const EVERYDAY_FOODS = 12;

const COMFORT_DISHES = [
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
];

/** Why a dish does not meet a soft wish: a figure, a food, a technique, its time or its work. */
export type SoftWhy =
  | { why: 'unknown' }
  | { why: 'kcal' | 'fat' | 'protein' | 'netCarbs' | 'minutes' | 'buy'; value: number }
  | { why: 'dear'; food: string }
  | { why: 'proteinShare'; value: number }
  | { why: 'deepfry' | 'hard' | 'medium' | 'pick' | 'noChili' }
  | { why: 'heat'; food: string; heat: 1 | 2 | 3 }
  | { why: 'kids'; food: string; kind: NonNullable<TFood['kids']> }
  | { why: 'with'; food: string };

export interface SoftJudgement {
  /** null: the wish is not judged from data (one-pot). */
  met: boolean | null;
  /** What fails it, first the most telling; empty when met or not judged. */
  why: SoftWhy[];
}

/** How hot a dish is: its hottest food's heat (0 with no chili). */
export function heatOf(e: Entry): number {
  return e.chilies[0]?.heat ?? 0;
}

/**
 * The foods a dish needs bought, for what it costs: not the staples at home, nor the spices,
 * dried herbs and seasonings a pinch of which goes in (the jar lasts many dishes).
 */
export function foodsToBuy(room: Room, e: Entry): number {
  return e.foods.filter((f) => {
    const food = room.foods.get(f);
    return food && !food.staple && food.kind !== 'spice' && food.kind !== 'seasoning' && food.kind !== 'herb';
  }).length;
}

const judged = (why: SoftWhy[]): SoftJudgement => ({ met: why.length === 0, why });

/** What of the wish a soft wish is judged against: the home cuisines, the calorie limit asked. */
export interface SoftContext {
  home: readonly string[];
  kcal?: number | null;
}
const NO_CONTEXT: SoftContext = { home: [] };

/** A soft wish as the note says it, with the figure asked: "under 500 kcal". */
export function softWord(lang: TLanguage, soft: TSoft, ctx: SoftContext = NO_CONTEXT, count = 1): string {
  if (soft === 'calories' && ctx.kcal)
    return say(lang, 'notes', 'softWord.calories', { kcal: grammarOf(lang).decimal(ctx.kcal, 0) });
  return (count > 1 ? pack(lang).softMany?.[soft] : undefined) ?? pack(lang).soft[soft] ?? soft;
}

/**
 * Whether a version meets a soft wish, judged from its data, and why not. `ctx.home`: the cuisines
 * home cooking means in the wish's language; `ctx.kcal`: the calorie limit the wish says.
 */
export function judgeSoft(
  room: Room,
  e: Entry,
  soft: TSoft,
  ctx: SoftContext = NO_CONTEXT,
  /** Foods an adaptation took out of the dish (the beer of a stew made alcohol-free for children). */
  gone: (food: string) => boolean = () => false,
): SoftJudgement {
  const n = e.nutrition;
  const known = figuresKnown(n);
  const home = ctx.home;
  const why: SoftWhy[] = [];
  switch (soft) {
    case 'high-protein': {
      if (!known) return judged([{ why: 'unknown' }]);
      if (n.protein < HIGH_PROTEIN.grams) why.push({ why: 'protein', value: n.protein });
      const share = (n.protein * 4) / Math.max(n.kcal, 1);
      if (share < HIGH_PROTEIN.share) why.push({ why: 'proteinShare', value: share });
      return judged(why);
    }
    case 'light':
      if (e.techniques.has('deepfry')) why.push({ why: 'deepfry' });
      if (!known) return judged([...why, { why: 'unknown' }]);
      if (n.kcal > LIGHT.kcal) why.push({ why: 'kcal', value: n.kcal });
      if (n.fat > LIGHT.fat) why.push({ why: 'fat', value: n.fat });
      return judged(why);
    case 'low-carb':
      // Net carbohydrate (less fibre), as the low-carb diet counts it.
      if (!known) return judged([{ why: 'unknown' }]);
      if (n.carbohydrate - n.fiber > lowCarbNet(room)) why.push({ why: 'netCarbs', value: n.carbohydrate - n.fiber });
      return judged(why);
    case 'kid-friendly': {
      // Not hotter than mild, no wine or spirits, no offal, bitter green or strong taste a child
      // refuses, no shells or bones to pick, no dear food at its heart (a lobster roll is a costly
      // dinner to risk on a picky child), and made while the child is hungry: a chill or a rise
      // waits apart, it is no work.
      const hot = e.chilies.find((c) => c.heat > MILD_HEAT && !gone(c.food));
      if (hot) why.push({ why: 'heat', ...hot });
      for (const f of e.foods.filter((x) => !gone(x))) {
        const food = room.foods.get(f);
        if (food?.kids) why.push({ why: 'kids', food: f, kind: food.kids });
        else if (food?.diet.includes('alcohol')) why.push({ why: 'with', food: f });
        else if (food?.dear && e.leads.includes(f)) why.push({ why: 'dear', food: f });
      }
      if (e.techniques.has('pick')) why.push({ why: 'pick' });
      if (e.difficulty === 'Hard') why.push({ why: 'hard' });
      if (e.minutes > KID_MINUTES) why.push({ why: 'minutes', value: e.minutes });
      return judged(why);
    }
    case 'little-frying':
      return judged(e.techniques.has('deepfry') ? [{ why: 'deepfry' }] : []);
    case 'spicy':
      return judged(heatOf(e) > MILD_HEAT ? [] : [{ why: 'noChili' }]);
    case 'mild': {
      const hot = e.chilies.find((c) => c.heat > MILD_HEAT);
      return judged(hot ? [{ why: 'heat', ...hot }] : []);
    }
    case 'healthy':
      // Nothing the UK Food Standards Agency marks red for a portion (fat, saturates, sugars,
      // salt), a source of fibre as the EU counts one (1.5 g per 100 kcal), and not deep-fried.
      return {
        met:
          n.known > 0.6 &&
          n.kcal <= 650 &&
          !e.techniques.has('deepfry') &&
          n.fat <= HEALTHY.fat &&
          n.saturatedFat <= HEALTHY.saturatedFat &&
          n.sugars <= HEALTHY.sugars &&
          n.sodium <= HEALTHY.sodium &&
          (n.fiber * 100) / Math.max(n.kcal, 1) >= HEALTHY.fiberPer100kcal,
        why: [],
      };
    case 'comfort':
      return { met: COMFORT_DISHES.some((d) => e.dishes.includes(d)), why: [] };
    case 'cheap': {
      // Judged from what it is made of: no dear food (a steak, lamb, saffron: minced and stewing
      // beef are not dear), shellfish, fresh fish from the fish counter (canned fish is cheap) or
      // spirits, and a short list of foods to buy.
      for (const f of e.foods) {
        const food = room.foods.get(f);
        if (!food) continue;
        const cats: TDietCategory[] = ['shellfish', 'alcohol'];
        // Fish sold by the can (tuna, sardines) is the cheap fish; the fish counter's is not.
        const fresh = food.aisle === 'fish' && food.unit?.key !== 'can';
        if (food.dear || fresh || food.diet.some((c) => cats.includes(c))) why.push({ why: 'with', food: f });
      }
      const buy = foodsToBuy(room, e);
      if (buy > CHEAP_FOODS) why.push({ why: 'buy', value: buy });
      return judged(why);
    }
    case 'homestyle':
      // Everyday cooking: nothing a restaurant makes (hard, deep-fried), of the home cuisine when
      // the language has one (a long feijoada is home food too: the plan keeps it for a weekend).
      // Without one, everyday is judged by the work: within an evening and a short shopping list.
      return {
        met:
          e.difficulty !== 'Hard' &&
          !e.techniques.has('deepfry') &&
          (home.length
            ? home.includes(e.cuisine)
            : e.minutes + e.rest <= EVERYDAY_MINUTES &&
              !e.foods.some((f) => room.foods.get(f)?.aisle === 'fish') &&
              e.foods.filter((f) => !room.foods.get(f)?.staple).length <= EVERYDAY_FOODS),
        why: [],
      };
    case 'easy':
      // The recipe's own difficulty, and an hour of work at most: a rise or a chill waits apart.
      if (e.difficulty !== 'Easy') why.push({ why: e.difficulty === 'Hard' ? 'hard' : 'medium' });
      if (e.minutes > EASY_MINUTES) why.push({ why: 'minutes', value: e.minutes });
      return judged(why);
    case 'calories':
      // The energy a serving, against the limit asked: a figure not known is said to be unknown.
      if (!ctx.kcal) return { met: null, why: [] };
      if (!known) return judged([{ why: 'unknown' }]);
      return judged(n.kcal > ctx.kcal ? [{ why: 'kcal', value: n.kcal }] : []);
    case 'one-pot':
      return { met: null, why: [] };
  }
}

/** The soft wishes a dish does not meet, once an adaptation has taken `gone` foods out of it. */
export function unmetSoftOf(
  room: Room,
  e: Entry,
  wish: SoftContext & { soft: readonly TSoft[] },
  gone: (food: string) => boolean,
): TSoft[] {
  return wish.soft.filter((s) => judgeSoft(room, e, s, wish, gone).met === false);
}

/**
 * Whether the only reason a dish is not said to meet a soft wish is that its figures are not all
 * known: then it cannot be told either way, and the note says so, not that it is not.
 */
export function softUnknown(
  room: Room,
  e: Entry | undefined,
  soft: TSoft,
  ctx: SoftContext = NO_CONTEXT,
  gone: (food: string) => boolean = () => false,
): boolean {
  if (!e) return false;
  const { met, why } = judgeSoft(room, e, soft, ctx, gone);
  return met === false && why.length > 0 && why.every((w) => w.why === 'unknown');
}

/** Whether a version meets a soft wish, judged from its data (null: not judged). */
export function meetsSoft(room: Room, e: Entry, soft: TSoft, ctx: SoftContext = NO_CONTEXT): boolean | null {
  return judgeSoft(room, e, soft, ctx).met;
}

/** Why a dish is not what was wished, in the cook's language: "about 820 kcal a serving". */
export function softWhyText(room: Room, why: readonly SoftWhy[], lang: TLanguage): string {
  const g = grammarOf(lang);
  const food = (k: string) => room.names(k, lang).one;
  // The two most telling reasons are enough to check the claim.
  return g.list(
    why.slice(0, 2).map((w) => {
      switch (w.why) {
        case 'unknown':
        case 'deepfry':
        case 'hard':
        case 'medium':
        case 'pick':
        case 'noChili':
          return say(lang, 'notes', `softWhy.${w.why}`);
        case 'proteinShare':
          return say(lang, 'notes', 'softWhy.proteinShare', { value: g.decimal(w.value * 100, 0) });
        case 'heat':
          return say(lang, 'notes', `softWhy.heat${w.heat}`, { food: food(w.food) });
        case 'kids':
          return say(lang, 'notes', `softWhy.kids.${w.kind}`, { food: food(w.food) });
        case 'with':
        case 'dear':
          return say(lang, 'notes', `softWhy.${w.why}`, { food: food(w.food) });
        case 'kcal':
        case 'fat':
        case 'protein':
        case 'netCarbs':
        case 'minutes':
        case 'buy':
          return say(lang, 'notes', `softWhy.${w.why}`, {
            value: g.decimal(Math.max(0, w.value), 0),
            count: Math.round(w.value),
          });
      }
    }),
  );
}

/** A dish named with why it is not what was wished, when that is known: “Feijoada” (about 820 kcal a serving). */
export function titleWithWhy(
  room: Room,
  e: Entry | undefined,
  title: string,
  soft: TSoft,
  ctx: SoftContext,
  lang: TLanguage,
  gone: (food: string) => boolean = () => false,
): string {
  const why = e ? judgeSoft(room, e, soft, ctx, gone).why : [];
  return why.length ? `“${title}” (${softWhyText(room, why, lang)})` : `“${title}”`;
}

/**
 * Why the dishes that meet "kid-friendly" are called so, from their data, with each one's time:
 * null when none does.
 */
export function kidsMetNote(
  met: readonly { entry: Entry; title: string }[],
  wish: string,
  lang: TLanguage,
): string | null {
  if (!met.length) return null;
  const g = grammarOf(lang);
  const each = met.map((m) =>
    say(lang, 'notes', 'overTimeEach', { name: `“${m.title}”`, minutes: g.decimal(m.entry.minutes, 0) }),
  );
  return say(lang, 'notes', 'kidsMet', { wish, minutes: KID_MINUTES, list: g.list(each) });
}
