import { convertAmount, convertTemperaturesInText, parseAmount, scaleAmount } from '../../../shared/amounts/index.ts';
import type { TDifficulty, TLanguage, TUnitSystem } from '../../../shared/constants.ts';
import type { TChefRecipe } from '../../../shared/schemas/chef.ts';
import type { TRecipeDraft } from '../../../shared/schemas/recipe.ts';
import { LIMITS } from '../../../shared/constants.ts';
import { categoriesOf, guessCuisine, guessMethods } from './analyze.ts';
import { MEAL_WORDS } from './knowledge/cuisines.ts';
import type { Cuisine, IngredientCategory as C, KbRecipe, Meal, Method, Protein } from './knowledge/types.ts';
import { PhraseMatcher, detectLanguage } from './text.ts';

/** One ingredient line while the chef works on a recipe (in the recipe's language). */
export interface WIngredient {
  name: string;
  amount: string;
  cats: C[];
  families: string[];
  /** Other names of the same ingredient (the other language, the KB key) used to recognise it. */
  aliases: string[];
  optional?: boolean;
  /** Added by the chef (available ingredient, chilli…), not in the original. */
  added?: boolean;
}

/** A recipe as the chef transforms it: one language, with facts the rules need. */
export interface WRecipe {
  lang: TLanguage;
  title: string;
  description: string;
  prepTime: number;
  cookTime: number;
  servings: number;
  difficulty: TDifficulty;
  ingredients: WIngredient[];
  steps: string[];
  tags: string[];
  tips: string[];
  cuisine: Cuisine;
  methods: Method[];
  meals: Meal[];
  protein: Protein | null;
  spicy: boolean;
  sweet: boolean;
  kbId?: string;
}

export function cloneRecipe(r: WRecipe): WRecipe {
  return {
    ...r,
    ingredients: r.ingredients.map((i) => ({ ...i, cats: [...i.cats], families: [...i.families], aliases: [...i.aliases] })),
    steps: [...r.steps],
    tags: [...r.tags],
    tips: [...r.tips],
    methods: [...r.methods],
    meals: [...r.meals],
  };
}

export function totalTime(r: { prepTime: number; cookTime: number }): number {
  return r.prepTime + r.cookTime;
}

export function kbToWorking(kb: KbRecipe, lang: TLanguage): WRecipe {
  const l = lang === 'pt-BR' ? 'pt' : 'en';
  const other = l === 'pt' ? 'en' : 'pt';
  const ingredients: WIngredient[] = kb.ingredients.map((i) => {
    const { cats, families } = categoriesOf([i.name[l], i.key, i.name[other]], i.cats);
    return {
      name: i.name[l],
      amount: i.amount[l],
      cats,
      families,
      aliases: [i.key, i.name[other]],
      ...(i.optional ? { optional: true } : {}),
    };
  });
  return {
    lang,
    title: kb.title[l],
    description: kb.description[l],
    prepTime: kb.prepTime,
    cookTime: kb.cookTime,
    servings: kb.servings,
    difficulty: kb.difficulty,
    ingredients,
    steps: [...kb.steps[l]],
    tags: [...kb.tags[l]],
    tips: [...kb.tips[l]],
    cuisine: kb.cuisine,
    methods: [...kb.methods],
    meals: [...kb.meals],
    protein: kb.protein,
    spicy: Boolean(kb.spicy) || ingredients.some((i) => i.cats.includes('chili') && !i.optional),
    sweet: kb.meals.includes('dessert') || (kb.protein === 'none' && ingredients.some((i) => i.cats.includes('sugar')) && !ingredients.some((i) => i.families.includes('onion') || i.families.includes('garlic'))),
    kbId: kb.id,
  };
}

const MEAL_MATCHER = new PhraseMatcher<Meal>();
for (const [meal, words] of Object.entries(MEAL_WORDS) as [Meal, string[]][]) MEAL_MATCHER.addAll(words, meal);

/** The language a recipe is written in, from its own words. */
export function recipeLanguage(r: TChefRecipe, fallback: TLanguage): TLanguage {
  const text = [r.title, r.description ?? '', ...r.ingredients.map((i) => `${i.amount} ${i.name}`), ...r.instructions].join(' \n ');
  return detectLanguage(text, fallback);
}

/** A user's (or imported, or generated) recipe as a working recipe. */
export function userToWorking(r: TChefRecipe, lang: TLanguage): WRecipe {
  const ingredients: WIngredient[] = r.ingredients
    .filter((i) => i.name.trim() !== '')
    .map((i) => {
      const { cats, families } = categoriesOf([i.name]);
      return { name: i.name.trim(), amount: (i.amount ?? '').trim(), cats, families, aliases: [] };
    });
  const allText = [r.title, r.description ?? '', ...r.tags, ...ingredients.map((i) => i.name), ...r.instructions].join(' \n ');
  const labelText = [r.title, ...r.tags].join(' \n ');
  const meals: Meal[] = MEAL_MATCHER.valuesIn(labelText);
  const hasSugar = ingredients.some((i) => i.cats.includes('sugar'));
  const savoury = ingredients.some((i) => i.cats.some((c) => ['meat', 'fish', 'shellfish'].includes(c)) || i.families.includes('onion') || i.families.includes('garlic'));
  const sweet = meals.includes('dessert') || (hasSugar && !savoury);
  const difficulty = (['Easy', 'Medium', 'Hard'] as const).includes(r.difficulty as TDifficulty) ? (r.difficulty as TDifficulty) : 'Medium';
  return {
    lang,
    title: r.title.trim(),
    description: (r.description ?? '').trim(),
    prepTime: r.prepTime,
    cookTime: r.cookTime,
    servings: Math.max(1, r.servings),
    difficulty,
    ingredients,
    steps: r.instructions.map((s) => s.trim()).filter(Boolean),
    tags: [...r.tags],
    tips: [...r.tips],
    cuisine: guessCuisine(allText),
    methods: guessMethods([r.title, ...r.instructions].join(' \n ')),
    meals: meals.length > 0 ? meals : sweet ? ['dessert'] : ['lunch', 'dinner'],
    protein: null,
    spicy: ingredients.some((i) => i.cats.includes('chili')),
    sweet,
  };
}

const SPOONS = new Set(['tsp', 'tbsp', 'dessert-spoon', 'coffee-spoon', 'pinch', 'dash', 'drop', 'drizzle']);

/**
 * "450 g (450 g)" → "450 g": a measure restated in brackets in its own system ("1 lb (16 oz)") is
 * not an equivalent pair, so both halves convert and come out the same.
 */
function collapseEcho(s: string): string {
  const m = s.match(/^(.*?)\s*\(([^()]*)\)\s*$/);
  if (m && m[1]!.trim().toLowerCase() === m[2]!.trim().toLowerCase()) return m[1]!.trim();
  return s;
}

/**
 * An amount in the reader's unit system only; spoons and counts stay as written (they read the
 * same in both). An amount written in both systems keeps just the reader's half: "1 cup (240 ml)"
 * → "240 ml" (metric) or "1 cup" (imperial), "200 g/7 oz" → "7 oz" (imperial).
 */
export function amountFor(amount: string, unitSystem: TUnitSystem, lang: TLanguage): string {
  if (!amount) return amount;
  const p = parseAmount(amount);
  if (p?.unit && SPOONS.has(p.unit)) return amount;
  return collapseEcho(convertAmount(amount, unitSystem, lang, { equivalent: 'drop' }));
}

/**
 * Oven temperatures in the reader's system only: a temperature written in both scales keeps just
 * the reader's ("350°F (180°C)" → "180°C" in metric, "350°F" in imperial).
 */
export function temperaturesFor(text: string, unitSystem: TUnitSystem): string {
  return convertTemperaturesInText(text, unitSystem, { equivalent: 'drop' });
}

/**
 * Scales an amount exactly; an equivalent in brackets ("1 1/3 lb (600 g)") scales with it, a
 * package size after a count ("1 (14 oz) can") does not.
 */
export function scaleAmountText(amount: string, factor: number, lang: TLanguage): string {
  const scaled = scaleAmount(amount, factor, lang);
  const m = amount.match(/^(.*?)\s*\(([^()]*)\)\s*(.*)$/);
  if (!m || m[3]!.trim() !== '') return scaled;
  const lead = parseAmount(m[1]!);
  const inner = parseAmount(m[2]!);
  if (!lead?.unit || !inner?.unit || SPOONS.has(lead.unit)) return scaled;
  const sm = scaled.match(/^(.*?)\s*\(([^()]*)\)\s*$/);
  if (!sm || sm[2] !== m[2]) return scaled;
  return `${sm[1]} (${scaleAmount(m[2]!, factor, lang)})`;
}

function clip(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The recipe as the API returns it. `unitSystem` converts amounts and oven temperatures of text
 * the chef writes fresh (generation, plans); modifications keep the recipe's own units.
 */
export function workingToDraft(r: WRecipe, unitSystem?: TUnitSystem): TRecipeDraft {
  const lang = r.lang;
  const conv = (a: string) => (unitSystem && a ? amountFor(a, unitSystem, lang) : a);
  const temp = (s: string) => (unitSystem ? temperaturesFor(s, unitSystem) : s);
  const seenTags = new Set<string>();
  const tags: string[] = [];
  for (const t of r.tags) {
    const k = t.trim().toLowerCase();
    if (k && !seenTags.has(k)) {
      seenTags.add(k);
      tags.push(clip(t.trim(), LIMITS.tag * 4));
    }
  }
  const ingredients = r.ingredients.map((i) => ({ name: clip(i.name, LIMITS.ingredientName), amount: clip(conv(i.amount), LIMITS.ingredientAmount) }));
  return {
    title: clip(r.title || (lang === 'pt-BR' ? 'Receita' : 'Recipe'), LIMITS.title),
    description: clip(temp(r.description), LIMITS.description),
    prepTime: Math.max(0, Math.round(r.prepTime)),
    cookTime: Math.max(0, Math.round(r.cookTime)),
    servings: Math.max(1, Math.round(r.servings)),
    difficulty: r.difficulty,
    ingredients: ingredients.length > 0 ? ingredients : [{ name: lang === 'pt-BR' ? 'a gosto' : 'to taste', amount: '' }],
    instructions: (r.steps.length > 0 ? r.steps : [lang === 'pt-BR' ? 'Prepare conforme desejar.' : 'Prepare as you like.']).map((s) => clip(temp(s), LIMITS.instruction)),
    tags: tags.slice(0, LIMITS.tags),
    tips: r.tips.map((t) => clip(temp(t), LIMITS.tip)).slice(0, LIMITS.tips),
  };
}
