/**
 * The generation form's validation (spec sections 3, 5 and 9). Apart from generate-form.ts because
 * it needs zod, which Home loads with the first submit rather than with the page (issue 19).
 */
import { z } from 'zod';
import { RECIPE_COUNT, TIME_LIMITS } from '../../../../../shared/constants.ts';
import { LIMITS } from './generate-form.ts';

export const ZGenerateForm = z.object({
  dishType: z.string().max(LIMITS.dishType),
  recipeCount: z
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(RECIPE_COUNT.min).max(RECIPE_COUNT.max)),
  timeLimit: z.union([z.enum(TIME_LIMITS), z.literal('')]),
  availableIngredients: z.array(z.string().trim().min(1).max(LIMITS.ingredient)).max(LIMITS.ingredients),
  preferences: z.string().max(LIMITS.preferences),
});
