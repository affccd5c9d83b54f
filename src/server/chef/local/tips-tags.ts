import type { TLanguage } from '../../../shared/constants.ts';
import type { TChefRecipe } from '../../../shared/schemas/chef.ts';
import { dietViolations } from './analyze.ts';
import { fromVocabulary, vocabulary } from './kb/vocabulary.ts';
import type { Diet, Method, TCat as C, TTip, TTipWhen } from './kb/vocabulary-schema.ts';
import { recipeLanguage, userToWorking, type WRecipe } from './model.ts';
import { PhraseMatcher, fold, sameText } from './text.ts';

/** What the tip conditions (knowledge/vocabulary/tips.json) look at. */
interface TipFacts {
  groups: Set<string>;
  cats: Set<C>;
  methods: Set<Method>;
  cook: number;
  prep: number;
  servings: number;
  sweet: boolean;
  cuisine: string;
  /** Folded text of the steps. */
  steps: string;
}

function facts(r: WRecipe): TipFacts {
  const groups = new Set<string>();
  const cats = new Set<C>();
  for (const i of r.ingredients) {
    for (const f of i.families) groups.add(f);
    for (const c of i.cats) cats.add(c);
  }
  return {
    groups,
    cats,
    methods: new Set(r.methods),
    cook: r.cookTime,
    prep: r.prepTime,
    servings: r.servings,
    sweet: r.sweet,
    cuisine: r.cuisine,
    steps: fold(r.steps.join('\n')),
  };
}

/** Compiled regular expressions of the data, kept per source. */
const REGEX = new Map<string, RegExp>();
function re(source: string): RegExp {
  let r = REGEX.get(source);
  if (!r) {
    r = new RegExp(source);
    REGEX.set(source, r);
  }
  return r;
}

/** Whether a tip's condition holds for the recipe: every field given, and one of `any`. */
function holds(w: TTipWhen, f: TipFacts): boolean {
  if (w.groups && !w.groups.some((g) => f.groups.has(g))) return false;
  if (w.allGroups && !w.allGroups.every((g) => f.groups.has(g))) return false;
  if (w.cats && !w.cats.some((c) => f.cats.has(c))) return false;
  if (w.methods && !w.methods.some((m) => f.methods.has(m))) return false;
  if (w.noMethods && w.noMethods.some((m) => f.methods.has(m))) return false;
  if (w.sweet !== undefined && w.sweet !== f.sweet) return false;
  if (w.minCook !== undefined && f.cook < w.minCook) return false;
  if (w.minPrep !== undefined && f.prep < w.minPrep) return false;
  if (w.minServings !== undefined && f.servings < w.minServings) return false;
  if (w.cuisine !== undefined && w.cuisine !== f.cuisine) return false;
  if (w.steps !== undefined && !re(w.steps).test(f.steps)) return false;
  if (w.noSteps !== undefined && re(w.noSteps).test(f.steps)) return false;
  if (w.any && !w.any.some((x) => holds(x, f))) return false;
  return true;
}

// ------------------------------------------------------------------ tips that fit the recipe
/** A contradicting sentence that itself says "do not"/"off the heat" agrees with a negatable tip. */
const SPOKEN_AGAINST = /\b(off|without|do not|don't|never|not|nao|sem|fora|low heat|fogo baixo|desligue)\b/;

/**
 * Whether a tip fits the recipe, read from the recipe's own steps and ingredient names (folded,
 * both languages): its method is used, and no step or ingredient says otherwise (`fits` in
 * knowledge/vocabulary/tips.json).
 */
export function tipFits(tip: TTip, recipe: Pick<TChefRecipe, 'ingredients' | 'instructions'>): boolean {
  if (!tip.fits) return true;
  const steps = fold(recipe.instructions.join('\n'));
  const names = fold(recipe.ingredients.map((i) => i.name).join('\n'));
  const sentences = steps.split(/\n|(?<=[.!?;])\s/);
  for (const fit of tip.fits) {
    if (fit.needs && !re(fit.needs).test(steps)) return false;
    if (fit.needsIngredient && !re(fit.needsIngredient).test(names)) return false;
    if (fit.contradicts) {
      const c = re(fit.contradicts);
      if (sentences.some((s) => c.test(s) && !(fit.negatable && SPOKEN_AGAINST.test(s)))) return false;
    }
    if (fit.contradictsIngredient && re(fit.contradictsIngredient).test(names)) return false;
    if (fit.redundant && re(fit.redundant).test(steps)) return false;
  }
  return true;
}

/**
 * Up to `max` tips for the recipe that it does not already have, in the recipe's language (they
 * are saved with it); the request language only decides when the recipe's own words do not.
 */
export function tipsLocally(recipe: TChefRecipe, requestLang: TLanguage, max = 5): string[] {
  const lang = recipeLanguage(recipe, requestLang);
  const r = userToWorking(recipe, lang);
  const f = facts(r);
  const out: string[] = [];
  for (const rule of vocabulary().tips) {
    if (out.length >= max) break;
    if (!holds(rule.when, f)) continue;
    // The rule's condition reads the chef's analysis; the recipe's own words have the last say.
    if (!tipFits(rule, recipe)) continue;
    const tip = rule.text[lang];
    if (recipe.tips.some((t) => sameText(t, tip) || Object.values(rule.text).some((x) => sameText(t, x)))) continue;
    out.push(tip);
  }
  return out;
}

const dishMatcher = fromVocabulary((v) => {
  const m = new PhraseMatcher<number>();
  v.tags.dishes.forEach((g, i) => m.addAll(g.words, i));
  return m;
});

/**
 * Up to `max` tags the recipe does not already have, in the recipe's language: a Portuguese recipe
 * never gets English tags, whatever the language of the interface that asked.
 */
export function tagsLocally(recipe: TChefRecipe, requestLang: TLanguage, max = 8): string[] {
  const lang = recipeLanguage(recipe, requestLang);
  const r = userToWorking(recipe, lang);
  const v = vocabulary();
  const { labels } = v.tags;
  const out: string[] = [];
  const push = (t: string) => {
    if (!t || out.length >= max) return;
    if (recipe.tags.some((x) => sameText(x, t)) || out.some((x) => sameText(x, t))) return;
    out.push(t);
  };
  const f = facts(r);
  const total = r.prepTime + r.cookTime;
  push(v.cuisines[r.cuisine]?.tag?.[lang] ?? '');
  for (const g of dishMatcher().valuesIn(r.title)) push(v.tags.dishes[g]!.tag[lang]);
  const meat = r.ingredients.some((i) => i.cats.some((x) => ['meat', 'fish', 'shellfish'].includes(x)));
  const diets: Diet[] = ['vegan', 'vegetarian', 'gluten-free', 'dairy-free'];
  const ok = (d: Diet) =>
    r.ingredients.length > 0 && r.ingredients.every((i) => dietViolations(i.cats, i.families, [d]).length === 0);
  const dietTag = (d: Diet) => v.diets.diets[d].tag[lang];
  if (ok('vegan')) push(dietTag('vegan'));
  else if (!meat && ok('vegetarian')) push(dietTag('vegetarian'));
  for (const d of diets.slice(2)) if (ok(d) && r.ingredients.length >= 3) push(dietTag(d));
  const protein = v.tags.proteins.find((p) => p.groups.some((x) => f.groups.has(x)));
  if (protein) push(protein.tag[lang]);
  if (total > 0 && total <= 15) push(labels.under15[lang]);
  else if (total > 0 && total <= 30) push(labels.quick[lang]);
  if (r.difficulty === 'Easy') push(labels.easy[lang]);
  if (r.spicy) push(labels.spicy[lang]);
  for (const m of r.methods) push(v.tags.methods[m].tag?.[lang] ?? '');
  for (const m of r.meals) push(v.tags.meals[m].tag[lang]);
  if (r.methods.includes('slow') || r.cookTime >= 90) push(labels.comfort[lang]);
  if (r.servings >= 6) push(labels.crowd[lang]);
  if (r.sweet) push(labels.sweet[lang]);
  else if (!meat && f.cats.has('vegetable')) push(labels.veggie[lang]);
  return out;
}
