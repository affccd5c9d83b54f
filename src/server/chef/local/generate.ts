import type { TLanguage, TUnitSystem } from '../../../shared/constants.ts';
import type { TRecipeDraft } from '../../../shared/schemas/recipe.ts';
import { categoriesOf, dietViolations } from './analyze.ts';
import type { Diet } from './knowledge/diets.ts';
import type { Meal } from './knowledge/types.ts';
import type { KbEntry, KbIndex } from './kb-index.ts';
import { kbToWorking, workingToDraft, type WRecipe } from './model.ts';
import { findOptions } from './substitution-index.ts';
import { hashString, listJoin, seededRandom } from './text.ts';
import { addIngredient, applyDiets, applySwaps, bi, canAdd, contextOf, followsDiets, makeHealthy, makeMild, makeQuick, makeSpicy, normName, removeIngredients, sameIngredient, toAirFryer, type Outcome } from './transform.ts';
import { parseTimeLimit, parseWish, type Wish } from './wish.ts';
import type { Bi } from './knowledge/types.ts';

export interface GenerateParams {
  dishType: string;
  timeLimit: string;
  preferences: string;
  recipeCount: number;
  availableIngredients: string[];
  language: TLanguage;
  unitSystem: TUnitSystem;
}

/** An ingredient the cook has or asked for, with what the chef knows about it. */
interface Wanted {
  name: string;
  norm: string;
  cats: ReturnType<typeof categoriesOf>['cats'];
  families: string[];
}

export interface Plan {
  wish: Wish;
  limit: number | null;
  diets: Diet[];
  available: Wanted[];
  wanted: Wanted[];
  seed: number;
}

export function planRequest(p: GenerateParams): Plan {
  const text = `${p.dishType} . ${p.preferences}`;
  const wish = parseWish(text);
  const fromChoice = parseTimeLimit(p.timeLimit);
  const limits = [fromChoice, wish.minutes].filter((x): x is number => x !== null && x > 0);
  const limit = limits.length > 0 ? Math.min(...limits) : null;
  const diets = [...wish.diets];
  const describe = (name: string): Wanted => ({ name, norm: normName(name), ...categoriesOf([name]) });
  // Never an ingredient that breaks a stated diet, even when the cook has it.
  const ok = (w: Wanted) => dietViolations(w.cats, w.families, diets).length === 0 && !w.families.some((f) => wish.avoidFamilies.includes(f));
  const available = p.availableIngredients.map((s) => s.trim()).filter(Boolean).map(describe).filter(ok);
  const wanted = wish.wantNames.map(describe).filter(ok);
  const seed = hashString(
    JSON.stringify([p.dishType.trim().toLowerCase(), p.timeLimit.trim().toLowerCase(), p.preferences.trim().toLowerCase(), p.recipeCount, [...p.availableIngredients].map((s) => s.trim().toLowerCase()).sort(), p.language]),
  );
  return { wish, limit, diets, available, wanted, seed };
}

/**
 * Whether a recipe uses something the cook named: the spec's "already have" matching (substring
 * either way, here also plural and accent tolerant) against the ingredient's names in both
 * languages. Lexicon families are too broad for this ("cucumber" is not "zucchini").
 */
function usesIngredient(e: KbEntry, w: Wanted): boolean {
  const x = w.norm;
  return x !== '' && e.normNames.some((n) => n.includes(x) || x.includes(n));
}

function recipeUses(r: WRecipe, w: Wanted): boolean {
  return r.ingredients.some((i) => sameIngredient(i.name, w.name) || i.aliases.some((a) => sameIngredient(a, w.name)));
}

const MEAL_GROUP: Record<Meal, string> = { breakfast: 'breakfast', lunch: 'main', dinner: 'main', snack: 'snack', dessert: 'dessert' };

/** Best-case minutes after quick techniques (an optimistic bound used to skip hopeless recipes). */
export function quickestPossible(e: KbEntry): number {
  const kb = e.kb;
  const prep = kb.prepTime >= 12 ? Math.max(5, Math.round(kb.prepTime * 0.6 * 0.8)) : kb.prepTime;
  let cook = kb.cookTime;
  if (cook >= 40 && (e.families.has('beans') || e.families.has('chickpeas'))) cook = Math.max(15, cook * 0.5);
  if (cook >= 45 && (kb.methods.includes('slow') || kb.methods.includes('stovetop'))) cook = Math.max(5, cook * 0.35);
  else if (cook >= 20) cook = Math.max(5, cook * 0.7 * (kb.methods.includes('oven') ? 0.8 : 1));
  return prep + cook;
}

export function score(e: KbEntry, plan: Plan, jitter: number): number {
  const { wish } = plan;
  const kb = e.kb;
  let s = jitter * 12;
  for (const w of wish.words) {
    if (e.titleWords.has(w)) s += 18;
    else if (e.tagWords.has(w)) s += 8;
    else if (e.descWords.has(w)) s += 3;
  }
  if (wish.cuisines.length > 0) s += wish.cuisines.includes(kb.cuisine) ? 45 : -30;
  if (wish.cuisineHints.includes(kb.cuisine)) s += 8;
  if (wish.meals.length > 0) {
    const groups = new Set(wish.meals.map((m) => MEAL_GROUP[m]));
    s += kb.meals.some((m) => groups.has(MEAL_GROUP[m])) ? 30 : -35;
  }
  for (const m of wish.methods) {
    if (kb.methods.includes(m)) s += 20;
    else if (m === 'air-fryer' && (kb.methods.includes('fry') || kb.methods.includes('oven'))) s += 8;
  }
  for (const g of wish.dishGroups) if (e.dishGroups.has(g)) s += 35;
  for (const w of plan.wanted) s += usesIngredient(e, w) ? 30 : -8;
  for (const w of plan.available) if (usesIngredient(e, w)) s += 12;
  for (const f of wish.avoidFamilies) if (e.families.has(f)) s -= 15;
  if (plan.diets.length > 0) {
    const bad = dietFacts(e, plan.diets, wish.avoidFamilies).bad;
    s += bad === 0 ? 20 : -4 * bad;
  }
  if (plan.limit !== null) s += e.total <= plan.limit ? 15 : -10 - Math.min(20, (e.total - plan.limit) / 5);
  const f = wish.flavours;
  if (f.includes('spicy')) s += e.spicy ? 15 : 0;
  if (f.includes('mild') && e.spicy) s -= 15;
  if (f.includes('healthy')) s += kb.methods.includes('fry') ? -12 : 4 - e.ingredients.filter((i) => i.cats.includes('sugar') || i.families.includes('cream') || i.families.includes('butter')).length * 2;
  if (f.includes('quick')) s += Math.max(-10, (45 - e.total) / 3);
  if (f.includes('easy')) s += kb.difficulty === 'Easy' ? 10 : kb.difficulty === 'Hard' ? -12 : 0;
  if (f.includes('comfort') && (kb.methods.includes('slow') || kb.tags.en.some((t) => /comfort/.test(t)))) s += 10;
  if (f.includes('protein') && kb.protein !== 'none') s += 8;
  // With no wish at all, everyday dishes (lunch, dinner) before desserts and snacks.
  if (wish.meals.length === 0 && wish.dishGroups.length === 0 && (kb.meals.includes('dessert') || (kb.meals.length === 1 && kb.meals[0] === 'snack'))) s -= 12;
  if (plan.available.length > 0 && e.sweet && !plan.available.some((w) => w.cats.includes('sugar') || w.cats.includes('fruit'))) s -= 15;
  return s;
}

/** How many ingredients break the diets, and whether each can be swapped or left out (cached per recipe). */
function dietFacts(e: KbEntry, diets: readonly Diet[], avoid: readonly string[]): { bad: number; feasible: boolean } {
  const key = `${diets.join(',')}|${avoid.join(',')}`;
  let hit = e.dietCache.get(key);
  if (hit) return hit;
  let bad = 0;
  let feasible = true;
  for (const i of e.ingredients) {
    if (dietViolations(i.cats, i.families, diets).length === 0) continue;
    bad++;
    if (i.optional) continue;
    const ok = findOptions({ names: i.names, cats: i.cats, families: i.families, diets, avoidFamilies: avoid }).length > 0 || i.cats.every((c) => ['spice', 'herb', 'condiment', 'salt', 'water', 'alcohol', 'oil', 'chili', 'fish', 'gelatin', 'stock'].includes(c));
    if (!ok) feasible = false;
  }
  hit = { bad, feasible };
  e.dietCache.set(key, hit);
  return hit;
}

/** Whether a diet can be met: every forbidden ingredient has a substitute or is a garnish. */
export function dietFeasible(e: KbEntry, diets: readonly Diet[], avoid: readonly string[]): boolean {
  if (diets.length === 0) return true;
  return dietFacts(e, diets, avoid).feasible;
}

export interface Adapted {
  recipe: WRecipe;
  adaptations: Bi[];
}

/** Turns one KB recipe into an answer for this request, or null when it cannot honestly fit. */
export function adaptForPlan(e: KbEntry, plan: Plan, lang: TLanguage, seed: number): Adapted | null {
  let r = kbToWorking(e.kb, lang);
  const adaptations: Bi[] = [];
  const step = (o: Outcome, label: Bi | null) => {
    r = o.recipe;
    if (label && o.changes.length > 0) adaptations.push(bi(`${label.en} (${listJoin(o.changes.map((c) => c.en), 'en')})`, `${label.pt} (${listJoin(o.changes.map((c) => c.pt), 'pt-BR')})`));
  };
  const { wish } = plan;
  // Leave out what the cook does not want.
  if (wish.avoidFamilies.length > 0) {
    const hit = r.ingredients.map((i, n) => ({ i, n })).filter(({ i }) => i.families.some((f) => wish.avoidFamilies.includes(f)));
    const remove: number[] = [];
    const swaps: { index: number; option: ReturnType<typeof findOptions>[number] }[] = [];
    for (const { i, n } of hit) {
      const core = i.cats.some((c) => ['meat', 'fish', 'shellfish', 'dairy', 'egg', 'gluten', 'grain', 'starch', 'legume', 'tofu'].includes(c)) && !i.optional;
      const option = core ? findOptions({ names: [i.name, ...i.aliases], cats: i.cats, families: i.families, diets: plan.diets, avoidFamilies: wish.avoidFamilies, ctx: contextOf(r) })[0] : undefined;
      if (option) swaps.push({ index: n, option });
      else remove.push(n);
    }
    const changes = applySwaps(r, swaps, new Set(remove)).changes;
    changes.push(...removeIngredients(r, remove));
    if (changes.length > 0) adaptations.push(bi(`without ${listJoin(wish.avoidNames, 'en')} (${listJoin(changes.map((c) => c.en), 'en')})`, `sem ${listJoin(wish.avoidNames, 'pt-BR')} (${listJoin(changes.map((c) => c.pt), 'pt-BR')})`));
  }
  if (plan.diets.length > 0) {
    const o = applyDiets(r, plan.diets, { avoidFamilies: wish.avoidFamilies, prefer: wish.flavours.includes('healthy') ? 'light' : undefined });
    if (o.failed.length > 0) return null;
    step(o, bi(plan.diets.join(', '), plan.diets.map((d) => (d === 'vegetarian' ? 'vegetariana' : d === 'vegan' ? 'vegana' : d)).join(', ')));
  }
  if (wish.flavours.includes('spicy') && !r.spicy) step(makeSpicy(r, seed), bi('more heat', 'mais picante'));
  if (wish.flavours.includes('mild') && r.spicy) step(makeMild(r), bi('mild', 'suave'));
  if (wish.flavours.includes('healthy') && (r.methods.includes('fry') || r.ingredients.some((i) => i.families.some((f) => ['cream', 'sour-cream', 'mayonnaise', 'bacon'].includes(f))))) {
    const o = makeHealthy(r, { diets: plan.diets });
    if (o.failed.length === 0) step(o, bi('lighter', 'mais leve'));
  }
  if (wish.methods.includes('air-fryer') && !r.methods.includes('air-fryer')) {
    const o = toAirFryer(r);
    if (o.failed.length === 0) step(o, bi('air fryer', 'air fryer'));
  }
  if (plan.limit !== null && r.prepTime + r.cookTime > plan.limit) {
    const o = makeQuick(r, { target: plan.limit });
    if (o.failed.length > 0 || o.recipe.prepTime + o.recipe.cookTime > plan.limit) return null;
    step(o, bi(`quicker, to fit ${plan.limit} minutes`, `mais rápida, para caber em ${plan.limit} minutos`));
  }
  // Use what the cook asked for or has, where it makes sense.
  const maxTotal = plan.limit ?? undefined;
  for (const w of plan.wanted) {
    if (recipeUses(r, w) || !canAdd(r, w.cats, w.families)) continue;
    const o = addIngredient(r, w.name, w.cats, w.families, { maxTotal });
    if (o) step(o, bi('with what you asked for', 'com o que você pediu'));
  }
  if (plan.available.length > 0 && !plan.available.some((w) => recipeUses(r, w))) {
    for (const w of plan.available) {
      if (!canAdd(r, w.cats, w.families)) continue;
      const o = addIngredient(r, w.name, w.cats, w.families, { maxTotal });
      if (o) {
        step(o, bi('using your ingredients', 'usando seus ingredientes'));
        break;
      }
    }
  }
  if (!followsDiets(r, plan.diets)) return null;
  if (plan.limit !== null && r.prepTime + r.cookTime > plan.limit) return null;
  if (adaptations.length > 0) {
    const note = bi(`Adapted for you: ${adaptations.map((a) => a.en).join('; ')}.`, `Adaptada para você: ${adaptations.map((a) => a.pt).join('; ')}.`);
    r.description = `${r.description} ${lang === 'pt-BR' ? note.pt : note.en}`.trim();
  }
  return { recipe: r, adaptations };
}

/** `recipeCount` distinct recipes from the knowledge base for a request, deterministic per request. */
export function generateFromKb(index: KbIndex, p: GenerateParams): { recipes: TRecipeDraft[]; adapted: WRecipe[] } {
  const plan = planRequest(p);
  const rand = seededRandom(plan.seed);
  const named = new Set(index.names.valuesIn(`${p.dishType} . ${p.preferences}`));
  const ranked = index.entries
    .map((e) => ({ e, s: score(e, plan, rand()) + (named.has(e.index) ? 120 : 0) }))
    .filter(({ e }) => (plan.limit === null || quickestPossible(e) <= plan.limit) && dietFeasible(e, plan.diets, plan.wish.avoidFamilies))
    .sort((a, b) => b.s - a.s || a.e.index - b.e.index);
  const out: WRecipe[] = [];
  const titles = new Set<string>();
  for (const { e } of ranked) {
    if (out.length >= p.recipeCount) break;
    const a = adaptForPlan(e, plan, p.language, plan.seed + e.index);
    if (!a) continue;
    const key = a.recipe.title.trim().toLowerCase();
    if (titles.has(key)) continue;
    titles.add(key);
    out.push(a.recipe);
  }
  return { recipes: out.map((r) => workingToDraft(r, p.unitSystem)), adapted: out };
}
