import { useDeferredValue, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2, Plus, Search } from 'lucide-react';
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
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import {
  ADD_MEAL_DEFAULT_SERVINGS,
  formatLongDay,
  parseServings,
  SERVINGS_MAX,
  SERVINGS_MIN,
  showAddMealError,
  toIsoDate,
  useAddMeal,
} from '../../../entities/meal-plan/index.ts';
import { totalTime, useRecipes, type TRecipeCard } from '../../../entities/recipe/index.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { cn } from '../../../lib/utils.ts';
import { ErrorRetry } from '../../../components/ui/error-retry.tsx';

/** How many recipes the picker lists at once; a search narrows the rest. */
export const MEAL_PICKER_PAGE_SIZE = 50;

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
                  date: formatLongDay(target.date, currentLanguage()),
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
  const servingsId = useId();
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
              date: formatLongDay(target.date, currentLanguage()),
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
        <div className="flex flex-col gap-2">
          <Label htmlFor={servingsId}>{t('addMeal.servings')}</Label>
          <Input
            id={servingsId}
            type="number"
            inputMode="numeric"
            min={SERVINGS_MIN}
            max={SERVINGS_MAX}
            step={1}
            value={servings}
            onChange={(e) => setServings(e.target.value)}
          />
        </div>
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
  const searchId = useId();
  const groupName = useId();
  const legendId = useId();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const recipes = useRecipes({ q: q || undefined, pageSize: MEAL_PICKER_PAGE_SIZE });
  const list = recipes.data?.recipes ?? [];
  const total = recipes.data?.total ?? 0;

  return (
    <div className="flex flex-col gap-3">
      <Label htmlFor={searchId} className="sr-only">
        {t('addMeal.search')}
      </Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={searchId}
          type="search"
          autoFocus
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('addMeal.searchPlaceholder')}
          className="pl-9"
        />
      </div>
      <fieldset className="min-w-0" aria-busy={recipes.isFetching || undefined}>
        <legend id={legendId} className="mb-2 text-sm font-medium">
          {t('addMeal.recipes')}
        </legend>
        <div className="max-h-[40dvh] min-h-24 overflow-y-auto rounded-lg border">
          {recipes.isPending ? (
            <p role="status" className="flex items-center gap-2 p-3 text-sm text-muted-foreground">
              <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
              {t('addMeal.loading')}
            </p>
          ) : recipes.isError ? (
            <ErrorRetry
              variant="inline"
              message={t('addMeal.failed')}
              retryLabel={t('addMeal.retry')}
              onRetry={() => void recipes.refetch()}
              className="p-3"
            />
          ) : list.length === 0 ? (
            <p role="status" className="p-3 text-sm text-muted-foreground">
              {q ? t('addMeal.noMatches') : t('addMeal.noRecipes')}
            </p>
          ) : (
            <ul className="divide-y">
              {list.map((recipe) => {
                const checked = selected?.id === recipe.id;
                const minutes = totalTime(recipe);
                return (
                  <li key={recipe.id}>
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
              })}
            </ul>
          )}
        </div>
      </fieldset>
      {total > list.length ? (
        <p className="text-xs text-muted-foreground">{t('addMeal.more', { shown: list.length, total })}</p>
      ) : null}
    </div>
  );
}
