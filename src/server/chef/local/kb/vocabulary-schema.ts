import { z } from 'zod';
import { DIET_CATS, ZText } from './schema.ts';

/**
 * The chef's vocabulary for reading recipes it did not write (a cook's own, an imported one, a
 * model's answer): diets, ingredient groups with their categories, cuisines, tag words, tips and
 * substitutes with amounts and notes. Data files in src/server/chef/knowledge/vocabulary, read
 * and validated once on first use; the LLM path needs only these, not the lexicon and recipes.
 */

/**
 * What an ingredient is, for diet rules, tips and substitutes (a name may carry several: fresh
 * pasta is gluten and egg; bacon is pork and meat): the lexicon's diet categories and a few kinds
 * (low-carb and keto also read grain, legume and fruit; tags read vegetable).
 */
export const CATS = [
  ...DIET_CATS,
  'grain',
  'legume',
  'vegetable',
  'fruit',
  'herb',
  'spice',
  'oil',
  'stock',
  'condiment',
  'water',
  'salt',
  'leavening',
  'tofu',
] as const;
export type TCat = (typeof CATS)[number];

export const DIETS = [
  'vegetarian',
  'vegan',
  'pescatarian',
  'gluten-free',
  'dairy-free',
  'egg-free',
  'nut-free',
  'low-carb',
  'keto',
] as const;
export type Diet = (typeof DIETS)[number];

export const MEALS = ['breakfast', 'lunch', 'dinner', 'snack', 'dessert'] as const;
export type Meal = (typeof MEALS)[number];

export const METHODS = [
  'stovetop',
  'oven',
  'grill',
  'fry',
  'no-cook',
  'slow',
  'pressure',
  'steam',
  'blender',
  'air-fryer',
] as const;
export type Method = (typeof METHODS)[number];

const Words = z.array(z.string().min(1));
/** A regular expression as its source (valid in unicode mode too); tips match it over folded text. */
const ZRegex = z.string().refine((s) => {
  try {
    new RegExp(s, 'u');
    return true;
  } catch {
    return false;
  }
}, 'not a regular expression');

export const ZDietsFile = z.object({
  diets: z.record(
    z.enum(DIETS),
    z.object({
      /** Name of the diet in a sentence ("already vegetarian"). */
      label: ZText,
      /** Tag written on recipes that follow it. */
      tag: ZText,
      excludes: z.array(z.enum(CATS)).min(1),
      /** How people ask for it (matched whole-word, accent and plural tolerant). */
      words: Words,
    }),
  ),
  /** Wishes about the character of a dish. */
  flavours: z.object({ spicy: Words, mild: Words, healthy: Words, quick: Words }),
  /** Words that introduce something to leave out ("without", "sem", "allergic to"). */
  avoidLeads: Words,
  /** Fruit groups a keto cook still uses in small amounts. */
  ketoAllowed: z.array(z.string()),
  /**
   * In a model's answer, a negated mention is no ingredient ("without bacon", "em vez de frango"):
   * `negated` matches from the word to the end of its clause, `meatFree` the words that say so
   * (case-insensitive, over the text as written).
   */
  negated: ZRegex,
  meatFree: ZRegex,
});

export const ZIngredientsFile = z.object({
  /** Ingredient groups: the names cooks write, per language, and what the ingredient is. */
  groups: z.record(
    z.string().regex(/^[a-z0-9-]+$/),
    z.object({ cats: z.array(z.enum(CATS)), words: z.object({ en: Words, 'pt-BR': Words }) }),
  ),
  /** Words that take categories away anywhere in a name ("vegan cheese", "gluten-free pasta"). */
  modifiers: z.array(z.object({ words: Words, remove: z.array(z.enum(CATS)).min(1) })),
  /**
   * Meat-shaped products that exist in plant versions: next to a plant ingredient (after one of
   * `links`, or before it) the word names a shape, not meat ("hambúrguer de grão-de-bico").
   */
  meatForms: z.object({ words: Words, links: Words }),
});

export const ZCuisinesFile = z.record(
  z.string().regex(/^[a-z-]+$/),
  z.object({
    /** Absent for "international", which is no tag. */
    tag: ZText.optional(),
    /** Words naming the cuisine. */
    names: Words,
    /** Dishes and ingredients typical of it. */
    hints: z.array(z.string().min(1)),
  }),
);

export const ZTagsFile = z.object({
  meals: z.record(z.enum(MEALS), z.object({ tag: ZText, words: Words })),
  /** `verbs`: step words that show the method is used. */
  methods: z.record(z.enum(METHODS), z.object({ tag: ZText.optional(), verbs: z.array(z.string()) })),
  /** Dish kinds named in a title, and the tag for each. */
  dishes: z.array(z.object({ tag: ZText, words: Words })),
  /** The first of these whose groups a recipe has gives its protein tag. */
  proteins: z.array(z.object({ groups: z.array(z.string()).min(1), tag: ZText })),
  labels: z.object({
    under15: ZText,
    quick: ZText,
    easy: ZText,
    spicy: ZText,
    comfort: ZText,
    crowd: ZText,
    sweet: ZText,
    veggie: ZText,
  }),
});

/** When a tip applies: every field given must hold; `any` needs one of its conditions. */
export interface TTipWhen {
  groups?: string[] | undefined;
  allGroups?: string[] | undefined;
  cats?: TCat[] | undefined;
  methods?: Method[] | undefined;
  noMethods?: Method[] | undefined;
  sweet?: boolean | undefined;
  minCook?: number | undefined;
  minPrep?: number | undefined;
  minServings?: number | undefined;
  cuisine?: string | undefined;
  steps?: string | undefined;
  noSteps?: string | undefined;
  any?: TTipWhen[] | undefined;
}
const ZTipWhen: z.ZodType<TTipWhen> = z.lazy(() =>
  z.object({
    /** The recipe has one of these ingredient groups (`allGroups`: all of them). */
    groups: z.array(z.string()).optional(),
    allGroups: z.array(z.string()).optional(),
    cats: z.array(z.enum(CATS)).optional(),
    methods: z.array(z.enum(METHODS)).optional(),
    noMethods: z.array(z.enum(METHODS)).optional(),
    sweet: z.boolean().optional(),
    minCook: z.number().optional(),
    minPrep: z.number().optional(),
    minServings: z.number().optional(),
    cuisine: z.string().optional(),
    /** The folded steps match (`noSteps`: do not match). */
    steps: ZRegex.optional(),
    noSteps: ZRegex.optional(),
    any: z.array(ZTipWhen).optional(),
  }),
);

/**
 * What the recipe's own words must show for a tip to fit, over folded text in either language:
 * `needs` in the steps, `needsIngredient` in the ingredient names; `contradicts` (a step sentence,
 * unless `negatable` and the sentence itself says "do not"/"off the heat") and
 * `contradictsIngredient` rule it out; `redundant`: a step already says it.
 */
export const ZTipFit = z.object({
  needs: ZRegex.optional(),
  needsIngredient: ZRegex.optional(),
  contradicts: ZRegex.optional(),
  contradictsIngredient: ZRegex.optional(),
  redundant: ZRegex.optional(),
  negatable: z.literal(true).optional(),
});
export const ZTip = z.object({ text: ZText, when: ZTipWhen, fits: z.array(ZTipFit).optional() });
export type TTip = z.infer<typeof ZTip>;
/** Practical tips, most specific first. */
export const ZTipsFile = z.array(ZTip).min(1);

export const SUB_CONTEXTS = ['baking', 'savory', 'sweet', 'raw', 'frying', 'thicken', 'main'] as const;
export type SubContext = (typeof SUB_CONTEXTS)[number];
export const ZSwap = z.object({
  /** Ingredient group replaced. */
  from: z.string(),
  /** Only for names containing one of these phrases (ginger within the spices). */
  only: Words.optional(),
  to: ZText,
  /** Multiplier for the original amount. */
  ratio: z.number().positive(),
  /** Amount per unit of the original (per egg), used instead of the ratio for counts. */
  perUnit: ZText.optional(),
  note: ZText,
  /** Where it works best; the chef prefers swaps whose context matches the recipe. */
  ctx: z.array(z.enum(SUB_CONTEXTS)).optional(),
  /** A lighter choice; `quick`: a shortcut that saves time. */
  light: z.literal(true).optional(),
  quick: z.literal(true).optional(),
  /** Extra preparation the cook must do. */
  prep: ZText.optional(),
  /** Categories of the substitute, when its name does not tell them. */
  cats: z.array(z.enum(CATS)).optional(),
  /** Portuguese gender of the substitute's name, when its ending misleads. */
  g: z.enum(['m', 'f']).optional(),
});
export type TSwap = z.infer<typeof ZSwap>;
export const ZSubstitutesFile = z.object({
  /** When an ingredient's group has no swaps, its category points at a group that has. */
  fallback: z.array(z.object({ cat: z.enum(CATS), group: z.string() })),
  swaps: z.array(ZSwap).min(1),
  /** Note on a substitute taken from the lexicon entry's own list (same role, same amount). */
  sameRole: ZText,
  /** How amounts of a substitute are written; `times` has `{n}` for the ratio. */
  amounts: z.object({
    same: ZText,
    perUnit: ZText,
    each: ZText,
    times: ZText,
    ratios: z.array(z.object({ ratio: z.number().positive(), text: ZText })),
  }),
});

/** Every vocabulary file and its schema. */
export const VOCABULARY_FILES = {
  'diets.json': ZDietsFile,
  'ingredients.json': ZIngredientsFile,
  'cuisines.json': ZCuisinesFile,
  'tags.json': ZTagsFile,
  'tips.json': ZTipsFile,
  'substitutes.json': ZSubstitutesFile,
} as const;

export interface Vocabulary {
  diets: z.infer<typeof ZDietsFile>;
  ingredients: z.infer<typeof ZIngredientsFile>;
  cuisines: z.infer<typeof ZCuisinesFile>;
  tags: z.infer<typeof ZTagsFile>;
  tips: TTip[];
  substitutes: z.infer<typeof ZSubstitutesFile>;
}
