import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Loader2, Star } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useMealPlanItems, useToggleMeal } from '../../../entities/meal-plan/index.ts';
import { useOfferTakeOut } from '../../../entities/pantry/index.ts';
import { RecipeRatingSection } from '../../../entities/rating/index.ts';

/** The planned meal cook mode was opened for (from the planner: /cook/:id?meal=…&date=…). */
export interface PlannedMeal {
  id: string;
  /** The meal's day (YYYY-MM-DD): its week's items tell whether it is already done. */
  date: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The planned meal named by the cook page's query (`meal`, `date`), or null when there is none. */
export function plannedMealOf(search: string): PlannedMeal | null {
  const params = new URLSearchParams(search);
  const id = params.get('meal')?.trim() ?? '';
  const date = params.get('date') ?? '';
  return id && DATE.test(date) ? { id, date } : null;
}

/**
 * On cook mode's last step, for a meal opened from the planner: mark the meal done (then, as in the
 * planner, offer to take its ingredients out of the pantry) and rate the recipe, without leaving
 * the kitchen screen.
 */
export function PlannedMealFinish({ meal, recipeId, title }: { meal: PlannedMeal; recipeId: string; title: string }) {
  const { t } = useTranslation('kitchen');
  const items = useMealPlanItems({ startDate: meal.date, endDate: meal.date });
  const toggle = useToggleMeal();
  const offerTakeOut = useOfferTakeOut();
  const [rating, setRating] = useState(false);
  const item = items.data?.find((m) => m.id === meal.id);
  // An id the week does not hold (deleted meanwhile, someone else's): only the rating is offered.
  const known = items.isSuccess && item !== undefined;

  return (
    <section aria-labelledby="cook-finish-heading" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <h2 id="cook-finish-heading" className="text-lg font-semibold">
        {t('cook.meal.heading')}
      </h2>
      <div className="flex flex-wrap gap-2">
        {known && item.completed ? (
          <p role="status" className="flex items-center gap-2 text-sm font-medium">
            <CheckCircle2 aria-hidden="true" className="size-5 text-brand-700" />
            {t('cook.meal.marked')}
          </p>
        ) : known ? (
          <Button
            size="lg"
            disabled={toggle.isPending}
            onClick={() =>
              toggle.mutate(meal.id, {
                onSuccess: (done) => {
                  if (done.completed) offerTakeOut(done.id, title);
                },
                onError: () => toast({ title: t('cook.meal.markFailed'), variant: 'destructive' }),
              })
            }
          >
            {toggle.isPending ? (
              <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            ) : (
              <CheckCircle2 aria-hidden="true" />
            )}
            {t('cook.meal.markDone')}
          </Button>
        ) : null}
        {rating ? null : (
          <Button size="lg" variant="outline" onClick={() => setRating(true)}>
            <Star aria-hidden="true" />
            {t('cook.meal.rate')}
          </Button>
        )}
      </div>
      {rating ? <RecipeRatingSection recipeId={recipeId} headingLevel={3} /> : null}
    </section>
  );
}
