import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { OpeningOverlay } from '../../../components/ui/opening-overlay.tsx';
import { lazyOnDemand } from '../../../lib/lazy-on-demand.ts';
import type { MealPlanRecipe } from './add-to-meal-plan-dialog.tsx';

// The dialog (date-fns, the week picker) loads on first use: every card shows this button.
const dialog = lazyOnDemand(() => import('./add-to-meal-plan-dialog.tsx').then((m) => m.AddToMealPlanDialog));

/** Opens the Add to Meal Plan dialog; `withLabel` shows the text (modal toolbar), else an icon (card). */
export function AddToMealPlanButton({ recipe, withLabel = false }: { recipe: MealPlanRecipe; withLabel?: boolean }) {
  const { t } = useTranslation('meal-planner');
  const [open, setOpen] = useState(false);
  const label = t('addToPlan.buttonFor', { title: recipe.title });
  return (
    <>
      <Button
        variant="outline"
        size={withLabel ? 'sm' : 'icon'}
        aria-label={withLabel ? undefined : label}
        title={label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={dialog.preload}
        onFocus={dialog.preload}
      >
        <CalendarPlus aria-hidden="true" />
        {withLabel ? t('addToPlan.button') : null}
      </Button>
      {open ? (
        <Suspense fallback={<OpeningOverlay />}>
          <dialog.Component recipe={recipe} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Slots for the recipe entity's extension registry (cardActions / modalActions). */
export function MealPlanCardAction({ recipe }: { recipe: MealPlanRecipe }) {
  return <AddToMealPlanButton recipe={recipe} />;
}

export function MealPlanModalAction({ recipe }: { recipe: MealPlanRecipe }) {
  return <AddToMealPlanButton recipe={recipe} withLabel />;
}
