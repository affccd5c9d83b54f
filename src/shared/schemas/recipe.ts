import { z } from 'zod';
import { numberInput } from './number-input.ts';
import { DIFFICULTIES, LIMITS, RECIPE_COUNT, UNIT_SYSTEMS } from '../constants.ts';
import { acceptableImageUrl } from '../image-url.ts';
import { normalizeDifficulty } from './recipe-rules.ts';
import { ZFoodFacts } from './food-facts.ts';
import { ZRecipeNutrition } from './nutrition.ts';

export { MODIFY_ACTIONS, normalizeDifficulty, type TModifyAction } from './recipe-rules.ts';

/** Only web addresses: http(s) URLs (no javascript:, data: or file: schemes). */
export const ZHttpUrl = z
  .string()
  .trim()
  .max(LIMITS.url)
  .url('Enter a valid web address')
  .refine((v) => /^https?:\/\//i.test(v), 'Only http and https addresses are allowed');

export const ZIngredient = z.object({
  name: z.string().max(LIMITS.ingredientName),
  amount: z.string().max(LIMITS.ingredientAmount).default(''),
});
export type TIngredient = z.infer<typeof ZIngredient>;

export const ZDifficultyInput = z
  .string()
  .max(20)
  .transform((v) => normalizeDifficulty(v))
  .pipe(z.enum(DIFFICULTIES, { message: 'Difficulty must be Easy, Medium or Hard' }));

/**
 * The base recipe: every field a cook owns, as it is stored and returned. It is the one list of
 * recipe fields; every other recipe shape below (and the chef's, the LLM's, the archive's and the
 * editor's) is derived from it with pick/omit/extend, and the rules objects are checked against
 * its keys with `satisfies`, so adding a field here makes the compiler point at each shape that
 * must decide about it. tests/architecture/add-a-field.test.ts follows the fields through every
 * layer (DB, API, web type, backup archive, PATCH merge).
 */
export const ZRecipeBase = z.object({
  title: z.string(),
  description: z.string().nullable(),
  prepTime: z.number(),
  cookTime: z.number(),
  servings: z.number(),
  difficulty: z.string(),
  ingredients: z.array(z.object({ name: z.string(), amount: z.string() })),
  instructions: z.array(z.string()),
  tags: z.array(z.string()),
  tips: z.array(z.string()),
  imageUrl: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  originalUnitSystem: z.enum(UNIT_SYSTEMS),
});
export type TRecipeBase = z.infer<typeof ZRecipeBase>;
export type TRecipeField = keyof TRecipeBase;
/** Rules for exactly the fields K (checked with `satisfies`: none missing, none extra). */
export type FieldRules<K extends PropertyKey> = { [F in K]: z.ZodType };

/**
 * Every editable field, without defaults: partial updates (PATCH, copy overrides) must leave an
 * absent field absent — zod 4 applies a default even under .partial().
 */
export const ZRecipeFields = z.object({
  title: z.string().max(LIMITS.title),
  description: z.string().max(LIMITS.description).nullish(),
  prepTime: numberInput(z.number().int().min(0).max(LIMITS.minutes)),
  cookTime: numberInput(z.number().int().min(0).max(LIMITS.minutes)),
  servings: numberInput(z.number().int().min(1).max(LIMITS.servings)),
  difficulty: ZDifficultyInput,
  ingredients: z.array(ZIngredient).max(LIMITS.ingredients * 2),
  instructions: z.array(z.string().max(LIMITS.instruction)).max(LIMITS.instructions * 2),
  tags: z.array(z.string().max(LIMITS.tag * 4)).max(LIMITS.tags * 2),
  tips: z.array(z.string().max(LIMITS.tip)).max(LIMITS.tips * 2),
  imageUrl: z
    .string()
    .max(LIMITS.url)
    .refine(
      (v) => v.trim() === '' || acceptableImageUrl(v) !== null,
      'Image URL must be an https address or an image stored on this site (/media/…).',
    )
    .nullish(),
  sourceUrl: ZHttpUrl.nullish(),
  originalUnitSystem: z.enum(UNIT_SYSTEMS).optional(),
} satisfies FieldRules<TRecipeField>);

/** Recipe content as a cook creates it (the body of POST /api/recipes), with the spec's defaults. */
export const ZRecipeContent = ZRecipeFields.extend({
  prepTime: ZRecipeFields.shape.prepTime.default(0),
  cookTime: ZRecipeFields.shape.cookTime.default(0),
  servings: ZRecipeFields.shape.servings.default(1),
  difficulty: ZDifficultyInput.default('Medium'),
  tags: ZRecipeFields.shape.tags.default([]),
  tips: ZRecipeFields.shape.tips.default([]),
});
export type TRecipeContent = z.infer<typeof ZRecipeContent>;

/**
 * The rating an imported recipe carried where it came from ("4.6 by 1,743 on allrecipes.com"):
 * the source's visitors', shown as theirs, never counted as anyone's review here.
 */
export const ZSourceRating = z.object({
  value: z.number(),
  best: z.number(),
  count: z.number().int().nullable(),
  site: z.string().nullable(),
});
export type TSourceRating = z.infer<typeof ZSourceRating>;

/** A recipe as the API returns it: the base fields plus identity, flags and dates. */
export const ZRecipe = ZRecipeBase.extend({
  /** Imported: its rating at the source, when it had one. */
  sourceRating: ZSourceRating.nullable().optional(),
  id: z.string(),
  /** The owner's id: only in the owner's own responses. */
  userId: z.string().optional(),
  isFavorite: z.boolean(),
  isPublic: z.boolean(),
  /** private, household (the owner's household may read it) or public. */
  visibility: z.enum(['private', 'household', 'public']).optional(),
  language: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * The food each ingredient line names (null: none known), in the order of `ingredients`: what
   * the page converts and scales by. Worked out by the server; never written by a client.
   */
  foods: z.array(ZFoodFacts.nullable()).optional(),
  /** Nutrition per serving from the ingredients (USDA SR24), as GET /api/recipes/:id/nutrition gives it. */
  nutrition: ZRecipeNutrition.optional(),
});
export type TRecipe = z.infer<typeof ZRecipe>;

/** The fields the chef and the importer write (and the editor saves): no image, source or unit system. */
export const ZRecipeDraftFields = ZRecipeBase.omit({ imageUrl: true, sourceUrl: true, originalUnitSystem: true });
export type TRecipeDraftField = keyof z.infer<typeof ZRecipeDraftFields>;

/**
 * A draft with every field required and no defaults: what an LLM must answer (providers with strict
 * structured output reject defaults) and the rules a meal suggestion's recipe follows.
 */
export const ZRecipeDraftStrict = ZRecipeDraftFields.extend({
  title: z.string().min(1).max(LIMITS.title),
  description: z.string().max(LIMITS.description),
  prepTime: z.number().int().min(0).max(LIMITS.minutes),
  cookTime: z.number().int().min(0).max(LIMITS.minutes),
  servings: z.number().int().min(1).max(LIMITS.servings),
  difficulty: z.enum(DIFFICULTIES),
  ingredients: z.array(z.object({ name: z.string().min(1), amount: z.string() })).min(1),
  instructions: z.array(z.string().min(1)).min(1),
  tags: z.array(z.string()),
  tips: z.array(z.string()),
} satisfies FieldRules<TRecipeDraftField>);

/** A recipe produced by the chef or the importer before it is saved (no id, owner or flags). */
export const ZRecipeDraft = ZRecipeDraftStrict.extend({
  description: ZRecipeDraftStrict.shape.description.default(''),
  tags: ZRecipeDraftStrict.shape.tags.default([]),
  tips: ZRecipeDraftStrict.shape.tips.default([]),
});
export type TRecipeDraft = z.infer<typeof ZRecipeDraft>;

export const ZGenerateRequest = z.object({
  dishType: z.string().max(500).optional().default(''),
  timeLimit: z.string().max(50).optional().default(''),
  preferences: z.string().max(1000).optional().default(''),
  recipeCount: numberInput(z.number().int().min(RECIPE_COUNT.min).max(RECIPE_COUNT.max)).default(RECIPE_COUNT.default),
  availableIngredients: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
  language: z.string().max(20).optional().default('en'),
});
export type TGenerateRequest = z.infer<typeof ZGenerateRequest>;
