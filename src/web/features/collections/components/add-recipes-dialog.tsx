import { useTranslation } from 'react-i18next';
import { Check, Loader2, Plus } from 'lucide-react';
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
import { useAddRecipeToCollection } from '../../../entities/collection/api/add-recipe-to-collection.ts';
import { RecipePicker } from '../../../entities/recipe/components/recipe-picker.tsx';

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
        <CollectionRecipePicker collection={collection} />
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>{t('actions.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function CollectionRecipePicker({ collection }: { collection: TCollection }) {
  const { t } = useTranslation('collections');
  return (
    <RecipePicker
      texts={{
        searchLabel: t('detail.pickerSearchLabel'),
        searchPlaceholder: t('detail.pickerSearchPlaceholder'),
        loading: t('detail.pickerLoading'),
        failed: t('detail.pickerFailed'),
        retry: t('actions.retry'),
        noRecipes: t('detail.pickerNoRecipes'),
        noMatches: t('detail.pickerNoMatches'),
        more: (shown, total) => t('detail.pickerMore', { shown, total }),
      }}
      listLabel={t('detail.pickerListLabel')}
      renderRow={(recipe) => (
        <PickerRow
          recipe={recipe}
          collectionId={collection.id}
          inCollection={collection.recipeIds.includes(recipe.id)}
        />
      )}
    />
  );
}
