import type { TLanguage, TMealType, TUnitSystem } from '../../../../shared/constants.ts';
import type { TMealPlanRequest, TMealSuggestion, TSavedRecipe } from '../../../../shared/schemas/chef.ts';
import { recipeLanguage } from '../model.ts';
import { mulberry32 } from '../../../../shared/random.ts';
import { hashString } from '../text.ts';
import { daysBetween } from '../plan.ts';
import { dishFromRecipe, scaleDish } from './build.ts';
import { dishFromFamily } from './family-dish.ts';
import { enforce } from './restrictions.ts';
import type { Dish } from './dish.ts';
import { liftRecipe } from './lift.ts';
import type { Knowledge } from './load.ts';
import { renderDish } from './render/render-dish.ts';
import type { TCourse } from './schema.ts';
import { forbidden, understand } from './understand.ts';

const SLOTS: TMealType[] = ['breakfast', 'lunch', 'dinner', 'snack'];
const SLOT_COURSE: Record<TMealType, TCourse> = {
  breakfast: 'breakfast',
  lunch: 'main',
  dinner: 'main',
  snack: 'snack',
};

interface Option {
  key: string;
  /** Builds the dish (fresh each time: scaling and swaps change it). */
  make: () => Dish | null;
  courses: TCourse[];
  protein: string;
  savedId?: string;
  lang?: TLanguage;
  score: number;
}

function mainProtein(kb: Knowledge, d: Dish): string {
  const p = d.ings.find((i) => i.role === 'protein');
  const cats = p ? (kb.lex.get(p.key)?.cats ?? []) : [];
  return cats.find((c) => ['beef', 'pork', 'poultry', 'fish', 'shellfish'].includes(c)) ?? p?.key ?? 'none';
}

/**
 * A plan of mains for lunch and dinner (never the same main twice in the plan while others are
 * left), breakfasts and snacks from their own course, the diet and avoid list kept in every dish
 * (the cook's saved recipes included), servings scaled with whole counts.
 */
export function planWeek(
  kb: Knowledge,
  req: TMealPlanRequest,
  saved: readonly TSavedRecipe[],
  unitSystem: TUnitSystem,
): { suggestions: TMealSuggestion[]; note?: string } {
  const lang: TLanguage = req.language ?? 'en';
  const want = understand(kb, {
    dishType: '',
    preferences: `${req.preferences} . ${req.dietaryRestrictions}`,
    timeLimit: req.maxCookingTime ? `${req.maxCookingTime} min` : '',
    availableIngredients: [],
    language: lang,
  });
  const limit = req.maxCookingTime ?? want.minutes;
  const rand = mulberry32(hashString(JSON.stringify([req, saved.map((s) => s.id)])));
  const fits = (d: Dish | null): Dish | null => {
    if (!d) return null;
    if (!enforce(kb, d, want)) return null;
    if (limit !== null && d.prepTime + d.cookTime > limit) return null;
    return d;
  };
  const options: Option[] = [];
  for (const r of kb.recipes) {
    const courses = [r.course, ...(r.also ?? [])];
    if (!courses.some((c) => ['main', 'breakfast', 'snack'].includes(c))) continue;
    const probe = fits(dishFromRecipe(r));
    if (!probe) continue;
    options.push({
      key: `kb:${r.id}`,
      make: () => fits(dishFromRecipe(r)),
      courses,
      protein: mainProtein(kb, probe),
      score: rand() * 10 + (want.cuisine && r.cuisine === want.cuisine ? 8 : 0),
    });
  }
  if (req.includeUserRecipes) {
    for (const s of saved) {
      const slang = recipeLanguage(s, lang);
      const d = liftRecipe(kb, s, slang);
      if (d.ings.length === 0 || d.steps.length === 0) continue;
      // Restrictions are hard for the cook's own recipes too: no swaps in their text, just left out.
      if (d.ings.some((i) => forbidden(kb, want, i.key))) continue;
      if (limit !== null && s.prepTime + s.cookTime > limit) continue;
      options.push({
        key: `saved:${s.id}`,
        make: () => liftRecipe(kb, s, slang),
        courses: d.ings.some((i) => i.role === 'protein') ? [d.course, 'main'] : [d.course],
        protein: mainProtein(kb, d),
        savedId: s.id,
        lang: slang,
        score: 12 + rand() * 10,
      });
    }
  }
  // Variety beyond the classics: the main families filled with different proteins.
  const mains = options.filter((o) => o.courses.includes('main')).length;
  const days = daysBetween(req.startDate, req.endDate);
  if (mains < days.length * 2) {
    const fams = [...kb.families.values()].filter((f) => f.course === 'main');
    for (let v = 0; v < days.length * 2 - mains + 2; v++) {
      const f = fams[v % fams.length]!;
      const make = () => fits(dishFromFamily(kb, f, want, v, f.serves));
      const d = make();
      if (d)
        options.push({
          key: `fam:${f.id}:${v}`,
          make,
          courses: ['main'],
          protein: mainProtein(kb, d),
          score: rand() * 5,
        });
    }
  }
  const used = new Map<string, number>();
  const proteinCount = new Map<string, number>();
  const out: TMealSuggestion[] = [];
  let repeats = false;
  days.forEach((date, day) => {
    const today: string[] = [];
    for (const slot of SLOTS) {
      const course = SLOT_COURSE[slot];
      const pool = options.filter(
        (o) =>
          o.courses.includes(course) &&
          (slot === 'snack' ? !o.courses.includes('main') || o.courses[0] === 'snack' : true),
      );
      const ranked = pool
        .map((o) => {
          let s = o.score - (used.get(o.key) ?? 0) * 100;
          if (course === 'main') s -= (proteinCount.get(o.protein) ?? 0) * 4 + (today.includes(o.protein) ? 15 : 0);
          if (slot === 'snack' && o.courses.includes('breakfast')) s -= 5;
          return { o, s };
        })
        .sort((a, b) => b.s - a.s || a.o.key.localeCompare(b.o.key));
      for (const { o } of ranked) {
        const d = o.make();
        if (!d) continue;
        if (used.has(o.key)) repeats = true;
        used.set(o.key, (used.get(o.key) ?? 0) + 1);
        if (course === 'main') {
          today.push(o.protein);
          proteinCount.set(o.protein, (proteinCount.get(o.protein) ?? 0) + 1);
        }
        if (d.servings !== req.peopleCount) scaleDish(d, req.peopleCount);
        const draft = renderDish(kb, d, o.lang ?? lang, o.savedId ? undefined : unitSystem);
        const pt = lang === 'pt-BR';
        const meal = pt
          ? { breakfast: 'café da manhã', lunch: 'almoço', dinner: 'jantar', snack: 'lanche' }[slot]
          : slot;
        const total = draft.prepTime + draft.cookTime;
        const reasoning = [
          o.savedId
            ? pt
              ? `Uma das suas receitas salvas, boa para o ${meal}`
              : `One of your saved recipes, a good fit for ${meal}`
            : pt
              ? `Boa opção de ${meal}`
              : `A good ${meal} choice`,
          pt ? `pronta em ${total} minutos` : `ready in ${total} minutes`,
          pt
            ? `porções para ${req.peopleCount} ${req.peopleCount === 1 ? 'pessoa' : 'pessoas'}`
            : `for ${req.peopleCount} ${req.peopleCount === 1 ? 'person' : 'people'}`,
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
          ...(o.savedId ? { existingRecipeId: o.savedId } : {}),
        });
        break;
      }
      void day;
    }
  });
  const note = repeats
    ? lang === 'pt-BR'
      ? 'Há poucas receitas que atendem a todas as restrições, então algumas se repetem na semana.'
      : 'Few recipes fit every restriction, so some repeat during the plan.'
    : undefined;
  return { suggestions: out, ...(note ? { note } : {}) };
}
