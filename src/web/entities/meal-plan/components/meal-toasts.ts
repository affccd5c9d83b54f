import type { TFunction } from 'i18next';
import { getErrorMessage } from '../../../lib/api.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import { MealPlanUnavailableError } from '../api/ensure-meal-plan.ts';

/**
 * The error toast of a failed add (spec section 8): 'Failed to create meal plan' when no plan
 * could be had; otherwise 'Error' with `description` (the server's message when `withMessage`).
 */
export function showAddMealError(
  t: TFunction<'meal-planner'>,
  error: unknown,
  fallback: string,
  withMessage: boolean,
): void {
  const description =
    error instanceof MealPlanUnavailableError
      ? t('toasts.createPlanFailed')
      : withMessage
        ? getErrorMessage(error, fallback)
        : fallback;
  toast({ title: t('toasts.errorTitle'), description, variant: 'destructive' });
}
