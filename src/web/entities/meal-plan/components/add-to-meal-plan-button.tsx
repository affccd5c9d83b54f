import { useTranslation } from 'react-i18next';
import { CalendarPlus } from 'lucide-react';
import { LazyDialogButton } from '../../../components/ui/lazy-dialog-button.tsx';
import { lazyOnDemand } from '../../../lib/lazy-on-demand.ts';
import type { MealPlanRecipe } from './add-to-meal-plan-dialog.tsx';

// The dialog (date-fns, the week picker) loads on first use: every card shows this button.
const dialog = lazyOnDemand(() => import('./add-to-meal-plan-dialog.tsx').then((m) => m.AddToMealPlanDialog));

/** Opens the Add to Meal Plan dialog; `withLabel` shows the text (modal toolbar), else an icon (card). */
export function AddToMealPlanButton({ recipe, withLabel = false }: { recipe: MealPlanRecipe; withLabel?: boolean }) {
  const { t } = useTranslation('card-actions');
  return (
    <LazyDialogButton
      dialog={dialog}
      dialogProps={{ recipe }}
      icon={<CalendarPlus aria-hidden="true" />}
      text={withLabel ? t('mealPlan.button') : undefined}
      title={t('mealPlan.buttonFor', { title: recipe.title })}
    />
  );
}

/** Slots for the recipe entity's extension registry (cardActions / modalActions). */
export function MealPlanCardAction({ recipe }: { recipe: MealPlanRecipe }) {
  return <AddToMealPlanButton recipe={recipe} />;
}

export function MealPlanModalAction({ recipe }: { recipe: MealPlanRecipe }) {
  return <AddToMealPlanButton recipe={recipe} withLabel />;
}
