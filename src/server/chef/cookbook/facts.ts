/**
 * What a version of a recipe is, derived from its foods and steps, never hand-tagged: its diet
 * categories, the diets it keeps, its nutrition per serving and the techniques it uses.
 */
import type { TCookbookIngredient, TCookbookRecipe, TVariant } from '../../../shared/knowledge/cookbook-schema.ts';
import type { TDietCategory, TText } from '../../../shared/knowledge/food-schema.ts';
import { SR24_FOODS } from '../../../shared/food/usda-sr24.generated.ts';
import type { Room } from '../../knowledge/room.ts';
import { ingredientId } from '../../knowledge/cookbook-check.ts';
import { idsOf, parseStep } from '../../../shared/knowledge/placeholders.ts';
import { gramsOf } from './amount.ts';

export interface Version {
  recipe: TCookbookRecipe;
  variant: TVariant | null;
  name: TText;
  description: TText;
  ingredients: TCookbookIngredient[];
  steps: TText[];
  tips: TCookbookRecipe['tips'];
  time: TCookbookRecipe['time'];
}

/** Where the steps (English text) first name each ingredient id: step, then place in it. */
function firstUse(steps: readonly TText[]): Map<string, number> {
  const at = new Map<string, number>();
  steps.forEach((s, n) => {
    idsOf(parseStep(s.en)).forEach((id, k) => {
      if (!at.has(id)) at.set(id, n * 1000 + k);
    });
  });
  return at;
}

/**
 * A variant's added ingredients placed in the list where the cook first needs them (the frying
 * oil of step 1 first, not after the salt), before the first listed one used later; the recipe's
 * own order is kept.
 */
function placeAdded(
  list: readonly TCookbookIngredient[],
  added: readonly TCookbookIngredient[],
  steps: readonly TText[],
): TCookbookIngredient[] {
  const at = firstUse(steps);
  const out = [...list];
  for (const a of added) {
    const when = at.get(ingredientId(a)) ?? Infinity;
    const before = when === Infinity ? -1 : out.findIndex((i) => (at.get(ingredientId(i)) ?? Infinity) > when);
    if (before < 0) out.push(a);
    else out.splice(before, 0, a);
  }
  return out;
}

/** The recipe, or one of its variants applied to it. */
export function versionOf(recipe: TCookbookRecipe, variant: TVariant | null): Version {
  if (!variant)
    return {
      recipe,
      variant: null,
      name: recipe.name,
      description: recipe.description,
      ingredients: recipe.ingredients,
      steps: recipe.steps,
      tips: recipe.tips,
      time: recipe.time,
    };
  const dropped = new Set(variant.drop ?? []);
  const ingredients = recipe.ingredients.flatMap((i) => {
    const id = ingredientId(i);
    if (dropped.has(id)) return [];
    const swap = variant.swap?.[id];
    return [swap ? { ...swap, id: swap.id ?? id } : i];
  });
  return {
    recipe,
    variant,
    name: variant.name,
    description: variant.description ?? recipe.description,
    ingredients: placeAdded(ingredients, variant.add ?? [], variant.steps ?? recipe.steps),
    steps: variant.steps ?? recipe.steps,
    tips: variant.tips ?? recipe.tips,
    time: variant.time ?? recipe.time,
  };
}

export interface PerServing {
  kcal: number;
  protein: number;
  carbohydrate: number;
  fat: number;
  saturatedFat: number;
  fiber: number;
  sugars: number;
  sodium: number;
  /** Share of the dish's weight whose nutrition is known (0–1). */
  known: number;
  /**
   * Lines bought for the dish (not staples, not optional) whose weight is not known ("2 cups" of a
   * flour without a density, "4 wrappers"), or starches and sugars with no USDA row: their
   * nutrition is in no figure, whatever `known` says.
   */
  unweighed: number;
}

/** Diet categories of the foods that carry a dish's carbohydrate: starches, grains, sugars. */
const CARB_CATEGORIES: ReadonlySet<TDietCategory> = new Set<TDietCategory>(['starch', 'grain', 'sugar']);

/** Whether a diet category is one of the foods that carry a dish's carbohydrate. */
export const carriesCarbs = (c: TDietCategory): boolean => CARB_CATEGORIES.has(c);
/** The share of a dish's weight above which such a food of unknown nutrition hides its figures. */
const STARCH_SHARE = 0.05;

/** Nutrition per serving from the foods' USDA rows; optional ingredients are not counted. */
export function perServing(room: Room, v: Version): PerServing {
  const deepFried = techniquesOf(v, room).has('deepfry');
  const sum = { kcal: 0, protein: 0, carbohydrate: 0, fat: 0, saturatedFat: 0, fiber: 0, sugars: 0, sodium: 0 };
  let known = 0;
  let total = 0;
  let unweighed = 0;
  let starchUnknown = 0;
  for (const i of v.ingredients) {
    if (i.optional) continue;
    const food = room.foods.get(i.food);
    if (!food || food.buy === false) continue;
    let grams = gramsOf(i, food);
    if (grams === null) {
      if (!food.staple && !i.taste) unweighed++;
      continue;
    }
    // Oil or shortening for deep-frying stays mostly in the pan: about a seventh of it is eaten.
    if (food.kind === 'fat' && (food.by === 'liquid' || grams >= DEEP_FAT) && grams >= 200 && deepFried) grams *= 0.15;
    total += grams;
    const row = food.usda ? SR24_FOODS[food.usda] : undefined;
    if (!row) {
      if (!food.staple && !i.taste && (food.diet ?? []).some(carriesCarbs)) starchUnknown += grams;
      continue;
    }
    known += grams;
    const [kcal, protein, carbohydrate, fiber, sugars, fat, saturatedFat, sodium] = row[0];
    const f = grams / 100;
    sum.kcal += (kcal ?? 0) * f;
    sum.protein += (protein ?? 0) * f;
    sum.carbohydrate += (carbohydrate ?? 0) * f;
    sum.fiber += (fiber ?? 0) * f;
    sum.sugars += (sugars ?? 0) * f;
    sum.fat += (fat ?? 0) * f;
    sum.saturatedFat += (saturatedFat ?? 0) * f;
    sum.sodium += (sodium ?? 0) * f;
  }
  // A starch or a sugar with no USDA row that is a real part of the dish (the gluten-free pasta of
  // a pasta dish, not a spoon of mirin) carries much of its carbohydrate: no figure can be said.
  if (total > 0 && starchUnknown / total >= STARCH_SHARE) unweighed++;
  const n = v.recipe.servings;
  return {
    kcal: sum.kcal / n,
    protein: sum.protein / n,
    carbohydrate: sum.carbohydrate / n,
    fat: sum.fat / n,
    saturatedFat: sum.saturatedFat / n,
    fiber: sum.fiber / n,
    sugars: sum.sugars / n,
    sodium: sum.sodium / n,
    known: total ? known / total : 0,
    unweighed,
  };
}

/** A chili at under this many grams a serving is a pinch (a little cayenne in a dredge): a level milder. */
export const CHILI_TRACE_G = 0.25;

/**
 * The chilies a version cannot do without, with the heat each gives it, hottest first: the food
 * record's `heat`, a level lower for a pinch a serving or an amount left to taste (never below 1).
 */
export function chiliesOf(room: Room, v: Version): { food: string; heat: 1 | 2 | 3 }[] {
  // Grams a serving per chili; a line left to taste is a pinch, one of no known weight counts whole.
  const grams = new Map<string, number>();
  for (const i of v.ingredients) {
    const food = room.foods.get(i.food);
    if (i.optional || !food?.heat) continue;
    const g = i.taste ? 0 : (gramsOf(i, food) ?? Infinity);
    grams.set(i.food, (grams.get(i.food) ?? 0) + g / v.recipe.servings);
  }
  return [...grams]
    .map(([f, g]) => {
      const heat = room.foods.get(f)!.heat!;
      return { food: f, heat: (g < CHILI_TRACE_G ? Math.max(1, heat - 1) : heat) as 1 | 2 | 3 };
    })
    .sort((a, b) => b.heat - a.heat);
}

/** The diet categories of the foods a version cannot do without (optional ones are dropped for a diet). */
export function categoriesOf(room: Room, ingredients: readonly TCookbookIngredient[]): Set<TDietCategory> {
  const cats = new Set<TDietCategory>();
  for (const i of ingredients) {
    if (i.optional) continue;
    for (const c of room.foods.get(i.food)?.diet ?? []) cats.add(c);
  }
  return cats;
}

/** `pick`: eaten picking out shells or small bones at the table (shell-on prawns, a bony fish). */
export type Technique = 'deepfry' | 'panfry' | 'oven' | 'grill' | 'raw' | 'no-cook' | 'slow' | 'pressure' | 'pick';

/** What a cook reads as shells or bones left for the eater, in the steps, description or lines. */
const PICK_WORDS =
  /\bshell-on\b|\b(?:prawns|shrimp) in their shells\b|\bpressing the heads\b|\bwhole (?:small )?fish\b/i;

const TECHNIQUE_WORDS: [Technique, RegExp][] = [
  [
    'deepfry',
    /\bdeep[- ]?fr|\bfry (?:them |it |the [a-z ]+ )?in (?:the )?hot oil|\bin batches in the (?:hot )?oil|\bdrain on paper towels/i,
  ],
  ['panfry', /\bfry\b|\bfried\b|\bpan-fr/i],
  ['oven', /\boven\b|\bbake\b|\broast\b/i],
  ['grill', /\bgrill\b|\bbarbecue\b|\bbroil/i],
  ['slow', /\bslow cooker\b/i],
  ['pressure', /\bpressure cooker\b/i],
];

/**
 * Frying fat this deep (grams of a line of fat) is deep-frying, or frying as deep as a Southern
 * fried chicken's skillet of shortening, whatever the steps call it: about 1½ cups of oil.
 */
const DEEP_FAT = 300;

/** The techniques a version's steps use (read from its English steps and its tools; with the room, its frying fat too). */
export function techniquesOf(v: Version, room?: Room): Set<Technique> {
  const text = v.steps.map((s) => s.en).join(' ');
  const out = new Set<Technique>();
  for (const [t, re] of TECHNIQUE_WORDS) if (re.test(text)) out.add(t);
  // The recipe's tools are the base's: a variant with steps of its own says how it is cooked.
  const ownSteps = Boolean(v.variant?.steps);
  if (v.recipe.equipment.includes('deep-pan') && !ownSteps) out.add('deepfry');
  if (
    room &&
    out.has('panfry') &&
    v.ingredients.some((i) => {
      const food = room.foods.get(i.food);
      return !i.optional && food?.kind === 'fat' && (gramsOf(i, food) ?? 0) >= DEEP_FAT;
    })
  )
    out.add('deepfry');
  if (v.recipe.equipment.includes('air-fryer') || /\bair[- ]fr/i.test(text)) out.delete('deepfry');
  if (v.recipe.time.cook === 0) out.add('no-cook');
  const said = [text, v.description.en, ...v.ingredients.map((i) => i.note?.en ?? '')].join(' ');
  if (PICK_WORDS.test(said)) out.add('pick');
  return out;
}

/**
 * The foods that lead their kind in a version: at least half the weight of the foods of that kind
 * (the beef of a beef stew; not the beef beside as much pork and sausage in a locro). Pantry
 * staples and foods of no weight lead nothing.
 */
export function leadsOf(room: Room, v: Version): string[] {
  const byKind = new Map<string, Map<string, number>>();
  for (const i of v.ingredients) {
    if (i.optional) continue;
    const food = room.foods.get(i.food);
    if (!food?.kind || food.staple) continue;
    const grams = gramsOf(i, food);
    if (!grams) continue;
    const foods = byKind.get(food.kind) ?? new Map<string, number>();
    foods.set(i.food, (foods.get(i.food) ?? 0) + grams);
    byKind.set(food.kind, foods);
  }
  const out: string[] = [];
  for (const foods of byKind.values()) {
    const total = [...foods.values()].reduce((a, b) => a + b, 0);
    // A general food leads by its kinds together (beef chuck and beef ribs are the beef).
    const parents = new Map<string, number>();
    for (const [f, g] of foods) {
      const of = room.foods.get(f)?.of;
      if (of) parents.set(of, (parents.get(of) ?? 0) + g);
    }
    for (const [f, g] of [...foods, ...parents]) if (g / total >= 0.5 && !out.includes(f)) out.push(f);
  }
  return out;
}
