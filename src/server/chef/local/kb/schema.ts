import { z } from 'zod';

/**
 * The shape of the chef's knowledge files (src/server/chef/knowledge): an ingredient lexicon, dish
 * families (templates with slots) and named recipes. Every text a cook reads is rendered from these
 * facts, so a swap, a scale or a method change cannot leave a sentence that no longer fits.
 */

/** Text per product language; a third language is one more field. */
export const ZText = z.object({ en: z.string().min(1), 'pt-BR': z.string().min(1) });
export type TText = z.infer<typeof ZText>;
const ZForms = z.tuple([z.string().min(1), z.string().min(1)]);
/** Singular and plural per language. */
export const ZNames = z.object({ en: ZForms, 'pt-BR': ZForms });
export type TNames = z.infer<typeof ZNames>;

/** Diet-relevant categories. `chili` marks heat (spicy/milder edits). */
export const DIET_CATS = [
  'meat',
  'beef',
  'pork',
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
] as const;
export type TDietCat = (typeof DIET_CATS)[number];

export const ROLES = [
  'protein',
  'vegetable',
  'starch',
  'aromatic',
  'fat',
  'liquid',
  'seasoning',
  'spice',
  'herb',
  'sauce',
  'garnish',
  'dairy',
  'cheese',
  'sweet',
  'flour',
  'leaven',
  'fruit',
  'egg',
  'nut',
  'other',
] as const;
export type TRole = (typeof ROLES)[number];

/** Cooking actions with a time per ingredient (minutes, low–high). */
export const ACTIONS = [
  'brown',
  'stirfry',
  'simmer',
  'roast',
  'grill',
  'fry',
  'bake',
  'airfry',
  'boil',
  'steam',
  'slow',
  'pressure',
  'saute',
] as const;
export type TAction = (typeof ACTIONS)[number];
const ZRange = z.tuple([z.number().min(0), z.number().min(0)]);

export const ZLexEntry = z.object({
  name: ZNames,
  /** Portuguese grammatical gender. */
  g: z.enum(['m', 'f']),
  /** count items round to whole units when scaled; mass and volume do not. */
  measure: z.enum(['count', 'mass', 'volume']),
  /** Step text names the ingredient in the plural ("the lentils", "os camarões"). */
  plural: z.boolean().optional(),
  /** Default amount per serving: grams (mass), millilitres (volume) or units (count). */
  serve: z.number().positive().optional(),
  /** The unit a count is written in ("2 cloves garlic"); absent for bare counts ("2 eggs"). */
  unit: z.enum(['clove', 'can', 'sprig', 'slice', 'stalk', 'leaf', 'sheet']).optional(),
  cats: z.array(z.enum(DIET_CATS)).default([]),
  role: z.enum(ROLES),
  /** Has fat to render (bacon, sausage, chicken thighs with skin). */
  fat: z.boolean().optional(),
  /** How it is cut, as a participle phrase; in pt `@` agrees with the noun (o/a/os/as). */
  prep: ZText.optional(),
  cook: z.partialRecord(z.enum(ACTIONS), ZRange).optional(),
  /** Substitutes in order of preference (same role). */
  subs: z.array(z.string()).optional(),
  /** More words people use for it, both languages. */
  words: z.array(z.string()).optional(),
});
export type TLexEntry = z.infer<typeof ZLexEntry>;
export const ZLexFile = z.record(z.string().regex(/^[a-z0-9-]+$/), ZLexEntry);

/**
 * An amount as data: canonical English ("600 g", "2 tbsp", "3", "1/2 cup", "to taste"), or the
 * text per language when a recipe was written by hand.
 */
export const ZAmount = z.union([z.string(), z.object({ en: z.string(), 'pt-BR': z.string() })]);
export type TAmount = z.infer<typeof ZAmount>;

export const ZRecipeIngredient = z.object({
  /** Slot id used by placeholders in steps (the lexicon key unless it repeats). */
  id: z.string().min(1),
  key: z.string().min(1),
  role: z.enum(ROLES),
  amount: ZAmount,
  /** The line as written by hand, kept while the key is unchanged. */
  line: ZText.optional(),
  optional: z.boolean().optional(),
});
export type TRecipeIngredient = z.infer<typeof ZRecipeIngredient>;

/**
 * A step: an action over ingredient slots, rendered by the technique table, or text per language
 * whose ingredients appear only as placeholders `{id}`, `{id|the:original}`, `{id|o:original}`.
 * `uses` lists the slots a text step cooks; `act` is the cooking it does (for method changes).
 */
export const ZStep = z.union([
  z.object({
    do: z.enum([...ACTIONS, 'prep', 'serve', 'season', 'mix', 'add']),
    what: z.array(z.string()).min(1),
    with: z.array(z.string()).optional(),
  }),
  z.object({ text: ZText, uses: z.array(z.string()).optional(), act: z.enum(ACTIONS).optional() }),
]);
export type TStep = z.infer<typeof ZStep>;

export const COURSES = ['main', 'side', 'sauce', 'soup', 'salad', 'dessert', 'breakfast', 'snack', 'drink'] as const;
export type TCourse = (typeof COURSES)[number];

export const ZRecipe = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: ZText,
  description: ZText,
  course: z.enum(COURSES),
  /** Also fits these courses (a soup that is a main, a snack that is breakfast). */
  also: z.array(z.enum(COURSES)).optional(),
  family: z.string().min(1),
  cuisine: z.string().min(1),
  prepTime: z.number().int().min(0),
  cookTime: z.number().int().min(0),
  servings: z.number().int().min(1),
  difficulty: z.enum(['Easy', 'Medium', 'Hard']),
  ingredients: z.array(ZRecipeIngredient).min(1),
  steps: z.array(ZStep).min(1),
  tags: z.object({ en: z.array(z.string()), 'pt-BR': z.array(z.string()) }),
  tips: z.object({ en: z.array(z.string()), 'pt-BR': z.array(z.string()) }),
  aliases: z.array(z.string()).optional(),
});
export type TRecipe = z.infer<typeof ZRecipe>;

/** A dish family: a template with slots filled from the wish and the lexicon. */
export const ZSlot = z.object({
  role: z.enum(ROLES),
  /** Keys to choose from, in order of preference; wanted ingredients of this role go first. */
  pick: z.array(z.string()).min(1),
  /** How many to fill (min, max). */
  n: z.tuple([z.number().int().min(0), z.number().int().min(1)]),
  /** Serving share of the lexicon's per-serving amount (two vegetables: 0.5 each). */
  share: z.number().positive().optional(),
  /** Stand-ins used only when the restrictions rule out every pick (gluten-free pastry). */
  alt: z.array(z.string()).min(1).optional(),
  /** Takes only its picks and stand-ins: a wanted potato is not the pasta nor the burger's bun. */
  strict: z.boolean().optional(),
});
export const ZFamily = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  course: z.enum(COURSES),
  also: z.array(z.enum(COURSES)).optional(),
  names: z.object({ en: z.array(z.string()).min(1), 'pt-BR': z.array(z.string()).min(1) }),
  /** `{slot}` is the slot's names joined; `{slot.0}` its first ingredient. */
  title: ZText,
  description: ZText,
  cuisine: z.string(),
  slots: z.record(z.string(), ZSlot),
  /** Fixed ingredients for `serves` servings. */
  fixed: z.array(ZRecipeIngredient),
  /** Fixed keys the dish is not itself without (an omelette's eggs): no stand-in is offered. */
  essential: z.array(z.string()).optional(),
  steps: z.array(ZStep).min(1),
  serves: z.number().int().min(1),
  prepTime: z.number().int().min(0),
  /** Cook minutes beyond the longest slot ingredient's own time. */
  cookTime: z.number().int().min(0),
  /** The slot whose cook time sets the recipe's (usually the protein). */
  timeSlot: z.string().optional(),
  timeAction: z.enum(ACTIONS).optional(),
  tags: z.object({ en: z.array(z.string()), 'pt-BR': z.array(z.string()) }),
  tips: z.object({ en: z.array(z.string()), 'pt-BR': z.array(z.string()) }),
  /**
   * The same dish made against the clock (a wish with a tight time limit): its own times, faster
   * picks for some slots (angel hair instead of spaghetti, couscous instead of brown rice), its
   * own steps when the usual ones would not fit, and a tip saying what the shortcut is.
   */
  quick: z
    .object({
      prepTime: z.number().int().min(0),
      cookTime: z.number().int().min(0),
      picks: z.record(z.string(), z.array(z.string()).min(1)).optional(),
      steps: z.array(ZStep).min(1).optional(),
      timeSlot: z.string().optional(),
      timeAction: z.enum(ACTIONS).optional(),
      /** When the quick dish is made another way ("fritters" rather than rolled pancakes). */
      description: ZText.optional(),
      tip: ZText,
    })
    .optional(),
});
export type TFamily = z.infer<typeof ZFamily>;
