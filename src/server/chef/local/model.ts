import { convertAmount, convertTemperaturesInText, parseAmount, scaleAmount } from '../../../shared/amounts/index.ts';
import type { TDifficulty, TLanguage, TUnitSystem } from '../../../shared/constants.ts';
import type { TChefRecipe } from '../../../shared/schemas/chef.ts';
import { categoriesOf, guessCuisine, guessMethods } from './analyze.ts';
import { fromVocabulary } from './kb/vocabulary.ts';
import type { Meal, Method, TCat as C } from './kb/vocabulary-schema.ts';
import { PhraseMatcher, detectLanguage } from './text.ts';

/** One ingredient line while the chef works on a recipe (in the recipe's language). */
export interface WIngredient {
  name: string;
  amount: string;
  cats: C[];
  families: string[];
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
  /** A cuisine of knowledge/vocabulary/cuisines.json, or "international". */
  cuisine: string;
  methods: Method[];
  meals: Meal[];
  spicy: boolean;
  sweet: boolean;
}

const mealMatcher = fromVocabulary((v) => {
  const m = new PhraseMatcher<Meal>();
  for (const [meal, x] of Object.entries(v.tags.meals) as [Meal, { words: string[] }][]) m.addAll(x.words, meal);
  return m;
});

/** The language a recipe is written in, from its own words. */
export function recipeLanguage(r: TChefRecipe, fallback: TLanguage): TLanguage {
  const text = [
    r.title,
    r.description ?? '',
    ...r.ingredients.map((i) => `${i.amount} ${i.name}`),
    ...r.instructions,
  ].join(' \n ');
  return detectLanguage(text, fallback);
}

/** A user's (or imported, or generated) recipe as a working recipe. */
export function userToWorking(r: TChefRecipe, lang: TLanguage): WRecipe {
  const ingredients: WIngredient[] = r.ingredients
    .filter((i) => i.name.trim() !== '')
    .map((i) => {
      const { cats, families } = categoriesOf([i.name]);
      return { name: i.name.trim(), amount: (i.amount ?? '').trim(), cats, families };
    });
  const allText = [r.title, r.description ?? '', ...r.tags, ...ingredients.map((i) => i.name), ...r.instructions].join(
    ' \n ',
  );
  const labelText = [r.title, ...r.tags].join(' \n ');
  const meals: Meal[] = mealMatcher().valuesIn(labelText);
  const hasSugar = ingredients.some((i) => i.cats.includes('sugar'));
  const savoury = ingredients.some(
    (i) =>
      i.cats.some((c) => ['meat', 'fish', 'shellfish'].includes(c)) ||
      i.families.includes('onion') ||
      i.families.includes('garlic'),
  );
  const sweet = meals.includes('dessert') || (hasSugar && !savoury);
  const difficulty = (['Easy', 'Medium', 'Hard'] as const).includes(r.difficulty as TDifficulty)
    ? (r.difficulty as TDifficulty)
    : 'Medium';
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
