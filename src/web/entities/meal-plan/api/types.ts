import type { z } from 'zod';
import type { TMealSuggestion, TMealPlanRequestInput } from '../../../../shared/schemas/chef.ts';
import type { TMealPlanItem, ZMealPlan, ZMealPlanItemCreate } from '../../../../shared/schemas/meal-plan.ts';

export type { TMealPlanItem, TMealSuggestion };
export type TMealPlan = z.infer<typeof ZMealPlan>;
export type TMealPlanItemInput = z.input<typeof ZMealPlanItemCreate>;
/** The body of POST /api/meal-plans/generate. */
export type TMealPlanGenerateInput = TMealPlanRequestInput;

export interface TMealPlanCreateInput {
  name: string;
  startDate: string;
  endDate: string;
  notes?: string | null;
}
