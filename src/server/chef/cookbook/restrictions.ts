/**
 * The hard part of a wish: diets (as the categories they exclude, and nutrition limits), avoided
 * foods and categories. A version passes when none of the foods it needs is excluded; optional
 * ingredients that are excluded are left out, and tips or a description that name an excluded
 * food are not shown.
 */
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import type { TDietCategory } from '../../../shared/knowledge/food-schema.ts';
import type { Room } from '../../knowledge/room.ts';
import { ingredientId } from '../../knowledge/cookbook-check.ts';
import { carriesCarbs, type Version } from './facts.ts';
import type { Entry } from './load.ts';
import { readText } from '../reader/read.ts';
import { SR24_FOODS } from '../../../shared/food/usda-sr24.generated.ts';
import { fold } from '../../../shared/knowledge/phrase-index.ts';
import { pack } from './pack.ts';

export interface Restrictions {
  diets: readonly string[];
  cats: ReadonlySet<TDietCategory>;
  foods: ReadonlySet<string>;
  /** Sodium per serving (mg) the dish may have: set when salt is avoided. */
  sodium?: number;
  /** Avoided foods a dish is made without by leaving them out, whatever the amount (salt). */
  leaveOut?: ReadonlySet<string>;
}

/** The food that is salt itself. */
const SALT = 'salt';
/**
 * Sodium per 100 g that makes a food salty (miso, soy sauce, a stock cube, parmesan, sausages): the
 * UK Food Standards Agency's "high" for salt, 1.5 g per 100 g; for a drink or a stock, 0.75 g per
 * 100 ml.
 */
const SALTY_MG = 600;
const SALTY_LIQUID_MG = 300;
/** Sodium per serving of a dish made without salt: its foods' own, with no salty ones. */
const NO_SALT_MG = 400;

/** Foods a cook avoiding salt avoids too: salty by their USDA sodium (leaveners are no seasoning). */
function saltyFoods(room: Room): Set<string> {
  const salty = new Set<string>();
  for (const [key, f] of room.foods) {
    if (f.kind === 'leaven') continue;
    const mg = f.usda ? SR24_FOODS[f.usda]?.[0][7] : undefined;
    if (mg === undefined || mg === null) continue;
    if (mg >= SALTY_MG || (f.kind === 'liquid' && mg >= SALTY_LIQUID_MG)) salty.add(key);
  }
  // A food with no row of its own is salty when its kind is ("vegetable bouillon cube"), and a
  // general food when every kind of it with a row is ("stock": chicken, beef and fish stock).
  const kinds = new Map<string, string[]>();
  for (const [key, f] of room.foods) if (f.of) kinds.set(f.of, [...(kinds.get(f.of) ?? []), key]);
  for (const [key, f] of room.foods) {
    if (salty.has(key) || f.kind === 'leaven' || (f.usda && SR24_FOODS[f.usda])) continue;
    const rowed = (kinds.get(key) ?? []).filter((k) => room.foods.get(k)?.usda);
    if ((f.of && salty.has(f.of)) || (rowed.length && rowed.every((k) => salty.has(k)))) salty.add(key);
  }
  return salty;
}
const saltyByRoom = new WeakMap<Room, Set<string>>();

export function restrictionsOf(
  room: Room,
  diets: readonly string[],
  avoidCats: readonly TDietCategory[],
  avoidFoods: readonly string[],
): Restrictions {
  const cats = new Set<TDietCategory>(avoidCats);
  for (const d of diets) for (const c of room.diets[d]?.excludes ?? []) cats.add(c);
  // Avoiding a food avoids its kinds too (no tomato: no cherry tomatoes).
  const foods = new Set(avoidFoods);
  for (const [key, f] of room.foods) if (f.of && foods.has(f.of)) foods.add(key);
  if (!foods.has(SALT)) return { diets, cats, foods };
  // No salt (a baby's food): no salty foods either, and the dish's own sodium stays low.
  let salty = saltyByRoom.get(room);
  if (!salty) saltyByRoom.set(room, (salty = saltyFoods(room)));
  const leaveOut = new Set([...foods].filter((f) => f === SALT || room.foods.get(f)?.of === SALT));
  for (const f of salty) foods.add(f);
  // Salt only seasons: a dish is made without it by leaving it out.
  return { diets, cats, foods, sodium: NO_SALT_MG, leaveOut };
}

export const isEmpty = (r: Restrictions) => r.cats.size === 0 && r.foods.size === 0 && r.diets.length === 0;

/** Whether a food is excluded. */
export function excludes(room: Room, r: Restrictions, food: string): boolean {
  if (r.foods.has(food)) return true;
  return (room.foods.get(food)?.diet ?? []).some((c) => r.cats.has(c));
}

/** The share of a dish's weight whose nutrition is known for its figures to judge a limit. */
export const KNOWN_ENOUGH = 0.6;

/** Whether a dish's nutrition figures hold all it is made of, closely enough to judge a limit. */
export function figuresKnown(n: { known: number; unweighed: number }): boolean {
  return n.known >= KNOWN_ENOUGH && n.unweighed === 0;
}

/** The entry passes on its required foods and the diets' nutrition limits (cheap: index only). */
export function entryPasses(room: Room, r: Restrictions, e: Entry): boolean {
  for (const c of e.cats) if (r.cats.has(c)) return false;
  // A food "to taste" is the cook's to leave out.
  for (const f of e.foods) if (r.foods.has(f) && !e.tasteFoods.includes(f) && !r.leaveOut?.has(f)) return false;
  if (r.sodium !== undefined && e.nutrition.sodium > r.sodium) return false;
  for (const d of r.diets) {
    const lim = room.diets[d]?.limits;
    // A limit is judged from the dish's nutrition: a dish whose foods are mostly of unknown
    // nutrition, or with a bought food of unknown weight (the flaked corn of a cuscuz, a brik's
    // wrappers), reads as fewer grams than it holds and cannot be said to keep it.
    if (lim && Object.values(lim).some((x) => x !== undefined) && !figuresKnown(e.nutrition)) return false;
    // Net carbohydrate (less fibre), as keto and low-carb diets count it.
    if (lim?.carbs !== undefined && e.nutrition.carbohydrate - e.nutrition.fiber > lim.carbs) return false;
    if (lim?.sugars !== undefined && e.nutrition.sugars > lim.sugars) return false;
    if (lim?.sodium !== undefined && e.nutrition.sodium > lim.sodium) return false;
  }
  return true;
}

/** Optional ingredients a version must leave out under the restrictions. */
export function toDrop(room: Room, r: Restrictions, v: Version): Set<string> {
  // A diet that limits carbohydrate serves no rice, bread or potatoes on the side: the limit was
  // judged without them.
  const carbs = r.diets.some((d) => room.diets[d]?.limits?.carbs !== undefined);
  const starchy = (food: string) => carbs && (room.foods.get(food)?.diet ?? []).some(carriesCarbs);
  return new Set(
    v.ingredients
      .filter(
        (i) =>
          (i.optional && (excludes(room, r, i.food) || starchy(i.food))) ||
          ((i.taste || r.leaveOut?.has(i.food)) && excludes(room, r, i.food)),
      )
      .map(ingredientId),
  );
}

/**
 * Whether a text names a food the restrictions exclude (in any language's names). `own`: what the
 * text's recipe calls its own things, as phrase keys — its ingredient lines ("the butter" of
 * "vegan butter", "the tortillas" of "corn tortillas") and the words for what it is making ("a
 * massa" of a cassava cake is its batter, not pasta): a word inside one of them names no other food.
 */
export function namesExcluded(
  room: Room,
  r: Restrictions,
  text: string,
  lang: TLanguage,
  own: readonly string[] = [],
): boolean {
  if (r.cats.size === 0 && r.foods.size === 0) return false;
  const owned = own.map((k) => ` ${k} `);
  for (const hit of room.foodIndex(lang).find(text)) {
    if (!hit.values.every((f) => excludes(room, r, f))) continue;
    if (owned.some((k) => k.includes(` ${hit.phrase} `))) continue;
    if (comparedTo(text.slice(0, hit.start), lang)) continue;
    return true;
  }
  return false;
}

const likeRes = new Map<TLanguage, RegExp | null>();
/**
 * Whether the text before a food compares something to it ("the batter should be like thin cream",
 * "até ficar como um mingau", "pieces the size of a walnut"): the food it is compared to is not in it.
 */
export function comparedTo(before: string, lang: TLanguage): boolean {
  let re = likeRes.get(lang);
  if (re === undefined) {
    const words = pack(lang).likeWords;
    const alt = (list: readonly string[]) =>
      [...list]
        .map((w) => fold(w).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .sort((a, b) => b.length - a.length)
        .join('|');
    re =
      words && words.lead.length
        ? new RegExp(`(?<![\\p{L}])(?:${alt(words.lead)})(?:\\s+(?:${alt(words.between)})){0,2}\\s*$`, 'u')
        : null;
    likeRes.set(lang, re);
  }
  // The words just before it are enough (the longest lead and two words between).
  return re !== null && re.test(fold(before.slice(-60)));
}

/**
 * Whether an ingredient line names an excluded food anywhere, its options included ("vegan butter,
 * or regular butter"; "neutral oil (peanut or sunflower)"), read as recipes are read: "sem leite"
 * and "vegan butter" name none.
 */
export function lineNamesExcluded(room: Room, r: Restrictions, line: string, lang: TLanguage): boolean {
  if (r.cats.size === 0 && r.foods.size === 0) return false;
  return readText(room, line, lang, 'prose').mentions.some(
    (m) => !m.negated && (r.foods.has(m.food) || m.cats.some((c) => r.cats.has(c))),
  );
}
