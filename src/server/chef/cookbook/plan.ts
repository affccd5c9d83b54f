/**
 * Week plans of real meals: each slot gets a cookbook recipe of its course (breakfasts for
 * breakfast, mains for lunch and dinner, snacks for the snack), or one of the cook's own saved
 * recipes, never the same recipe twice while others fit, proteins and cuisines spread over the
 * week, the household's restrictions kept in every field, portions for the people count.
 */
import type { TLanguage, TMealType, TUnitSystem } from '../../../shared/constants.ts';
import type { TCourse } from '../../../shared/knowledge/cookbook-schema.ts';
import type { TMealPlanRequest, TMealSuggestion, TSavedRecipe } from '../../../shared/schemas/chef.ts';
import type { TRecipeDraft } from '../../../shared/schemas/recipe.ts';
import { scaleIngredient } from '../../../shared/amounts/countables.ts';
import { daysBetween } from '../local/plan.ts';
import { recipeLanguage } from '../local/model.ts';
import { renderPick } from './generate.ts';
import type { Cookbook, Entry } from './load.ts';
import { say } from './pack.ts';
import { foodsOfText } from './read-recipe.ts';
import { entryPasses, excludes, restrictionsOf } from './restrictions.ts';
import { meetsSoft } from './find.ts';
import { readWish } from './wish.ts';

const SLOTS: TMealType[] = ['breakfast', 'lunch', 'dinner', 'snack'];
const SLOT_COURSE: Record<TMealType, TCourse> = {
  breakfast: 'breakfast',
  lunch: 'main',
  dinner: 'main',
  snack: 'snack',
};
const PROTEINS = ['beef', 'pork', 'lamb', 'poultry', 'fish', 'shellfish', 'legume', 'egg', 'dairy'] as const;

interface Option {
  key: string;
  entry?: Entry;
  saved?: TSavedRecipe;
  courses: TCourse[];
  protein: string;
  cuisine: string;
  score: number;
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return (h >>> 0) / 4294967296;
}

function proteinOf(cats: ReadonlySet<string>): string {
  return PROTEINS.find((p) => cats.has(p)) ?? 'plant';
}

export function planWeek(
  book: Cookbook,
  req: TMealPlanRequest,
  saved: readonly TSavedRecipe[],
  system: TUnitSystem,
): { suggestions: TMealSuggestion[]; note?: string } {
  const room = book.room;
  const lang: TLanguage = req.language ?? 'en';
  const wish = readWish(book, {
    dishType: '',
    preferences: `${req.preferences} . ${req.dietaryRestrictions}`,
    timeLimit: '',
    availableIngredients: [],
    language: lang,
  });
  const r = restrictionsOf(room, wish.diets, wish.avoidCats, wish.avoidFoods);
  const limit = req.maxCookingTime ?? wish.minutes;
  const seed = JSON.stringify([req, saved.map((s) => s.id)]);
  const options: Option[] = [];
  for (const e of book.entries) {
    if (!e.courses.some((c) => c === 'main' || c === 'breakfast' || c === 'snack')) continue;
    if (e.courses.includes('drink') || e.courses[0] === 'sauce' || e.courses[0] === 'side') continue;
    if (!entryPasses(room, r, e)) continue;
    if (limit !== null && e.minutes + e.rest > limit) continue;
    // A base recipe and its diet version are one dish for variety.
    let score = hash(`${seed}|${e.key}`) * 10;
    if (wish.cuisines.includes(e.cuisine)) score += 8;
    for (const s of wish.soft) if (meetsSoft(room, e, s)) score += 4;
    if (e.variantKind === 'diet' && r.diets.length) score += 2;
    if (e.variantKind && e.variantKind !== 'diet') score -= 3;
    options.push({
      key: e.recipeId,
      entry: e,
      courses: e.courses,
      protein: proteinOf(e.cats),
      cuisine: e.cuisine,
      score,
    });
  }
  if (req.includeUserRecipes) {
    for (const s of saved) {
      const slang = recipeLanguage(s, lang);
      const foods = s.ingredients.flatMap((i) => foodsOfText(room, i.name, slang));
      if (s.ingredients.length === 0 || s.instructions.length === 0) continue;
      // The cook's own recipes are kept whole: one that needs an excluded food is left out, and so
      // is one whose description or steps name one.
      if (foods.some((f) => excludes(room, r, f))) continue;
      const text = [s.title, s.description ?? '', ...s.instructions].join(' ');
      if (foodsOfText(room, text, slang).some((f) => excludes(room, r, f))) continue;
      if (limit !== null && s.prepTime + s.cookTime > limit) continue;
      const cats = new Set(foods.flatMap((f) => room.foods.get(f)?.diet ?? []));
      const hasProtein = [...cats].some((c) => (PROTEINS as readonly string[]).includes(c));
      options.push({
        key: `saved:${s.id}`,
        saved: s,
        courses: hasProtein ? ['main'] : ['main', 'snack'],
        protein: proteinOf(cats),
        cuisine: 'saved',
        score: 12 + hash(`${seed}|${s.id}`) * 10,
      });
    }
  }

  const used = new Map<string, number>();
  const proteinCount = new Map<string, number>();
  const cuisineCount = new Map<string, number>();
  const out: TMealSuggestion[] = [];
  let repeats = false;
  const gapSlots: TMealType[] = [];
  const meal = (slot: TMealType) => say(lang, 'edits', `meal.${slot}`);
  for (const date of daysBetween(req.startDate, req.endDate)) {
    const today: string[] = [];
    for (const slot of SLOTS) {
      const course = SLOT_COURSE[slot];
      const ranked = options
        .filter(
          (o) =>
            o.courses.includes(course) && (slot !== 'snack' || o.courses[0] === 'snack' || !o.courses.includes('main')),
        )
        .map((o) => {
          let s = o.score - (used.get(o.key) ?? 0) * 100;
          // Breakfasts and snacks are quick: nothing that soaks overnight before a morning.
          const minutes = o.entry
            ? o.entry.minutes + o.entry.rest
            : (o.saved?.prepTime ?? 0) + (o.saved?.cookTime ?? 0);
          if ((slot === 'breakfast' || slot === 'snack') && minutes > 45) s -= 20 + minutes / 10;
          if (course === 'main') {
            s -= (proteinCount.get(o.protein) ?? 0) * 3 + (today.includes(o.protein) ? 15 : 0);
            s -= (cuisineCount.get(o.cuisine) ?? 0) * 1.5;
          }
          return { o, s };
        })
        .sort((a, b) => b.s - a.s || a.o.key.localeCompare(b.o.key));
      let filled = false;
      for (const { o } of ranked) {
        let draft: TRecipeDraft | null;
        if (o.entry) draft = renderPick(book, o.entry, r, lang, system, req.peopleCount);
        else draft = scaleSaved(o.saved!, req.peopleCount, recipeLanguage(o.saved!, lang));
        if (!draft) continue;
        if (used.has(o.key)) repeats = true;
        used.set(o.key, (used.get(o.key) ?? 0) + 1);
        if (course === 'main') {
          today.push(o.protein);
          proteinCount.set(o.protein, (proteinCount.get(o.protein) ?? 0) + 1);
          cuisineCount.set(o.cuisine, (cuisineCount.get(o.cuisine) ?? 0) + 1);
        }
        const total = draft.prepTime + draft.cookTime;
        const reasoning = [
          say(lang, 'edits', o.saved ? 'plan.saved' : 'plan.fit', { meal: meal(slot) }),
          say(lang, 'edits', 'plan.ready', { minutes: total, count: total }),
          say(lang, 'edits', 'plan.people', { count: req.peopleCount }),
        ].join('; ');
        out.push({
          date,
          mealType: slot,
          recipeTitle: draft.title,
          recipeDescription: draft.description,
          prepTime: draft.prepTime,
          cookTime: draft.cookTime,
          servings: draft.servings,
          difficulty: draft.difficulty,
          ingredients: draft.ingredients.filter((i) => i.name.trim()),
          instructions: draft.instructions,
          tags: draft.tags,
          tips: draft.tips,
          reasoning: `${reasoning}.`,
          ...(o.saved ? { existingRecipeId: o.saved.id } : {}),
        });
        filled = true;
        break;
      }
      if (!filled) gapSlots.push(slot);
    }
  }
  const notes: string[] = [];
  if (wish.unknownName) notes.push(say(lang, 'notes', 'unknownDish', { dish: wish.unknownName }));
  if (repeats) notes.push(say(lang, 'notes', 'planRepeats'));
  const gaps = [...new Set(gapSlots)];
  if (gaps.length) notes.push(say(lang, 'notes', 'planGap', { meals: gaps.map((g) => meal(g)).join(', ') }));
  const note = notes.length ? notes.join(' ') : undefined;
  return { suggestions: out, ...(note ? { note } : {}) };
}

/** A saved recipe as the plan shows it: the cook's own text, its amounts scaled for the people. */
function scaleSaved(s: TSavedRecipe, people: number, lang: TLanguage): TRecipeDraft {
  const factor = people / Math.max(1, s.servings);
  return {
    title: s.title,
    description: s.description ?? '',
    prepTime: s.prepTime,
    cookTime: s.cookTime,
    servings: people,
    difficulty: s.difficulty as TRecipeDraft['difficulty'],
    ingredients: s.ingredients.map((i) =>
      factor === 1 ? { name: i.name, amount: i.amount ?? '' } : scaleIngredient(i.amount ?? '', i.name, factor, lang),
    ),
    instructions: s.instructions,
    tags: s.tags ?? [],
    tips: s.tips ?? [],
  };
}
