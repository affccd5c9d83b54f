import { Clock, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/utils.ts';
import { totalTime } from '../lib/recipe-time.ts';
import type { TRecipe } from '../api/types.ts';

/** Total time (prep + cook) and servings, the one line a card shows under its title. */
export function RecipeQuickFacts({
  recipe,
  className,
}: {
  recipe: Pick<TRecipe, 'prepTime' | 'cookTime' | 'servings'>;
  className?: string;
}) {
  const { t } = useTranslation('recipes');
  const total = totalTime(recipe);
  return (
    <dl className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground', className)}>
      <div className="flex items-center gap-1.5">
        <dt>
          <Clock className="size-4" aria-hidden="true" />
          <span className="sr-only">{t('time.total')}</span>
        </dt>
        <dd>{t('time.minutes', { count: total })}</dd>
      </div>
      <div className="flex items-center gap-1.5">
        <dt>
          <Users className="size-4" aria-hidden="true" />
          <span className="sr-only">{t('servingsLabel')}</span>
        </dt>
        <dd>{t('servings', { count: recipe.servings })}</dd>
      </div>
    </dl>
  );
}

/** Prep, cook and total time plus servings, labelled: the detail modal and the public page. */
export function RecipeTimes({
  recipe,
  className,
}: {
  recipe: Pick<TRecipe, 'prepTime' | 'cookTime' | 'servings'>;
  className?: string;
}) {
  const { t } = useTranslation('recipes');
  const facts = [
    { key: 'prep', label: t('time.prep'), value: t('time.minutes', { count: recipe.prepTime }) },
    { key: 'cook', label: t('time.cook'), value: t('time.minutes', { count: recipe.cookTime }) },
    { key: 'total', label: t('time.total'), value: t('time.minutes', { count: totalTime(recipe) }) },
    { key: 'servings', label: t('servingsLabel'), value: String(recipe.servings) },
  ];
  return (
    <dl className={cn('grid grid-cols-2 gap-2 sm:grid-cols-4', className)}>
      {facts.map((fact) => (
        <div key={fact.key} className="rounded-xl bg-muted/70 px-3 py-2">
          <dt className="text-xs font-medium text-muted-foreground">{fact.label}</dt>
          <dd className="text-base font-semibold text-foreground" data-fact={fact.key}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
