import { z } from 'zod';

/** Per-serving figures: energy in kcal, sodium in mg, the rest in grams. */
export const ZNutrients = z.object({
  kcal: z.number(),
  protein: z.number(),
  carbohydrate: z.number(),
  fiber: z.number(),
  sugars: z.number(),
  fat: z.number(),
  saturatedFat: z.number(),
  sodium: z.number(),
});

/** GET /api/recipes/:id/nutrition: per serving, with how many ingredient lines it is based on. */
export const ZRecipeNutrition = z.object({
  servings: z.number(),
  perServing: ZNutrients,
  /** Ingredient lines with a name, and how many of them were counted. */
  lines: z.number(),
  counted: z.number(),
  /**
   * Lines not counted: 'unknown' food, no USDA figures for it ('no-data'), or an amount with no
   * weight ('unmeasured': "to taste");
   * `matters` when leaving it out makes the figures too low ("3 cans black beans", not "salt").
   */
  uncounted: z.array(
    z.object({
      name: z.string(),
      amount: z.string(),
      reason: z.enum(['unknown', 'no-data', 'unmeasured']),
      matters: z.boolean(),
    }),
  ),
  /** Every ingredient that carries energy was counted (only then is it published in JSON-LD). */
  complete: z.boolean(),
  source: z.string(),
});
export type TRecipeNutrition = z.infer<typeof ZRecipeNutrition>;
