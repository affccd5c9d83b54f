import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Loader2, Plus, Search } from 'lucide-react';
import type { TCollection } from '../../../../shared/schemas/collection.ts';
import type { TRecipeCard } from '../../../../shared/schemas/recipe-card.ts';
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
import { useAddRecipeToCollection } from '../../../entities/collection/api/add-recipe-to-collection.ts';
import { useRecipes } from '../../../entities/recipe/api/list-recipes.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { ErrorRetry } from '../../../components/ui/error-retry.tsx';

/** How many of the user's recipes the picker lists at once; a search narrows the rest. */
export const PICKER_PAGE_SIZE = 50;

function PickerRow({
  recipe,
  collectionId,
  inCollection,
}: {
  recipe: TRecipeCard;
  collectionId: string;
  inCollection: boolean;
}) {
  const { t } = useTranslation('collections');
  const add = useAddRecipeToCollection();
  const added = inCollection || add.isSuccess;
  return (
    <li className="flex items-center gap-3 py-2">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{recipe.title}</p>
        {recipe.tags.length > 0 ? (
          <p className="truncate text-xs text-muted-foreground">{recipe.tags.slice(0, 3).join(' · ')}</p>
        ) : null}
      </div>
      {added ? (
        <span className="inline-flex h-9 items-center gap-1 px-3 text-sm font-medium text-success">
          <Check aria-hidden="true" className="size-4" />
          {t('detail.added')}
        </span>
      ) : (
        <Button
          size="sm"
          variant="outline"
          disabled={add.isPending}
          aria-label={t('detail.addNamed', { title: recipe.title })}
          onClick={() => add.mutate({ collectionId, recipeId: recipe.id })}
        >
          {add.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Plus aria-hidden="true" />}
          {t('detail.add')}
        </Button>
      )}
    </li>
  );
}

/** Pick recipes from the user's own to add to a collection, searched by title, tags or description. */
export function AddRecipesDialog({
  collection,
  open,
  onOpenChange,
}: {
  collection: TCollection;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('collections');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('actions.close')} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('detail.addTitle')}</DialogTitle>
          <DialogDescription>{t('detail.addDescription', { name: collection.name })}</DialogDescription>
        </DialogHeader>
        <RecipePicker collection={collection} />
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>{t('actions.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function RecipePicker({ collection }: { collection: TCollection }) {
  const { t } = useTranslation('collections');
  const searchId = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const recipes = useRecipes({ q: q || undefined, pageSize: PICKER_PAGE_SIZE });
  const list = recipes.data?.recipes ?? [];
  const total = recipes.data?.total ?? 0;

  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={searchId} className="sr-only">
        {t('detail.pickerSearchLabel')}
      </label>
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
          placeholder={t('detail.pickerSearchPlaceholder')}
          className="pl-9"
        />
      </div>
      <div className="max-h-[50dvh] min-h-24 overflow-y-auto" aria-busy={recipes.isFetching || undefined}>
        {recipes.isPending ? (
          <p role="status" className="flex items-center gap-2 py-3 text-sm text-muted-foreground">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            {t('detail.pickerLoading')}
          </p>
        ) : recipes.isError ? (
          <ErrorRetry
            variant="inline"
            message={t('detail.pickerFailed')}
            retryLabel={t('actions.retry')}
            onRetry={() => void recipes.refetch()}
            className="py-3"
          />
        ) : list.length === 0 ? (
          <p role="status" className="py-3 text-sm text-muted-foreground">
            {q ? t('detail.pickerNoMatches') : t('detail.pickerNoRecipes')}
          </p>
        ) : (
          <ul aria-label={t('detail.pickerListLabel')} className="divide-y">
            {list.map((r) => (
              <PickerRow
                key={r.id}
                recipe={r}
                collectionId={collection.id}
                inCollection={collection.recipeIds.includes(r.id)}
              />
            ))}
          </ul>
        )}
      </div>
      {total > list.length ? (
        <p className="text-xs text-muted-foreground">{t('detail.pickerMore', { shown: list.length, total })}</p>
      ) : null}
    </div>
  );
}
