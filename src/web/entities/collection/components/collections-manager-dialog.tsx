import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { useAddRecipeToCollection } from '../api/add-recipe-to-collection.ts';
import { CollectionFormDialog } from './collection-form-dialog.tsx';
import { CollectionMembershipList } from './collection-membership-list.tsx';

/**
 * The collections manager dialog (spec section 2, Other surfaces), opened from the recipe detail
 * modal: tick the collections a recipe belongs to, or create a new one that the recipe joins.
 */
export function CollectionsManagerDialog({
  recipe,
  open,
  onOpenChange,
}: {
  recipe: { id: string; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('collections');
  const [creating, setCreating] = useState(false);
  const add = useAddRecipeToCollection();

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent closeLabel={t('actions.close')}>
          <DialogHeader>
            <DialogTitle>{t('manager.title')}</DialogTitle>
            <DialogDescription>{t('manager.description', { title: recipe.title })}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col">
            <CollectionMembershipList recipeId={recipe.id} onNavigate={() => onOpenChange(false)} showManageLink />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              {t('actions.new')}
            </Button>
            <Button onClick={() => onOpenChange(false)}>{t('actions.done')}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <CollectionFormDialog
        open={creating}
        onOpenChange={setCreating}
        onSaved={(saved) => add.mutate({ collectionId: saved.id, recipeId: recipe.id })}
      />
    </>
  );
}
