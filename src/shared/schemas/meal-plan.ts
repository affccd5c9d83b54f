import { z } from 'zod';
import { numberInput } from './number-input.ts';
import { AI_PLAN, MEAL_TYPES } from '../constants.ts';
import { ZDate, ZDateRange } from './calendar-date.ts';
import { ZRecipe } from './recipe.ts';

export { ZDate, ZDateRange };

/** Both readings of the spec: startDate/endDate, or weekStart/weekEnd (+ an ignored userId). */
export const ZMealPlanCreate = z
  .object({
    name: z.string().trim().min(1).max(120),
    startDate: ZDate.optional(),
    endDate: ZDate.optional(),
    weekStart: ZDate.optional(),
    weekEnd: ZDate.optional(),
    userId: z.unknown().optional(),
    notes: z.string().trim().max(1000).nullish(),
  })
  .transform((v, ctx) => {
    const startDate = v.startDate ?? v.weekStart;
    const endDate = v.endDate ?? v.weekEnd;
    if (!startDate) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'startDate (or weekStart) is required' });
      return z.NEVER;
    }
    if (!endDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate (or weekEnd) is required' });
      return z.NEVER;
    }
    if (endDate < startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate must not be before startDate' });
      return z.NEVER;
    }
    const days = (Date.parse(endDate) - Date.parse(startDate)) / 86400000;
    if (days > 31) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'A plan can span at most 32 days' });
      return z.NEVER;
    }
    return { name: v.name, startDate, endDate, notes: v.notes ?? null };
  });
export type TMealPlanCreate = z.infer<typeof ZMealPlanCreate>;

export const ZMealPlan = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type TMealPlan = z.infer<typeof ZMealPlan>;

export const ZMealPlanItemCreate = z.object({
  recipeId: z.string().max(100),
  mealDate: ZDate,
  mealType: z.enum(MEAL_TYPES),
  servings: numberInput(z.number().int().min(1, 'Servings must be at least 1').max(100)).default(2),
  notes: z.string().trim().max(1000).nullish(),
});
export type TMealPlanItemCreate = z.infer<typeof ZMealPlanItemCreate>;

export const ZMealPlanItem = z.object({
  id: z.string(),
  mealPlanId: z.string(),
  recipeId: z.string(),
  mealDate: z.string(),
  mealType: z.enum(MEAL_TYPES),
  servings: z.number(),
  notes: z.string().nullable(),
  completed: z.boolean(),
  recipe: ZRecipe,
  /** First name of the household member who planned it. */
  addedBy: z.string().nullable().optional(),
});
export type TMealPlanItem = z.infer<typeof ZMealPlanItem>;

export const ZMealPlanGenerate = z.object({
  startDate: ZDate,
  endDate: ZDate,
  preferences: z.string().trim().max(1000).optional().default(''),
  dietaryRestrictions: z.string().trim().max(1000).optional().default(''),
  maxCookingTime: numberInput(z.number().int().min(AI_PLAN.maxTimeMin).max(AI_PLAN.maxTimeMax)).optional(),
  peopleCount: numberInput(z.number().int().min(AI_PLAN.peopleMin).max(AI_PLAN.peopleMax)).default(
    AI_PLAN.peopleDefault,
  ),
  includeUserRecipes: z.boolean().default(true),
  language: z.string().max(20).optional(),
});
export type TMealPlanGenerate = z.infer<typeof ZMealPlanGenerate>;
