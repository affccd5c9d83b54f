/**
 * The shape of the built-in chef's knowledge base. Recipes are written by hand in both languages;
 * the engine reads these facts (categories, cuisine, meal, protein) to generate and adapt recipes.
 */

/** Text in both product languages. */
export interface Bi {
  en: string;
  pt: string;
}

/**
 * What an ingredient is, for diet rules and substitutions. A line may carry several
 * (e.g. fresh pasta: ['gluten', 'egg']; butter: ['dairy']; bacon: ['pork', 'meat']).
 */
export const INGREDIENT_CATEGORIES = [
  'meat', // any red or white meat of a land animal (also set poultry/pork/beef where it applies)
  'beef',
  'pork',
  'poultry',
  'fish',
  'shellfish',
  'dairy', // milk, cheese, butter, cream, yoghurt, condensed milk…
  'egg',
  'gluten', // wheat, barley, rye and anything made of them (flour, pasta, bread, soy sauce with wheat)
  'nut', // tree nuts and peanuts
  'soy',
  'grain', // rice, oats, corn, quinoa, flour (together with gluten where wheat)
  'legume', // beans, lentils, chickpeas, peas
  'vegetable',
  'fruit',
  'herb',
  'spice',
  'chili', // anything that adds heat
  'oil', // oils and other cooking fats of plant origin
  'sugar', // sugar, honey, syrups, condensed milk (with dairy), chocolate (with dairy where milk chocolate)
  'honey', // animal product that vegans avoid (also 'sugar')
  'starch', // potato, cassava, flours of starch (tapioca)
  'stock', // broths; add 'meat'/'poultry'/'fish' for animal stocks
  'condiment', // sauces, vinegar, mustard, ketchup
  'alcohol',
  'gelatin', // animal gelatin (not vegetarian)
  'tofu',
  'water',
  'salt',
  'leavening', // baking powder, baking soda, yeast (no diet relevance, but every ingredient has a category)
] as const;
export type IngredientCategory = (typeof INGREDIENT_CATEGORIES)[number];

export interface KbIngredient {
  /** Amount as a cook writes it, per language ("2 cups" / "2 xícaras"; "" or "to taste"/"a gosto"). */
  amount: Bi;
  /** Name as it appears in the ingredient list, per language ("long-grain rice" / "arroz agulhinha"). */
  name: Bi;
  /** Canonical lowercase English key used to match available ingredients and substitutions ("rice"). */
  key: string;
  cats: IngredientCategory[];
  optional?: boolean;
}

export const CUISINES = [
  'brazilian',
  'italian',
  'mexican',
  'indian',
  'chinese',
  'japanese',
  'thai',
  'korean',
  'vietnamese',
  'mediterranean',
  'greek',
  'middle-eastern',
  'american',
  'french',
  'spanish',
  'portuguese',
  'british',
  'german',
  'african',
  'caribbean',
  'peruvian',
  'argentinian',
  'international',
] as const;
export type Cuisine = (typeof CUISINES)[number];

export const MEALS = ['breakfast', 'lunch', 'dinner', 'snack', 'dessert'] as const;
export type Meal = (typeof MEALS)[number];

/** Main protein, used to vary meal plans. */
export const PROTEINS = ['beef', 'pork', 'chicken', 'fish', 'seafood', 'egg', 'legume', 'tofu', 'cheese', 'none'] as const;
export type Protein = (typeof PROTEINS)[number];

export const METHODS = ['stovetop', 'oven', 'grill', 'fry', 'no-cook', 'slow', 'pressure', 'steam', 'blender', 'air-fryer'] as const;
export type Method = (typeof METHODS)[number];

export interface KbRecipe {
  /** Unique kebab-case slug across the whole knowledge base ("feijoada", "pao-de-queijo"). */
  id: string;
  title: Bi;
  description: Bi;
  cuisine: Cuisine;
  meals: Meal[];
  protein: Protein;
  methods: Method[];
  /** Minutes. */
  prepTime: number;
  cookTime: number;
  servings: number;
  difficulty: 'Easy' | 'Medium' | 'Hard';
  /** true when the dish is hot (chili) as written. */
  spicy?: boolean;
  ingredients: KbIngredient[];
  /** Numbered steps, same count and order in both languages. May use **bold** and *italic*. */
  steps: { en: string[]; pt: string[] };
  /** 2–5 short tags per language ("brazilian", "comfort food" / "brasileira", "comida caseira"). */
  tags: { en: string[]; pt: string[] };
  /** 1–3 practical tips per language. */
  tips: { en: string[]; pt: string[] };
  /** Extra words (both languages) people may use when asking for this dish ("strogonoff", "estrogonofe"). */
  aliases?: string[];
}

/** Shorthand for writing ingredient lines compactly. */
export function ing(
  enAmount: string,
  enName: string,
  ptAmount: string,
  ptName: string,
  key: string,
  cats: IngredientCategory[],
  optional?: boolean,
): KbIngredient {
  return { amount: { en: enAmount, pt: ptAmount }, name: { en: enName, pt: ptName }, key, cats, ...(optional ? { optional } : {}) };
}
