import { useTranslation } from 'react-i18next';
import { FolderOpen } from 'lucide-react';
import { LazyDialogButton } from '../../../components/ui/lazy-dialog-button.tsx';
import { RecipeCollectionBadges } from './collection-badges.tsx';
import { lazyOnDemand } from '../../../lib/lazy-on-demand.ts';
import { QuickCollectionsPopover } from './quick-collections-popover.tsx';

/*
 * This entity's entries in the recipe entity's extension registry (entities/recipe/extensions).
 * They take only the recipe fields they use, so they stay free of the recipe entity's types.
 */
type SlotRecipe = { recipe: { id: string; title: string } };

// The manager (and the new-collection form in it) loads on first use, not with every card: the
// cards' slots share this module (issue 19).
const managerDialog = lazyOnDemand(() =>
  import('./collections-manager-dialog.tsx').then((m) => m.CollectionsManagerDialog),
);

/** Card badge row: the collections holding the recipe, at most 3, then '+N more'. */
export function CollectionBadgesCardSlot({ recipe }: SlotRecipe) {
  return <RecipeCollectionBadges recipeId={recipe.id} />;
}

/** Card action bar: the quick-collections popover. */
export function QuickCollectionsCardAction({ recipe }: SlotRecipe) {
  return <QuickCollectionsPopover recipeId={recipe.id} recipeTitle={recipe.title} variant="outline" size="icon" />;
}

/** Detail modal toolbar (owner): opens the collections manager dialog. */
export function CollectionsModalAction({ recipe }: SlotRecipe) {
  const { t } = useTranslation('collections');
  return (
    <LazyDialogButton
      dialog={managerDialog}
      dialogProps={{ recipe }}
      icon={<FolderOpen aria-hidden="true" />}
      text={t('manager.open')}
    />
  );
}
