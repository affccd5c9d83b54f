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
import { grammarOf } from '../../../shared/knowledge/grammar.ts';
import { phraseKey } from '../../../shared/knowledge/phrase-index.ts';
import { daysBetween } from '../days.ts';
import { recipeKeeps } from '../reader/diets.ts';
import { recipeLanguage } from '../reader/language.ts';
import { readText } from '../reader/read.ts';
import { renderPick, SOFT_FIGURES, softFigure } from './generate.ts';
import type { Cookbook, Entry } from './load.ts';
import { say } from './pack.ts';
import { entryPasses, figuresKnown, restrictionsOf } from './restrictions.ts';
import { meetsSoft } from './find.ts';
import { lowCarbNet, softUnknown, softWord, titleWithWhy } from './soft.ts';
import { readWish, type TSoft, type Wish } from './wish.ts';
import { dishVariety, savedDishes } from './plan-variety.ts';
import type { Room } from '../../knowledge/room.ts';

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
  /** The dish type: feijoada and feijoada vegana are one dish for variety. */
  dish: string;
  /** The dish type and its families, spread over the week (plan-variety.ts). */
  dishes: readonly string[];
  score: number;
}

/** What a cuisine asked for weighs against the plan's shuffle (at most 10) and its variety. */
const ASKED_CUISINE = 25;
/** What a soft wish met (or not) weighs against the shuffle (at most 10). */
const SOFT_MET = 12;
const SOFT_UNMET = 8;
/** A dish this long (prep, cook and rest, in minutes) is for a weekend, not a weekday. */
const LONG_DISH = 120;
/**
 * A lunch or dinner is a meal: a dish this light a serving (a miso soup, a side salad) is a side or
 * a starter, not a meal alone, and waits for a slot nothing else fits.
 */
const MEAL_KCAL = 250;
/** What a meal over the plan's net-carb bar weighs against the rest: more than any shuffle or spread. */
const OVER_CARBS = 60;

const netCarbs = (e: Entry) => Math.max(0, e.nutrition.carbohydrate - e.nutrition.fiber);

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return (h >>> 0) / 4294967296;
}

function proteinOf(cats: ReadonlySet<string>): string {
  return PROTEINS.find((p) => cats.has(p)) ?? 'plant';
}

/**
 * Whether words a plan's wish did not know read as a dish's name, for "I don't have a recipe for
 * X": said in the preferences (the restrictions name what to avoid, never a dish), and taking in a
 * food or a kind of dish ("kraken soup"), not a clause of the cook's ("as crianças comem junto").
 */
function namesDish(room: Room, preferences: string, name: string, lang: TLanguage): boolean {
  const key = ` ${phraseKey(name)} `;
  if (!` ${phraseKey(preferences)} `.includes(key)) return false;
  if (room.foodIndex(lang).find(name).length) return true;
  return Object.values(room.vocab.dishTypes).some((d) => d.names[lang].some((n) => key.includes(` ${phraseKey(n)} `)));
}

export function planWeek(
  book: Cookbook,
  req: TMealPlanRequest,
  saved: readonly TSavedRecipe[],
  system: TUnitSystem,
): { suggestions: TMealSuggestion[]; note?: string; complete: boolean } {
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
  // Low carb, as a diet ("low carb, sem açúcar") or a soft wish, is judged per meal from the
  // nutrition: the bar is the plan's, or the diet's own limit when that is lower.
  const dietCarbs = r.diets.flatMap((d) => room.diets[d]?.limits?.carbs ?? []);
  // A meal over the bar (the low-carb diet's, diets.json) is used only when nothing under it fits the
  // slot, and the note names it with its figure.
  const carbBar = dietCarbs.length || wish.soft.includes('low-carb') ? Math.min(lowCarbNet(room), ...dietCarbs) : null;
  const overCarbs = (e: Entry) => carbBar !== null && (!figuresKnown(e.nutrition) || netCarbs(e) > carbBar);
  // "Comida caseira" in Portuguese is Brazilian home cooking: the language's home cuisines steer
  // the week as a cuisine asked does, when none is named.
  const cuisines = wish.cuisines.length ? wish.cuisines : wish.home;
  const seed = JSON.stringify([req, saved.map((s) => s.id)]);
  const options: Option[] = [];
  for (const e of book.entries) {
    if (!e.courses.some((c) => c === 'main' || c === 'breakfast' || c === 'snack')) continue;
    if (e.courses.includes('drink') || e.courses[0] === 'sauce' || e.courses[0] === 'side') continue;
    if (!entryPasses(room, r, e)) continue;
    if (limit !== null && e.minutes + e.rest > limit) continue;
    // A base recipe and its diet version are one dish for variety.
    let score = hash(`${seed}|${e.key}`) * 10;
    // A cuisine asked for ("comida caseira brasileira", "Italian week") steers the whole plan.
    if (cuisines.includes(e.cuisine)) score += ASKED_CUISINE;
    // Each soft wish ("barato", "light") weighs more than the shuffle, slot by slot.
    for (const s of wish.soft) {
      const m = meetsSoft(room, e, s, wish);
      if (m === true) score += SOFT_MET;
      else if (m === false) score -= SOFT_UNMET;
    }
    if (e.variantKind === 'diet' && e.variantDiets.some((d) => r.diets.includes(d))) score += 2;
    // Under the bar, fewer carbohydrates weigh a little more; over it, the meal waits for a slot
    // nothing else fits.
    if (carbBar !== null) score += overCarbs(e) ? -OVER_CARBS : (1 - netCarbs(e) / carbBar) * 4;
    if (e.variantKind && e.variantKind !== 'diet') score -= 3;
    options.push({
      key: e.recipeId,
      entry: e,
      courses: e.courses,
      protein: proteinOf(e.cats),
      cuisine: e.cuisine,
      dish: e.dish,
      dishes: e.dishes,
      score,
    });
  }
  if (req.includeUserRecipes) {
    for (const s of saved) {
      const slang = recipeLanguage(s, lang);
      if (s.ingredients.length === 0 || s.instructions.length === 0) continue;
      // The cook's own recipes are kept whole: one that needs an excluded food is left out, and so
      // is one whose description or steps name one.
      if (!recipeKeeps(room, s, r, slang)) continue;
      if (limit !== null && s.prepTime + s.cookTime > limit) continue;
      const cats = new Set(s.ingredients.flatMap((i) => [...readText(room, i.name, slang, 'line').cats]));
      const hasProtein = [...cats].some((c) => (PROTEINS as readonly string[]).includes(c));
      const dishes = savedDishes(book, s, slang);
      options.push({
        key: `saved:${s.id}`,
        saved: s,
        courses: hasProtein ? ['main'] : ['main', 'snack'],
        protein: proteinOf(cats),
        cuisine: 'saved',
        dish: dishes[0]!,
        dishes,
        score: 12 + hash(`${seed}|${s.id}`) * 10,
      });
    }
  }

  const used = new Map<string, number>();
  const proteinCount = new Map<string, number>();
  const cuisineCount = new Map<string, number>();
  const dishCount = new Map<string, number>();
  const variety = dishVariety();
  /** Dish types of the day before, and of today. */
  let yesterday: string[] = [];
  const out: TMealSuggestion[] = [];
  let repeats = false;
  const gapSlots: TMealType[] = [];
  const meal = (slot: TMealType) => say(lang, 'edits', `meal.${slot}`);
  let longOnWeekday = false;
  /** Meals that miss a soft wish or the cuisine asked, for the note. */
  const softUnmet = new Map<TSoft, string[]>();
  /** The entry each planned title came from, to say why it misses a soft wish. */
  const entryOf = new Map<string, Entry>();
  const offCuisine: string[] = [];
  /** Meals over the plan's net-carb bar, with their figures. */
  const carbsOver = new Map<string, number>();
  for (const date of daysBetween(req.startDate, req.endDate)) {
    const today: string[] = [];
    const todayDishes: string[] = [];
    const weekday = ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
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
          // A breakfast slot gets a breakfast, not a salad that may also be eaten in the morning.
          if (slot === 'breakfast' && o.courses[0] !== 'breakfast') s -= 30;
          // Without a time limit, a 13-hour feijoada waits for the weekend.
          if (weekday && limit === null && minutes > LONG_DISH) s -= 60 + minutes / 60;
          if (course === 'main') {
            if (o.entry && figuresKnown(o.entry.nutrition) && o.entry.nutrition.kcal < MEAL_KCAL) s -= 80;
            s -= (proteinCount.get(o.protein) ?? 0) * 3 + (today.includes(o.protein) ? 15 : 0);
            if (!cuisines.includes(o.cuisine)) s -= (cuisineCount.get(o.cuisine) ?? 0) * 1.5;
            // Dish types spread over the week's mains as cuisines do.
            s -= variety.penalty(o.dishes);
          } else s -= (dishCount.get(o.dish) ?? 0) * 8;
          // The same dish twice in a week is a repeat, on the next day a stop.
          if (todayDishes.includes(o.dish) || yesterday.includes(o.dish)) s -= 40;
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
        dishCount.set(o.dish, (dishCount.get(o.dish) ?? 0) + 1);
        todayDishes.push(o.dish);
        if (course === 'main') {
          today.push(o.protein);
          proteinCount.set(o.protein, (proteinCount.get(o.protein) ?? 0) + 1);
          cuisineCount.set(o.cuisine, (cuisineCount.get(o.cuisine) ?? 0) + 1);
          variety.add(o.dishes);
        }
        // Ready in: the waits too (a dough's rise, a soak), which prep time no longer holds.
        const total = o.entry ? o.entry.minutes + o.entry.rest : draft.prepTime + draft.cookTime;
        const long = total > LONG_DISH;
        if (long && weekday) longOnWeekday = true;
        const reasoning = [
          o.entry
            ? say(lang, 'notes', 'planFor', {
                meal: meal(slot),
                facts: factsOf(room, o.entry, wish, lang, carbBar !== null && !overCarbs(o.entry)),
              })
            : say(lang, 'edits', 'plan.saved', { meal: meal(slot) }),
          [
            say(lang, 'edits', 'plan.ready', { minutes: total, count: total }),
            ...((o.entry?.rest ?? 0) >= OVERNIGHT ? [say(lang, 'notes', 'planDayBefore')] : []),
            ...(long && !weekday ? [say(lang, 'notes', 'planWeekend')] : []),
          ].join(', '),
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
        for (const sw of wish.soft)
          if (o.entry ? meetsSoft(room, o.entry, sw, wish) === false : false)
            softUnmet.set(sw, [...(softUnmet.get(sw) ?? []), draft.title]);
        if (o.entry) entryOf.set(draft.title, o.entry);
        if (cuisines.length && o.entry && !cuisines.includes(o.entry.cuisine)) offCuisine.push(draft.title);
        if (o.entry && overCarbs(o.entry)) carbsOver.set(draft.title, netCarbs(o.entry));
        break;
      }
      if (!filled) gapSlots.push(slot);
    }
    yesterday = todayDishes;
  }
  const notes: string[] = [];
  if (wish.unknownName && namesDish(room, req.preferences, wish.unknownName, lang))
    notes.push(say(lang, 'notes', 'unknownDish', { dish: wish.unknownName }));
  if (repeats) notes.push(say(lang, 'notes', 'planRepeats'));
  if (longOnWeekday) notes.push(say(lang, 'notes', 'planLongWeekday', { minutes: LONG_DISH }));
  const g = grammarOf(lang);
  const titles = (list: readonly string[]) => g.list([...new Set(list)].map((t) => `“${t}”`));
  for (const [sw, all] of softUnmet) {
    // A meal off the home cuisine is said once, by the cuisine note.
    const list = sw === 'homestyle' && wish.home.length ? all.filter((t) => !offCuisine.includes(t)) : all;
    if (!list.length) continue;
    // A meal that cannot be weighed is not said to miss the wish: it cannot be told either way.
    const meals = [...new Set(list)];
    const unknown = meals.filter((t) => softUnknown(room, entryOf.get(t), sw, wish));
    // Each named with why, from its data: "“Feijoada” (about 820 kcal a serving)".
    const each = meals
      .filter((t) => !unknown.includes(t))
      .map((t) => titleWithWhy(room, entryOf.get(t), t, sw, wish, lang));
    // Counted in meals: a dish twice in the plan is two meals.
    const known = list.filter((t) => !unknown.includes(t)).length;
    for (const [key, said, count] of [
      ['planSoftUnmet', each, known],
      ['planSoftUnknown', unknown.map((t) => `“${t}”`), list.length - known],
    ] as const)
      if (said.length)
        notes.push(say(lang, 'notes', key, { wish: softWord(lang, sw, wish, count), count, list: g.list(said) }));
  }
  if (carbsOver.size) {
    const each = [...carbsOver].map(([title, value]) =>
      say(lang, 'notes', 'dietFigure.g', { name: `“${title}”`, value: g.decimal(value, 0) }),
    );
    notes.push(
      say(lang, 'notes', 'planCarbsOver', { limit: g.decimal(carbBar!, 0), count: each.length, list: g.list(each) }),
    );
  }
  if (offCuisine.length) {
    const c = room.vocab.cuisines[cuisines[0]!];
    const adjective = c?.adjective[lang] ?? cuisines[0]!;
    notes.push(
      say(lang, 'notes', 'planCuisineUnmet', {
        cuisine: adjective,
        cuisineLower: adjective.toLowerCase(),
        count: offCuisine.length,
        list: titles(offCuisine),
      }),
    );
  }
  const gaps = [...new Set(gapSlots)];
  if (gaps.length) notes.push(say(lang, 'notes', 'planGap', { meals: gaps.map((g) => meal(g)).join(', ') }));
  const note = notes.length ? notes.join(' ') : undefined;
  // The whole wish was planned: nothing to say and no words of it left unread (words that read as
  // no dish are not said to the cook, but a model configured beside the cookbook may know them).
  const complete = !note && !wish.unknownName && out.length > 0;
  return { suggestions: out, ...(note ? { note } : {}), complete };
}

/** Rest this long (minutes) means starting the day before: an overnight soak. */
const OVERNIGHT = 480;

/** What is true of a meal, from its data: its cuisine (and whether it was asked), its protein, soft wishes met. */
function factsOf(room: Room, e: Entry, wish: Wish, lang: TLanguage, lowCarb = false): string {
  const facts: string[] = [];
  const cuisine = room.vocab.cuisines[e.cuisine];
  if (cuisine && e.cuisine !== 'international')
    facts.push(
      say(lang, 'notes', [...wish.cuisines, ...wish.home].includes(e.cuisine) ? 'planCuisineAsked' : 'planCuisine', {
        cuisine: cuisine.adjective[lang],
        cuisineLower: cuisine.adjective[lang].toLowerCase(),
      }),
    );
  // The meal's protein: meat, fish, tofu or beans, else eggs or cheese when the dish starts with them
  // (not the butter a roll is fried in).
  const kind = (f: string) => room.foods.get(f)?.kind;
  const main =
    e.foods.find((f) => kind(f) === 'protein' || kind(f) === 'legume') ??
    e.foods.slice(0, 3).find((f) => kind(f) === 'egg' || kind(f) === 'cheese');
  if (main) facts.push(say(lang, 'notes', 'planProtein', { food: room.names(main, lang).one }));
  // A soft wish judged by one figure says it, as a cook can check: "light (about 320 kcal)".
  // A low-carb diet's meal under the plan's bar says its net carbohydrate as the soft wish does.
  const softs = lowCarb && !wish.soft.includes('low-carb') ? [...wish.soft, 'low-carb' as const] : wish.soft;
  for (const s of softs) {
    if (s === 'low-carb' ? !lowCarb : !meetsSoft(room, e, s, wish)) continue;
    const word = softWord(lang, s, wish);
    const figure = SOFT_FIGURES[s];
    facts.push(
      figure && figure !== 'healthy'
        ? say(lang, 'notes', `figure.${figure}`, {
            name: word,
            value: grammarOf(lang).decimal(softFigure(e.nutrition, figure), 0),
          })
        : word,
    );
  }
  if (!facts.length) facts.push(room.vocab.dishTypes[e.dish]?.names[lang][0] ?? e.dish);
  return facts.join(', ');
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
