import type { TMealSuggestion } from '../../../../shared/schemas/chef.ts';
import type { TMealPlan, TMealPlanItem } from '../../../../shared/schemas/meal-plan.ts';
import type { ApiBody } from '../../../lib/api/types.ts';

export type { TMealPlan, TMealPlanItem, TMealSuggestion };
/** The body of POST /api/meal-plans/:planId/items. */
export type TMealPlanItemInput = ApiBody<'/api/meal-plans/{planId}/items', 'post'>;
/** The body of POST /api/meal-plans/generate. */
export type TMealPlanGenerateInput = ApiBody<'/api/meal-plans/generate', 'post'>;

/**
 * The body of POST /api/meal-plans. The server also reads weekStart/weekEnd (the spec's other
 * wording); the web always sends startDate and endDate, and reads them back (ensureMealPlan).
 */
export type TMealPlanCreateInput = Omit<ApiBody<'/api/meal-plans', 'post'>, 'weekStart' | 'weekEnd' | 'userId'> & {
  startDate: string;
  endDate: string;
};
