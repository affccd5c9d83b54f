/**
 * Whether a recipe the chef did not write keeps a cook's restrictions, with one meaning of every
 * diet: the diet table (src/knowledge/diets.json) — the categories it excludes, read in every
 * field (lines, title, description, steps), and its nutrition limits per serving (keto: at most
 * 15 g of carbohydrate), from the product's nutrition of the lines.
 */
import { languageInfo, type TLanguage } from '../../../shared/i18n/languages.ts';
import { recipeNutrition } from '../../../shared/food/nutrition.ts';
import type { TDiet } from '../../../shared/knowledge/food-schema.ts';
import type { Room } from '../../knowledge/room.ts';
import type { Cookbook } from '../cookbook/load.ts';
import { restrictionsOf, type Restrictions } from '../cookbook/restrictions.ts';
import { readWish } from '../cookbook/wish.ts';
import { readerOf } from './pack.ts';
import { readText, type Mention } from './read.ts';

/** The parts of a recipe a reader sees: any of them can name meat. */
export interface ReadRecipe {
  title: string;
  description?: string | null;
  ingredients: ReadonlyArray<{ name: string; amount?: string | undefined }>;
  instructions: readonly string[];
  servings?: number | undefined;
}

/**
 * The restrictions a free text states ("vegetarian", "sem glúten", "without mushrooms") and the
 * minutes it allows ("ready in 20 minutes"), read as the built-in chef reads wishes.
 */
export function readRequest(
  book: Cookbook,
  text: string,
  lang: TLanguage,
): { restrictions: Restrictions; minutes: number | null } {
  const wish = readWish(book, {
    dishType: '',
    preferences: text,
    timeLimit: '',
    availableIngredients: [],
    language: lang,
  });
  return {
    restrictions: restrictionsOf(book.room, wish.diets, wish.avoidCats, wish.avoidFoods),
    minutes: wish.minutes,
  };
}

export function restrictionsIn(book: Cookbook, text: string, lang: TLanguage): Restrictions {
  return readRequest(book, text, lang).restrictions;
}

/**
 * The restrictions in words for a model's prompt, one meaning with the checks: each diet with
 * what it excludes and its limits, then avoided foods and categories.
 */
export function restrictionText(room: Room, r: Restrictions): string {
  const parts: string[] = [];
  const byDiets = new Set<string>();
  for (const key of r.diets) {
    const d = room.diets[key];
    if (!d) continue;
    for (const c of d.excludes) byDiets.add(c);
    const limits = [
      d.limits?.carbs !== undefined ? `at most ${d.limits.carbs} g of carbohydrate per serving` : '',
      d.limits?.sugars !== undefined ? `at most ${d.limits.sugars} g of sugars per serving` : '',
      d.limits?.sodium !== undefined ? `at most ${d.limits.sodium} mg of sodium per serving` : '',
    ].filter(Boolean);
    parts.push(`${d.label.en} (no ${[d.excludes.join(', '), ...limits].filter(Boolean).join('; ')})`);
  }
  const cats = [...r.cats].filter((c) => !byDiets.has(c));
  if (cats.length) parts.push(`no ${cats.join(', ')}`);
  // The foods asked to avoid, not each of their kinds (no tomato, not "no cherry tomatoes").
  const foods = [...r.foods].filter((f) => !r.foods.has(room.foods.get(f)?.of ?? ''));
  if (foods.length) parts.push(`without ${foods.map((f) => room.names(f, 'en').many).join(', ')}`);
  return parts.join('; ');
}

const breaks = (r: Restrictions, m: Mention) =>
  !m.negated && (r.foods.has(m.food) || m.cats.some((c) => r.cats.has(c)));

/** Per-serving nutrition of the lines, and whether every line with an amount was counted. */
function nutritionOf(recipe: ReadRecipe, lang: TLanguage) {
  const lines = recipe.ingredients.map((i) => ({ name: i.name, amount: i.amount ?? '' }));
  const n = recipeNutrition(lines, recipe.servings ?? 1, languageInfo(lang).words);
  // "Salt to taste" has no weight to count; a line with a number that was not counted is unknown.
  const complete = n.uncounted.every((u) => u.reason === 'unmeasured' && !/\d/.test(u.amount));
  return { perServing: n.perServing, complete };
}

/** The limit of a diet a serving goes over, as "carbohydrate 23 g > 15 g", or null. */
function overLimit(diet: TDiet, perServing: ReturnType<typeof nutritionOf>['perServing']): string | null {
  const lim = diet.limits;
  if (!lim) return null;
  // Carbohydrate limits count net carbohydrate (less fibre), as keto and low-carb diets do.
  const net = perServing.carbohydrate - (perServing.fiber ?? 0);
  if (lim.carbs !== undefined && net > lim.carbs)
    return `net carbohydrate ${Math.round(net)} g per serving > ${lim.carbs} g`;
  if (lim.sugars !== undefined && perServing.sugars > lim.sugars)
    return `sugars ${Math.round(perServing.sugars)} g per serving > ${lim.sugars} g`;
  if (lim.sodium !== undefined && perServing.sodium > lim.sodium)
    return `sodium ${Math.round(perServing.sodium)} mg per serving > ${lim.sodium} mg`;
  return null;
}

/**
 * What breaks the restrictions in a recipe — the line or sentence that names an excluded food,
 * or the diet limit a serving goes over — or null when it keeps them. A negated mention ("no
 * meat", "instead of chicken broth") is no ingredient; the limits count only the lines the
 * product can weigh, so a recipe fails them only when what is known already goes over.
 */
export function brokenBy(room: Room, recipe: ReadRecipe, r: Restrictions, lang: TLanguage): string | null {
  if (r.cats.size === 0 && r.foods.size === 0 && r.diets.length === 0) return null;
  for (const i of recipe.ingredients)
    if (readText(room, i.name, lang, 'line').mentions.some((m) => breaks(r, m))) return `"${i.name}"`;
  for (const text of [recipe.title, recipe.description ?? '', ...recipe.instructions])
    if (text.trim() && readText(room, text, lang, 'prose').mentions.some((m) => breaks(r, m))) return `"${text}"`;
  const limited = r.diets.map((d) => room.diets[d]).filter((d): d is TDiet => !!d?.limits);
  if (limited.length) {
    const { perServing } = nutritionOf(recipe, lang);
    for (const d of limited) {
      const over = overLimit(d, perServing);
      if (over) return `${d.label.en}: ${over}`;
    }
  }
  return null;
}

export function recipeKeeps(room: Room, recipe: ReadRecipe, r: Restrictions, lang: TLanguage): boolean {
  return brokenBy(room, recipe, r, lang) === null;
}

/** A diet another kept diet already says (vegetarian beside vegan, low-carb beside keto). */
function impliedBy(a: TDiet, b: TDiet): boolean {
  if (!a.excludes.every((c) => b.excludes.includes(c))) return false;
  for (const [k, v] of Object.entries(a.limits ?? {}) as [keyof NonNullable<TDiet['limits']>, number][]) {
    const other = b.limits?.[k];
    if (other === undefined || other > v) return false;
  }
  return true;
}

/**
 * The diets of reading.json `tagDiets` a recipe keeps by its ingredient lines, without those
 * another kept one implies. A diet with nutrition limits is claimed only when every line with an
 * amount could be counted.
 */
export function dietsKept(room: Room, recipe: ReadRecipe, lang: TLanguage): string[] {
  const lines = recipe.ingredients.filter((i) => i.name.trim() !== '');
  if (lines.length === 0) return [];
  const readings = lines.map((i) => readText(room, i.name, lang, 'line'));
  let nutrition: ReturnType<typeof nutritionOf> | null = null;
  const kept = readerOf(room).reading.tagDiets.filter((key) => {
    const d = room.diets[key]!;
    if (readings.some((rd) => rd.mentions.some((m) => !m.negated && m.cats.some((c) => d.excludes.includes(c)))))
      return false;
    if (d.limits) {
      nutrition ??= nutritionOf(recipe, lang);
      if (!nutrition.complete || overLimit(d, nutrition.perServing)) return false;
    }
    return true;
  });
  const says = (a: string, b: string) => impliedBy(room.diets[a]!, room.diets[b]!);
  // Of two diets that say the same, the first listed stays.
  return kept.filter((a, i) => !kept.some((b, j) => b !== a && says(a, b) && (!says(b, a) || j < i)));
}
