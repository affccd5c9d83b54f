import { z } from 'zod';
import { FOOD_KEY, ZText } from './food-schema.ts';

/**
 * The shape of a cookbook recipe (src/knowledge/cookbook/<cuisine>/<id>.json): a complete dish
 * written and read by a cook, in both languages. docs/cookbook-format.md explains how to write one.
 *
 * Ingredients are foods (keys into src/knowledge/foods) with one amount; the list line is rendered
 * from the food's names, the amount and the preparation, per language and unit system. Steps are
 * text per language whose ingredient mentions and numbers are placeholders, so scaling, units and
 * language re-render them:
 *   {id}            the ingredient's name ("onion", "a cebola" is written `a {onion}`)
 *   {id=words}      these words, kept while the ingredient is the one written
 *   {id.amount}     its amount and name, scaled ("3 cups broth", "3 xícaras (chá) de caldo")
 *   {id.qty}        its amount only ("3 cups"); `{id.qty*0.5}` half of it
 *   {n:24}          a count that scales with the servings ("24 balls" → "48 balls")
 *   {serves}        the number of servings
 *   {temp:180}      an oven or oil temperature in °C, shown in °F for imperial
 *   {len:23}        a length or pan size in cm ("23 x 33" too), shown in inches for imperial
 *   {m:0.25 cup}    a measure that is not an ingredient's amount (a ladle of batter): converted, not scaled
 */

export const COURSES = [
  'main',
  'side',
  'sauce',
  'soup',
  'salad',
  'dessert',
  'breakfast',
  'snack',
  'drink',
  'bread',
] as const;
export type TCourse = (typeof COURSES)[number];

const ZList = z.object({ en: z.array(z.string().min(1)), 'pt-BR': z.array(z.string().min(1)) });

/** A quantity: a number, or a range [low, high]. */
const ZQty = z.union([z.number().positive(), z.tuple([z.number().positive(), z.number().positive()])]);

export const RECIPE_UNITS = [
  'g',
  'kg',
  'ml',
  'l',
  'tsp',
  'tbsp',
  'cup',
  'oz',
  'lb',
  'fl-oz',
  'pinch',
  'dash',
  'handful',
  'clove',
  'slice',
  'can',
  'package',
  'jar',
  'bunch',
  'sprig',
  'stalk',
  'stick',
  'head',
  'leaf',
  'sheet',
  'piece',
  'drop',
] as const;
export type TRecipeUnit = (typeof RECIPE_UNITS)[number];

export const ZCookbookIngredient = z
  .object({
    /** The placeholder id in steps; the food key unless the food appears twice in the list. */
    id: z.string().regex(FOOD_KEY).optional(),
    food: z.string().regex(FOOD_KEY),
    q: ZQty.optional(),
    /** No unit: a count of the food itself ("2 eggs"). */
    u: z.enum(RECIPE_UNITS).optional(),
    size: z.enum(['small', 'medium', 'large']).optional(),
    /** The size of one can, jar or package: "1 can (400 g)" is q 1, u can, pack {q 400, u g}. */
    pack: z.object({ q: z.number().positive(), u: z.enum(['g', 'kg', 'ml', 'l', 'oz', 'lb', 'fl-oz']) }).optional(),
    /** "to taste" / "a gosto": no amount. */
    taste: z.boolean().optional(),
    /** A preparation key from src/knowledge/preps.json ("chopped"), or text per language. */
    prep: z.union([z.string().regex(FOOD_KEY), ZText]).optional(),
    /** A note after the line ("plus more for dusting", "or vegetable oil"). */
    note: ZText.optional(),
    /** The name as this recipe writes it, when the food's own name would not do. */
    name: ZText.optional(),
    optional: z.boolean().optional(),
  })
  .strict()
  .refine((i) => i.taste || i.q !== undefined, { message: 'an ingredient needs q (an amount) or taste: true' });
export type TCookbookIngredient = z.infer<typeof ZCookbookIngredient>;

export const ZSteps = z.array(ZText).min(1);

/**
 * Another version of the dish a cook knows as its own (vegetarian chili, the air-fryer coxinha):
 * changes to the ingredients and, where any step differs, its own steps.
 */
export const ZVariant = z
  .object({
    id: z.string().regex(FOOD_KEY),
    /** Diet versions are checked against the diet table; method versions name the method. */
    kind: z.enum(['diet', 'method', 'quick', 'light']),
    diets: z.array(z.string().regex(FOOD_KEY)).optional(),
    method: z.enum(['oven', 'airfryer', 'slow-cooker', 'pressure-cooker', 'grill', 'stovetop']).optional(),
    name: ZText,
    description: ZText.optional(),
    /** Ingredient ids replaced by these ingredients (same id in steps unless a new one is given). */
    swap: z.record(z.string(), ZCookbookIngredient).optional(),
    drop: z.array(z.string()).optional(),
    add: z.array(ZCookbookIngredient).optional(),
    /** The whole list of steps of this version, when any step differs. */
    steps: ZSteps.optional(),
    time: z
      .object({
        prep: z.number().int().min(0),
        cook: z.number().int().min(0),
        rest: z.number().int().min(0).optional(),
      })
      .optional(),
    tips: ZList.optional(),
  })
  .strict();
export type TVariant = z.infer<typeof ZVariant>;

export const ZCookbookRecipe = z
  .object({
    id: z.string().regex(FOOD_KEY),
    name: ZText,
    /** Other names people ask for it by, per language. */
    aliases: z
      .object({ en: z.array(z.string().min(1)), 'pt-BR': z.array(z.string().min(1)) })
      .partial()
      .optional(),
    /** The kind of dish (a key of src/knowledge/dish-types.json): "stew", "dumplings", "cake". */
    dish: z.string().regex(FOOD_KEY),
    course: z.enum(COURSES),
    also: z.array(z.enum(COURSES)).optional(),
    /** A key of src/knowledge/cuisines.json. */
    cuisine: z.string().regex(FOOD_KEY),
    description: ZText,
    servings: z.number().int().min(1).max(48),
    /** What it makes when that is how cooks count it ("24 cookies", "1 loaf"). */
    makes: z.object({ n: z.number().positive(), what: ZText }).optional(),
    time: z.object({
      prep: z.number().int().min(0),
      cook: z.number().int().min(0),
      /** Resting, rising, chilling or soaking time, not active. */
      rest: z.number().int().min(0).optional(),
    }),
    difficulty: z.enum(['Easy', 'Medium', 'Hard']),
    /** Keys of src/knowledge/equipment.json. */
    equipment: z.array(z.string().regex(FOOD_KEY)).default([]),
    ingredients: z.array(ZCookbookIngredient).min(1),
    steps: ZSteps,
    tips: ZList.optional(),
    variants: z.array(ZVariant).optional(),
  })
  .strict();
export type TCookbookRecipe = z.infer<typeof ZCookbookRecipe>;

/** A kind of dish, with the words people use for it (the wish "a curry", "um ensopado"). */
export const ZDishType = z
  .object({
    course: z.enum(COURSES),
    /** The first name is the dish type's own; the others may each be one dish ("pierogi"). */
    names: ZList,
    /** Other words for the dish type itself, never one dish ("sopinha", "soups"). */
    general: ZList.optional(),
    parent: z.string().regex(FOOD_KEY).optional(),
  })
  .strict();
export const ZDishTypes = z.record(z.string().regex(FOOD_KEY), ZDishType);

export const ZCuisine = z.object({ names: ZList, adjective: ZText, region: z.string().optional() }).strict();
export const ZCuisines = z.record(z.string().regex(FOOD_KEY), ZCuisine);

/** Equipment names, per language. */
export const ZEquipment = z.record(z.string().regex(FOOD_KEY), ZText);

/**
 * Preparations a list line may carry, per language. In Portuguese `@` agrees with the food
 * (picad@ → picado, picada, picados, picadas).
 */
export const ZPreps = z.record(z.string().regex(FOOD_KEY), ZText);

/**
 * An open dish (src/knowledge/open-dishes/<id>.json): a form where composing is safe (salad,
 * omelette, stir-fry, grain bowl, soup, toast, smoothie, pasta with a sauce), filled with the
 * cook's own foods. A food joins a group only when its kind is the group's and its record takes
 * the group's action; `{group}` in a step names the group's foods, `{time:group}` their time and
 * `{cue:group}` what to look for, all from the food records.
 */
export const ZOpenDish = z
  .object({
    id: z.string().regex(FOOD_KEY),
    dish: z.string().regex(FOOD_KEY),
    course: z.enum(COURSES),
    also: z.array(z.enum(COURSES)).optional(),
    name: ZText,
    description: ZText,
    /** Descriptions that hold only when some groups are filled (or empty: "!cooked"); the first that holds wins. */
    descriptions: z
      .array(z.object({ if: z.string().min(1), en: z.string().min(1), 'pt-BR': z.string().min(1) }).strict())
      .optional(),
    servings: z.number().int().min(1),
    time: z.object({ prep: z.number().int().min(0), cook: z.number().int().min(0) }),
    difficulty: z.enum(['Easy', 'Medium', 'Hard']),
    equipment: z.array(z.string().regex(FOOD_KEY)).default([]),
    /** Which open dish a cook would reach for first when several take the same foods. */
    rank: z.number().int().min(0).max(9),
    base: z.array(ZCookbookIngredient),
    groups: z.array(
      z
        .object({
          id: z.string().regex(FOOD_KEY),
          kinds: z.array(z.string()).min(1),
          /** The action every food of the group takes, first that the food knows. */
          actions: z.array(z.string()).min(1),
          min: z.number().int().min(0),
          max: z.number().int().min(1),
          /** Amount of each food per serving, in grams (or ml for liquids). */
          per: z.number().positive(),
          /** The food used when the cook has none for a group that needs one (rice for a bowl). */
          default: z.string().regex(FOOD_KEY).optional(),
          /** A preparation for the group's foods (a key of vocab preps). */
          prep: z.string().regex(FOOD_KEY).optional(),
        })
        .strict(),
    ),
    steps: z
      .array(z.object({ if: z.string().optional(), en: z.string().min(1), 'pt-BR': z.string().min(1) }).strict())
      .min(1),
    tips: ZList.optional(),
  })
  .strict();
export type TOpenDish = z.infer<typeof ZOpenDish>;
