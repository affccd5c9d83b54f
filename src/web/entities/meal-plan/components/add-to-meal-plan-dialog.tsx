import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarPlus, Loader2 } from 'lucide-react';
import type { TMealType } from '../../../../shared/constants.ts';
import type { TRecipe } from '../../../../shared/schemas/recipe.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useAddMeal } from '../api/add-meal.ts';
import { parseServings, recipeDefaultServings } from '../model/servings.ts';
import { formatMediumDate, parseIsoDate, toIsoDate } from '../model/week.ts';
import { showAddMealError } from './meal-toasts.ts';
import { MealTypeSelect } from './meal-type-select.tsx';
import { ServingsField } from './servings-field.tsx';

export type MealPlanRecipe = Pick<TRecipe, 'id' | 'title' | 'servings'>;

/** Spec section 9: the day is today, the meal dinner, the servings the recipe's own (4 if unknown). */
export const ADD_TO_PLAN_DEFAULT_MEAL: TMealType = 'dinner';

export interface AddToMealPlanDialogProps {
  recipe: MealPlanRecipe;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The recipe card's meal-plan dialog (spec "Other surfaces"): a day, a meal and servings. */
export function AddToMealPlanDialog({ recipe, open, onOpenChange }: AddToMealPlanDialogProps) {
  const { t } = useTranslation('meal-planner');
  const { t: tc } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc('actions.close')} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('addToPlan.title')}</DialogTitle>
          <DialogDescription>{t('addToPlan.description', { title: recipe.title })}</DialogDescription>
        </DialogHeader>
        {open ? <AddToMealPlanForm recipe={recipe} close={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AddToMealPlanForm({ recipe, close }: { recipe: MealPlanRecipe; close: () => void }) {
  const { t } = useTranslation('meal-planner');
  const dateId = useId();
  const dateErrorId = useId();
  const typeId = useId();
  const defaultServings = recipeDefaultServings(recipe.servings);
  const [date, setDate] = useState(() => toIsoDate(new Date()));
  const [mealType, setMealType] = useState<TMealType>(ADD_TO_PLAN_DEFAULT_MEAL);
  const [servings, setServings] = useState(String(defaultServings));
  const add = useAddMeal();
  const day = parseIsoDate(date);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!day || add.isPending) return;
    add.mutate(
      { recipeId: recipe.id, mealDate: date, mealType, servings: parseServings(servings, defaultServings) },
      {
        onSuccess: () => {
          toast({
            title: t('toasts.addedToPlan'),
            description: t('toasts.addedToPlanDescription', {
              title: recipe.title,
              mealType: t(`mealTypesLower.${mealType}`),
              date: formatMediumDate(day, currentLanguage()),
            }),
          });
          close();
        },
        onError: (error) => showAddMealError(t, error, t('toasts.addToPlanFailed'), true),
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-busy={add.isPending || undefined}>
      <div className="flex flex-col gap-2">
        <Label htmlFor={dateId}>{t('addToPlan.date')}</Label>
        <Input
          id={dateId}
          type="date"
          required
          value={date}
          onChange={(e) => setDate(e.target.value)}
          aria-invalid={!day || undefined}
          aria-describedby={!day ? dateErrorId : undefined}
        />
        {!day ? (
          <p id={dateErrorId} className="text-sm text-destructive">
            {t('addToPlan.invalidDate')}
          </p>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-2">
          <Label htmlFor={typeId}>{t('addToPlan.mealType')}</Label>
          <MealTypeSelect id={typeId} value={mealType} onChange={setMealType} />
        </div>
        <ServingsField label={t('addToPlan.servings')} value={servings} onChange={setServings} />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={close}>
          {t('addToPlan.cancel')}
        </Button>
        <Button type="submit" disabled={!day || add.isPending}>
          {add.isPending ? (
            <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
          ) : (
            <CalendarPlus aria-hidden="true" />
          )}
          {add.isPending ? t('addToPlan.adding') : t('addToPlan.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
