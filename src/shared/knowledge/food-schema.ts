import { z } from 'zod';

/**
 * One record per food: what the parser, nutrition, the pantry, the shopping list, the editor's
 * suggestions, the illustrations and the chef all know about an ingredient. The data lives in
 * src/knowledge/foods/*.json (keyed by a slug); this is its shape, checked when it loads and in a
 * test. Names for the product's languages sit in the record; a further language adds its names
 * in its pack (src/knowledge/lang/<code>/foods.json) without touching these files.
 */

/** A food's names in one language. */
export const ZFoodNames = z.strictObject({
  /** Singular, as a list line writes it ("onion", "cebola"). */
  one: z.string().min(1),
  /** Plural ("onions", "cebolas"); the same as `one` for uncountable foods ("rice"). */
  many: z.string().min(1),
  /** Grammatical gender where the language has one (Portuguese: "a cebola", "o alho"). */
  g: z.enum(['m', 'f']).optional(),
  /** Other words people use: synonyms, regional and shop names ("spring onion", "cebolinha"). */
  syn: z.array(z.string().min(1)).optional(),
});
export type TFoodNames = z.infer<typeof ZFoodNames>;

/**
 * Diet-relevant categories. Diets (src/knowledge/diets.json) are written as the categories they
 * exclude; nothing else tags a dish as vegan or gluten-free. `chili` marks heat, `sugar` and
 * `starch` what low-carb diets limit, `grain` cereals and pseudo-cereals.
 */
export const DIET_CATEGORIES = [
  'meat',
  'beef',
  'pork',
  'lamb',
  'poultry',
  'fish',
  'shellfish',
  'dairy',
  'egg',
  'gluten',
  'treenut',
  'peanut',
  'soy',
  'sesame',
  'alcohol',
  'honey',
  'gelatin',
  'chili',
  'sugar',
  'starch',
  'grain',
  'legume',
] as const;
export type TDietCategory = (typeof DIET_CATEGORIES)[number];

/** What a food is in a dish, for the chef's open dishes and substitutes. */
export const FOOD_KINDS = [
  'protein',
  'vegetable',
  'starch',
  'grain',
  'pasta',
  'legume',
  'aromatic',
  'fat',
  'liquid',
  'seasoning',
  'spice',
  'herb',
  'sauce',
  'condiment',
  'dairy',
  'cheese',
  'sweet',
  'flour',
  'leaven',
  'fruit',
  'egg',
  'nut',
  'seed',
  'bread',
  'drink',
  'other',
] as const;
export type TFoodKind = (typeof FOOD_KINDS)[number];

/**
 * What a food can be put through in a step. The chef composes a step for a food only through an
 * action its record lists (canned tuna is folded in, never browned; avocado is never roasted).
 * `fold`: stirred in without further cooking; `warm`: heated through (cooked beans, canned fish);
 * `raw`: served as it is.
 */
export const ACTIONS = [
  'raw',
  'fold',
  'warm',
  'sweat',
  'saute',
  'brown',
  'sear',
  'stirfry',
  'fry',
  'deepfry',
  'simmer',
  'braise',
  'boil',
  'blanch',
  'steam',
  'poach',
  'roast',
  'bake',
  'grill',
  'airfry',
  'toast',
  'wilt',
  'blend',
  'slow',
  'pressure',
] as const;
export type TAction = (typeof ACTIONS)[number];

export const ZText = z.object({ en: z.string().min(1), 'pt-BR': z.string().min(1) });
export type TText = z.infer<typeof ZText>;

/** How one food takes one action: minutes (low–high) and what the cook looks for. */
export const ZFoodAction = z
  .object({
    min: z.tuple([z.number().min(0), z.number().min(0)]).refine(([lo, hi]) => lo <= hi, 'min is [low, high]'),
    /**
     * The cue a cook watches for ("until golden at the edges"), per language. In Portuguese `@`
     * agrees with the food as in preparations ("até ficar maci@" → macio, macia, macios, macias).
     */
    cue: ZText.optional(),
  })
  .strict();
export type TFoodAction = z.infer<typeof ZFoodAction>;

/** What a food does in a dish; a substitute is chosen for the same function. */
export const FOOD_FUNCTIONS = [
  'main',
  'body',
  'aromatic',
  'fat',
  'acid',
  'sweetener',
  'salty',
  'umami',
  'heat',
  'binder',
  'leavening',
  'thickener',
  'liquid',
  'creamy',
  'crunch',
  'garnish',
  'flavour',
] as const;
export type TFoodFunction = (typeof FOOD_FUNCTIONS)[number];

export const ZSubstitute = z.strictObject({
  food: z.string().min(1),
  /** The functions in which it stands in well. */
  for: z.array(z.enum(FOOD_FUNCTIONS)).min(1),
  /** Amount of the substitute per unit of the original (1 by default). */
  ratio: z.number().positive().optional(),
  /** What changes, per language ("a little sweeter"). */
  note: ZText.optional(),
});
export type TSubstitute = z.infer<typeof ZSubstitute>;

export const AISLES = [
  'produce',
  'herbs',
  'meat',
  'fish',
  'dairy',
  'eggs',
  'bakery',
  'grains',
  'pasta',
  'legumes',
  'canned',
  'baking',
  'spices',
  'oils',
  'condiments',
  'international',
  'frozen',
  'drinks',
  'snacks',
  'nuts',
  'sweets',
  'other',
] as const;
export type TAisle = (typeof AISLES)[number];

/** Shapes the built-in recipe illustration draws a food as. */
export const LOOK_SHAPES = [
  'grain',
  'bean',
  'cube',
  'round',
  'slice',
  'leaf',
  'shred',
  'strip',
  'floret',
  'shrimp',
  'egg',
  'crumble',
  'herb',
  'seed',
  'noodle',
  'slab',
  'liquid',
] as const;
export type TLookShape = (typeof LOOK_SHAPES)[number];

/** A food's part in an illustrated dish: what it is drawn under, on or beside. */
export const LOOK_ROLES = ['base', 'main', 'veg', 'fruit', 'garnish', 'liquid', 'sweet', 'neutral'] as const;
export type TLookRole = (typeof LOOK_ROLES)[number];

/** Units a food may be counted in when counted ("2 cloves garlic", "1 can tomatoes"). */
export const COUNT_UNITS = [
  'clove',
  'can',
  'slice',
  'sprig',
  'stalk',
  'leaf',
  'sheet',
  'bunch',
  'head',
  'stick',
  'package',
  'jar',
  'piece',
] as const;

export const ZFood = z
  .object({
    names: z.object({ en: ZFoodNames, 'pt-BR': ZFoodNames }),
    /** The USDA SR24 food it is (NDB number); absent when SR24 has no fair match. */
    usda: z
      .string()
      .regex(/^\d{5}$/)
      .optional(),
    /**
     * What is eaten of it once cooked, when that is not what is bought: the SR24 food it becomes
     * (bacon → pan-fried bacon) and the grams of it per gram bought (SR24's own "yield from raw"
     * measures: rendered fat and water gone). Nutrition counts this; weights and lists do not.
     */
    eaten: z
      .object({
        usda: z.string().regex(/^\d{5}$/),
        yield: z.number().positive().max(1),
      })
      .optional(),
    /** How recipes measure it: counted (eggs, onions), weighed (meat), by volume (milk). */
    measure: z.enum(['count', 'mass', 'volume']),
    /**
     * How volume measures convert: 'volume' (dry or solid foods US cooks measure in cups and metric
     * cooks weigh: flour, sugar, butter), 'liquid' (ml everywhere), 'weight' (never cups ↔ grams).
     */
    by: z.enum(['volume', 'liquid', 'weight']),
    /** Grams of one medium piece, when it is counted. */
    each: z.number().positive().optional(),
    sizes: z
      .object({ small: z.number().positive(), medium: z.number().positive(), large: z.number().positive() })
      .partial()
      .optional(),
    /** Grams of one counted unit ("1 clove" of garlic, "1 can" of tomatoes, "1 slice" of bread). */
    unit: z.object({ key: z.enum(COUNT_UNITS), g: z.number().positive() }).optional(),
    /**
     * Grams of a level cup, tablespoon or teaspoon where the SR24 row gives none (the packaged
     * table keeps only some of SR24's household measures) or the food has no row: taken from the
     * SR24 measure of the same food in another form or of a like food (a spice blend weighs as a
     * ground spice, a paste as miso). Used for weights only; SR24's own measure wins.
     */
    measures: z
      .object({ cup: z.number().positive(), tbsp: z.number().positive(), tsp: z.number().positive() })
      .partial()
      .strict()
      .optional(),
    /** Half of one is a usual amount ("½ onion"); other counts round to whole things. */
    halves: z.boolean().optional(),
    diet: z.array(z.enum(DIET_CATEGORIES)),
    /**
     * What a bought one often holds though the food itself need not: granola with nuts or honey,
     * curry paste with shrimp, a stock cube with wheat. A dish kept free of one says to choose a
     * version without it.
     */
    may: z.array(z.enum(DIET_CATEGORIES)).optional(),
    kind: z.enum(FOOD_KINDS),
    aisle: z.enum(AISLES),
    /** Kept at home: the list says "check you have" rather than buying it (salt, oil). */
    staple: z.boolean().optional(),
    /**
     * Dear to buy, whatever else the dish costs: a steak or prime cut, lamb, duck, saffron, pine
     * nuts. A dish with one is not called cheap; minced and stewing cuts are not dear.
     */
    dear: z.literal(true).optional(),
    /**
     * Bought already fried (potato sticks, tortilla chips, crispy fried onions): a dish served with
     * it is not "not fried", and a lighter version leaves it off where it is only served on top.
     */
    fried: z.literal(true).optional(),
    /**
     * How hot a food of the `chili` category makes a dish (every such food says it): 1 mild, a child
     * eats it (paprika-like powders, a jarred mild salsa, Kashmiri chili, poblano); 2 medium
     * (jalapeño, red pepper flakes, gochujang, sriracha); 3 hot (bird's eye, scotch bonnet, habanero,
     * malagueta). A dish is as hot as its hottest food: mild and kid-friendly at most 1, spicy from 2.
     */
    heat: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
    /**
     * Why most children refuse it, whatever else the dish is: offal, a bitter or slimy green
     * (bitter melon, jiló, molokhia, radicchio), a strong fermented or pungent taste (shrimp
     * paste, blue cheese, natto), small bones to pick out (whole sardines, herring). A dish with one
     * is not called kid-friendly.
     */
    kids: z.enum(['offal', 'green', 'strong', 'bones']).optional(),
    /** Never on a shopping list (tap water, ice). */
    buy: z.literal(false).optional(),
    /** An everyday ingredient: the recipe editor suggests it by name (the spec's ~110). */
    common: z.literal(true).optional(),
    /** The actions it takes, each with its own time and cue. */
    cook: z.partialRecord(z.enum(ACTIONS), ZFoodAction).optional(),
    subs: z.array(ZSubstitute).optional(),
    /** Step text names it in the plural ("the lentils", "os feijões"). */
    plural: z.boolean().optional(),
    /** How the illustrations draw it: a colour, a shape and its part in the picture. */
    look: z
      .object({
        color: z.string().regex(/^#[0-9a-f]{6}$/),
        shape: z.enum(LOOK_SHAPES).optional(),
        /** What it is on the plate; by default from its kind (a grain is the base, a herb a garnish). */
        role: z.enum(LOOK_ROLES).optional(),
      })
      .strict()
      .optional(),
    /** A more general food this is a kind of (cherry tomato → tomato), for pantry and list merges. */
    of: z.string().optional(),
    /**
     * A form the food `of` is bought or made in that a dish of that food cannot be made with:
     * minced meat ("ground turkey") is not the whole bird or the stewing cubes a dish of the meat
     * takes. Asked for, it is found in dishes of its own, never in one of the food it is of.
     */
    form: z.enum(['minced']).optional(),
    /**
     * The food a can of it holds, when that is not the food as sold dry: "1 can black beans" is
     * cooked black beans (240 g drained), not 240 g of dried beans.
     */
    can: z.string().optional(),
    /**
     * A cooked food a cook makes from a raw one the shop sells (cooked rice from rice): the raw
     * food and its yield, grams of this food per gram of the raw one. The shopping list buys the
     * raw food ("2 cups cooked rice" → about 2/3 cup rice) unless the record counts it in cans.
     */
    raw: z.object({ food: z.string(), yield: z.number().positive() }).strict().optional(),
  })
  .strict();
export type TFood = z.infer<typeof ZFood>;

export const FOOD_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ZFoodFile = z.record(z.string().regex(FOOD_KEY), ZFood);
export type TFoodFile = z.infer<typeof ZFoodFile>;

/** One diet: the categories it excludes, and for nutrition-based diets the limits per serving. */
export const ZDiet = z
  .object({
    excludes: z.array(z.enum(DIET_CATEGORIES)),
    /** Limits per serving for diets defined by nutrition (keto: carbohydrate). */
    limits: z
      .object({ carbs: z.number().positive(), sugars: z.number().positive(), sodium: z.number().positive() })
      .partial()
      .optional(),
    names: z.object({ en: z.array(z.string().min(1)).min(1), 'pt-BR': z.array(z.string().min(1)).min(1) }),
    label: ZText,
    tag: ZText,
  })
  .strict();
export type TDiet = z.infer<typeof ZDiet>;
export const ZDietTable = z.record(z.string().regex(FOOD_KEY), ZDiet);
