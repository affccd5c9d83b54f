import { useEffect, useRef } from 'react';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import type { TRecipe } from '../../../entities/recipe/api/types.ts';
import { ImportedBadge } from '../../../entities/recipe/components/imported-badge.tsx';
import { RecipeImage } from '../../../entities/recipe/components/recipe-image.tsx';

/**
 * The import modal's success card (spec section 4): the recipe's picture, title, Imported badge
 * with the source host, and its ingredient and step counts; Done closes, "Open recipe" shows it.
 */
export function ImportSuccess({
  recipe,
  onDone,
  onOpen,
}: {
  recipe: TRecipe;
  onDone: () => void;
  onOpen?: () => void;
}) {
  const { t } = useTranslation('import');
  const { t: tr } = useTranslation('recipes');
  const doneRef = useRef<HTMLButtonElement>(null);

  // The form that had focus is gone: give it to Done, so Enter or Space finishes.
  useEffect(() => {
    doneRef.current?.focus();
  }, []);

  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <CircleCheck className="size-5 shrink-0 text-green-600" aria-hidden="true" />
          {t('success.title')}
        </DialogTitle>
        <DialogDescription>{t('success.description', { title: recipe.title })}</DialogDescription>
      </DialogHeader>
      <article
        aria-label={recipe.title}
        className="flex items-center gap-4 rounded-xl border bg-background p-3"
        data-testid="import-success-card"
      >
        <RecipeImage
          src={recipe.imageUrl}
          alt={tr('image.alt', { title: recipe.title })}
          width={96}
          height={96}
          priority
          className="size-20 shrink-0 rounded-lg sm:size-24"
        />
        <div className="flex min-w-0 flex-col gap-1.5">
          <h3 className="line-clamp-2 leading-tight font-semibold">{recipe.title}</h3>
          <ImportedBadge sourceUrl={recipe.sourceUrl} className="w-fit" />
          <p className="text-sm text-muted-foreground">
            {t('success.ingredients', { count: recipe.ingredients.length })} ·{' '}
            {t('success.steps', { count: recipe.instructions.length })}
          </p>
        </div>
      </article>
      <DialogFooter>
        {onOpen ? (
          <Button variant="outline" onClick={onOpen}>
            {t('actions.open')}
          </Button>
        ) : null}
        <Button ref={doneRef} onClick={onDone}>
          {t('actions.done')}
        </Button>
      </DialogFooter>
    </>
  );
}
