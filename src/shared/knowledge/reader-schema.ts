import { z } from 'zod';
import { DIET_CATEGORIES, FOOD_FUNCTIONS, FOOD_KEY, FOOD_KINDS, ZText } from './food-schema.ts';

/**
 * What the chef needs to read a recipe it did not write (a cook's own, an import, a model's
 * answer): the words of each language (src/knowledge/lang/<code>/reader.json), the few facts that
 * are not about one food (src/knowledge/reading.json) and the cooking tips it can offer
 * (src/knowledge/tips.json). Foods themselves, their names and diets, are the food records'.
 */

/** Cooking methods a recipe's steps show, for tips and tags. */
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
export type TMethod = (typeof METHODS)[number];

const Words = z.array(z.string().min(1));

/** One language's reading words. */
export const ZReaderPack = z.strictObject({
  /** Common words of the language (articles, prepositions, kitchen verbs): which language a text is in. */
  markers: Words.min(10),
  /** Letters only this language writes among the product's languages ("ãõç"), each half a marker. */
  letters: z.string(),
  /**
   * Words that say the foods right after them are not in the dish ("without bacon", "instead of
   * chicken broth", "sem carne"). They cover the foods that follow at once, joined by `joins`.
   */
  negations: Words.min(1),
  /** Words between the foods one negation covers ("no meat or fish", "sem carne nem frango"). */
  joins: Words,
  /** Articles and determiners a negation reads past ("without the bacon", "sem o bacon"). */
  articles: Words,
  /** Words that open an alternative in a line's brackets ("bacon (or pancetta)"): it is an ingredient too. */
  alternatives: Words,
  /** Where a food name made of two puts its head noun: "garlic butter" (last), "manteiga de alho" (first). */
  head: z.enum(['first', 'last']),
  /** Words joining a dish's shape to what it is made of ("hambúrguer de grão-de-bico", "burger made of beans"). */
  madeOf: Words,
  /** Words of the steps that show a cooking method is used ("bake", "asse"), matched by phrase. */
  methods: z.partialRecord(z.enum(METHODS), Words),
  /** Words by which a sentence speaks against what it names ("do not boil", "fora do fogo"): it agrees with a tip that warns. */
  against: Words,
  /**
   * Words of a step that tell what an ingredient named in the same sentence does in the dish
   * ("melt the butter" → fat, "sprinkle with parsley" → garnish), for choosing substitutes.
   */
  functions: z.partialRecord(z.enum(FOOD_FUNCTIONS), Words),
  /** How a substitute's amount is said when the recipe gives none; `times` has `{n}`. */
  amounts: z.strictObject({
    same: z.string().min(1),
    times: z.string().includes('{n}'),
    ratios: z.array(z.strictObject({ ratio: z.number().positive(), text: z.string().min(1) })),
  }),
  /** The note of a substitute whose record gives none; `{function}` is the part it plays. */
  sameFunction: z.string().includes('{function}'),
  /** The part a food plays in a dish, as a phrase for `sameFunction` ("the fat", "a gordura"). */
  functionNames: z.record(z.enum(FOOD_FUNCTIONS), z.string().min(1)),
  /** Tag words for what is not a diet, a cuisine or a dish type. */
  tags: z.strictObject({
    quick: z.string().min(1),
    under15: z.string().min(1),
    spicy: z.string().min(1),
    methods: z.partialRecord(z.enum(METHODS), z.string().min(1)),
  }),
});
export type TReaderPack = z.infer<typeof ZReaderPack>;

/** The reading facts that are about no single food (src/knowledge/reading.json). */
export const ZReading = z.strictObject({
  /**
   * Foods that are also a shape a dish is made into (meatballs, a burger, sausage, "carne"): next
   * to a plant food they are made of it ("lentil meatballs", "hambúrguer de grão-de-bico", "carne
   * de jaca"), so they add no meat.
   */
  shapes: z.array(z.string().regex(FOOD_KEY)).min(1),
  /**
   * Starches that are also a shape a vegetable is made into: next to the vegetable they are made
   * of it ("zucchini lasagna", "espaguete de abobrinha", "cauliflower rice"), so they add no grain.
   */
  starchShapes: z.array(z.string().regex(FOOD_KEY)).default([]),
  /** The diets a recipe is tagged with when it keeps them, most telling first (keys of diets.json). */
  tagDiets: z.array(z.string().regex(FOOD_KEY)).min(1),
  /**
   * What hints at a cuisine when a recipe does not say it: foods typical of it (keys) and dish
   * names as cooks write them in any language ("feijoada", "tikka masala").
   */
  cuisines: z.record(
    z.string().regex(FOOD_KEY),
    z.strictObject({ foods: z.array(z.string().regex(FOOD_KEY)), dishes: Words }),
  ),
});
export type TReading = z.infer<typeof ZReading>;

/** A regular expression as its source, over folded text (case and accents removed). */
const ZRegex = z.string().refine((s) => {
  try {
    new RegExp(s, 'u');
    return true;
  } catch {
    return false;
  }
}, 'not a regular expression');

/** When a tip applies: every field given must hold; `any` needs one of its conditions. */
export interface TTipWhen {
  /** A food of the recipe is one of these, or a kind of one (jasmine rice is rice). */
  foods?: string[] | undefined;
  /** The recipe has all of these (or kinds of them). */
  allFoods?: string[] | undefined;
  kinds?: (typeof FOOD_KINDS)[number][] | undefined;
  cats?: (typeof DIET_CATEGORIES)[number][] | undefined;
  methods?: TMethod[] | undefined;
  noMethods?: TMethod[] | undefined;
  /** A dessert or a sweet bake (not savoury). */
  sweet?: boolean | undefined;
  minCook?: number | undefined;
  minPrep?: number | undefined;
  minServings?: number | undefined;
  /** A key of vocab cuisines. */
  cuisine?: string | undefined;
  /** The folded steps match (`noSteps`: do not). */
  steps?: string | undefined;
  noSteps?: string | undefined;
  any?: TTipWhen[] | undefined;
}
const ZTipWhen: z.ZodType<TTipWhen> = z.lazy(() =>
  z.strictObject({
    foods: z.array(z.string().regex(FOOD_KEY)).min(1).optional(),
    allFoods: z.array(z.string().regex(FOOD_KEY)).min(2).optional(),
    kinds: z.array(z.enum(FOOD_KINDS)).min(1).optional(),
    cats: z.array(z.enum(DIET_CATEGORIES)).min(1).optional(),
    methods: z.array(z.enum(METHODS)).min(1).optional(),
    noMethods: z.array(z.enum(METHODS)).min(1).optional(),
    sweet: z.boolean().optional(),
    minCook: z.number().min(0).optional(),
    minPrep: z.number().min(0).optional(),
    minServings: z.number().min(1).optional(),
    cuisine: z.string().regex(FOOD_KEY).optional(),
    steps: ZRegex.optional(),
    noSteps: ZRegex.optional(),
    any: z.array(ZTipWhen).min(1).optional(),
  }),
);

/**
 * What the recipe's own words must show for a tip to fit, over folded text in any language:
 * `needs` in the steps, `needsIngredient` in the ingredient names; `contradicts` (a step sentence,
 * unless `negatable` and the sentence itself says "do not"/"off the heat") and
 * `contradictsIngredient` rule it out; `redundant`: a step already says it.
 */
export const ZTipFit = z.strictObject({
  needs: ZRegex.optional(),
  needsIngredient: ZRegex.optional(),
  contradicts: ZRegex.optional(),
  contradictsIngredient: ZRegex.optional(),
  redundant: ZRegex.optional(),
  negatable: z.literal(true).optional(),
});

export const ZTip = z.strictObject({ text: ZText, when: ZTipWhen, fits: z.array(ZTipFit).min(1).optional() });
export type TTip = z.infer<typeof ZTip>;
/** Practical tips, most specific first. */
export const ZTips = z.array(ZTip).min(1);
