import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { AddToMealPlanDialog, type MealPlanRecipe } from './add-to-meal-plan-dialog.tsx';
import { bundleMealPlannerTexts } from '../i18n.ts';

bundleMealPlannerTexts();

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
      >
        <CalendarPlus aria-hidden="true" />
        {withLabel ? t('addToPlan.button') : null}
      </Button>
      {open ? <AddToMealPlanDialog recipe={recipe} open={open} onOpenChange={setOpen} /> : null}
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
