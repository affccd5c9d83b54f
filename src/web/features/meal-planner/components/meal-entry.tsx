import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useDeleteMeal, useToggleMeal, type TMealPlanItem } from '../../../entities/meal-plan/index.ts';
import { useOfferTakeOut } from '../../../entities/pantry/index.ts';
import { bundleHouseholdTexts } from '../../../entities/household/index.ts';
import { totalTime } from '../../../entities/recipe/index.ts';
import { useAuth } from '../../../lib/auth.ts';
import { cn } from '../../../lib/utils.ts';
import { cardNote } from '../lib/card-note.ts';

bundleHouseholdTexts();

/**
 * One planned meal (spec section 2): a completion toggle, the recipe title (opens the recipe),
 * the servings, the notes (less what the card already shows) and delete.
 */
export function MealEntry({
  meal,
  dayLabel,
  onOpenRecipe,
}: {
  meal: TMealPlanItem;
  /** The day in words, for the labels read aloud ("Sunday, Jan 5"). */
  dayLabel: string;
  onOpenRecipe: (meal: TMealPlanItem) => void;
}) {
  const { t } = useTranslation('meal-planner');
  const { t: tHousehold } = useTranslation('household');
  const { user } = useAuth();
  const notesId = useId();
  const toggle = useToggleMeal();
  const offerTakeOut = useOfferTakeOut();
  const remove = useDeleteMeal();
  const title = meal.recipe.title;
  const mealType = t(`mealTypesLower.${meal.mealType}`);
  const minutes = totalTime(meal.recipe);
  // The note less what the card already shows (the meal, its time and servings): the key is the
  // meal's English word, the translation its word on this screen.
  const note = cardNote(meal.notes, [meal.mealType, mealType]);

  return (
    <li
      className={cn(
        'flex flex-col gap-1 rounded-lg border bg-card p-2 text-sm shadow-xs transition-colors',
        meal.completed && 'bg-muted/60',
        remove.isPending && 'opacity-60',
      )}
    >
      {/* The title has the card's whole width: in the seven-day grid a column beside the checkbox
          was narrower than words like "Cheeseburger", which broke inside the word. */}
      <div className="flex items-start">
        <button
          type="button"
          onClick={() => onOpenRecipe(meal)}
          aria-label={t('grid.open', { title })}
          aria-describedby={note ? notesId : undefined}
          className={cn(
            'min-w-0 flex-1 rounded text-left leading-snug font-medium hyphens-auto [overflow-wrap:anywhere] hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            meal.completed && 'text-muted-foreground line-through',
          )}
        >
          {title}
        </button>
      </div>
      <div className="flex items-center justify-between gap-1">
        <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          <Checkbox
            className="shrink-0"
            checked={meal.completed}
            aria-label={t('grid.completed', { title })}
            onCheckedChange={() =>
              toggle.mutate(meal.id, {
                // Cooked: its ingredients can come out of the pantry.
                onSuccess: (item) => {
                  if (item.completed) offerTakeOut(item.id, title);
                },
                onError: () =>
                  toast({
                    title: t('toasts.errorTitle'),
                    description: t('toasts.toggleFailed'),
                    variant: 'destructive',
                  }),
              })
            }
          />
          {t('grid.servings', { count: meal.servings })}
          {/* The recipe's own times, whatever a plan's note said about them. */}
          {minutes > 0 ? (
            <span>
              <span aria-hidden="true">· </span>
              {t('grid.time', { count: minutes })}
            </span>
          ) : null}
          {/* Household: a recipe shared with it, and who planned the meal when it was someone else. */}
          {meal.recipe.visibility === 'household' ? <Badge variant="outline">{tHousehold('badge')}</Badge> : null}
          {meal.addedBy && meal.addedBy !== user?.firstName ? (
            <span data-testid="added-by">{tHousehold('addedBy', { name: meal.addedBy })}</span>
          ) : null}
        </span>
        <Button
          variant="ghost"
          size="icon"
          className="-my-1 -mr-1 size-8 shrink-0 text-muted-foreground hover:text-destructive"
          aria-label={t('grid.remove', { title, mealType, day: dayLabel })}
          title={t('grid.remove', { title, mealType, day: dayLabel })}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(meal.id, {
              onSuccess: () =>
                toast({ title: t('toasts.mealRemoved'), description: t('toasts.mealRemovedDescription', { title }) }),
              onError: () =>
                toast({ title: t('toasts.errorTitle'), description: t('toasts.removeFailed'), variant: 'destructive' }),
            })
          }
        >
          {remove.isPending ? (
            <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
          ) : (
            <Trash2 aria-hidden="true" />
          )}
        </Button>
      </div>
      {note ? (
        <p id={notesId} title={note} className="line-clamp-2 pl-7 text-xs text-muted-foreground italic">
          {note}
        </p>
      ) : null}
    </li>
  );
}
