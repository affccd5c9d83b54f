import type { TLanguage, TMealType, TUnitSystem } from '../../../shared/constants.ts';
import type { TMealPlanRequest, TMealSuggestion, TSavedRecipe } from '../../../shared/schemas/chef.ts';
import { dietViolations } from './analyze.ts';
import type { Cuisine, Meal } from './knowledge/types.ts';
import { DIET_RULES } from './knowledge/diets.ts';
import type { KbEntry, KbIndex } from './kb-index.ts';
import { adaptForPlan, dietFeasible, planRequest, quickestPossible, score, type Plan } from './generate.ts';
import { recipeLanguage, userToWorking, workingToDraft, type WRecipe } from './model.ts';
import { hashString, listJoin, seededRandom } from './text.ts';
import { scaleRecipe } from './transform.ts';

const SLOTS: TMealType[] = ['breakfast', 'lunch', 'dinner', 'snack'];

function pool(meals: readonly Meal[], slot: TMealType): boolean {
  if (slot === 'breakfast') return meals.includes('breakfast');
  if (slot === 'snack') return meals.includes('snack');
  return meals.includes('lunch') || meals.includes('dinner');
}

/** Days from start to end inclusive, as YYYY-MM-DD (UTC arithmetic, no time zones involved). */
export function daysBetween(start: string, end: string): string[] {
  const out: string[] = [];
  const t0 = Date.UTC(+start.slice(0, 4), +start.slice(5, 7) - 1, +start.slice(8, 10));
  const t1 = Date.UTC(+end.slice(0, 4), +end.slice(5, 7) - 1, +end.slice(8, 10));
  for (let t = t0; t <= t1 && out.length < 31; t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

interface Candidate {
  key: string;
  slotOk: (slot: TMealType) => boolean;
  base: number;
  protein: string;
  cuisine: Cuisine;
  savedId?: string;
  kb?: KbEntry;
  /** Adapted recipe (lazily, null when it cannot fit the constraints). */
  recipe?: WRecipe | null;
  adaptations?: string[];
}

function proteinOf(r: WRecipe): string {
  if (r.protein) return r.protein;
  const fams = new Set(r.ingredients.flatMap((i) => i.families));
  if (['chicken', 'turkey', 'duck'].some((f) => fams.has(f))) return 'chicken';
  if (['beef', 'ground-beef', 'dried-beef', 'lamb'].some((f) => fams.has(f))) return 'beef';
  if (['pork', 'bacon', 'ham', 'sausage'].some((f) => fams.has(f))) return 'pork';
  if (['fish', 'salmon', 'tuna', 'small-fish'].some((f) => fams.has(f))) return 'fish';
  if (['shrimp', 'shellfish', 'squid'].some((f) => fams.has(f))) return 'seafood';
  if (fams.has('egg')) return 'egg';
  if (['beans', 'lentils', 'chickpeas'].some((f) => fams.has(f))) return 'legume';
  if (fams.has('tofu')) return 'tofu';
  return 'none';
}

/** Suggestions for every day of the range, deterministic for the same request and saved recipes. */
export function planLocally(index: KbIndex, req: TMealPlanRequest, saved: readonly TSavedRecipe[], unitSystem: TUnitSystem): TMealSuggestion[] {
  const lang: TLanguage = req.language ?? 'en';
  const plan: Plan = planRequest({
    dishType: '',
    timeLimit: req.maxCookingTime ? `${req.maxCookingTime} min` : '',
    preferences: `${req.preferences} . ${req.dietaryRestrictions}`,
    recipeCount: 1,
    availableIngredients: [],
    language: lang,
    unitSystem,
  });
  const seed = hashString(JSON.stringify([req, saved.map((s) => s.id)]));
  const rand = seededRandom(seed);
  const candidates: Candidate[] = [];
  for (const e of index.entries) {
    if (plan.limit !== null && quickestPossible(e) > plan.limit) continue;
    if (!dietFeasible(e, plan.diets, plan.wish.avoidFamilies)) continue;
    candidates.push({
      key: `kb:${e.kb.id}`,
      slotOk: (slot) => pool(e.kb.meals, slot),
      base: score(e, { ...plan, wish: { ...plan.wish, meals: [] } }, rand()),
      protein: e.kb.protein,
      cuisine: e.kb.cuisine,
      kb: e,
    });
  }
  if (req.includeUserRecipes) {
    for (const s of saved) {
      const r = userToWorking(s, recipeLanguage(s, lang));
      if (r.ingredients.length === 0 || r.steps.length === 0) continue;
      if (r.ingredients.some((i) => dietViolations(i.cats, i.families, plan.diets).length > 0)) continue;
      if (r.ingredients.some((i) => i.families.some((f) => plan.wish.avoidFamilies.includes(f)))) continue;
      if (plan.limit !== null && r.prepTime + r.cookTime > plan.limit) continue;
      const meals = r.meals;
      candidates.push({
        key: `saved:${s.id}`,
        slotOk: (slot) => (slot === 'snack' ? meals.includes('snack') || meals.includes('dessert') : pool(meals, slot)),
        // The cook's own recipes come first when they fit, without crowding out variety.
        base: 18 + rand() * 12 + (plan.wish.cuisines.includes(r.cuisine) ? 20 : 0),
        protein: proteinOf(r),
        cuisine: r.cuisine,
        savedId: s.id,
        recipe: r,
        adaptations: [],
      });
    }
  }
  const days = daysBetween(req.startDate, req.endDate);
  const lastUsed = new Map<string, number>();
  const uses = new Map<string, number>();
  const proteinCount = new Map<string, number>();
  const cuisineCount = new Map<string, number>();
  const out: TMealSuggestion[] = [];
  days.forEach((date, d) => {
    const todayProteins: string[] = [];
    const todayCuisines: Cuisine[] = [];
    for (const slot of SLOTS) {
      const inPool = candidates.filter((c) => c.slotOk(slot) && c.recipe !== null);
      const rank = (list: Candidate[]) => list
        .map((c) => {
          const last = lastUsed.get(c.key);
          // No repeat within 3 days.
          if (last !== undefined && d - last <= 3) return { c, s: -Infinity };
          let s = c.base - (uses.get(c.key) ?? 0) * 25;
          // Snacks leave breakfast dishes for the mornings.
          if (slot === 'snack' && c.slotOk('breakfast')) s -= 20;
          if (slot !== 'breakfast' && slot !== 'snack') {
            if (todayProteins.includes(c.protein) && c.protein !== 'none') s -= 15;
            s -= (proteinCount.get(c.protein) ?? 0) * 4;
            s -= (cuisineCount.get(c.cuisine) ?? 0) * 3;
            if (todayCuisines.includes(c.cuisine)) s -= 6;
          }
          return { c, s };
        })
        .filter((x) => x.s > -Infinity)
        .sort((a, b) => b.s - a.s || a.c.key.localeCompare(b.c.key));
      let ranked = rank(inPool);
      // A main meal with nothing left in its own pool takes any dish not served in the last 3 days.
      if (ranked.length === 0 && slot !== 'snack') ranked = rank(candidates.filter((c) => c.recipe !== null && !(c.kb && c.kb.kb.meals.every((m) => m === 'dessert'))));
      let chosen: Candidate | null = null;
      for (const { c } of ranked) {
        if (c.recipe === undefined && c.kb) {
          const a = adaptForPlan(c.kb, plan, lang, seed + c.kb.index);
          c.recipe = a ? a.recipe : null;
          c.adaptations = a ? a.adaptations.map((x) => (lang === 'pt-BR' ? x.pt : x.en)) : [];
        }
        if (c.recipe) {
          chosen = c;
          break;
        }
      }
      if (!chosen) continue;
      lastUsed.set(chosen.key, d);
      uses.set(chosen.key, (uses.get(chosen.key) ?? 0) + 1);
      if (slot === 'lunch' || slot === 'dinner') {
        todayProteins.push(chosen.protein);
        todayCuisines.push(chosen.cuisine);
        proteinCount.set(chosen.protein, (proteinCount.get(chosen.protein) ?? 0) + 1);
        cuisineCount.set(chosen.cuisine, (cuisineCount.get(chosen.cuisine) ?? 0) + 1);
      }
      out.push(suggestion(chosen, date, slot, req, plan, lang, unitSystem));
    }
  });
  return out;
}

function suggestion(c: Candidate, date: string, slot: TMealType, req: TMealPlanRequest, plan: Plan, lang: TLanguage, unitSystem: TUnitSystem): TMealSuggestion {
  const base = c.recipe!;
  const scaled = base.servings === req.peopleCount ? base : scaleRecipe(base, req.peopleCount / base.servings, req.peopleCount).recipe;
  const draft = workingToDraft(scaled, c.savedId ? undefined : unitSystem);
  const total = draft.prepTime + draft.cookTime;
  const pt = lang === 'pt-BR';
  const mealName = pt ? { breakfast: 'café da manhã', lunch: 'almoço', dinner: 'jantar', snack: 'lanche' }[slot] : slot;
  const parts: string[] = [];
  parts.push(c.savedId ? (pt ? `Uma das suas receitas salvas, boa para o ${mealName}` : `One of your saved recipes, a good fit for ${mealName}`) : pt ? `Boa opção de ${mealName}` : `A good ${mealName} choice`);
  if (plan.limit !== null) parts.push(pt ? `pronta em ${total} minutos, dentro do seu limite de ${plan.limit}` : `ready in ${total} minutes, within your ${plan.limit}-minute limit`);
  else parts.push(pt ? `pronta em ${total} minutos` : `ready in ${total} minutes`);
  if (plan.diets.length > 0) parts.push(pt ? `${listJoin(plan.diets.map((d) => DIET_RULES[d].label.pt), lang)}, como pedido` : `${listJoin(plan.diets.map((d) => DIET_RULES[d].label.en), lang)} as requested`);
  if (plan.wish.avoidNames.length > 0) parts.push(pt ? `sem ${listJoin(plan.wish.avoidNames, lang)}` : `without ${listJoin(plan.wish.avoidNames, lang)}`);
  if (slot === 'lunch' || slot === 'dinner') parts.push(pt ? 'varia a proteína e a cozinha ao longo da semana' : 'it varies the protein and cuisine across the week');
  parts.push(pt ? `porções ajustadas para ${req.peopleCount} ${req.peopleCount === 1 ? 'pessoa' : 'pessoas'}` : `scaled to ${req.peopleCount} ${req.peopleCount === 1 ? 'person' : 'people'}`);
  let reasoning = `${parts.join('; ')}.`;
  if (c.adaptations && c.adaptations.length > 0) reasoning += pt ? ` Adaptações: ${c.adaptations.join('; ')}.` : ` Adapted: ${c.adaptations.join('; ')}.`;
  return {
    date,
    mealType: slot,
    recipeTitle: draft.title,
    recipeDescription: draft.description,
    prepTime: draft.prepTime,
    cookTime: draft.cookTime,
    servings: draft.servings,
    difficulty: draft.difficulty,
    ingredients: draft.ingredients,
    instructions: draft.instructions,
    tags: draft.tags,
    tips: draft.tips,
    reasoning,
    ...(c.savedId ? { existingRecipeId: c.savedId } : {}),
  };
}
