import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2, Plus } from 'lucide-react';
import type { TMealType } from '../../../../shared/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import {
  ADD_MEAL_DEFAULT_SERVINGS,
  formatDayInSentence,
  parseServings,
  ServingsField,
  showAddMealError,
  toIsoDate,
  useAddMeal,
} from '../../../entities/meal-plan/index.ts';
import { RecipePicker, totalTime, type TRecipeCard } from '../../../entities/recipe/index.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { cn } from '../../../lib/utils.ts';

export interface AddMealTarget {
  date: Date;
  mealType: TMealType;
}

/**
 * The add-meal dialog (spec section 5): pick one of your recipes (searched by title, tags or
 * description), servings (2 by default), optional notes; submit stays disabled until a recipe is
 * chosen.
 */
export function AddMealDialog({ target, onClose }: { target: AddMealTarget | null; onClose: () => void }) {
  const { t } = useTranslation('meal-planner');
  const { t: tc } = useTranslation();
  const open = target !== null;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent closeLabel={tc('actions.close')} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('addMeal.title')}</DialogTitle>
          <DialogDescription>
            {target
              ? t('addMeal.description', {
                  mealType: t(`mealTypes.${target.mealType}`),
                  date: formatDayInSentence(target.date, currentLanguage()),
                })
              : null}
          </DialogDescription>
        </DialogHeader>
        {target ? <AddMealForm target={target} close={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AddMealForm({ target, close }: { target: AddMealTarget; close: () => void }) {
  const { t } = useTranslation('meal-planner');
  const notesId = useId();
  const hintId = useId();
  const [recipe, setRecipe] = useState<TRecipeCard | null>(null);
  const [servings, setServings] = useState(String(ADD_MEAL_DEFAULT_SERVINGS));
  const [notes, setNotes] = useState('');
  const add = useAddMeal();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!recipe || add.isPending) return;
    const mealDate = toIsoDate(target.date);
    add.mutate(
      { recipeId: recipe.id, mealDate, mealType: target.mealType, servings: parseServings(servings), notes },
      {
        onSuccess: () => {
          toast({
            title: t('toasts.mealAdded'),
            description: t('toasts.mealAddedDescription', {
              title: recipe.title,
              mealType: t(`mealTypesLower.${target.mealType}`),
              date: formatDayInSentence(target.date, currentLanguage()),
            }),
          });
          close();
        },
        onError: (error) => showAddMealError(t, error, t('toasts.addMealFailed'), false),
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-busy={add.isPending || undefined}>
      <RecipeChooser selected={recipe} onSelect={setRecipe} />
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <ServingsField label={t('addMeal.servings')} value={servings} onChange={setServings} />
        <div className="flex flex-col gap-2">
          <Label htmlFor={notesId}>{t('addMeal.notes')}</Label>
          <Textarea
            id={notesId}
            rows={1}
            maxLength={1000}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            placeholder={t('addMeal.notesPlaceholder')}
          />
        </div>
      </div>
      {!recipe ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('addMeal.chooseRecipe')}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={close}>
          {t('addMeal.cancel')}
        </Button>
        <Button type="submit" disabled={!recipe || add.isPending} aria-describedby={!recipe ? hintId : undefined}>
          {add.isPending ? (
            <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
          ) : (
            <Plus aria-hidden="true" />
          )}
          {add.isPending ? t('addMeal.adding') : t('addMeal.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The user's recipes as radio buttons, searched on the server by title, tags or description. */
function RecipeChooser({
  selected,
  onSelect,
}: {
  selected: TRecipeCard | null;
  onSelect: (recipe: TRecipeCard) => void;
}) {
  const { t } = useTranslation('meal-planner');
  const groupName = useId();
  return (
    <RecipePicker
      texts={{
        searchLabel: t('addMeal.search'),
        searchPlaceholder: t('addMeal.searchPlaceholder'),
        loading: t('addMeal.loading'),
        failed: t('addMeal.failed'),
        retry: t('addMeal.retry'),
        noRecipes: t('addMeal.noRecipes'),
        noMatches: t('addMeal.noMatches'),
        more: (shown, total) => t('addMeal.more', { shown, total }),
      }}
      legend={t('addMeal.recipes')}
      renderRow={(recipe) => {
        const checked = selected?.id === recipe.id;
        const minutes = totalTime(recipe);
        return (
          <li>
            <label
              className={cn(
                'flex cursor-pointer items-start gap-3 px-3 py-2.5 hover:bg-accent/60 has-[:focus-visible]:bg-accent',
                checked && 'bg-primary/10 hover:bg-primary/10',
              )}
            >
              <input
                type="radio"
                name={groupName}
                value={recipe.id}
                checked={checked}
                onChange={() => onSelect(recipe)}
                className="mt-1 size-4 shrink-0 accent-[var(--color-primary)]"
              />
              <span className="flex min-w-0 flex-col">
                <span className="text-sm font-medium break-words">{recipe.title}</span>
                <span className="truncate text-xs text-muted-foreground">
                  {[minutes > 0 ? t('addMeal.minutes', { count: minutes }) : null, ...recipe.tags.slice(0, 3)]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
            </label>
          </li>
        );
      }}
    />
  );
}
